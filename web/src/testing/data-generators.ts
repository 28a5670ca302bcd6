/**
 * The web's test data: the contract's builders (a trip, a draft, a final plan, a saved plan), as
 * the functions and the journeys use them, and what only the web has (a saved plan as the list
 * receives it, the planner's job). Not imported by the app.
 */
import { SavedItinerary, type SaveItineraryRequest } from "@itinerary/contract";
import { createFinalPlan, createTimedStop, createTrip } from "@itinerary/contract/testing";
import type { PlannerJob } from "../features/planner/model/plan-job";

export * from "@itinerary/contract/testing";

/**
 * A saved plan as GET /get-saved-itineraries sends it, parsed through the contract so it is always
 * one the server could send: two days from Porto unless told, two stops a day.
 */
export function createSavedItinerary(
  overrides: { id?: string; destination?: string; savedAt?: string; startDate?: string; days?: number } = {},
): SavedItinerary {
  const {
    id = "trip-1",
    destination = "Lisbon",
    savedAt = "2026-11-23T12:00:00.000Z",
    startDate = "2026-12-05",
    days = 2,
  } = overrides;
  return SavedItinerary.parse({
    id,
    preferences: createTrip({
      startDate,
      numberOfDays: days,
      totalBudget: 800,
      departureCity: "Porto",
      destinationCity: destination,
      interests: ["Culture", "Food"],
    }),
    itinerary: createFinalPlan(
      Array.from({ length: days }, (_, i) => ({
        accommodation_suggestion: "A guesthouse near the old town",
        estimated_daily_cost: "$120",
        activities: [
          createTimedStop({
            name: `Morning walk ${i + 1}`,
            time: "09:00 - 10:30",
            highlight: "Quiet streets before the crowds",
            transport: "Walk",
            entry_fee: "Free",
          }),
          createTimedStop({
            name: `Museum ${i + 1}`,
            time: "11:00 - 13:00",
            highlight: "The permanent collection",
            transport: "Tram 28",
            entry_fee: "€10",
          }),
        ],
      })),
    ),
    summary_text: `${days} unhurried days in ${destination}.`,
    saved_at: savedAt,
  });
}

/** The body the planner would send to save `plan`. */
export function saveBodyOf(plan: SavedItinerary): SaveItineraryRequest {
  return { preferences: plan.preferences, itinerary: plan.itinerary, summary_text: plan.summary_text };
}

/** A plan job the planner follows: a generate job for createTrip(), accepted and running, no progress yet. */
export function createPlannerJob(overrides: Partial<PlannerJob> = {}): PlannerJob {
  return {
    id: "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b",
    request: "generate",
    fingerprint: "f",
    preferences: createTrip(),
    phase: "running",
    progress: null,
    days: [],
    ...overrides,
  };
}
