import {
  type AcceptTripInviteResponse,
  CreateTripInviteRequest,
  type CreateTripInviteResponse,
  EmptyBody,
  type GetTripMembersResponse,
  type RemoveTripMemberResponse,
  type RevokeTripInviteResponse,
  TRIP_INVITE_ROUTE_PREFIX,
  TripPresenceRequest,
  type TripPresenceResponse,
} from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { forbidden, notFound } from "../errors.ts";
import { appOrigin } from "../http/app-origin.ts";
import { displayNameOf } from "../http/display-name.ts";
import { byMethod, endpoint, RawResponse } from "../http/guard.ts";
import {
  acceptInvite,
  createInvite,
  listMembers,
  ownerNameOf,
  removeMember,
  revokeInvite,
  setPresence,
  tripAccess,
} from "../store/trip-members.ts";
import { forgetVotesOf } from "../store/trip-comments.ts";
import { ITINERARY_NOT_FOUND } from "./saved-itineraries.ts";

/** Unknown, revoked, expired and used-up links look the same: nothing tells a guesser which tokens existed. */
export const INVITE_NOT_FOUND = "This invite link does not exist, has expired or was revoked.";
export const OWNER_ONLY_INVITES = "Only the trip's owner can invite companions.";
export const OWNER_ONLY_REMOVAL = "Only the trip's owner can remove other companions.";
export const MEMBER_NOT_FOUND = "This traveller is not a companion on the trip.";

/** The link a companion opens: the SPA's join page on the app origin the owner invited from. */
export function inviteUrl(origin: string, token: string): string {
  return `${origin}${TRIP_INVITE_ROUTE_PREFIX}${token}`;
}

const create = endpoint(
  { name: "createTripInvite", method: "POST", body: CreateTripInviteRequest, hasId: true },
  async ({ uid, identity, id, body, req }) => {
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    if (trip.access !== "owner") throw forbidden(OWNER_ONLY_INVITES);
    const invite = await createInvite(uid, displayNameOf(identity), id!, body.role);
    if (!invite) throw notFound(ITINERARY_NOT_FOUND);
    const answer: CreateTripInviteResponse = {
      token: invite.token,
      url: inviteUrl(appOrigin(getConfig(), req.headers.origin), invite.token),
      role: body.role,
      expires_at: invite.expiresAt.toISOString(),
    };
    return new RawResponse((res) => res.status(201).json(answer));
  },
);

const revoke = endpoint(
  { name: "revokeTripInvite", method: "DELETE", hasId: true, malformedIdNotFound: INVITE_NOT_FOUND },
  async ({ uid, id }): Promise<RevokeTripInviteResponse> => {
    if (!(await revokeInvite(uid, id!))) throw notFound(INVITE_NOT_FOUND);
    return { token: id!, revoked: true };
  },
);

/** POST /create-trip-invite/{itineraryId} makes a link; DELETE /create-trip-invite/{token} revokes one. */
export const createTripInvite = byMethod("createTripInvite", { POST: create, DELETE: revoke });

export const acceptTripInvite = endpoint(
  {
    name: "acceptTripInvite",
    method: "POST",
    body: EmptyBody,
    hasId: true,
    malformedIdNotFound: INVITE_NOT_FOUND,
  },
  async ({ uid, identity, id }): Promise<AcceptTripInviteResponse> => {
    const joined = await acceptInvite(uid, displayNameOf(identity), id!);
    if (!joined) throw notFound(INVITE_NOT_FOUND);
    return { itinerary_id: joined.id, role: joined.access };
  },
);

export const getTripMembers = endpoint(
  { name: "getTripMembers", method: "GET", hasId: true },
  async ({ uid, identity, id }): Promise<GetTripMembersResponse> => {
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    return { members: await listMembers(trip, await ownerNameOf(trip, displayNameOf(identity))) };
  },
);

/** DELETE /remove-trip-member/{itineraryId}/{uid}: the owner removes anyone, a member removes themself. */
export const removeTripMember = endpoint(
  { name: "removeTripMember", method: "DELETE", hasId: true, hasParentId: true },
  async ({ uid, parentId, id }): Promise<RemoveTripMemberResponse> => {
    const itineraryId = parentId!;
    const trip = await tripAccess(uid, itineraryId);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    if (trip.access !== "owner" && id !== uid) throw forbidden(OWNER_ONLY_REMOVAL);
    if (!(await removeMember(trip.ownerUid, itineraryId, id!))) throw notFound(MEMBER_NOT_FOUND);
    // Only members' votes count; what they wrote stays part of the conversation.
    await forgetVotesOf(trip.ownerUid, itineraryId, id!);
    return { itinerary_id: itineraryId, uid: id!, removed: true };
  },
);

/** POST /trip-presence/{itineraryId}: any member (viewers too) says they have the trip open, and on which day. */
export const tripPresence = endpoint(
  { name: "tripPresence", method: "POST", body: TripPresenceRequest, hasId: true },
  async ({ uid, identity, id, body }): Promise<TripPresenceResponse> => {
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    await setPresence(trip, displayNameOf(identity), body.day, body.open);
    return { itinerary_id: id!, day: body.day, open: body.open };
  },
);
