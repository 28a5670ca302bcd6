import { describe, expect, it } from "vitest";
import { travelLeg } from "./travel.ts";

describe("travel legs", () => {
  it("walks short hops and rides longer ones, in the traveller's own mode", () => {
    expect(travelLeg("Public", 0.5).instruction).toBe("Walk 0.6 km");
    expect(travelLeg("Public", 4).instruction).toBe("Metro or bus, about 5.0 km");
    expect(travelLeg("Taxi", 4).instruction).toBe("Taxi, about 5.0 km");
    expect(travelLeg("Walk", 2).mode).toBe("walk");
    expect(travelLeg("Walk", 2, { reducedMobility: true }).mode).toBe("public");
  });

  it("offers a traveller with mobility needs a taxi or step-free transit instead of a long walk", () => {
    expect(travelLeg("Public", 0.5, { reducedMobility: true }).instruction).toBe("Taxi or step-free bus or metro, about 0.6 km");
    expect(travelLeg("Public", 0.2, { reducedMobility: true }).instruction).toBe("Walk 0.3 km");
  });

  it("never tells a traveller to walk 0.0 km between neighbouring stops", () => {
    expect(travelLeg("Walk", 0.01).instruction).toBe("Walk under 0.1 km");
    expect(travelLeg("Walk", 0.06).instruction).toBe("Walk 0.1 km");
  });
});
