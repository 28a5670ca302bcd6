import type { Activity } from "@itinerary/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlacesFake, type PlacesFake } from "../../../test/places-fake.ts";
import { skuOf } from "./places-skus.ts";
import { PlacesBudget } from "./places-budget.ts";
import { STAY_SEARCH_FIELD_MASK, type PlacesSettings } from "./places-client.ts";
import { centroidOfStops, createStayFinder, stayNameOf } from "./stay-point.ts";
import { resolveTrip } from "../trip/resolved-trip.ts";
import { createStop } from "../../../test/data-generators.ts";

const stop = (name: string, latitude: number, longitude: number, extra: Partial<Activity> = {}): Activity =>
  createStop({ name, latitude, longitude, ...extra });

/** Lisbon stops as a model's final plan has them. */
const LISBON_DAY = [stop("Belém Tower", 38.6916, -9.216), stop("Jerónimos Monastery", 38.6979, -9.2068)];
const CHIADO = { name: "Chiado", id: "ChIJchiado", lat: 38.7107, lng: -9.1424, address: "Chiado, Lisbon", photos: [] };
const AVENIDA = {
  name: "Hotel Avenida Palace",
  id: "ChIJavenida",
  lat: 38.7146,
  lng: -9.1414,
  address: "R. 1º de Dezembro 123, Lisbon",
  photos: ["p1"],
};

describe("the stay an accommodation suggestion names", () => {
  it.each([
    ["Hotel in Chiado, about $150 a night ($75 per person).", "Chiado"],
    ["Hotel in Baixa and Chiado, about $150 a night (about €129; $75 per person).", "Baixa and Chiado"],
    ["Back to your base: Hotel in Chiado, about $150 a night.", "Chiado"],
    ["A boutique hotel near the Gion district - around $200", "Gion district"],
    ["Stay in Baixa (central, flat, near the metro)", "Baixa"],
    ["Hotel Avenida Palace, near Rossio; about $260 a night", "Hotel Avenida Palace"],
    ["Hotel Granvia Kyoto near Kyoto Station", "Hotel Granvia Kyoto"],
    ["Ryokan Yoshida-sanso: a traditional inn", "Ryokan Yoshida-sanso"],
    ["Mid-range hotel in Shinjuku", "Shinjuku"],
    ["Same hotel as last night.", null],
    ["Hotel", null],
    ["", null],
  ])("%j -> %j", (suggestion, name) => {
    expect(stayNameOf(suggestion)).toBe(name);
  });

  it("takes the middle of a day's city stops, leaving the day trip out", () => {
    const middle = centroidOfStops([
      ...LISBON_DAY,
      stop("Sintra", 38.7875, -9.3906, { category: "daytrip" }),
      stop("No place", NaN, NaN),
    ]);
    expect(middle!.lat).toBeCloseTo(38.69475, 4);
    expect(middle!.lng).toBeCloseTo(-9.2114, 4);
    expect(centroidOfStops([])).toBeNull();
  });
});

