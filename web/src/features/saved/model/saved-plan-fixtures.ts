import { SavedItinerary, type SaveItineraryRequest } from "@itinerary/contract";

/**
 * Saved plans for tests, parsed through the contract so they are always ones the server could
 * send. Not imported by the app.
 */
export function savedPlanFixture(overrides: { id: string; destination: string; savedAt: string; startDate?: string; days?: number }): SavedItinerary {
  const days = overrides.days ?? 2;
  return SavedItinerary.parse({
    id: overrides.id,
    preferences: {
      startDate: overrides.startDate ?? "2026-12-05",
      numberOfDays: days,
      totalBudget: 800,
      departureCity: "Porto",
      destinationCity: overrides.destination,
      interests: ["Culture", "Food"],
      accommodation: ["Hotel"],
    },
    itinerary: Array.from({ length: days }, (_, i) => ({
      day: i + 1,
      accommodation_suggestion: "A guesthouse near the old town",
      estimated_daily_cost: "$120",
      activities: [
        { name: `Morning walk ${i + 1}`, time: "09:00 - 10:30", highlight: "Quiet streets before the crowds", transport: "Walk", entry_fee: "Free" },
        { name: `Museum ${i + 1}`, time: "11:00 - 13:00", highlight: "The permanent collection", transport: "Tram 28", entry_fee: "€10" },
      ],
    })),
    summary_text: `${days} unhurried days in ${overrides.destination}.`,
    saved_at: overrides.savedAt,
  });
}

/** The body the planner would send to save `plan`. */
export function saveBodyOf(plan: SavedItinerary): SaveItineraryRequest {
  return { preferences: plan.preferences, itinerary: plan.itinerary, summary_text: plan.summary_text };
}
