import { createHash } from "node:crypto";
import { type StructuredPlan } from "@itinerary/contract";
import {
  findTripStop,
  TRIP_COMMENTS_MAX,
  type AddTripCommentRequest,
  type TripComment,
  type TripStopVotes,
  type TripVote,
  voteScore,
} from "@itinerary/contract/trip-comments";
import { FieldPath, type Transaction } from "firebase-admin/firestore";
import { badRequest, conflict } from "../errors.ts";
import { againIfClosed, firestore } from "./db.ts";
import { accountDeleted, deletionRef } from "./deletions.ts";
import { paths } from "./paths.ts";
import type { TripHandle } from "./trip-members.ts";

/**
 * A trip's comments and votes, under the trip so that deleting it takes them along:
 * - users/{owner}/itineraries/{id}/comments/{commentId}: one comment (TripComment without its id);
 * - users/{owner}/itineraries/{id}/votes/{hash of the stop key}: one stop's votes, a map of uid to ±1.
 * Every write runs in a transaction that finds the trip and, for a companion, their membership still
 * there: a member removed a moment ago writes nothing.
 */
type CommentDoc = Omit<TripComment, "id">;

export const TRIP_FULL_OF_COMMENTS = `This trip already has ${TRIP_COMMENTS_MAX.toLocaleString("en")} comments, the most a trip can have. Delete some to add more.`;
/** A comment sent again (written offline, replayed) under an id the trip already holds for something else. */
export const COMMENT_ID_OF_ANOTHER =
  "client_id: another traveller's comment on this trip already has this id; send yours with a new one.";
export const COMMENT_ID_REUSED =
  "client_id: your comment on this trip with this id says something else; send a new comment with a new id.";

const itinerary = (handle: TripHandle) => firestore().doc(paths.itinerary(handle.ownerUid, handle.id));
const commentRef = (handle: TripHandle, commentId: string) =>
  firestore().doc(paths.tripComment(handle.ownerUid, handle.id, commentId));
/** Stop keys are free text (names); a hash makes any of them a document id. */
const stopVotesRef = (handle: TripHandle, key: string) =>
  firestore().doc(
    paths.tripStopVotes(handle.ownerUid, handle.id, createHash("sha256").update(key, "utf8").digest("hex")),
  );

/**
 * The trip's plan, or null when the trip is gone or the caller was taken off it since tripAccess. An
 * account whose deletion began writes nothing, even on a call that passed the guard just before.
 */
async function planInTransaction(tx: Transaction, handle: TripHandle): Promise<StructuredPlan | null> {
  const refs = [deletionRef(handle.callerUid), itinerary(handle)];
  if (handle.access !== "owner") {
    refs.push(firestore().doc(paths.tripMember(handle.ownerUid, handle.id, handle.callerUid)));
  }
  const [tombstone, trip, member] = await tx.getAll(...refs);
  if (tombstone!.exists) throw accountDeleted();
  if (!trip!.exists || (member && !member.exists)) return null;
  return (trip!.get("itinerary") as StructuredPlan | undefined) ?? [];
}

const withId = (id: string, doc: CommentDoc): TripComment => ({ id, ...doc });

/** The comment a replay names is the one the caller wrote, word for word, in the same place. */
const sameComment = (stored: CommentDoc, body: AddTripCommentRequest) =>
  stored.text === body.text && stored.day === (body.day ?? null) && stored.stop_key === (body.stop_key ?? null);

/**
 * Adds a comment; null when the trip is not the caller's to open any more. With `client_id` (chosen
 * on a device that was offline) it is the comment's id, and the same comment sent again is answered as
 * it is stored, without a second one; 409 when the id is taken by another comment.
 */
export async function addComment(
  handle: TripHandle,
  authorName: string,
  body: AddTripCommentRequest,
  now = Date.now(),
): Promise<TripComment | null> {
  const comments = firestore().collection(paths.tripComments(handle.ownerUid, handle.id));
  const ref = body.client_id ? comments.doc(body.client_id) : comments.doc();
  return againIfClosed(() =>
    firestore().runTransaction(async (tx) => {
      const plan = await planInTransaction(tx, handle);
      if (!plan) return null;
      if (body.client_id) {
        const first = await tx.get(ref);
        if (first.exists) {
          const stored = first.data() as CommentDoc;
          if (stored.author_uid !== handle.callerUid) throw conflict(COMMENT_ID_OF_ANOTHER);
          if (!sameComment(stored, body)) throw conflict(COMMENT_ID_REUSED);
          return withId(ref.id, stored);
        }
      }
      let stopName: string | null = null;
      if (body.stop_key !== undefined && body.day !== undefined) {
        const stop = findTripStop(plan, body.stop_key, body.day);
        if (!stop) throw badRequest(`stop_key: is not a stop on day ${body.day} of this trip as saved`);
        stopName = stop.name;
      }
      const count = (
        await tx.get(firestore().collection(paths.tripComments(handle.ownerUid, handle.id)).count())
      ).data().count;
      if (count >= TRIP_COMMENTS_MAX) throw conflict(TRIP_FULL_OF_COMMENTS);
      const comment: CommentDoc = {
        text: body.text,
        day: body.day ?? null,
        stop_key: body.stop_key ?? null,
        stop_name: stopName,
        author_uid: handle.callerUid,
        author_name: authorName,
        created_at_ms: now,
        resolved: false,
        resolved_by: null,
        resolved_by_name: null,
      };
      tx.create(ref, comment);
      return withId(ref.id, comment);
    }),
  );
}

