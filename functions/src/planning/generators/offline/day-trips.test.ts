import { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { checkItinerary } from "../../checks/checker.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { dayTripFits, journeyMinutes } from "../../guide/daytrip-travel.ts";
import { leastCostlyDay, turnIntoDayTrip } from "./day-trips.ts";
import { planDraft } from "./planner.ts";
import { resolveTripOf } from "../../trip/resolved-trip.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const city = (name: string) => DESTINATIONS.find((d) => d.name === name)!;
const place = (destination: string, name: string) => city(destination).places.find((p) => p.name === name)!;
const prefs = (destinationCity: string, over: Partial<TripPreferences> = {}) =>
  createTrip({
    startDate: "2031-06-04",
    numberOfDays: 4,
    destinationCity,
    travelPace: "Balanced",
    interests: ["Culture"],
    ...over,
  });

describe("day trips", () => {
  it("takes realistic journeys: Philadelphia 1.5 h by train, Giethoorn 2 h, which only long trips get", () => {
    expect(journeyMinutes(place("New York", "Philadelphia"), city("New York"), "Public")).toBe(90);
    const giethoorn = place("Amsterdam", "Giethoorn");
    expect(journeyMinutes(giethoorn, city("Amsterdam"), "Public")).toBe(120);
    expect(dayTripFits(giethoorn, city("Amsterdam"), { transport: "Public", numberOfDays: 5 })).toBe(false);
    expect(dayTripFits(giethoorn, city("Amsterdam"), { transport: "Public", numberOfDays: 8 })).toBe(true);
    for (const days of [4, 5, 6]) {
      const planned = planDraft(
        prefs("Amsterdam", { numberOfDays: days, interests: ["Villages", "Nature"] }),
      ).itinerary.flatMap((d) => d.activities.map((a) => a.name));
      expect(planned).not.toContain("Giethoorn");
    }
  });

  it("turns the day that loses least into a whole-day trip to Sintra, saying what moved and what went", () => {
    const preferences = prefs("Lisbon", { numberOfDays: 3 });
    const { itinerary } = planDraft(preferences);
    const day = leastCostlyDay(itinerary, preferences, city("Lisbon"))!;
    expect(day).toBeGreaterThanOrEqual(1);
    const before = itinerary.find((d) => d.day === day)!.activities.map((a) => a.name);
    const changed = turnIntoDayTrip(itinerary, day, place("Lisbon", "Sintra"), preferences, city("Lisbon"));
    const tripDay = changed.itinerary.find((d) => d.day === day)!;
    expect(tripDay.activities.map((a) => a.name)).toEqual(["Sintra"]);
    expect(tripDay.activities[0]!.transport).toMatch(
      /train or coach out of town, about \d+ km, about 45 min each way; back around \d\d:\d\d$/,
    );
    expect(changed.notifications[0]).toMatch(new RegExp(`^Day ${day} is now a day trip to Sintra: `));
    const text = changed.notifications.join(" ");
    const planned = new Set(changed.itinerary.flatMap((d) => d.activities.map((a) => a.name)));
    for (const name of before) expect(text).toContain(name);
    for (const name of before)
      if (!planned.has(name))
        expect(text).toMatch(new RegExp(`No longer in the plan: .*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(
      checkItinerary(preferences, changed.itinerary, {
        centre: city("Lisbon"),
        trip: resolveTripOf(preferences),
      }).filter((v) => v.code !== "pace"),
    ).toEqual([]);
  });

  it("refuses a trip that is not one, too far for the trip, or closed that day", () => {
    const preferences = prefs("Amsterdam", { numberOfDays: 3 });
    const { itinerary } = planDraft(preferences);
    expect(() =>
      turnIntoDayTrip(itinerary, 1, place("Amsterdam", "Rijksmuseum"), preferences, city("Amsterdam")),
    ).toThrow(/not a day trip/);
    expect(() =>
      turnIntoDayTrip(itinerary, 1, place("Amsterdam", "Giethoorn"), preferences, city("Amsterdam")),
    ).toThrow(/about 2 h away each way/);
    const paris = prefs("Paris", { startDate: "2031-06-02", numberOfDays: 2 }); // a Monday: Versailles is closed
    expect(() =>
      turnIntoDayTrip(planDraft(paris).itinerary, 1, place("Paris", "Palace of Versailles"), paris, city("Paris")),
    ).toThrow(/closed on Mon/);
  });
});