describe("finding where a day starts", () => {
  let places: PlacesFake;
  let settings: PlacesSettings;
  beforeAll(async () => {
    places = await startPlacesFake([CHIADO, AVENIDA], "server-key");
    settings = { serverKey: "server-key", baseUrl: places.baseUrl };
  });
  afterAll(() => places.close());
  beforeEach(() => places.reset());

  it("locates the stay through Places once per stay, at the Text Search Pro SKU, within the request's budget", async () => {
    const budget = new PlacesBudget(10);
    const stays = createStayFinder({ trip: resolveTrip({ destination: "Lisbon" }), places: settings, budget });
    const day = { accommodation_suggestion: "Hotel in Chiado, about $150 a night", activities: LISBON_DAY };
    const [first, again] = await Promise.all([
      stays.stayOf(day),
      stays.stayOf({ ...day, accommodation_suggestion: "Back to your base: Hotel in Chiado." }),
    ]);
    expect(first).toEqual({
      point: { lat: CHIADO.lat, lng: CHIADO.lng },
      name: "Chiado",
      transitName: "Metro or tram",
      source: "places",
    });
    expect(again).toEqual(first);
    expect(places.requests).toHaveLength(1);
    expect(places.requests[0]).toMatchObject({
      method: "searchText",
      textQuery: "Chiado, Lisbon",
      fieldMask: STAY_SEARCH_FIELD_MASK,
    });
    expect(skuOf("Text Search", STAY_SEARCH_FIELD_MASK)).toBe("Text Search Pro");
    expect(budget.calls).toBe(1);

    const hotel = await stays.stayOf({
      accommodation_suggestion: "Hotel Avenida Palace, near Rossio",
      activities: LISBON_DAY,
    });
    expect(hotel).toMatchObject({
      point: { lat: AVENIDA.lat, lng: AVENIDA.lng },
      name: "Hotel Avenida Palace",
      source: "places",
    });
  });

  it("falls back to the destination's stay area when Places fails, knows nothing that fits, or the budget is spent", async () => {
    places.fail(500);
    const known = {
      point: { lat: 38.711, lng: -9.139 },
      name: "Baixa and Chiado",
      transitName: "Metro or tram",
      source: "known-area",
    };
    const failing = createStayFinder({ trip: resolveTrip({ destination: "Lisbon" }), places: settings });
    expect(await failing.stayOf({ accommodation_suggestion: "Hotel in Chiado", activities: LISBON_DAY })).toEqual(
      known,
    );
    const unknown = createStayFinder({ trip: resolveTrip({ destination: "Lisbon" }), places: settings });
    expect(await unknown.stayOf({ accommodation_suggestion: "Hotel in Alfama", activities: LISBON_DAY })).toEqual(
      known,
    );
    places.reset();
    const spent = createStayFinder({
      trip: resolveTrip({ destination: "Lisbon" }),
      places: settings,
      budget: new PlacesBudget(0),
    });
    expect(await spent.stayOf({ accommodation_suggestion: "Hotel in Chiado", activities: LISBON_DAY })).toEqual(known);
    expect(places.requests).toHaveLength(0);
  });

  it("without a key: the covered destination's stay area; elsewhere the middle of the day's stops, named as the suggestion names it", async () => {
    const lisbon = createStayFinder({ trip: resolveTrip({ destination: "Lisbon" }), places: null });
    expect(await lisbon.stayOf({ accommodation_suggestion: "Hotel in Chiado", activities: LISBON_DAY })).toMatchObject({
      name: "Baixa and Chiado",
      source: "known-area",
    });
    const ljubljana = createStayFinder({ trip: resolveTrip({ destination: "Ljubljana, Slovenia" }), places: null });
    const day = [stop("Ljubljana Castle", 46.0489, 14.5087), stop("Triple Bridge", 46.0511, 14.5061)];
    const stay = await ljubljana.stayOf({
      accommodation_suggestion: "Guesthouse in the Old Town, about $90",
      activities: day,
    });
    expect(stay).toEqual({ point: { lat: 46.05, lng: 14.5074 }, name: "Old Town", source: "stops" });
    expect(await ljubljana.stayOf({ accommodation_suggestion: "Hotel", activities: day })).toMatchObject({
      name: "your stay",
      source: "stops",
    });
    expect(await ljubljana.stayOf({ accommodation_suggestion: "Hotel", activities: [] })).toBeNull();
    expect(places.requests).toHaveLength(0);
  });
  it("starts every day at the traveller's own stay: as the guide placed it, else where Places finds its address", async () => {
    const day = { accommodation_suggestion: "Hotel in Chiado", activities: LISBON_DAY };
    // Named after a guide place: no Places call, and it counts as placed.
    const byGuide = createStayFinder({
      trip: resolveTrip({ destination: "Lisbon", stay: { name: "Casa do Rossio", address: "Rossio Square 20" } }),
      places: settings,
    });
    expect(await byGuide.stayOf(day)).toMatchObject({ name: "Casa do Rossio", source: "own" });
    expect(byGuide.ownStayPlaced).toBe(true);
    expect(places.requests).toHaveLength(0);

    // Not in the guide: Places searches its name and address once for every day.
    const stay = { name: "Hotel Avenida Palace", address: "R. 1º de Dezembro 123" };
    const byPlaces = createStayFinder({ trip: resolveTrip({ destination: "Lisbon", stay }), places: settings });
    expect(byPlaces.ownStayPlaced).toBe(false);
    const [first, second] = await Promise.all([byPlaces.stayOf(day), byPlaces.stayOf({ ...day, activities: [] })]);
    expect(first).toEqual({
      point: { lat: AVENIDA.lat, lng: AVENIDA.lng },
      name: "Hotel Avenida Palace",
      transitName: "Metro or tram",
      source: "own",
    });
    expect(second).toEqual(first);
    expect(places.requests).toHaveLength(1);
    expect(places.requests[0]).toMatchObject({ textQuery: "Hotel Avenida Palace, R. 1º de Dezembro 123, Lisbon" });
    expect(byPlaces.ownStayPlaced).toBe(true);

    // Without a key and not in the guide: the city's centre, and not counted as placed.
    const unplaced = createStayFinder({
      trip: resolveTrip({ destination: "Lisbon", stay: { name: "Casa Azul", address: "Rua Inventada 99" } }),
      places: null,
    });
    expect(await unplaced.stayOf(day)).toMatchObject({ name: "Casa Azul", source: "own" });
    expect(unplaced.ownStayPlaced).toBe(false);
  });
});
