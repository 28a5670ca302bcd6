import { z } from "zod";
import { DraftDay, StructuredPlan, SummaryText } from "../itinerary.ts";
import { MAX_DAYS } from "../limits.ts";
import { TripPreferences } from "../preferences.ts";
import { checkStopsPerDay } from "../stops-cap.ts";
import { Notifications, TokensRemaining } from "./common.ts";

export const GenerateFinalPlanRequest = z
  .object({
    // No days at all gets the same SPEC message as days without activities (checked by the handler).
    currentItinerary: z.array(DraftDay).max(MAX_DAYS),
    preferences: TripPreferences,
  })
  .superRefine((body, ctx) => checkStopsPerDay(body.currentItinerary, body.preferences.travelPace, ctx));
export type GenerateFinalPlanRequest = z.infer<typeof GenerateFinalPlanRequest>;

export const GenerateFinalPlanResponse = z.object({
  structured_plan: StructuredPlan,
  summary_text: SummaryText,
  tokens_remaining: TokensRemaining,
  notifications: Notifications,
});
export type GenerateFinalPlanResponse = z.infer<typeof GenerateFinalPlanResponse>;