/** Resolves or reopens a comment: "trip" when the trip is closed to the caller, "comment" when there is no such comment. */
export async function resolveComment(
  handle: TripHandle,
  commentId: string,
  resolved: boolean,
  byName: string,
): Promise<TripComment | "trip" | "comment"> {
  return firestore().runTransaction(async (tx) => {
    if (!(await planInTransaction(tx, handle))) return "trip";
    const stored = await tx.get(commentRef(handle, commentId));
    if (!stored.exists) return "comment";
    const change = {
      resolved,
      resolved_by: resolved ? handle.callerUid : null,
      resolved_by_name: resolved ? byName : null,
    };
    tx.update(stored.ref, change);
    return withId(commentId, { ...(stored.data() as CommentDoc), ...change });
  });
}

/** Deletes a comment of the caller's: "trip", "comment" as above, "author" when someone else wrote it. */
export async function deleteComment(
  handle: TripHandle,
  commentId: string,
): Promise<"deleted" | "trip" | "comment" | "author"> {
  return firestore().runTransaction(async (tx) => {
    if (!(await planInTransaction(tx, handle))) return "trip";
    const stored = await tx.get(commentRef(handle, commentId));
    if (!stored.exists) return "comment";
    if ((stored.data() as CommentDoc).author_uid !== handle.callerUid) return "author";
    tx.delete(stored.ref);
    return "deleted";
  });
}

/**
 * Records the caller's vote on a stop of the trip: 1 or -1, or 0 to take it back; the vote they
 * already gave takes it back too. Null when the trip is closed to the caller.
 */
export async function voteOnStop(
  handle: TripHandle,
  key: string,
  vote: TripVote,
): Promise<{ score: number; myVote: TripVote } | null> {
  const ref = stopVotesRef(handle, key);
  return firestore().runTransaction(async (tx) => {
    const plan = await planInTransaction(tx, handle);
    if (!plan) return null;
    if (!findTripStop(plan, key)) throw badRequest("stop_key: is not a stop of this trip as saved");
    const stored = (await tx.get(ref)).data() as TripStopVotes | undefined;
    const votes = { ...stored?.votes };
    const next = vote === 0 || votes[handle.callerUid] === vote ? 0 : vote;
    if (next === 0) delete votes[handle.callerUid];
    else votes[handle.callerUid] = next;
    if (Object.keys(votes).length === 0) tx.delete(ref);
    else tx.set(ref, { stop_key: key, votes } satisfies TripStopVotes);
    return { score: voteScore(votes), myVote: next };
  });
}

/** Takes a traveller's votes off a trip they no longer belong to: only members' votes count. */
export async function forgetVotesOf(ownerUid: string, id: string, uid: string): Promise<void> {
  const theirs = firestore()
    .collection(paths.tripVotes(ownerUid, id))
    .where(new FieldPath("votes", uid), "in", [1, -1]);
  await firestore().runTransaction(async (tx) => {
    const found = await tx.get(theirs);
    for (const doc of found.docs) {
      const votes = { ...(doc.data() as TripStopVotes).votes };
      delete votes[uid];
      if (Object.keys(votes).length === 0) tx.delete(doc.ref);
      else tx.update(doc.ref, { votes });
    }
  });
}

/**
 * Account deletion: the account's comments and votes on the trips it joined go (those on its own
 * trips go with them). Runs before its memberships are deleted, since they are how its trips are found;
 * it can run again.
 */
export async function forgetDiscussionOf(uid: string): Promise<void> {
  const memberships = await firestore().collection(paths.memberships(uid)).get();
  for (const membership of memberships.docs) {
    const ownerUid = membership.get("owner_uid") as string;
    const comments = await firestore()
      .collection(paths.tripComments(ownerUid, membership.id))
      .where("author_uid", "==", uid)
      .get();
    const writer = firestore().bulkWriter();
    for (const doc of comments.docs) void writer.delete(doc.ref);
    await writer.close();
    await forgetVotesOf(ownerUid, membership.id, uid);
  }
}
