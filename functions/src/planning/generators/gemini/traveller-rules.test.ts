import { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { draftPrompt } from "./prompts.ts";
import { travellerRules } from "./traveller-rules.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2031-08-04", numberOfDays: 4, destinationCity: "Paris", ...over });

describe("the traveller rules in the model's prompt", () => {
  it("always state must-sees, seasons and whole-day theme parks", () => {
    const text = travellerRules(prefs()).join("\n");
    expect(text).toMatch(/essential sights a first-time visitor expects/);
    expect(text).toMatch(/only on dates when they are open/);
    expect(text).toMatch(/never two parks on one day/);
  });

  it("hold a family to no adult-only stops and an early-evening end, and no one else", () => {
    expect(travellerRules(prefs({ travelType: "Family" })).join("\n")).toMatch(
      /no adult-only stops \(cabarets, nightclubs.*ends by 19:30/,
    );
    expect(travellerRules(prefs({ travelType: "Couple" })).join("\n")).not.toMatch(/adult-only/);
    expect(travellerRules(prefs({ travelType: "Solo" })).join("\n")).toMatch(/central, well-lit/);
  });

  it("speak of mobility and diet only when the traveller gave them, and reach the draft prompt", () => {
    expect(travellerRules(prefs()).join("\n")).not.toMatch(/mobility|dietary/);
    const prompt = draftPrompt(prefs({ mobilityNeeds: "wheelchair", dietaryNeeds: "vegan" }), "");
    expect(prompt).toMatch(/avoid climbs \(towers by stairs/);
    expect(prompt).toMatch(/choose food stops known to cater for them/);
    // The traveller's own words stay in the data block, not in the rules.
    expect(prompt.split("<traveller_data>")[0]).not.toContain("wheelchair");
  });
});
