import type {
  AcceptTripInviteResponse,
  CreateTripInviteResponse,
  GetTripMembersResponse,
  RemoveTripMemberResponse,
  RevokeTripInviteResponse,
  TripRole,
} from "@itinerary/contract";

/** Travelling together: each call loads the API client and the contract's schemas when first used. */
async function client() {
  const [{ apiCall }, contract] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  return { apiCall, contract };
}

/** POST /create-trip-invite/{id}: a link that lets one companion join with `role` (owner only). */
export async function createTripInvite(itineraryId: string, role: TripRole): Promise<CreateTripInviteResponse> {
  const { apiCall, contract } = await client();
  return apiCall("createTripInvite", contract.CreateTripInviteResponse, {
    id: itineraryId,
    body: { role },
    expireSessionOn401: true,
  });
}

/** DELETE /create-trip-invite/{token}: the link opens nothing from now on. */
export async function revokeTripInvite(token: string): Promise<RevokeTripInviteResponse> {
  const { apiCall, contract } = await client();
  return apiCall("revokeTripInvite", contract.RevokeTripInviteResponse, { id: token, expireSessionOn401: true });
}

/** POST /accept-trip-invite/{token}: the signed-in traveller joins the trip. */
export async function acceptTripInvite(token: string, signal?: AbortSignal): Promise<AcceptTripInviteResponse> {
  const { apiCall, contract } = await client();
  return apiCall("acceptTripInvite", contract.AcceptTripInviteResponse, {
    id: token,
    body: {},
    signal,
    expireSessionOn401: true,
  });
}

/** GET /get-trip-members/{id}: the owner first, then companions as they joined. */
export async function getTripMembers(itineraryId: string, signal?: AbortSignal): Promise<GetTripMembersResponse> {
  const { apiCall, contract } = await client();
  return apiCall("getTripMembers", contract.GetTripMembersResponse, {
    id: itineraryId,
    signal,
    expireSessionOn401: true,
  });
}

/** DELETE /remove-trip-member/{id}/{uid}: the owner removes a companion, or a companion leaves. */
export async function removeTripMember(itineraryId: string, uid: string): Promise<RemoveTripMemberResponse> {
  const { apiCall, contract } = await client();
  return apiCall("removeTripMember", contract.RemoveTripMemberResponse, {
    parentId: itineraryId,
    id: uid,
    expireSessionOn401: true,
  });
}
