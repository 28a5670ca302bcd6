import {
  type RevokeShareResponse,
  SHARED_ROUTE_PREFIX,
  type SharedItinerary,
  ShareItineraryRequest,
  type ShareItineraryResponse,
} from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { forbidden, notFound } from "../errors.ts";
import { appOrigin } from "../http/app-origin.ts";
import { byMethod, endpoint } from "../http/guard.ts";
import { newReadContext, withFreshPlacesContent } from "../places-refresh/read-plans.ts";
import {
  ensureShareToken,
  getSharedItineraryWithOwner as readShared,
  revokeShare as removeShare,
} from "../store/itineraries.ts";
import { tripAccess } from "../store/trip-members.ts";
import { withoutStayAddress } from "../planning/trip/own-stay.ts";
import { ITINERARY_NOT_FOUND, withFreshPhotoLinks, withTimeZone } from "./saved-itineraries.ts";

/** A companion's attempt to make or revoke the public link of a trip shared with them. */
export const OWNER_ONLY_SHARE =
  "Only the trip's owner can share it publicly; invite companions from Companions instead.";

/** Unknown, revoked and deleted links look the same: nothing tells a guesser which tokens ever existed. */
export const SHARED_NOT_FOUND = "This shared plan does not exist or is no longer shared.";

/** The link a traveller hands out: the SPA's shared page on the app origin they shared from. */
export function shareUrl(origin: string, token: string): string {
  return `${origin}${SHARED_ROUTE_PREFIX}${token}`;
}

/** Not the caller's plan: a companion on it is told the link is the owner's; anyone else finds nothing. */
async function notTheOwners(uid: string, id: string) {
  return (await tripAccess(uid, id)) ? forbidden(OWNER_ONLY_SHARE) : notFound(ITINERARY_NOT_FOUND);
}

const share = endpoint(
  { name: "shareItinerary", method: "POST", body: ShareItineraryRequest, hasId: true },
  async ({ uid, id, req }): Promise<ShareItineraryResponse> => {
    const token = await ensureShareToken(uid, id!);
    if (!token) throw await notTheOwners(uid, id!);
    return { url: shareUrl(appOrigin(getConfig(), req.headers.origin), token) };
  },
);

const revoke = endpoint(
  { name: "revokeShare", method: "DELETE", hasId: true },
  async ({ uid, id }): Promise<RevokeShareResponse> => {
    const revoked = await removeShare(uid, id!);
    if (revoked === null) throw await notTheOwners(uid, id!);
    return { id: id!, revoked };
  },
);

/** POST /share-itinerary/{id} makes (or returns) the link; DELETE revokes it. */
export const shareItinerary = byMethod("shareItinerary", { POST: share, DELETE: revoke });

/**
 * How every read through a share link is guarded: GET, signed out, the token as the path's id, and a
 * malformed token answered like an unknown one.
 */
export const SHARED_LINK_OPTIONS = {
  method: "GET",
  hasId: true,
  public: true,
  malformedIdNotFound: SHARED_NOT_FOUND,
} as const;

/**
 * The plan a share link opens, or the one 404 for every link that opens nothing. Its Places content
 * is refreshed first when older than the terms allow, so the page, the PDF and the calendar agree.
 */
export async function loadSharedItinerary(token: string): Promise<SharedItinerary> {
  return (await loadSharedPlan(token)).plan;
}

/** The same, with the account that shared it (`sharedBy`), for the server's own records; never for the response. */
export async function loadSharedPlan(token: string): Promise<{ plan: SharedItinerary; sharedBy: string }> {
  const shared = await readShared(token);
  if (!shared) throw notFound(SHARED_NOT_FOUND);
  const plan = await withFreshPlacesContent(shared, shared.plan, newReadContext());
  return { plan: withoutStayAddress(plan), sharedBy: shared.uid };
}

/** GET /shared-itinerary/{token}: public, the plan without its owner. */
export const getSharedItinerary = endpoint(
  { name: "getSharedItinerary", ...SHARED_LINK_OPTIONS },
  async ({ id }): Promise<SharedItinerary> => withTimeZone(await withFreshPhotoLinks(await loadSharedItinerary(id!))),
);
