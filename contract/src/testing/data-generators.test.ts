import { describe, expect, it } from "vitest";
import { DraftItinerary, StructuredPlan } from "../itinerary.ts";
import { NewTripPreferences, TripPreferences } from "../preferences.ts";
import { SaveItineraryRequest } from "../api/saved-itineraries.ts";
import { createDraftPlan, createFinalPlan, createSavedPlan, createStop, createTrip } from "./data-generators.ts";

/** The builders' defaults must stay what the contract accepts, or every test built on them tests nothing. */
describe("test data builders", () => {
  it("build a trip the API accepts for a new plan, already in its parsed form", () => {
    expect(NewTripPreferences.safeParse(createTrip()).success).toBe(true);
    expect(TripPreferences.parse(createTrip())).toEqual(createTrip());
  });

  it("apply overrides over the defaults and nothing else", () => {
    const trip = createTrip({ destinationCity: "Kyoto", travelPace: "Chill" });
    expect(trip).toEqual({ ...createTrip(), destinationCity: "Kyoto", travelPace: "Chill" });
  });

  it("build draft and final plans that parse unchanged, numbered from day 1", () => {
    const draft = createDraftPlan([{ activities: [createStop({ name: "A" })] }, {}]);
    expect(DraftItinerary.parse(draft)).toEqual(draft);
    expect(draft.map((day) => day.day)).toEqual([1, 2]);
    const final = createFinalPlan([{}, {}, { day: 7 }]);
    expect(StructuredPlan.parse(final)).toEqual(final);
    expect(final.map((day) => day.day)).toEqual([1, 2, 7]);
  });

  it("build a saved plan with one final day per trip day", () => {
    const saved = createSavedPlan({ preferences: createTrip({ numberOfDays: 3 }) });
    expect(SaveItineraryRequest.parse(saved)).toEqual(saved);
    expect(saved.itinerary).toHaveLength(3);
  });
});
