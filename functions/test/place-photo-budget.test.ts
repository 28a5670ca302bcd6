import "./functions-firestore.ts";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_PHOTO_LINK_SECRET, resetConfig } from "../src/config.ts";
import {
  clearPhotoCache,
  NO_PHOTO_DETAIL,
  PHOTO_BUDGET_DETAIL,
  placePhoto,
  placePhotoHandler,
} from "../src/endpoints/place-photo.ts";
import { signPhotoPath } from "../src/photos/photo-link.ts";
import { givePhotoFetchBack, photoFetchesOn, shardCap, takePhotoFetch, utcDay } from "../src/store/photo-budget.ts";
import { startPlacesFake, type PlacesFake } from "./places-fake.ts";
import { db } from "./support.ts";

/** The global daily Places photo budget, on the real Firestore emulator: one counter for every instance. */

const ENV = ["GOOGLE_MAPS_SERVER_KEY", "PLACES_BASE_URL", "PLACES_PHOTO_DAILY_BUDGET"];
let places: PlacesFake;

beforeAll(async () => {
  places = await startPlacesFake(
    [{ name: "Kinkaku-ji", id: "ChIJkinkaku", lat: 35, lng: 135.7, address: "Kyoto", photos: ["p0", "p1", "p2"] }],
    "maps-key",
  );
});
afterAll(async () => {
  await places.close();
  for (const name of ENV) delete process.env[name];
  resetConfig();
});
beforeEach(async () => {
  places.reset();
  clearPhotoCache();
  await clearDay(Date.now());
});

const clearDay = (nowMs: number) => db.recursiveDelete(db.doc(`placesPhotoBudget/${utcDay(nowMs)}`));

describe("the daily photo budget", () => {
  it("lets exactly `budget` fetches through however many race for it, across its shards, and counts per UTC day", async () => {
    const day = Date.UTC(2031, 0, 5, 23, 59);
    await clearDay(day);
    await clearDay(day + 120_000);
    // 40 parallel takes on a budget of 25 in 10 shards (shares of 3 and 2): never one past the budget.
    const results = await Promise.all(Array.from({ length: 40 }, () => takePhotoFetch(25, 10, day)));
    const granted = results.filter((result) => typeof result === "object" && result !== null);
    expect(results.filter((result) => result === "busy")).toHaveLength(0);
    expect(granted).toHaveLength(25);
    expect(await photoFetchesOn(day)).toBe(25);
    const shards = await db.collection(`placesPhotoBudget/${utcDay(day)}/shards`).get();
    expect(shards.size).toBe(10);
    for (const shard of shards.docs) expect(shard.get("count")).toBe(shardCap(25, 10, Number(shard.id)));
    // A take given back (its fetch brought no photo) can be taken again, once.
    await givePhotoFetchBack(granted[0]!);
    const again = await Promise.all(Array.from({ length: 5 }, () => takePhotoFetch(25, 10, day)));
    expect(again.filter((result) => typeof result === "object" && result !== null)).toHaveLength(1);
    expect(await photoFetchesOn(day)).toBe(25);
    // The next UTC day starts from nothing.
    expect(await takePhotoFetch(25, 10, day + 120_000)).not.toBeNull();
    expect(await photoFetchesOn(day + 120_000)).toBe(1);
  }, 180_000);

  it("a budget smaller than the shard count still lets exactly that many through", async () => {
    const day = Date.UTC(2031, 0, 6, 12);
    await clearDay(day);
    const results = await Promise.all(Array.from({ length: 12 }, () => takePhotoFetch(3, 10, day)));
    expect(results.filter((result) => typeof result === "object" && result !== null)).toHaveLength(3);
  });

  it("the photo path answers 429 once the day's budget is spent, without calling Google", async () => {
    Object.assign(process.env, {
      GOOGLE_MAPS_SERVER_KEY: "maps-key",
      PLACES_BASE_URL: places.baseUrl,
      PLACES_PHOTO_DAILY_BUDGET: "2",
    });
    resetConfig();
    const app = express().use(placePhoto);
    const link = (index: number) => signPhotoPath(LOCAL_PHOTO_LINK_SECRET, "ChIJkinkaku", { index });
    expect((await request(app).get(link(0))).status).toBe(200);
    expect((await request(app).get(link(1))).status).toBe(200);
    const refused = await request(app).get(link(2));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: PHOTO_BUDGET_DETAIL });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(places.requests.filter((r) => r.method === "media")).toHaveLength(2);
    expect(await photoFetchesOn()).toBe(2);
  });

  it("a photo Google does not have costs no budget, and no instance asks Google for it again for a day", async () => {
    Object.assign(process.env, {
      GOOGLE_MAPS_SERVER_KEY: "maps-key",
      PLACES_BASE_URL: places.baseUrl,
      PLACES_PHOTO_DAILY_BUDGET: "2",
    });
    resetConfig();
    await db.doc("placesPhotoMisses/ChIJkinkaku-5").delete();
    const link = signPhotoPath(LOCAL_PHOTO_LINK_SECRET, "ChIJkinkaku", { index: 5 });
    // Two separate handlers stand for two instances: the miss is remembered in Firestore, not in memory.
    for (const instance of [placePhotoHandler(), placePhotoHandler()]) {
      const missing = await request(express().use(instance)).get(link);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: NO_PHOTO_DETAIL });
    }
    expect(places.requests.filter((r) => r.method === "details")).toHaveLength(1);
    expect(await photoFetchesOn()).toBe(0);
  });
});
