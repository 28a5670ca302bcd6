import { describe, expect, it } from "vitest";
import { travelLeg } from "./travel.ts";

describe("travel legs", () => {
  it("walks short hops and rides longer ones, in the traveller's own mode", () => {
    expect(travelLeg("Public", 0.5).instruction).toBe("Walk 0.6 km (8 min)");
    expect(travelLeg("Public", 4).instruction).toBe("Public transport, about 5.0 km (17 min)");
    expect(travelLeg("Public", 4, { transitName: "Subway or bus" }).instruction).toBe(
      "Subway or bus, about 5.0 km (17 min)",
    );
    expect(travelLeg("Taxi", 4).instruction).toBe("Taxi, about 5.0 km (15 min)");
    expect(travelLeg("Walk", 2).mode).toBe("walk");
    expect(travelLeg("Walk", 2, { reducedMobility: true }).mode).toBe("public");
  });

  it("offers a traveller with mobility needs a taxi or step-free transit instead of a long walk", () => {
    expect(travelLeg("Public", 0.5, { reducedMobility: true, transitName: "Metro or bus" }).instruction).toMatch(
      /^Taxi or step-free metro or bus, about 0\.6 km \(/,
    );
    expect(travelLeg("Public", 0.2, { reducedMobility: true }).instruction).toMatch(/^Walk 0\.3 km \(/);
  });

  it("never tells a traveller to walk 0.0 km between neighbouring stops", () => {
    expect(travelLeg("Walk", 0.01).instruction).toBe("Walk under 0.1 km (1 min)");
    expect(travelLeg("Walk", 0.06).instruction).toBe("Walk 0.1 km (1 min)");
  });

  it("takes the ferry to an island, whatever the transport mode", () => {
    for (const transport of ["Public", "Drive", "Walk"] as const) {
      const leg = travelLeg(transport, 3, { ferry: true, transitName: "Subway or bus" });
      expect(leg.mode).toBe("ferry");
      expect(leg.instruction).toMatch(/^Ferry, about 3.8 km \(about 39 min with the wait\)$/);
    }
  });

  it("times day trips by their usual journeys: Philadelphia from New York about 1.5 h by train, Giethoorn 2 h", () => {
    const philadelphia = travelLeg("Public", 130, { daytrip: true, placeName: "Philadelphia" });
    expect(philadelphia).toMatchObject({ mode: "intercity", minutes: 90 });
    expect(philadelphia.instruction).toBe("Train or coach out of town, about 163 km, about 1 h 30 min each way");
    expect(travelLeg("Drive", 130, { daytrip: true, placeName: "Philadelphia" })).toMatchObject({
      mode: "drive",
      minutes: 120,
    });
    expect(travelLeg("Public", 90, { daytrip: true, placeName: "Giethoorn" }).minutes).toBe(120);
    // Elsewhere a regional train or coach: 60 km straight is a little over an hour.
    const other = travelLeg("Public", 60, { daytrip: true, placeName: "Somewhere" });
    expect(other.minutes).toBeGreaterThanOrEqual(65);
    expect(other.minutes).toBeLessThanOrEqual(80);
  });
});
