import {
  type RevokeShareResponse,
  SHARED_ROUTE_PREFIX,
  type SharedItinerary,
  ShareItineraryRequest,
  type ShareItineraryResponse,
} from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { notFound } from "../errors.ts";
import { appOrigin } from "../http/app-origin.ts";
import { byMethod, endpoint } from "../http/guard.ts";
import { ensureShareToken, getSharedItinerary as readShared, revokeShare as removeShare } from "../store/itineraries.ts";
import { ITINERARY_NOT_FOUND } from "./saved-itineraries.ts";

/** Unknown, revoked and deleted links look the same: nothing tells a guesser which tokens ever existed. */
export const SHARED_NOT_FOUND = "This shared plan does not exist or is no longer shared.";

/** The link a traveller hands out: the SPA's shared page on the app origin they shared from. */
export function shareUrl(origin: string, token: string): string {
  return `${origin}${SHARED_ROUTE_PREFIX}${token}`;
}

const share = endpoint(
  { name: "shareItinerary", method: "POST", body: ShareItineraryRequest, hasId: true },
  async ({ uid, id, req }): Promise<ShareItineraryResponse> => {
    const token = await ensureShareToken(uid, id!);
    if (!token) throw notFound(ITINERARY_NOT_FOUND);
    return { url: shareUrl(appOrigin(getConfig(), req.headers.origin), token) };
  },
);

const revoke = endpoint(
  { name: "revokeShare", method: "DELETE", hasId: true },
  async ({ uid, id }): Promise<RevokeShareResponse> => {
    const revoked = await removeShare(uid, id!);
    if (revoked === null) throw notFound(ITINERARY_NOT_FOUND);
    return { id: id!, revoked };
  },
);

/** POST /share-itinerary/{id} makes (or returns) the link; DELETE revokes it. */
export const shareItinerary = byMethod("shareItinerary", { POST: share, DELETE: revoke });

/** GET /shared-itinerary/{token}: public, the plan without its owner. */
export const getSharedItinerary = endpoint(
  { name: "getSharedItinerary", method: "GET", hasId: true, public: true },
  async ({ id }): Promise<SharedItinerary> => {
    const shared = await readShared(id!);
    if (!shared) throw notFound(SHARED_NOT_FOUND);
    return shared;
  },
);
