import { z } from "zod";
import { DraftItinerary } from "../itinerary.ts";
import { MAX_SUGGESTION_LENGTH } from "../limits.ts";
import { NewTripPreferences, TripPreferences } from "../preferences.ts";
import { MULTI_LINE_MESSAGE, MULTI_LINE_PATTERN } from "../text.ts";
import { Notifications, TokensRemaining } from "./common.ts";

const Suggestion = z
  .string()
  .trim()
  .max(MAX_SUGGESTION_LENGTH, `suggestion must be at most ${MAX_SUGGESTION_LENGTH} characters`)
  .regex(MULTI_LINE_PATTERN, MULTI_LINE_MESSAGE);

/** All preference fields plus an optional free-text suggestion (SPEC section 7). */
export const GenerateItineraryRequest = TripPreferences.extend({
  suggestion: Suggestion.default(""),
}).superRefine((value, ctx) => {
  const checked = NewTripPreferences.safeParse(value);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      if (issue.code === "custom") ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
  }
});
export type GenerateItineraryRequest = z.infer<typeof GenerateItineraryRequest>;
export type GenerateItineraryRequestInput = z.input<typeof GenerateItineraryRequest>;

export const GenerateItineraryResponse = z.object({
  itinerary: DraftItinerary,
  tokens_remaining: TokensRemaining,
  notifications: Notifications,
});
export type GenerateItineraryResponse = z.infer<typeof GenerateItineraryResponse>;

export { Suggestion };
