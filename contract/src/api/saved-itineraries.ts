import { z } from "zod";
import { StructuredPlan, SummaryText } from "../itinerary.ts";
import { TripPreferences } from "../preferences.ts";

/** Body of POST /save-itinerary and PUT /update-itinerary/{id}. */
export const SaveItineraryRequest = z.object({
  preferences: TripPreferences,
  itinerary: StructuredPlan,
  summary_text: SummaryText.default(""),
});
export type SaveItineraryRequest = z.infer<typeof SaveItineraryRequest>;

export const SaveItineraryResponse = z.object({ id: z.string(), saved_at: z.string() });
export type SaveItineraryResponse = z.infer<typeof SaveItineraryResponse>;

export const SavedItinerary = z.object({
  id: z.string(),
  preferences: TripPreferences,
  itinerary: StructuredPlan,
  summary_text: z.string(),
  /** ISO 8601 timestamp. */
  saved_at: z.string(),
});
export type SavedItinerary = z.infer<typeof SavedItinerary>;

export const GetSavedItinerariesResponse = z.object({ saved_itineraries: z.array(SavedItinerary) });
export type GetSavedItinerariesResponse = z.infer<typeof GetSavedItinerariesResponse>;

export const DeleteItineraryResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteItineraryResponse = z.infer<typeof DeleteItineraryResponse>;
