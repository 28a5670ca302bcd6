import { z } from "zod";
import { StructuredPlan, SummaryText } from "../itinerary.ts";
import { TripPreferences } from "../preferences.ts";

export const GeneratePdfRequest = z.object({
  structured_plan: StructuredPlan,
  summary_text: SummaryText.optional(),
  preferences: TripPreferences.optional(),
});
export type GeneratePdfRequest = z.infer<typeof GeneratePdfRequest>;
