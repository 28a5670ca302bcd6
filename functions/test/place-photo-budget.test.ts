import "./functions-firestore.ts";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_PHOTO_LINK_SECRET, resetConfig } from "../src/config.ts";
import { clearPhotoCache, PHOTO_BUDGET_DETAIL, placePhoto } from "../src/endpoints/place-photo.ts";
import { signPhotoPath } from "../src/photos/photo-link.ts";
import { photoFetchesOn, takePhotoFetch, utcDay } from "../src/store/photo-budget.ts";
import { startPlacesFake, type PlacesFake } from "./places-fake.ts";
import { db } from "./support.ts";

/** The global daily Places photo budget, on the real Firestore emulator: one counter for every instance. */

const ENV = ["GOOGLE_MAPS_SERVER_KEY", "PLACES_BASE_URL", "PLACES_PHOTO_DAILY_BUDGET"];
let places: PlacesFake;

beforeAll(async () => {
  places = await startPlacesFake([{ name: "Kinkaku-ji", id: "ChIJkinkaku", lat: 35, lng: 135.7, address: "Kyoto", photos: ["p0", "p1", "p2"] }], "maps-key");
});
afterAll(async () => {
  await places.close();
  for (const name of ENV) delete process.env[name];
  resetConfig();
});
beforeEach(async () => {
  places.reset();
  clearPhotoCache();
  await db.doc(`placesPhotoBudget/${utcDay(Date.now())}`).delete();
});

describe("the daily photo budget", () => {
  it("lets exactly `limit` fetches through however many race for it, and counts per UTC day", async () => {
    const day = Date.UTC(2031, 0, 5, 23, 59);
    await db.doc(`placesPhotoBudget/${utcDay(day)}`).delete();
    await db.doc(`placesPhotoBudget/${utcDay(day + 120_000)}`).delete();
    const results = await Promise.all(Array.from({ length: 8 }, () => takePhotoFetch(3, day)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await photoFetchesOn(day)).toBe(3);
    // The next UTC day starts from nothing.
    expect(await takePhotoFetch(3, day + 120_000)).toBe(true);
    expect(await photoFetchesOn(day + 120_000)).toBe(1);
  });

  it("the photo path answers 429 once the day's budget is spent, without calling Google", async () => {
    Object.assign(process.env, { GOOGLE_MAPS_SERVER_KEY: "maps-key", PLACES_BASE_URL: places.baseUrl, PLACES_PHOTO_DAILY_BUDGET: "2" });
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
});
