import type { DraftDay, FinalDay } from "@itinerary/contract";
import type { Notice } from "./notice.ts";

/** A day of a draft or of a final plan: what the checker, grounding and ordering accept alike. */
export type PlanDay = DraftDay | FinalDay;

/** A draft or revised itinerary, with what the traveller should know about how it was made (as the response shows it). */
export interface DraftResult {
  itinerary: DraftDay[];
  notifications: string[];
}

export interface FinalResult {
  structured_plan: FinalDay[];
  summary_text: string;
  notifications: string[];
}

/** A generator's draft: its notices typed, so the pipeline decides on kinds and renders text last. */
export interface GeneratedDraft {
  itinerary: DraftDay[];
  notices: Notice[];
}

export interface GeneratedFinal {
  structured_plan: FinalDay[];
  summary_text: string;
  notices: Notice[];
}

/** A stop that is a whole day out of town (a day trip, a theme park): the one test of it. */
export const isDayTrip = (stop: { readonly category?: string | undefined } | null | undefined): boolean =>
  stop?.category === "daytrip";

/** Stops that include a day trip: a day of the offline planner's working lists built around one. */
export const includesDayTrip = (stops: readonly { readonly category?: string | undefined }[]): boolean =>
  stops.some(isDayTrip);

/** A day built around a day trip. */
export const isDayTripDay = (day: {
  readonly activities: readonly { readonly category?: string | undefined }[];
}): boolean => includesDayTrip(day.activities);
