import { describe, expect, it } from "vitest";
import { COMPACT_DAY_KM, dayHopsKm } from "../../checks/day-compactness.ts";
import { orderStops } from "../../geo/routing.ts";
import { place, type Place } from "../../guide/place.ts";
import { areaNameOf, settleDays, SETTLED_DAY_KM, type SettleOptions } from "./settle-days.ts";
import { planDraft } from "./planner.ts";
import { createTrip } from "../../../../test/data-generators.ts";

/** A city place `eastKm` east and `northKm` north of a centre at Lisbon's latitude. */
const at = (name: string, eastKm: number, northKm = 0, over: Partial<Parameters<typeof place>[0]> = {}): Place =>
  place({
    name,
    category: "landmark",
    lat: 38.72 + northKm / 111.32,
    lng: -9.14 + eastKm / (111.32 * Math.cos((38.72 * Math.PI) / 180)),
    minutes: 60,
    hours: "24h",
    feeUsd: 0,
    interests: ["Culture"],
    postcode: null,
    highlight: "",
    ...over,
  });

const options = (over: Partial<SettleOptions> = {}): SettleOptions => ({
  order: (group) => orderStops(group),
  score: () => 0,
  keep: () => false,
  eligible: () => true,
  ...over,
});

describe("settling a day into one area", () => {
  it("gives up the far stop and takes an unused place near the rest instead of chaining 25 km out", () => {
    const day = [at("A", 0), at("B", 0.5), at("C", 1), at("D", 1.5), at("Far suburb", 25)];
    const near = at("Near", 0.8, 0.5);
    const unused = [at("Elsewhere", -14), near];
    const [settled] = settleDays([day], unused, options());
    expect(settled!.map((p) => p.name).sort()).toEqual(["A", "B", "C", "D", "Near"]);
    expect(unused.map((p) => p.name)).toEqual(["Elsewhere", "Far suburb"]);
  });

  it("prefers the traveller's kind of place among the unused places nearby", () => {
    const day = [at("A", 0), at("B", 0.5), at("Far", 20)];
    const unused = [at("Closest", 0.2, 0.2), at("Park", 0.6, 0.4, { interests: ["Nature"] })];
    const [settled] = settleDays([day], unused, options({ score: (p) => (p.interests.includes("Nature") ? 10 : 0) }));
    expect(settled!.map((p) => p.name)).toEqual(["A", "B", "Park"]);
  });

  it("leaves a day lighter when nothing is left near it, and keeps an essential over a lesser stop", () => {
    const day = [at("Essential", 0), at("B", 0.5), at("Far", 18)];
    const [settled] = settleDays([day], [], options({ keep: (p) => p.name === "Far" }));
    // The stop to keep leaves last: the day gives up the two near stops rather than it.
    expect(settled!.map((p) => p.name)).toEqual(["Far"]);
    const [plain] = settleDays([day], [], options());
    expect(plain!.map((p) => p.name)).toEqual(["Essential", "B"]);
  });

  it("gives up a stop whose opening hours cannot fit the day, and leaves settled days and day trips alone", () => {
    const day = [at("A", 0), at("B", 0.3), at("Closed", 0.6)];
    const fitsWithout = options({
      order: (group) => (group.some((p) => p.name === "Closed") ? null : orderStops(group)),
    });
    expect(settleDays([day], [], fitsWithout)[0]!.map((p) => p.name)).toEqual(["A", "B"]);
    const trip = [at("Sintra", 25, 0, { category: "daytrip" })];
    const compact = [at("A", 0), at("B", 1)];
    expect(settleDays([trip, compact], [], options())).toEqual([trip, compact]);
    expect(SETTLED_DAY_KM).toBeLessThan(COMPACT_DAY_KM);
  });

  it("names a day by its neighbourhood stop, else by its most central stop", () => {
    expect(areaNameOf([at("A", 0), at("Alfama", 1, 0, { category: "neighbourhood" })])).toBe("Alfama");
    expect(areaNameOf([at("West", -1), at("Middle", 0), at("East", 1)])).toBe("Middle");
    expect(areaNameOf([])).toBeNull();
  });
});

describe("the planner's days for travellers nobody tuned for", () => {
  const cases = [
    {
      destinationCity: "Sydney",
      travelType: "Solo",
      travelPace: "Intense",
      interests: ["Culture", "Photography"],
      numberOfDays: 12,
      startDate: "2031-10-04",
    },
    {
      destinationCity: "Singapore",
      travelType: "Family",
      travelPace: "Balanced",
      interests: ["Food", "Mountains", "Sea", "Villages"],
      numberOfDays: 13,
      startDate: "2031-10-13",
    },
    {
      destinationCity: "New York",
      travelType: "Friends",
      travelPace: "Intense",
      interests: ["Food", "Nature", "Shopping", "Historical"],
      numberOfDays: 13,
      startDate: "2031-12-19",
    },
    {
      destinationCity: "New York",
      travelType: "Couple",
      travelPace: "Balanced",
      interests: ["Food", "Shopping"],
      numberOfDays: 4,
      startDate: "2031-06-02",
    },
  ] as const;
  it.each(cases)(
    "$destinationCity, $travelType, $travelPace, $interests, $numberOfDays days: every city day stays in one area",
    (trip) => {
      const { itinerary } = planDraft(createTrip({ ...trip, interests: [...trip.interests] }));
      for (const day of itinerary) {
        const km = dayHopsKm(day);
        if (km !== null)
          expect(km, `day ${day.day}: ${day.activities.map((a) => a.name).join(" → ")}`).toBeLessThanOrEqual(
            COMPACT_DAY_KM,
          );
      }
    },
  );
});
