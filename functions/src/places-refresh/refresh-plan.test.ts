import type { Activity } from "@itinerary/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlacesFake, type PlacesFake } from "../../test/places-fake.ts";
import { PlacesBudget } from "../planning/grounding/places-budget.ts";
import { DETAILS_WITH_HOURS_FIELD_MASK, type PlacesSettings } from "../planning/grounding/places-client.ts";
import { isStale, PLACES_CONTENT_MAX_AGE_MS, placesFactsDueAt, refreshPlacesContent } from "./refresh-plan.ts";

const KINKAKU = {
  name: "Kinkaku-ji",
  id: "ChIJkinkaku",
  lat: 35.03937,
  lng: 135.72924,
  address: "1 Kinkakujicho, Kita Ward, Kyoto",
  photos: ["AWn5SU_k1"],
  hours: { open: "09:00", close: "17:00", closedDays: [] },
};
const NIJO = {
  name: "Nijo Castle",
  id: "ChIJnijo",
  lat: 35.01423,
  lng: 135.74818,
  address: "541 Nijojocho, Kyoto",
  photos: [],
};

const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

let places: PlacesFake;
let settings: PlacesSettings;
beforeAll(async () => {
  places = await startPlacesFake([KINKAKU, NIJO], "server-key");
  settings = { serverKey: "server-key", baseUrl: places.baseUrl };
});
afterAll(() => places.close());
beforeEach(() => places.reset());

/** A stop as a plan saved long ago keeps it: Places facts that have since moved on. */
const placesStop = (
  place: { name: string; id: string },
  fetchedAt: number | undefined,
  extra: Partial<Activity> = {},
): Activity => ({
  name: place.name,
  transport: "",
  highlight: "",
  opening_hours: "10:00–16:00",
  entry_fee: "",
  latitude: 35,
  longitude: 135.7,
  address: "An address Google has since changed",
  place_id: place.id,
  source: "places",
  ...(fetchedAt === undefined ? {} : { places_fetched_at: iso(fetchedAt) }),
  ...extra,
});

describe("what is stale", () => {
  it("is Places content past 30 days, of unknown age, or dated in the future; never a guide stop", () => {
    expect(PLACES_CONTENT_MAX_AGE_MS).toBe(30 * DAY);
    expect(isStale(placesStop(KINKAKU, NOW - 29 * DAY), NOW)).toBe(false);
    expect(isStale(placesStop(KINKAKU, NOW - 31 * DAY), NOW)).toBe(true);
    expect(isStale(placesStop(KINKAKU, undefined), NOW)).toBe(true);
    expect(isStale(placesStop(KINKAKU, NOW + 2 * DAY), NOW)).toBe(true);
    // Saved before stops were marked: a place id is Places content.
    expect(isStale(placesStop(KINKAKU, undefined, { source: undefined }), NOW)).toBe(true);
    expect(isStale(placesStop(KINKAKU, undefined, { source: "guide" }), NOW)).toBe(false);
    expect(isStale(placesStop(KINKAKU, undefined, { place_id: "../not-an-id" }), NOW)).toBe(false);
  });
});

describe("when a plan's stored Places facts are due", () => {
  it("is when the first of them passes 30 days, due already when one has no date or a future one, never for facts it no longer holds", () => {
    const plan = (...activities: Activity[]) => [{ activities }];
    expect(placesFactsDueAt(plan(placesStop(KINKAKU, NOW - 10 * DAY), placesStop(NIJO, NOW - 2 * DAY)), NOW)).toEqual(
      new Date(NOW + 20 * DAY),
    );
    expect(placesFactsDueAt(plan(placesStop(KINKAKU, NOW - 10 * DAY), placesStop(NIJO, undefined)), NOW)).toEqual(
      new Date(0),
    );
    expect(placesFactsDueAt(plan(placesStop(KINKAKU, NOW + 2 * DAY)), NOW)).toEqual(new Date(0));
    // Our own guide's stops, and a Places stop whose facts are gone, hold nothing with a window.
    expect(placesFactsDueAt(plan(placesStop(KINKAKU, undefined, { source: "guide" })), NOW)).toBeNull();
    const cleared = placesStop(NIJO, NOW - 40 * DAY, { latitude: null, longitude: null });
    delete cleared.address;
    expect(placesFactsDueAt(plan(cleared), NOW)).toBeNull();
  });
});

