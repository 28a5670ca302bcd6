import { z } from "zod";
import { StructuredPlan } from "../itinerary.ts";
import { TripPreferences } from "../preferences.ts";
import { EmptyBody } from "./common.ts";

/** POST /share-itinerary/{id} takes no body. */
export const ShareItineraryRequest = EmptyBody;

/** The public link: `<app origin>/shared/<token>`; sharing a shared plan again returns the same one. */
export const ShareItineraryResponse = z.object({ url: z.string() });
export type ShareItineraryResponse = z.infer<typeof ShareItineraryResponse>;

/** DELETE /share-itinerary/{id}: `revoked` is false when the plan had no link (nothing to do). */
export const RevokeShareResponse = z.object({ id: z.string(), revoked: z.boolean() });
export type RevokeShareResponse = z.infer<typeof RevokeShareResponse>;

/**
 * GET /shared-itinerary/{token}, readable signed out: the plan only, never its owner (no id, uid,
 * email or balance).
 */
export const SharedItinerary = z.object({
  preferences: TripPreferences,
  itinerary: StructuredPlan,
  summary_text: z.string(),
  /** ISO 8601 timestamp. */
  saved_at: z.string(),
  /** IANA zone the plan's times are read in (as the calendar export reads them). */
  time_zone: z.string().optional(),
});
export type SharedItinerary = z.infer<typeof SharedItinerary>;

/** The web route a share link opens (the SPA renders it; the API path is /shared-itinerary/{token}). */
export const SHARED_ROUTE_PREFIX = "/shared/";
