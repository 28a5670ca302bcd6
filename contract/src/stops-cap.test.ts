import { describe, expect, it } from "vitest";
import { GenerateFinalPlanRequest } from "./api/generate-final-plan.ts";
import { GeneratePdfRequest } from "./api/generate-pdf.ts";
import { RegenerateItineraryRequest } from "./api/regenerate-itinerary.ts";
import { SaveItineraryRequest } from "./api/saved-itineraries.ts";
import { MAX_ACTIVITIES_PER_DAY, PACE_RANGE } from "./limits.ts";
import type { TravelPace } from "./enums.ts";
import { maxStopsPerDay } from "./stops-cap.ts";
import { createTrip } from "./testing/data-generators.ts";

const stops = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Stop ${i + 1}` }));
const preferences = (travelPace: TravelPace) => createTrip({ travelPace });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("stops per day in a client-sent draft", () => {
  it("is the pace's maximum, or the busiest pace's without one", () => {
    expect(maxStopsPerDay("Chill")).toBe(PACE_RANGE.Chill.max);
    expect(maxStopsPerDay("Balanced")).toBe(PACE_RANGE.Balanced.max);
    expect(maxStopsPerDay(undefined)).toBe(PACE_RANGE.Intense.max);
  });

  it("refuses a revision with a day over the pace, naming the day and the limit", () => {
    const over = RegenerateItineraryRequest.safeParse({
      currentItinerary: [
        { day: 1, activities: stops(3) },
        { day: 2, activities: stops(4) },
      ],
      suggestion: "more food",
      preferences: preferences("Chill"),
    });
    expect(messages(over)).toEqual([
      "Day 2 has 4 activities; the Relaxed pace allows at most 3. Remove some activities from that day, or choose a busier pace.",
    ]);
    const atMax = RegenerateItineraryRequest.safeParse({
      currentItinerary: [{ day: 1, activities: stops(3) }],
      suggestion: "more food",
      preferences: preferences("Chill"),
    });
    expect(atMax.success).toBe(true);
  });

  it("holds a revision without preferences to the busiest pace", () => {
    const body = (count: number) => ({
      currentItinerary: [{ day: 1, activities: stops(count) }],
      suggestion: "more food",
    });
    expect(RegenerateItineraryRequest.safeParse(body(PACE_RANGE.Intense.max)).success).toBe(true);
    expect(messages(RegenerateItineraryRequest.safeParse(body(PACE_RANGE.Intense.max + 1)))).toEqual([
      `Day 1 has ${PACE_RANGE.Intense.max + 1} activities; at most ${PACE_RANGE.Intense.max} are allowed. Remove some activities from that day, or choose a busier pace.`,
    ]);
  });

  it("refuses a draft to finalize with a day over the pace", () => {
    const body = (count: number) => ({
      currentItinerary: [{ day: 1, activities: stops(count) }],
      preferences: preferences("Balanced"),
    });
    expect(GenerateFinalPlanRequest.safeParse(body(5)).success).toBe(true);
    expect(messages(GenerateFinalPlanRequest.safeParse(body(6)))[0]).toMatch(
      /^Day 1 has 6 activities; the Balanced pace allows at most 5\./,
    );
  });

  it("keeps saved plans and PDFs to the absolute daily maximum", () => {
    const plan = (count: number) => [{ day: 1, activities: stops(count) }];
    expect(
      SaveItineraryRequest.safeParse({ preferences: preferences("Chill"), itinerary: plan(MAX_ACTIVITIES_PER_DAY) })
        .success,
    ).toBe(true);
    expect(
      SaveItineraryRequest.safeParse({ preferences: preferences("Chill"), itinerary: plan(MAX_ACTIVITIES_PER_DAY + 1) })
        .success,
    ).toBe(false);
    expect(GeneratePdfRequest.safeParse({ structured_plan: plan(MAX_ACTIVITIES_PER_DAY) }).success).toBe(true);
    expect(GeneratePdfRequest.safeParse({ structured_plan: plan(MAX_ACTIVITIES_PER_DAY + 1) }).success).toBe(false);
  });
});
