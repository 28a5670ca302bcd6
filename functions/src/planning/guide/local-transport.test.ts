import { describe, expect, it } from "vitest";
import { distanceKm } from "../geo/geo.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { reachedByFerry, stayPointOf, transitNameOf } from "./local-transport.ts";
import { planDraft } from "../generators/offline/planner.ts";
import { createTrip } from "../../../test/data-generators.ts";

const city = (name: string) => DESTINATIONS.find((d) => d.name === name)!;

describe("local transport", () => {
  it("knows every destination's stay area, near its centre, and what its transit is called", () => {
    for (const destination of DESTINATIONS) {
      expect(distanceKm(stayPointOf(destination), destination), destination.name).toBeLessThan(8);
      expect(transitNameOf(destination), destination.name).toBeTruthy();
    }
    expect(transitNameOf(city("Marrakech"))).not.toMatch(/metro/i);
  });

  it("measures each day's first leg from the stay area and names the mode and time", () => {
    const preferences = createTrip({ startDate: "2031-06-04", numberOfDays: 3, destinationCity: "New York" });
    for (const day of planDraft(preferences).itinerary) {
      expect(day.activities[0]!.transport).toMatch(
        /^From Midtown Manhattan: (walk|subway or bus|train or coach|ferry)[^()]*(\(.*min.*\)|each way)/i,
      );
      for (const activity of day.activities) expect(activity.transport).not.toMatch(/Metro or bus/);
    }
  });

  it("takes a ferry to the islands, never the metro across the water", () => {
    expect(reachedByFerry("Statue of Liberty and Ellis Island")).toBe(true);
    expect(reachedByFerry("Alcatraz Island")).toBe(true);
    expect(reachedByFerry("Times Square")).toBe(false);
    const preferences = createTrip({
      startDate: "2031-06-04",
      numberOfDays: 2,
      destinationCity: "New York",
      locations: ["Statue of Liberty and Ellis Island"],
    });
    const liberty = planDraft(preferences)
      .itinerary.flatMap((day) => day.activities)
      .find((a) => a.name === "Statue of Liberty and Ellis Island")!;
    expect(liberty.transport).toMatch(/ferry/i);
  });
});
