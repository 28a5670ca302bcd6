import type { SaveItineraryRequest } from "@itinerary/contract";
import { createFinalPlan, createSavedPlan, createTrip } from "./data-generators.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";

/** A finalized two-day Kyoto plan as the planner screen saves it; `destination` tells copies apart. */
export function savedPlan(destination = "Kyoto", summary = "Two days of temples and gardens."): SaveItineraryRequest {
  return createSavedPlan({
    preferences: createTrip({
      startDate: "2027-04-02",
      numberOfDays: 2,
      totalBudget: 800,
      departureCity: "Osaka",
      destinationCity: destination,
      travelType: "Couple",
      travelPace: "Chill",
      interests: ["Culture", "Historical"],
    }),
    itinerary: createFinalPlan([
      {
        accommodation_suggestion: "A ryokan near Gion",
        estimated_daily_cost: "$120",
        activities: [
          { ...stop(KYOTO.kinkakuji), time: "09:00 - 10:30" },
          { ...stop(KYOTO.nijo), time: "11:00 - 12:30" },
        ],
      },
      {
        estimated_daily_cost: "$90",
        activities: [
          { ...stop(KYOTO.fushimi), time: "08:30 - 10:30" },
          { ...stop(KYOTO.gion), time: "17:00 - 19:00" },
        ],
      },
    ]),
    summary_text: summary,
  });
}
