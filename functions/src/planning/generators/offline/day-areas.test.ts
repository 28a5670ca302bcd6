import { TRAVEL_PACES, TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { COMPACT_DAY_KM, dayHopsKm } from "../../checks/day-compactness.ts";
import { distanceKm } from "../../geo/geo.ts";
import { areaRouteKm, compactGroups } from "./day-areas.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { place, type Place } from "../../guide/place.ts";
import { planDraft } from "./planner.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const byName = (city: string) => DESTINATIONS.find((d) => d.name === city)!;
const prefs = (city: string, over: Partial<TripPreferences> = {}) =>
  createTrip({
    startDate: "2031-08-04",
    numberOfDays: 4,
    destinationCity: city,
    interests: ["Culture", "Food", "Nature"],
    ...over,
  });

describe("day areas", () => {
  it.each(["New York", "Amsterdam"])(
    "%s: every city day of 3 to 6 days at each pace stays within one or two neighbouring areas",
    (city) => {
      for (const travelPace of TRAVEL_PACES) {
        for (const numberOfDays of [3, 4, 6]) {
          const { itinerary } = planDraft(prefs(city, { travelPace, numberOfDays }));
          for (const day of itinerary) {
            const km = dayHopsKm(day);
            if (km !== null)
              expect(km, `${travelPace}, ${numberOfDays} days, day ${day.day}`).toBeLessThanOrEqual(COMPACT_DAY_KM);
          }
        }
      }
    },
  );

  it("never sends New York's day from the Met to Flushing, nor puts Keukenhof between Amsterdam's museums", () => {
    for (const travelPace of TRAVEL_PACES) {
      const york = planDraft(prefs("New York", { travelPace })).itinerary.map((day) =>
        day.activities.map((a) => a.name),
      );
      for (const names of york)
        expect(names.includes("Metropolitan Museum of Art") && names.some((n) => n.startsWith("Flushing"))).toBe(false);
      const amsterdam = planDraft(prefs("Amsterdam", { travelPace, startDate: "2031-04-14" })).itinerary;
      const centre = byName("Amsterdam");
      // In season and asked for by interests, Keukenhof is planned: a plan without it proves nothing here.
      const keukenhofDays = amsterdam.filter((day) => day.activities.some((a) => a.name === "Keukenhof"));
      expect(keukenhofDays, `${travelPace}: Keukenhof planned`).toHaveLength(1);
      // On a day in its own area, not between city museums.
      for (const a of keukenhofDays[0]!.activities)
        expect(distanceKm(centre, { lat: a.latitude!, lng: a.longitude! }), a.name).toBeGreaterThan(10);
    }
  });

  it("trades an outlying stop for a good place near the rest of its day, and keeps places the traveller named", () => {
    const near = (name: string, lng: number) =>
      place({
        name: name,
        category: "landmark",
        lat: 50,
        lng: lng,
        minutes: 60,
        hours: "24h",
        feeUsd: 0,
        interests: ["Culture"],
        postcode: null,
        highlight: "",
      });
    const day: Place[] = [near("A", 14.0), near("B", 14.005), near("C", 14.01), near("Far", 14.4)];
    const unused = [near("Close", 14.012), near("Also far", 14.45)];
    const [compact] = compactGroups([day], unused, { score: () => 1, named: [] });
    expect(compact!.map((place) => place.name).sort()).toEqual(["A", "B", "C", "Close"]);
    expect(unused.map((place) => place.name).sort()).toEqual(["Also far", "Far"]);
    expect(areaRouteKm(compact!)).toBeLessThan(2);
    const [kept] = compactGroups([day], [near("Close", 14.012)], { score: () => 1, named: ["Far"] });
    expect(kept!.map((place) => place.name)).toContain("Far");
  });
});
