import {
  AddTripCommentRequest,
  type DeleteTripCommentResponse,
  ResolveTripCommentRequest,
  type TripComment,
  VoteTripStopRequest,
  type VoteTripStopResponse,
} from "@itinerary/contract/trip-comments";
import { forbidden, notFound } from "../errors.ts";
import { displayNameOf } from "../http/display-name.ts";
import { endpoint, RawResponse } from "../http/guard.ts";
import { addComment, deleteComment, resolveComment, voteOnStop } from "../store/trip-comments.ts";
import { tripAccess } from "../store/trip-members.ts";
import { ITINERARY_NOT_FOUND } from "./saved-itineraries.ts";

/**
 * Comments and votes on a trip. Any member comments and votes; the owner and editors resolve; an
 * author deletes their own. A stranger, and a member removed from the trip, find no trip at all.
 */
export const COMMENT_NOT_FOUND = "This comment does not exist on the trip; it may have been deleted.";
export const VIEWER_CANNOT_RESOLVE = "Only the trip's owner and editors can resolve comments.";
export const AUTHOR_ONLY_DELETE =
  "Only the comment's author can delete it; the owner and editors can resolve it instead.";

/** The trip the caller can open, or the 404 a stranger gets. */
async function openTrip(uid: string, itineraryId: string) {
  const trip = await tripAccess(uid, itineraryId);
  if (!trip) throw notFound(ITINERARY_NOT_FOUND);
  return trip;
}

export const addTripComment = endpoint(
  { name: "addTripComment", method: "POST", body: AddTripCommentRequest, hasId: true },
  async ({ uid, identity, id, body }) => {
    const comment = await addComment(await openTrip(uid, id!), displayNameOf(identity), body);
    if (!comment) throw notFound(ITINERARY_NOT_FOUND);
    return new RawResponse((res) => res.status(201).json(comment));
  },
);

/** POST /resolve-trip-comment/{itineraryId}/{commentId} `{resolved}`: resolve, or reopen with false. */
export const resolveTripComment = endpoint(
  { name: "resolveTripComment", method: "POST", body: ResolveTripCommentRequest, hasId: true, hasParentId: true },
  async ({ uid, identity, parentId, id, body }): Promise<TripComment> => {
    const trip = await openTrip(uid, parentId!);
    if (trip.access === "viewer") throw forbidden(VIEWER_CANNOT_RESOLVE);
    const result = await resolveComment(trip, id!, body.resolved, displayNameOf(identity));
    if (result === "trip") throw notFound(ITINERARY_NOT_FOUND);
    if (result === "comment") throw notFound(COMMENT_NOT_FOUND);
    return result;
  },
);

/** DELETE /delete-trip-comment/{itineraryId}/{commentId}: the comment's author only. */
export const deleteTripComment = endpoint(
  { name: "deleteTripComment", method: "DELETE", hasId: true, hasParentId: true },
  async ({ uid, parentId, id }): Promise<DeleteTripCommentResponse> => {
    const result = await deleteComment(await openTrip(uid, parentId!), id!);
    if (result === "trip") throw notFound(ITINERARY_NOT_FOUND);
    if (result === "comment") throw notFound(COMMENT_NOT_FOUND);
    if (result === "author") throw forbidden(AUTHOR_ONLY_DELETE);
    return { id: id!, deleted: true };
  },
);

/** POST /vote-trip-stop/{itineraryId} `{stop_key, vote}`: one vote per member per stop. */
export const voteTripStop = endpoint(
  { name: "voteTripStop", method: "POST", body: VoteTripStopRequest, hasId: true },
  async ({ uid, id, body }): Promise<VoteTripStopResponse> => {
    const counted = await voteOnStop(await openTrip(uid, id!), body.stop_key, body.vote);
    if (!counted) throw notFound(ITINERARY_NOT_FOUND);
    return { stop_key: body.stop_key, score: counted.score, my_vote: counted.myVote };
  },
);
