import type {
  AddTripCommentRequest,
  DeleteTripCommentResponse,
  TripComment,
  TripVote,
  VoteTripStopResponse,
} from "@itinerary/contract/trip-comments";

/** Comments and votes: each call loads the API client and the contract's schemas when first used. */
async function client() {
  const [{ apiCall }, contract] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract/trip-comments"),
  ]);
  return { apiCall, contract };
}

/** POST /add-trip-comment/{id}: a comment on the whole trip, or on one stop of one day. */
export async function addTripComment(itineraryId: string, body: AddTripCommentRequest): Promise<TripComment> {
  const { apiCall, contract } = await client();
  return apiCall("addTripComment", contract.TripComment, { id: itineraryId, body, expireSessionOn401: true });
}

/** POST /resolve-trip-comment/{id}/{commentId}: resolve, or reopen with false (owner and editors). */
export async function resolveTripComment(
  itineraryId: string,
  commentId: string,
  resolved: boolean,
): Promise<TripComment> {
  const { apiCall, contract } = await client();
  return apiCall("resolveTripComment", contract.TripComment, {
    parentId: itineraryId,
    id: commentId,
    body: { resolved },
    expireSessionOn401: true,
  });
}

/** DELETE /delete-trip-comment/{id}/{commentId}: the author takes their comment back. */
export async function deleteTripComment(itineraryId: string, commentId: string): Promise<DeleteTripCommentResponse> {
  const { apiCall, contract } = await client();
  return apiCall("deleteTripComment", contract.DeleteTripCommentResponse, {
    parentId: itineraryId,
    id: commentId,
    expireSessionOn401: true,
  });
}

/** POST /vote-trip-stop/{id}: 1 up, -1 down, 0 takes the traveller's vote back. */
export async function voteTripStop(
  itineraryId: string,
  stopKey: string,
  vote: TripVote,
): Promise<VoteTripStopResponse> {
  const { apiCall, contract } = await client();
  return apiCall("voteTripStop", contract.VoteTripStopResponse, {
    id: itineraryId,
    body: { stop_key: stopKey, vote },
    expireSessionOn401: true,
  });
}
