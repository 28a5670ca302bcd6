import { z } from "zod";
import { DraftItinerary, StructuredPlan, SummaryText } from "../itinerary.ts";
import { TripPreferences } from "../preferences.ts";
import { Notifications, TokensRemaining } from "./common.ts";

export const GenerateFinalPlanRequest = z.object({
  currentItinerary: DraftItinerary,
  preferences: TripPreferences,
});
export type GenerateFinalPlanRequest = z.infer<typeof GenerateFinalPlanRequest>;

export const GenerateFinalPlanResponse = z.object({
  structured_plan: StructuredPlan,
  summary_text: SummaryText,
  tokens_remaining: TokensRemaining,
  notifications: Notifications,
});
export type GenerateFinalPlanResponse = z.infer<typeof GenerateFinalPlanResponse>;
