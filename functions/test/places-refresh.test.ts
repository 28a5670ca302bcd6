import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SavedItinerary, SharedItinerary } from "@itinerary/contract";
import { Timestamp } from "firebase-admin/firestore";
import { resetConfig } from "../src/config.ts";
import { getItinerary, getSavedItineraries } from "../src/endpoints/saved-itineraries.ts";
import { getSharedItinerary } from "../src/endpoints/share-itinerary.ts";
import { DETAILS_WITH_HOURS_FIELD_MASK } from "../src/planning/grounding/places-client.ts";
import { ensureShareToken } from "../src/store/itineraries.ts";
import { mount } from "./mount.ts";
import { startPlacesFake, type PlacesFake } from "./places-fake.ts";
import { savedPlan } from "./saved-plan.ts";
import { db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Saved and shared plans keep only place ids for good: Places facts older than the terms' 30 days are
 * refreshed from the id when the plan is read, through the real endpoints, the Firestore emulator and
 * the Places fake.
 */

const KINKAKU = {
  name: "Kinkaku-ji",
  id: "ChIJkinkakuRefresh",
  lat: 35.03937,
  lng: 135.72924,
  address: "1 Kinkakujicho, Kita Ward, Kyoto 603-8361",
  photos: ["AWn5SU_r1"],
  hours: { open: "09:00", close: "17:00", closedDays: [] },
};
const ENV = ["GOOGLE_MAPS_SERVER_KEY", "PLACES_BASE_URL", "PLACES_MAX_CALLS_PER_REQUEST"];
const DAY = 24 * 60 * 60 * 1000;
const OLD_ADDRESS = "An address Google has since changed";

let places: PlacesFake;
beforeAll(async () => {
  places = await startPlacesFake([KINKAKU], "maps-key");
  Object.assign(process.env, { GOOGLE_MAPS_SERVER_KEY: "maps-key", PLACES_BASE_URL: places.baseUrl });
  resetConfig();
});
afterAll(async () => {
  await places.close();
  for (const name of ENV) delete process.env[name];
  resetConfig();
});
beforeEach(() => places.reset());

/** A saved plan whose first stop Places confirmed `ageDays` ago, written straight to Firestore as an old save left it. */
async function agedPlan(user: TestUser, ageDays: number): Promise<{ id: string; savedAt: Timestamp }> {
  const plan = savedPlan("Kyoto");
  const first = plan.itinerary[0]!.activities[0]!;
  Object.assign(first, {
    place_id: KINKAKU.id,
    source: "places",
    places_fetched_at: new Date(Date.now() - ageDays * DAY).toISOString(),
    address: OLD_ADDRESS,
    latitude: 35.04,
    longitude: 135.73,
  });
  const ref = db.collection(`users/${user.uid}/itineraries`).doc();
  const savedAt = Timestamp.fromMillis(Date.now() - ageDays * DAY);
  await ref.create({ ...plan, saved_at: savedAt, created_at: savedAt });
  return { id: ref.id, savedAt };
}

const storedFirstStop = async (user: TestUser, id: string) =>
  (await db.doc(`users/${user.uid}/itineraries/${id}`).get()).get("itinerary")[0].activities[0];

const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.idToken}` });

describe("reading a plan whose Places facts are older than the terms allow", () => {
  it("refreshes them from the place id, answers and stores the fresh copy, and does not ask again", async () => {
    const user = await signUpWithProfile();
    const { id, savedAt } = await agedPlan(user, 45);
    const before = Date.now();

    const response = await request(mount(getItinerary)).get(`/get-itinerary/${id}`).set(auth(user));
    expect(response.status).toBe(200);
    const first = SavedItinerary.parse(response.body).itinerary[0]!.activities[0]!;
    expect(first).toMatchObject({
      place_id: KINKAKU.id,
      address: KINKAKU.address,
      latitude: KINKAKU.lat,
      longitude: KINKAKU.lng,
      source: "places",
    });
    expect(Date.parse(first.places_fetched_at!)).toBeGreaterThanOrEqual(before);
    expect(places.requests.map((r) => [r.method, r.placeId, r.fieldMask])).toEqual([
      ["details", KINKAKU.id, DETAILS_WITH_HOURS_FIELD_MASK],
    ]);
    // Only the one stop with Places facts was asked about; the guide's stops are not Places content.

    const stored = await storedFirstStop(user, id);
    expect(stored).toMatchObject({ address: KINKAKU.address, places_fetched_at: first.places_fetched_at });
    // A refresh is not the traveller's edit: the plan keeps its place in the saved list.
    expect(((await db.doc(`users/${user.uid}/itineraries/${id}`).get()).get("saved_at") as Timestamp).toMillis()).toBe(
      savedAt.toMillis(),
    );

    places.reset();
    const again = await request(mount(getItinerary)).get(`/get-itinerary/${id}`).set(auth(user));
    expect(again.body.itinerary[0].activities[0].address).toBe(KINKAKU.address);
    expect(places.requests).toHaveLength(0);
  });

  it("leaves facts within their 30 days alone", async () => {
    const user = await signUpWithProfile();
    const { id } = await agedPlan(user, 3);
    const response = await request(mount(getItinerary)).get(`/get-itinerary/${id}`).set(auth(user));
    expect(response.body.itinerary[0].activities[0].address).toBe(OLD_ADDRESS);
    expect(places.requests).toHaveLength(0);
  });

  it("refreshes a shared plan for whoever opens the link, signed out", async () => {
    const user = await signUpWithProfile();
    const { id } = await agedPlan(user, 40);
    const token = (await ensureShareToken(user.uid, id))!;
    const response = await request(mount(getSharedItinerary)).get(`/shared-itinerary/${token}`);
    expect(response.status).toBe(200);
    expect(SharedItinerary.parse(response.body).itinerary[0]!.activities[0]).toMatchObject({
      address: KINKAKU.address,
      source: "places",
    });
    expect(places.requests.filter((r) => r.method === "details")).toHaveLength(1);
    expect((await storedFirstStop(user, id)).address).toBe(KINKAKU.address);
  });

  it("spends one Places budget on a whole page of the saved list, leaving the rest for a later read", async () => {
    process.env.PLACES_MAX_CALLS_PER_REQUEST = "2";
    resetConfig();
    try {
      const user = await signUpWithProfile();
      for (let i = 0; i < 3; i++) await agedPlan(user, 60 + i);
      const response = await request(mount(getSavedItineraries)).get("/get-saved-itineraries").set(auth(user));
      expect(response.status).toBe(200);
      expect(places.requests).toHaveLength(2);
      const addresses = response.body.saved_itineraries.map(
        (plan: SavedItinerary) => plan.itinerary[0]!.activities[0]!.address,
      );
      expect(addresses.filter((address: string) => address === KINKAKU.address)).toHaveLength(2);
      expect(addresses.filter((address: string) => address === OLD_ADDRESS)).toHaveLength(1);
    } finally {
      delete process.env.PLACES_MAX_CALLS_PER_REQUEST;
      resetConfig();
    }
  });

  it("on a server without a Places key, answers and stores the plan without the stale coordinates and address, keeping the place id", async () => {
    const user = await signUpWithProfile();
    const { id } = await agedPlan(user, 45);
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    try {
      const response = await request(mount(getItinerary)).get(`/get-itinerary/${id}`).set(auth(user));
      expect(response.status).toBe(200);
      const first = SavedItinerary.parse(response.body).itinerary[0]!.activities[0]!;
      expect(first).toMatchObject({ place_id: KINKAKU.id, latitude: null, longitude: null });
      expect(first.address).toBeUndefined();
      expect(places.requests).toHaveLength(0);
      const stored = await storedFirstStop(user, id);
      expect(stored).toMatchObject({ place_id: KINKAKU.id, latitude: null, longitude: null });
      expect(stored).not.toHaveProperty("address");
    } finally {
      process.env.GOOGLE_MAPS_SERVER_KEY = "maps-key";
      resetConfig();
    }
    // Given a key again, the next read refreshes the stop from the id it kept.
    const refreshed = await request(mount(getItinerary)).get(`/get-itinerary/${id}`).set(auth(user));
    expect(refreshed.body.itinerary[0].activities[0]).toMatchObject({
      address: KINKAKU.address,
      latitude: KINKAKU.lat,
    });
  });
});
