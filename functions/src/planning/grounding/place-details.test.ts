import type { Activity } from "@itinerary/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlacesFake, type PlacesFake } from "../../../test/places-fake.ts";
import { PlacesBudget } from "./places-budget.ts";
import {
  DETAILS_FIELD_MASK,
  DETAILS_WITH_HOURS_FIELD_MASK,
  PHOTOS_FIELD_MASK,
  PlacesError,
  photoNameAt,
  placeDetails,
  SEARCH_FIELD_MASK,
  searchPlace,
  type PlacesSettings,
} from "./places-client.ts";
import { groundPlan } from "./post-process.ts";
import { resolveTrip } from "../trip/resolved-trip.ts";
import { createStop } from "../../../test/data-generators.ts";

const KINKAKU = {
  name: "Kinkaku-ji",
  id: "ChIJkinkaku",
  lat: 35.03937,
  lng: 135.72924,
  address: "1 Kinkakujicho, Kyoto",
  photos: ["AWn5SU_k1", "AWn5SU_k2"],
  coAuthors: ["co-author"],
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

let places: PlacesFake;
let settings: PlacesSettings;
beforeAll(async () => {
  places = await startPlacesFake([KINKAKU, NIJO], "server-key");
  settings = { serverKey: "server-key", baseUrl: places.baseUrl };
});
afterAll(() => places.close());
beforeEach(() => places.reset());

const stop = (name: string, extra: Partial<Activity> = {}): Activity =>
  createStop({ name, latitude: 35.02, longitude: 135.75, ...extra });

describe("the strict Places fake", () => {
  it("refuses a request without a field mask, as Google does", async () => {
    const response = await fetch(`${places.baseUrl}/v1/places/${KINKAKU.id}`, {
      headers: { "X-Goog-Api-Key": "server-key" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe("INVALID_ARGUMENT");
  });

  it("returns only the masked fields", async () => {
    const response = await fetch(`${places.baseUrl}/v1/places/${KINKAKU.id}`, {
      headers: { "X-Goog-Api-Key": "server-key", "X-Goog-FieldMask": "id,location" },
    });
    expect(Object.keys((await response.json()) as object).sort()).toEqual(["id", "location"]);
  });
});

describe("Place Details", () => {
  it("refreshes a place by id with the Essentials mask, or with hours when asked", async () => {
    const facts = await placeDetails(KINKAKU.id, settings, { hours: false });
    expect(facts).toEqual({
      id: KINKAKU.id,
      location: { lat: KINKAKU.lat, lng: KINKAKU.lng },
      address: KINKAKU.address,
      photoCredit: { name: "Author of AWn5SU_k1", uri: "https://maps.google.com/maps/contrib/AWn5SU_k1" },
      photoCredits: [
        { name: "Author of AWn5SU_k1", uri: "https://maps.google.com/maps/contrib/AWn5SU_k1" },
        { name: "Author of co-author", uri: "https://maps.google.com/maps/contrib/co-author" },
      ],
      periods: null,
    });
    const withHours = await placeDetails(KINKAKU.id, settings, { hours: true });
    expect(withHours?.periods).toHaveLength(7);
    expect(places.requests.map((r) => [r.method, r.placeId, r.fieldMask])).toEqual([
      ["details", KINKAKU.id, DETAILS_FIELD_MASK],
      ["details", KINKAKU.id, DETAILS_WITH_HOURS_FIELD_MASK],
    ]);
  });

  it("answers null for an id that names nothing, and never sends a malformed one", async () => {
    expect(await placeDetails("ChIJgone", settings, { hours: false })).toBeNull();
    expect(await placeDetails("../places:searchText", settings, { hours: false })).toBeNull();
    expect(places.requests.map((r) => r.placeId)).toEqual(["ChIJgone"]);
  });

  it("resolves a fresh photo name from the id with the photos field alone", async () => {
    expect(await photoNameAt(KINKAKU.id, 1, settings)).toEqual({ name: `places/${KINKAKU.id}/photos/AWn5SU_k2` });
    expect(await photoNameAt(KINKAKU.id, 5, settings)).toBeNull();
    expect(await photoNameAt(NIJO.id, 0, settings)).toBeNull();
    expect(places.requests.every((r) => r.fieldMask === PHOTOS_FIELD_MASK)).toBe(true);
  });

  it.each([403, 429, 500] as const)("throws a PlacesError carrying %i", async (status) => {
    places.fail(status, 2);
    await expect(placeDetails(KINKAKU.id, settings, { hours: false })).rejects.toMatchObject(
      new PlacesError(status, "place details"),
    );
    await expect(
      searchPlace("Kinkaku-ji, Kyoto", { centre: { lat: 35, lng: 135.7 }, radiusKm: 30 }, settings),
    ).rejects.toBeInstanceOf(PlacesError);
  });
});

describe("groundPlan with place ids", () => {
  const context = (budget = new PlacesBudget(50)) => ({
    trip: resolveTrip({ destination: "Kyoto" }),
    confirmPlaces: true,
    places: settings,
    budget,
  });

  it("refreshes stops with an id by Place Details and searches only the others, once per request", async () => {
    const budget = new PlacesBudget(50);
    const days = [
      {
        day: 1,
        activities: [
          stop("Golden Pavilion", { place_id: KINKAKU.id, opening_hours: "09:00–17:00" }),
          stop("Nijo Castle"),
        ],
      },
    ];
    const first = await groundPlan(days, context(budget));
    expect(places.requests.map((r) => [r.method, r.fieldMask])).toEqual([
      ["details", DETAILS_FIELD_MASK],
      ["searchText", SEARCH_FIELD_MASK],
    ]);
    expect(first.days[0]!.activities[0]).toMatchObject({
      place_id: KINKAKU.id,
      latitude: KINKAKU.lat,
      image_attribution: { name: "Author of AWn5SU_k1", uri: "https://maps.google.com/maps/contrib/AWn5SU_k1" },
      // Every author of the photo, not only the first: each must be credited where it is shown.
      image_attributions: [
        { name: "Author of AWn5SU_k1", uri: "https://maps.google.com/maps/contrib/AWn5SU_k1" },
        { name: "Author of co-author", uri: "https://maps.google.com/maps/contrib/co-author" },
      ],
    });
    expect(first.days[0]!.activities[1]).toMatchObject({ place_id: NIJO.id });
    expect(first.days[0]!.activities[1]!.image_attribution).toBeUndefined();
    expect(JSON.stringify(first.days)).not.toContain("/photos/");
    // A second pass of the same request (a refill, the final plan) asks nothing again.
    await groundPlan(first.days, context(budget));
    expect(places.requests).toHaveLength(2);
    expect(budget.calls).toBe(2);
  });

  it("marks what Places confirmed as Places content, with when it was fetched, and unmarks a stop whose id names nothing", async () => {
    const before = Date.now();
    const days = [
      {
        day: 1,
        activities: [
          stop("Kinkaku-ji"),
          stop("Nijo Castle", {
            place_id: "ChIJgone",
            source: "places",
            places_fetched_at: "2020-01-01T00:00:00.000Z",
          }),
        ],
      },
    ];
    const result = await groundPlan(days, { ...context(), confirmPlaces: false });
    const [confirmed, gone] = result.days[0]!.activities;
    expect(confirmed).toMatchObject({ place_id: KINKAKU.id, source: "places" });
    expect(Date.parse(confirmed!.places_fetched_at!)).toBeGreaterThanOrEqual(before);
    expect(gone).not.toHaveProperty("source");
    expect(gone).not.toHaveProperty("places_fetched_at");
  });

  it("removes a model's stop whose id names nothing, and keeps an offline stop without the id", async () => {
    const days = [
      { day: 1, activities: [stop("Nijo Castle", { place_id: "ChIJgone", image_attribution: { name: "Someone" } })] },
    ];
    const gemini = await groundPlan(days, context());
    expect(gemini.days[0]!.activities).toEqual([]);
    expect(gemini.notifications).toContain(
      'Removed "Nijo Castle": Google Maps could not confirm that this place exists in Kyoto.',
    );
    const offline = await groundPlan(days, { ...context(), confirmPlaces: false });
    expect(offline.days[0]!.activities[0]!.place_id).toBeUndefined();
    expect(offline.days[0]!.activities[0]!.image_attribution).toBeUndefined();
  });

  it.each([403, 429, 500] as const)(
    "degrades clearly when Places answers %i: stops kept, the plan says so",
    async (status) => {
      places.fail(status, 10);
      const days = [{ day: 1, activities: [stop("Kinkaku-ji", { place_id: KINKAKU.id }), stop("Nijo Castle")] }];
      const result = await groundPlan(days, context());
      expect(result.days[0]!.activities.map((a) => a.name)).toEqual(["Kinkaku-ji", "Nijo Castle"]);
      expect(result.notifications).toContain(
        "Some places could not be checked with Google Maps just now; their locations are the planner's own.",
      );
    },
  );
});
