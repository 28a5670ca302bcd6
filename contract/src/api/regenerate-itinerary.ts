import { z } from "zod";
import { DraftItinerary } from "../itinerary.ts";
import { VALIDATION } from "../messages.ts";
import { TripPreferences } from "../preferences.ts";
import { checkStopsPerDay } from "../stops-cap.ts";
import { Notifications, TokensRemaining } from "./common.ts";
import { Suggestion } from "./generate-itinerary.ts";

export const RegenerateItineraryRequest = z
  .object({
    currentItinerary: DraftItinerary,
    suggestion: Suggestion.min(1, VALIDATION.suggestionRequired),
    /** Optional: lets the planner keep the trip's destination, pace and budget in view. */
    preferences: TripPreferences.optional(),
  })
  .superRefine((body, ctx) => checkStopsPerDay(body.currentItinerary, body.preferences?.travelPace, ctx));
export type RegenerateItineraryRequest = z.infer<typeof RegenerateItineraryRequest>;

export const RegenerateItineraryResponse = z.object({
  itinerary: DraftItinerary,
  tokens_remaining: TokensRemaining,
  notifications: Notifications,
});
export type RegenerateItineraryResponse = z.infer<typeof RegenerateItineraryResponse>;
