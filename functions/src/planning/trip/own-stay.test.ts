import { TripPreferences, type DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { createOfflineGenerator } from "../generators/offline/generator.ts";
import { distanceKm } from "../geo/geo.ts";
import { DETOUR_FACTOR } from "../scheduling/travel.ts";
import { DESTINATIONS } from "../guide/destinations/index.ts";
import { PlacesBudget } from "../grounding/places-budget.ts";
import { draftTrip, finalizeTrip } from "../pipeline/pipeline.ts";
import { locateOwnStay, ownStayText, withoutStayAddress } from "./own-stay.ts";
import { resolveTripOf } from "./resolved-trip.ts";

const lisbon = DESTINATIONS.find((d) => d.slug === "lisbon")!;
const london = DESTINATIONS.find((d) => d.slug === "london")!;
const centre = { lat: lisbon.lat, lng: lisbon.lng };
const place = (name: string) => lisbon.places.find((p) => p.name === name)!;

describe("locateOwnStay", () => {
  it("places a stay by a guide place its address names, the longest name first", () => {
    const stay = locateOwnStay({ name: "Casa do Rossio", address: "Rossio Square 20, Lisboa" }, lisbon, centre);
    expect(stay.found).toBe("guide-place");
    expect(stay.point).toEqual({ lat: place("Rossio Square").lat, lng: place("Rossio Square").lng });
    // Kept exactly as typed.
    expect(stay).toMatchObject({ name: "Casa do Rossio", address: "Rossio Square 20, Lisboa" });
  });

  it("places a stay by the guide's stay area it names", () => {
    const stay = locateOwnStay({ name: "Loft", address: "Rua dos Fanqueiros 10, Baixa" }, lisbon, centre);
    expect(stay.found).toBe("stay-area");
    expect(stay.point).toEqual(lisbon.stay.point);
  });

  it("places a stay by its postcode: the whole code, else its district", () => {
    const whole = locateOwnStay({ name: "Flat", address: "Largo X 5, 1200-092 Lisboa" }, lisbon, centre);
    expect(whole.found).toBe("postcode");
    const sharing = lisbon.places.filter((p) => p.postcode === "1200-092");
    expect(sharing.length).toBeGreaterThan(0);
    expect(distanceKm(whole.point!, { lat: sharing[0]!.lat, lng: sharing[0]!.lng })).toBeLessThan(1);

    const district = locateOwnStay({ name: "Flat", address: "Rua Y 5, 1200-999 Lisboa" }, lisbon, centre);
    expect(district.found).toBe("postcode");
    expect(distanceKm(district.point!, lisbon.stay.point!)).toBeLessThan(3);

    // London's district is the outward code.
    const outward = london.places.find((p) => p.postcode?.includes(" "))!.postcode!.split(" ")[0]!;
    const inLondon = locateOwnStay({ name: "Flat", address: `1 Some Street, ${outward} 9ZZ` }, london, null);
    expect(inLondon.found).toBe("postcode");
  });

  it("does not take a house number for a postcode district, nor a short word for a place", () => {
    expect(locateOwnStay({ name: "Flat", address: "1200 Nowhere Road" }, lisbon, centre).found).toBe("centre");
    expect(locateOwnStay({ name: "Hotel Bar", address: "" }, lisbon, centre).found).toBe("centre");
  });

  it("keeps an address it cannot place, with the city's centre standing in (or nothing, for an unknown city)", () => {
    const stay = locateOwnStay({ name: "Casa Azul", address: "Rua Inventada 99" }, lisbon, centre);
    expect(stay).toEqual({ name: "Casa Azul", address: "Rua Inventada 99", point: centre, found: "centre" });
    expect(locateOwnStay({ name: "Casa Azul", address: "" }, null, null).point).toBeNull();
  });
});

describe("a trip with the traveller's own stay", () => {
  const generator = createOfflineGenerator();
  const context = (preferences: TripPreferences, plan?: DraftDay[]) => ({
    generator,
    trip: resolveTripOf(preferences, plan, generator.guide),
    places: null,
    budget: new PlacesBudget(0),
    photos: null,
  });
  const preferences = (stay: TripPreferences["stay"]) =>
    TripPreferences.parse({
      destinationCity: "Lisbon",
      startDate: "2031-05-12",
      numberOfDays: 3,
      accommodation: ["Hotel"],
      interests: ["Culture"],
      transport: "Walk",
      stay,
    });

  it("starts every day there: first legs from it, its own line in place of the suggestion, no note when placed", async () => {
    const stay = { name: "Casa do Largo", address: "Largo do Carmo 5, 1200-092 Lisboa" };
    const prefs = preferences(stay);
    const draft = await draftTrip(prefs, "", context(prefs));
    const final = await finalizeTrip(draft.itinerary, prefs, context(prefs, draft.itinerary));
    const placed = locateOwnStay(stay, lisbon, centre).point!;
    for (const day of final.structured_plan) {
      expect(day.accommodation_suggestion).toBe(ownStayText(stay));
      expect(day.activities[0]!.transport).toMatch(/^From Casa do Largo: /);
      // Where the guide placed it, for the map to show where each day starts and ends.
      expect(day.stay_location).toEqual({ name: "Casa do Largo", latitude: placed.lat, longitude: placed.lng });
      // And ends there: back from dinner (or the last stop), told as the day's legs are, as far as that is.
      const end = day.dinner?.latitude != null ? day.dinner : day.activities.at(-1)!;
      const km = distanceKm({ lat: end.latitude!, lng: end.longitude! }, placed) * DETOUR_FACTOR;
      const [, told] = day.return_leg!.match(
        /^Back to Casa do Largo: (?:walk|metro or tram, about) ([\d.]+) km \(\d+ min\)$/,
      )!;
      expect(Number(told)).toBeCloseTo(km, 1);
    }
    expect(final.notifications.join("\n")).not.toContain("could not find your stay");
    expect(final.summary_text).toContain("Casa do Largo");
    expect(final.summary_text).not.toContain("Baixa and Chiado");
  });

  it("without one, each day suggests the guide's stay area, its nightly price in dollars and in euros", async () => {
    const prefs = preferences(undefined);
    const draft = await draftTrip(prefs, "", context(prefs));
    const final = await finalizeTrip(draft.itinerary, prefs, context(prefs, draft.itinerary));
    for (const day of final.structured_plan) {
      expect(day.accommodation_suggestion).toMatch(
        /^Hotel in Baixa and Chiado, about \$150 a night \(about €1\d\d; \$\d+ per person\)\.$/,
      );
    }
  });

  it("keeps a stay it cannot place as typed and says its legs start from the centre meanwhile", async () => {
    const stay = { name: "Casa Azul", address: "Rua Inventada 99" };
    const prefs = preferences(stay);
    const draft = await draftTrip(prefs, "", context(prefs));
    const final = await finalizeTrip(draft.itinerary, prefs, context(prefs, draft.itinerary));
    expect(final.structured_plan[0]!.accommodation_suggestion).toBe("Your stay: Casa Azul, Rua Inventada 99");
    // Not put on the map where it is not, nor a way back to a place it does not know.
    expect(final.structured_plan.some((day) => day.stay_location || day.return_leg)).toBe(false);
    expect(final.structured_plan[0]!.activities[0]!.transport).toMatch(/^From Casa Azul: /);
    expect(final.notifications).toContain(
      "We could not find your stay (Casa Azul, Rua Inventada 99) on the map, so each day's first leg starts from the centre of Lisbon until its address is fixed.",
    );
  });

  it("places a stop the traveller typed by its address, or removes it saying why", async () => {
    const prefs = preferences(undefined);
    const draft = await draftTrip(prefs, "", context(prefs));
    const typed = (name: string, address: string) => ({
      name,
      address,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
    });
    const days = draft.itinerary.map((day, d) => ({
      ...day,
      activities: [
        ...day.activities.slice(0, 2),
        ...(d === 0 ? [typed("Atelier Ventura", "Travessa Nova 7, 1200-195 Lisboa")] : []),
        ...(d === 1 ? [typed("Casa Azul", "Rua Inventada 99")] : []),
      ],
    }));
    const final = await finalizeTrip(days, prefs, context(prefs, days));
    const atelier = final.structured_plan[0]!.activities.find((a) => a.name === "Atelier Ventura");
    expect(atelier?.start_time).toMatch(/^\d\d:\d\d$/);
    expect(atelier?.address).toBe("Travessa Nova 7, 1200-195 Lisboa");
    expect(final.notifications).toContain(
      'Placed "Atelier Ventura" by its postcode, not its exact address: its walks are estimates.',
    );
    expect(final.structured_plan.flatMap((day) => day.activities).some((a) => a.name === "Casa Azul")).toBe(false);
    expect(final.notifications).toContain(
      'Removed "Casa Azul": we could not find Rua Inventada 99 on the map. Add it again with its postcode, or choose it from our guide.',
    );
  });

  it("without one, the plan keeps the planner's suggestion", async () => {
    const prefs = preferences(undefined);
    const draft = await draftTrip(prefs, "", context(prefs));
    const final = await finalizeTrip(draft.itinerary, prefs, context(prefs, draft.itinerary));
    expect(final.structured_plan[0]!.accommodation_suggestion).not.toMatch(/^Your stay/);
  });
});

describe("withoutStayAddress (a public share link)", () => {
  const stay = { name: "Casa do Largo", address: "Largo do Carmo 5, 1200-092 Lisboa" };
  const day = (day: number, accommodation_suggestion: string) => ({
    day,
    accommodation_suggestion,
    estimated_daily_cost: "$100",
    activities: [],
  });
  const preferences = TripPreferences.parse({
    destinationCity: "Lisbon",
    startDate: "2031-05-12",
    numberOfDays: 2,
    accommodation: ["Hotel"],
    stay,
  });

  it("keeps the stay's name and drops its street address and its place on the map everywhere", () => {
    const where = { name: stay.name, latitude: 38.7119, longitude: -9.1419 };
    const shared = withoutStayAddress({
      preferences,
      itinerary: [
        { ...day(1, ownStayText(stay)), stay_location: where },
        { ...day(2, `Moved: ${stay.address} (near the tram)`), stay_location: where },
      ],
      summary_text: "",
    });
    expect(shared.preferences.stay).toEqual({ name: "Casa do Largo", address: "" });
    expect(shared.itinerary[0]!.accommodation_suggestion).toBe("Your stay: Casa do Largo");
    expect(JSON.stringify(shared)).not.toContain("Largo do Carmo 5");
    expect(JSON.stringify(shared)).not.toContain("38.7119");
    expect(shared.itinerary.map((d) => "stay_location" in d)).toEqual([false, false]);
    expect(shared.summary_text).toBe("");
  });

  it("leaves a plan without an own stay as it is", () => {
    const plan = { preferences: { ...preferences, stay: undefined }, itinerary: [day(1, "Hotel in Chiado")] };
    expect(withoutStayAddress(plan)).toBe(plan);
  });
});
