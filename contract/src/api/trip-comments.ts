import { z } from "zod";
import type { Activity } from "../itinerary.ts";
import { MAX_DAYS } from "../limits.ts";
import { MULTI_LINE_MESSAGE, MULTI_LINE_PATTERN, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from "../text.ts";
import { stopKey } from "./trip-stop-key.ts";

/**
 * Comments and votes on a travelling-together trip. Any member (the owner, an editor, a viewer)
 * comments on the whole trip or on one stop and votes stops up or down; the owner and editors resolve
 * comments; an author deletes their own. Written through the API only; members read them live.
 */

/** The longest comment, in characters, after trimming. */
export const TRIP_COMMENT_MAX = 2000;
/** A trip holds at most this many comments; the next one is refused (409). */
export const TRIP_COMMENTS_MAX = 1000;
/** Stop keys are Places ids or stop names (stopKey in trip-stop-key.ts). */
const STOP_KEY_MAX = 300;

const commentText = z
  .string({ error: "must be text" })
  .trim()
  .min(1, "must not be empty")
  .max(TRIP_COMMENT_MAX, `must be at most ${TRIP_COMMENT_MAX.toLocaleString("en")} characters`)
  .regex(MULTI_LINE_PATTERN, MULTI_LINE_MESSAGE);

const DAY_MESSAGE = `must be a whole number from 1 to ${MAX_DAYS}`;
const tripDay = z.number({ error: DAY_MESSAGE }).int(DAY_MESSAGE).min(1, DAY_MESSAGE).max(MAX_DAYS, DAY_MESSAGE);

const stopKeyField = z
  .string({ error: "must be text" })
  .trim()
  .min(1, "must not be empty")
  .max(STOP_KEY_MAX, `must be at most ${STOP_KEY_MAX} characters`)
  .regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE);

/**
 * POST /add-trip-comment/{itineraryId}: on the whole trip (no day, no stop_key) or on one stop of one
 * day (both). A stop is named by its key (stopKey) and must be on that day of the trip as saved.
 */
export const AddTripCommentRequest = z
  .object({
    text: commentText,
    day: tripDay.optional(),
    stop_key: stopKeyField.optional(),
    /** The comment's id chosen on the device (a comment written offline): sent again, it is added once. */
    client_id: z.uuid({ error: "must be a UUID naming this one comment" }).optional(),
  })
  .strict()
  .refine((body) => (body.day === undefined) === (body.stop_key === undefined), {
    message: "a comment on a stop needs both: give day and stop_key together, or neither for the whole trip",
    path: ["stop_key"],
  });
export type AddTripCommentRequest = z.infer<typeof AddTripCommentRequest>;

/** One comment, as the API answers it and as members read it live (the document's id is `id`). */
export const TripComment = z.object({
  id: z.string(),
  text: z.string(),
  /** The stop's day and key; both null for a comment on the whole trip. */
  day: z.number().int().nullable(),
  stop_key: z.string().nullable(),
  /** The stop's name when the comment was written: the stop may be renamed or leave the plan later. */
  stop_name: z.string().nullable(),
  author_uid: z.string(),
  author_name: z.string(),
  /** Milliseconds since the epoch. */
  created_at_ms: z.number(),
  resolved: z.boolean(),
  resolved_by: z.string().nullable(),
  resolved_by_name: z.string().nullable(),
});
export type TripComment = z.infer<typeof TripComment>;

/** POST /resolve-trip-comment/{itineraryId}/{commentId} (owner and editors): resolve, or reopen with false. */
export const ResolveTripCommentRequest = z.object({ resolved: z.boolean({ error: "must be true or false" }) }).strict();
export type ResolveTripCommentRequest = z.infer<typeof ResolveTripCommentRequest>;

/** DELETE /delete-trip-comment/{itineraryId}/{commentId} (the comment's author). */
export const DeleteTripCommentResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteTripCommentResponse = z.infer<typeof DeleteTripCommentResponse>;

export const TripVote = z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: "must be 1, -1 or 0" });
export type TripVote = z.infer<typeof TripVote>;

/**
 * POST /vote-trip-stop/{itineraryId}: 1 up, -1 down, 0 takes the caller's vote back. Voting again
 * the way one already voted takes it back too. One vote per member per stop.
 */
export const VoteTripStopRequest = z.object({ stop_key: stopKeyField, vote: TripVote }).strict();
export type VoteTripStopRequest = z.infer<typeof VoteTripStopRequest>;

export const VoteTripStopResponse = z.object({
  stop_key: z.string(),
  /** Up votes minus down votes. */
  score: z.number().int(),
  /** The caller's vote after this one: 1, -1, or 0 for none. */
  my_vote: TripVote,
});
export type VoteTripStopResponse = z.infer<typeof VoteTripStopResponse>;

/** users/{owner}/itineraries/{id}/comments: the trip's comments, read live by its members. */
export const tripCommentsPath = (ownerUid: string, itineraryId: string) =>
  `users/${ownerUid}/itineraries/${itineraryId}/comments`;

/** users/{owner}/itineraries/{id}/votes: one record per stop voted on, read live by the trip's members. */
export const tripVotesPath = (ownerUid: string, itineraryId: string) =>
  `users/${ownerUid}/itineraries/${itineraryId}/votes`;

/** One stop's votes: each member's uid to their vote (a member who took theirs back is not in it). */
export const TripStopVotes = z.object({
  stop_key: z.string(),
  votes: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])),
});
export type TripStopVotes = z.infer<typeof TripStopVotes>;

/** A stop's score: up votes minus down votes. */
export function voteScore(votes: TripStopVotes["votes"]): number {
  return Object.values(votes).reduce<number>((sum, vote) => sum + vote, 0);
}

/**
 * The stop a key names on the trip as saved, on `day` when given (a comment names its day), on any
 * day otherwise (a vote is for the place); null when no stop of the trip has that key.
 */
export function findTripStop<A extends Pick<Activity, "name" | "place_id">>(
  days: readonly { day?: number; activities: readonly A[] }[],
  key: string,
  day?: number,
): A | null {
  for (const [index, entry] of days.entries()) {
    if (day !== undefined && (entry.day ?? index + 1) !== day) continue;
    const found = entry.activities.find((activity) => stopKey(activity) === key);
    if (found) return found;
  }
  return null;
}
