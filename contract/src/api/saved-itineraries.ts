import { z } from "zod";
import { StructuredPlan, SummaryText } from "../itinerary.ts";
import { TripPreferences } from "../preferences.ts";
import { TripAccess } from "./trip-members.ts";

/** More plan jobs than a save could sensibly follow: the oldest are dropped by the planner, never sent. */
export const MAX_AI_JOBS_PER_SAVE = 20;

/** Body of POST /save-itinerary and PUT /update-itinerary/{id}. */
export const SaveItineraryRequest = z.object({
  preferences: TripPreferences,
  itinerary: StructuredPlan,
  summary_text: SummaryText.default(""),
  /**
   * PUT only: saved_at of the version the plan was opened at (or last saved as). When a companion
   * saved in between, the server merges this save into theirs field by field instead of replacing it.
   */
  base_saved_at: z.iso.datetime({ offset: true, error: "must be the saved_at of the version you opened" }).optional(),
  /**
   * PUT only: the plan jobs (regenerate, finalize) the saver ran on this trip since base_saved_at, paid
   * from their own balance. The server checks each against the saver's ledger and puts the saver's name
   * on what was run ("Ana regenerated the plan"); an id it cannot confirm is left unnamed.
   */
  ai_jobs: z
    .array(z.uuid({ error: "each must be the id of one of your plan jobs" }))
    .max(MAX_AI_JOBS_PER_SAVE, { error: `must list at most ${MAX_AI_JOBS_PER_SAVE} plan jobs` })
    .optional(),
  /**
   * PUT only, for an edit made offline and replayed on reconnect: its idempotency key. A save sent
   * again with a key already applied to this trip is answered as the first time and applied once.
   */
  edit_key: z.uuid({ error: "must be a UUID naming this one edit" }).optional(),
  /**
   * PUT only: when the traveller made this change, for an edit queued offline. Where a companion's
   * save since then changed the same field, theirs (the newer change) is kept, and the saver is told.
   */
  edited_at: z.iso.datetime({ offset: true, error: "must be when the edit was made, as an ISO 8601 time" }).optional(),
});
export type SaveItineraryRequest = z.infer<typeof SaveItineraryRequest>;

/** A save merged into a companion's newer one: what of theirs it kept, and which of their changes it wrote over. */
export const SaveMerge = z.object({
  /** "Belém Tower, day 2: Highlight": fields both changed, where this save's value won. */
  overwritten: z.array(z.string()),
  /** Companions' changes this save did not hold and that were kept. */
  kept: z.array(z.string()),
  /** An edit queued offline: fields both changed, where a companion's later change was kept over this save's. */
  newer_kept: z.array(z.string()).optional(),
});
export type SaveMerge = z.infer<typeof SaveMerge>;

export const SaveItineraryResponse = z.object({ id: z.string(), saved_at: z.string(), merged: SaveMerge.optional() });
export type SaveItineraryResponse = z.infer<typeof SaveItineraryResponse>;

export const SavedItinerary = z.object({
  id: z.string(),
  preferences: TripPreferences,
  itinerary: StructuredPlan,
  summary_text: z.string(),
  /** ISO 8601 timestamp. */
  saved_at: z.string(),
  /** What the caller is to this trip; absent from older servers, which served owners only. */
  role: TripAccess.optional(),
  /** Whose trip it is, on trips shared with the caller. */
  owner_display_name: z.string().optional(),
  /** The owner's account, on trips shared with the caller: where its live state is (tripLivePath). */
  owner_uid: z.string().optional(),
  /** IANA zone the plan's times are read in (as the calendar export reads them); GET /get-itinerary only. */
  time_zone: z.string().optional(),
});
export type SavedItinerary = z.infer<typeof SavedItinerary>;

/** Page size of GET /get-saved-itineraries: the newest first, so a long history stays fast. */
export const SAVED_PAGE_DEFAULT = 50;
export const SAVED_PAGE_MAX = 100;

const LIMIT_MESSAGE = `must be a whole number from 1 to ${SAVED_PAGE_MAX}`;

/** Opaque to clients: pass back the `next_cursor` of the previous page. */
export const SavedItinerariesCursor = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9_-]{1,128}$/, "is not a cursor this API gave out");

/** Query of GET /get-saved-itineraries; both optional (the SPEC client sends neither). */
export const GetSavedItinerariesQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SAVED_PAGE_MAX, LIMIT_MESSAGE)
    .default(SAVED_PAGE_DEFAULT),
  cursor: SavedItinerariesCursor.optional(),
});
export type GetSavedItinerariesQuery = z.infer<typeof GetSavedItinerariesQuery>;

export const GetSavedItinerariesResponse = z.object({
  /** Newest first (by saved_at). */
  saved_itineraries: z.array(SavedItinerary),
  /** Where the next page starts; null when this page is the last. Optional for older servers. */
  next_cursor: z.string().nullable().optional(),
});
export type GetSavedItinerariesResponse = z.infer<typeof GetSavedItinerariesResponse>;

export const DeleteItineraryResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteItineraryResponse = z.infer<typeof DeleteItineraryResponse>;