describe("refreshPlacesContent", () => {
  it("asks Place Details for each stale stop's id and takes Google's current facts, leaving fresh stops alone", async () => {
    const days = [{ day: 1, activities: [placesStop(KINKAKU, NOW - 45 * DAY), placesStop(NIJO, NOW - 2 * DAY)] }];
    const result = await refreshPlacesContent(days, { settings, budget: new PlacesBudget(10), now: NOW });
    expect(result).toMatchObject({ refreshed: 1, dropped: 0, pending: 0 });
    expect(places.requests.map((r) => [r.method, r.placeId, r.fieldMask])).toEqual([
      ["details", KINKAKU.id, DETAILS_WITH_HOURS_FIELD_MASK],
    ]);
    expect(result.days[0]!.activities[0]).toMatchObject({
      place_id: KINKAKU.id,
      latitude: KINKAKU.lat,
      longitude: KINKAKU.lng,
      address: KINKAKU.address,
      opening_window: { open: "09:00", close: "17:00" },
      source: "places",
      places_fetched_at: iso(NOW),
      image_attribution: { name: "Author of AWn5SU_k1" },
    });
    expect(result.days[0]!.activities[1]).toBe(days[0]!.activities[1]);
  });

  it("stays within the request's Places budget and leaves the rest for a later read", async () => {
    const days = [{ day: 1, activities: [placesStop(KINKAKU, undefined), placesStop(NIJO, undefined)] }];
    const budget = new PlacesBudget(1);
    const result = await refreshPlacesContent(days, { settings, budget, now: NOW });
    expect(result).toMatchObject({ refreshed: 1, pending: 1 });
    expect(places.requests).toHaveLength(1);
    expect(budget.calls).toBe(1);
  });

  it("removes what came from an id that names nothing any more, coordinates included, and keeps the stop", async () => {
    const days = [
      {
        day: 1,
        activities: [
          placesStop({ name: "Closed Museum", id: "ChIJgone" }, undefined, { image_attribution: { name: "Someone" } }),
        ],
      },
    ];
    const result = await refreshPlacesContent(days, { settings, budget: new PlacesBudget(10), now: NOW });
    expect(result.dropped).toBe(1);
    const [stop] = result.days[0]!.activities;
    expect(stop).toMatchObject({ name: "Closed Museum", latitude: null, longitude: null, source: "guide" });
    for (const field of ["place_id", "address", "image_attribution", "places_fetched_at"])
      expect(stop).not.toHaveProperty(field);
  });

  it("keeps a stop as it is when Places cannot answer, to ask again later", async () => {
    places.fail(500, 5);
    const days = [{ day: 1, activities: [placesStop(KINKAKU, undefined)] }];
    const failed = await refreshPlacesContent(days, { settings, budget: new PlacesBudget(10), now: NOW });
    expect(failed).toMatchObject({ refreshed: 0, expired: 0, pending: 1 });
    expect(failed.days[0]!.activities[0]).toBe(days[0]!.activities[0]);
  });

  it("without a key, removes the stale coordinates, address and photo credits it can never refresh, and keeps the place id for a later key", async () => {
    const fresh = placesStop(NIJO, NOW - 2 * DAY);
    const days = [
      {
        day: 1,
        activities: [
          placesStop(KINKAKU, NOW - 45 * DAY, {
            image_attribution: { name: "Someone" },
            image_attributions: [{ name: "Someone" }],
          }),
          fresh,
        ],
      },
    ];
    const keyless = await refreshPlacesContent(days, { settings: null, budget: new PlacesBudget(10), now: NOW });
    expect(keyless).toMatchObject({ refreshed: 0, dropped: 0, expired: 1, pending: 0 });
    expect(places.requests).toHaveLength(0);
    const [expired, kept] = keyless.days[0]!.activities;
    expect(expired).toMatchObject({
      name: KINKAKU.name,
      place_id: KINKAKU.id,
      source: "places",
      latitude: null,
      longitude: null,
      opening_hours: "10:00–16:00",
    });
    for (const field of ["address", "image_attribution", "image_attributions"])
      expect(expired).not.toHaveProperty(field);
    // Within its 30 days a stop keeps what Places said.
    expect(kept).toBe(fresh);

    // Read again without a key: nothing is left to remove, so nothing changes (and nothing is stored again).
    const again = await refreshPlacesContent(keyless.days, { settings: null, budget: new PlacesBudget(10), now: NOW });
    expect(again).toMatchObject({ expired: 0, pending: 0 });
    expect(again.days[0]!.activities[0]).toBe(expired);

    // A key given later refreshes it from the id it kept.
    const restored = await refreshPlacesContent(keyless.days, { settings, budget: new PlacesBudget(10), now: NOW });
    expect(restored).toMatchObject({ refreshed: 1 });
    expect(restored.days[0]!.activities[0]).toMatchObject({ latitude: KINKAKU.lat, address: KINKAKU.address });
  });
});
