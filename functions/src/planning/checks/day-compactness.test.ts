import { describe, expect, it } from "vitest";
import { COMPACT_DAY_KM, dayCompactnessRule, dayHopsKm } from "./day-compactness.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

const at = (name: string, lat: number, lng: number, over = {}) =>
  visit(name, "09:00", "10:00", { latitude: lat, longitude: lng, ...over });

describe("compact days", () => {
  it("reports New York's Met-to-Flushing day (14.7 km of hops)", () => {
    const plan = [
      timedDay(1, [
        at("Metropolitan Museum of Art", 40.7794, -73.9632),
        at("Guggenheim", 40.783, -73.959),
        at("Queens Museum", 40.7458, -73.8467),
        at("Flushing Chinatown", 40.759, -73.83),
      ]),
    ];
    const km = dayHopsKm(plan[0]!)!;
    expect(km).toBeGreaterThan(COMPACT_DAY_KM);
    expect(dayCompactnessRule.check(contextOf(plan)).map((v) => v.code)).toEqual(["day_compactness"]);
  });

  it("accepts a day in one area, leaves day trips out and does not count a ferry ride to an island", () => {
    const city = [timedDay(1, [at("A", 38.71, -9.14), at("B", 38.715, -9.135), at("C", 38.72, -9.13)])];
    expect(dayCompactnessRule.check(contextOf(city))).toEqual([]);
    const trip = [timedDay(1, [at("Sintra", 38.7977, -9.3906, { category: "daytrip" })])];
    expect(dayHopsKm(trip[0]!)).toBeNull();
    const island = timedDay(1, [
      at("Battery Park", 40.7033, -74.017),
      at("Statue of Liberty and Ellis Island", 40.6892, -74.0445),
      at("9/11 Memorial", 40.7115, -74.0134),
    ]);
    // Only the walk from Battery Park to the memorial counts, not the boat out and back.
    expect(dayHopsKm(island)).toBeCloseTo(1.0, 1);
  });

  it("does not let an island bridge two distant areas: Sydney's Cockatoo Island between Martin Place and Cabramatta", () => {
    const plan = [
      timedDay(1, [
        at("Martin Place", -33.8678, 151.2107),
        at("Cockatoo Island", -33.847, 151.172),
        at("Cabramatta", -33.8945, 150.937),
      ]),
    ];
    expect(dayHopsKm(plan[0]!)!).toBeGreaterThan(20);
    expect(dayCompactnessRule.check(contextOf(plan)).map((v) => v.code)).toEqual(["day_compactness"]);
  });
});
