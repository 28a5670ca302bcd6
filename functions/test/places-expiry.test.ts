import "./functions-firestore.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { resetConfig } from "../src/config.ts";
import { getItinerary, saveItinerary } from "../src/endpoints/saved-itineraries.ts";
import { expireStoredPlacesFacts, PLACES_DUE_BACKFILL } from "../src/places-refresh/expire-stored.ts";
import { PLACES_CONTENT_MAX_AGE_MS } from "../src/places-refresh/refresh-plan.ts";
import { mount } from "./mount.ts";
import { startPlacesFake, type PlacesFake } from "./places-fake.ts";
import { savedPlan } from "./saved-plan.ts";
import { clearFirestore, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Plans nobody opens are never refreshed on read, so their stored Places facts are cleared on a
 * schedule once past the terms' 30 days (the place ids stay): through the real store, the Firestore
 * emulator and, for the read that refreshes a cleared stop again, the Places fake.
 */

const KINKAKU = {
  name: "Kinkaku-ji",
  id: "ChIJkinkakuExpiry",
  lat: 35.03937,
  lng: 135.72924,
  address: "1 Kinkakujicho, Kita Ward, Kyoto 603-8361",
  photos: ["AWn5SU_e1"],
  hours: { open: "09:00", close: "17:00", closedDays: [] },
};
const DAY = 24 * 60 * 60 * 1000;
const OLD_ADDRESS = "An address Google has since changed";

let places: PlacesFake;
beforeAll(async () => {
  // The sweep reads every traveller's plans: start from none, so only this file's plans are there.
  await clearFirestore();
  places = await startPlacesFake([KINKAKU], "maps-key");
  Object.assign(process.env, { GOOGLE_MAPS_SERVER_KEY: "maps-key", PLACES_BASE_URL: places.baseUrl });
  resetConfig();
});
afterAll(async () => {
  await places.close();
  delete process.env.GOOGLE_MAPS_SERVER_KEY;
  delete process.env.PLACES_BASE_URL;
  resetConfig();
});

/** A Kyoto plan whose first stop Places confirmed at `fetchedAt`. */
function planFetchedAt(fetchedAt: number) {
  const plan = savedPlan("Kyoto");
  Object.assign(plan.itinerary[0]!.activities[0]!, {
    place_id: KINKAKU.id,
    source: "places",
    places_fetched_at: new Date(fetchedAt).toISOString(),
    address: OLD_ADDRESS,
    latitude: 35.04,
    longitude: 135.73,
    image_attribution: { name: "Someone" },
  });
  return plan;
}

const stored = async (user: TestUser, id: string) =>
  (await db.doc(`users/${user.uid}/itineraries/${id}`).get()).data()!;
const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.idToken}` });

describe("stored Places facts of plans nobody opens", () => {
  it("are cleared once past their window, keeping the place ids, and a later read refreshes them", async () => {
    const user = await signUpWithProfile();
    // Saved now with facts fetched 10 days ago: due in 20 days, and the save says so.
    const fetchedAt = Date.now() - 10 * DAY;
    const saved = await request(mount(saveItinerary)).post("/").set(auth(user)).send(planFetchedAt(fetchedAt));
    expect(saved.status).toBe(200);
    const recent: string = saved.body.id;
    expect((((await stored(user, recent)).places_due_at as Timestamp) ?? null)?.toMillis()).toBe(
      fetchedAt + PLACES_CONTENT_MAX_AGE_MS,
    );
    // Saved 45 days ago, before plans carried places_due_at, and never opened since.
    const ref = db.collection(`users/${user.uid}/itineraries`).doc();
    const savedAt = Timestamp.fromMillis(Date.now() - 45 * DAY);
    await ref.create({ ...planFetchedAt(Date.now() - 45 * DAY), saved_at: savedAt, created_at: savedAt });
    const old = ref.id;

    expect(await expireStoredPlacesFacts()).toEqual({ backfilled: 1, plans: 1, stops: 1 });
    const cleared = await stored(user, old);
    expect(cleared.itinerary[0].activities[0]).toMatchObject({
      name: "Kinkaku-ji",
      place_id: KINKAKU.id,
      latitude: null,
      longitude: null,
    });
    for (const field of ["address", "image_attribution"])
      expect(cleared.itinerary[0].activities[0]).not.toHaveProperty(field);
    // The other stops are the planner's own: untouched.
    expect(cleared.itinerary[0].activities[1].latitude).toEqual(expect.any(Number));
    expect(cleared.places_due_at).toBeNull();
    expect((cleared.saved_at as Timestamp).toMillis()).toBe(savedAt.toMillis());
    expect((await stored(user, recent)).itinerary[0].activities[0].address).toBe(OLD_ADDRESS);
    expect((await db.doc(`migrations/${PLACES_DUE_BACKFILL}`).get()).get("done")).toBe(true);
    expect(places.requests).toHaveLength(0);

    // Nothing more is due: a second run reads and writes nothing.
    expect(await expireStoredPlacesFacts()).toEqual({ backfilled: 0, plans: 0, stops: 0 });

    // Opened again, the cleared stop is refreshed from its place id, and due again in 30 days.
    const opened = await request(mount(getItinerary)).get(`/${old}`).set(auth(user));
    expect(opened.body.itinerary[0].activities[0]).toMatchObject({ address: KINKAKU.address, latitude: KINKAKU.lat });
    const refreshedDue = ((await stored(user, old)).places_due_at as Timestamp).toMillis();
    expect(refreshedDue).toBeGreaterThan(Date.now() + 29 * DAY);

    // Three weeks on, the plan saved with 10-day-old facts is past its window too.
    expect(await expireStoredPlacesFacts(new Date(Date.now() + 21 * DAY))).toEqual({
      backfilled: 0,
      plans: 1,
      stops: 1,
    });
    expect((await stored(user, recent)).itinerary[0].activities[0]).toMatchObject({
      place_id: KINKAKU.id,
      latitude: null,
    });
    expect((await stored(user, old)).itinerary[0].activities[0].address).toBe(KINKAKU.address);
  });

  it("has the collection-group index its query needs in production (the emulator needs none)", () => {
    const indexes = JSON.parse(readFileSync(join(import.meta.dirname, "../../firestore.indexes.json"), "utf8"));
    const override = indexes.fieldOverrides.find(
      (entry: { collectionGroup: string; fieldPath: string }) =>
        entry.collectionGroup === "itineraries" && entry.fieldPath === "places_due_at",
    );
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION_GROUP" });
    // An override replaces the field's default indexes: the single-collection ones stay.
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION" });
  });
});
