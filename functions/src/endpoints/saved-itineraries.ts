import {
  type DeleteItineraryResponse,
  GetSavedItinerariesQuery,
  type GetSavedItinerariesResponse,
  SaveItineraryRequest,
  type SaveItineraryResponse,
  type SavedItinerary,
} from "@itinerary/contract";
import { forbidden, notFound } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import { onlyGrounded } from "../photos/grounded-places.ts";
import { groundedAmong } from "../store/grounded-places.ts";
import { photoSigner, placeIdsOf, withoutPhotoLinks, withPhotoLinks } from "../photos/plan-photos.ts";
import { newReadContext, withFreshPlacesContent } from "../places-refresh/read-plans.ts";
import { placesFactsDueAt } from "../places-refresh/refresh-plan.ts";
import { tripTimeZone } from "../calendar/time-zone.ts";
import { confirmPaidActions } from "../jobs/paid-actions.ts";
import { resolveTripOf } from "../planning/trip/resolved-trip.ts";
import { createItinerary, deleteItinerary as removeItinerary, replaceItinerary } from "../store/itineraries.ts";
import { listTrips, readTrip, tripAccess } from "../store/trip-members.ts";
import { displayNameOf } from "../http/display-name.ts";
import { mergeTrip } from "../together/merge-plan.ts";

/**
 * Saved plans are free: nothing here touches the balance. A plan that is not the caller's is
 * answered exactly like one that does not exist (same status, same detail), so ids reveal nothing.
 */
export const ITINERARY_NOT_FOUND = "Could not find the requested plan.";
/** A viewer's attempt to change a trip shared with them. */
export const VIEWER_CANNOT_EDIT = "You can view this trip but not change it: ask its owner to make you an editor.";
export const OWNER_ONLY_DELETE = "Only the trip's owner can delete it; you can leave it instead.";

/** Stored without image links (they expire, and a client's links are not ours); read with fresh ones. */
const forStorage = (plan: SaveItineraryRequest): SaveItineraryRequest => ({
  ...plan,
  itinerary: withoutPhotoLinks(plan.itinerary),
});
/** The zone the trip's times are read in, for a traveller's Today on the road; left out when unknown. */
export function withTimeZone<P extends Pick<SavedItinerary, "itinerary" | "preferences">>(
  plan: P,
): P & { time_zone?: string } {
  const zone = tripTimeZone(plan.itinerary, resolveTripOf(plan.preferences));
  return zone ? { ...plan, time_zone: zone } : plan;
}

/** Fresh links, signed only for the place ids this server grounded: a saved plan's ids came back from a client. */
export async function withFreshPhotoLinks<P extends { itinerary: SavedItinerary["itinerary"] }>(plan: P): Promise<P> {
  const signer = photoSigner();
  if (!signer) return { ...plan, itinerary: withPhotoLinks(plan.itinerary, null) };
  const grounded = await groundedAmong(placeIdsOf(plan.itinerary));
  return { ...plan, itinerary: withPhotoLinks(plan.itinerary, onlyGrounded(signer, grounded)) };
}

export const saveItinerary = endpoint(
  { name: "saveItinerary", method: "POST", body: SaveItineraryRequest },
  async ({ uid, body }): Promise<SaveItineraryResponse> =>
    createItinerary(uid, forStorage(body), placesFactsDueAt(body.itinerary, Date.now())),
);

export const updateItinerary = endpoint(
  { name: "updateItinerary", method: "PUT", body: SaveItineraryRequest, hasId: true },
  async ({ uid, identity, id, body }): Promise<SaveItineraryResponse> => {
    // The owner and the trip's editors change it; a viewer is told why not; anyone else finds nothing.
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    if (trip.access === "viewer") throw forbidden(VIEWER_CANNOT_EDIT);
    const placesDueAt = placesFactsDueAt(body.itinerary, Date.now());
    // Regenerate and finalize were paid from the saver's own balance: their name goes on them.
    const since = body.base_saved_at ? Date.parse(body.base_saved_at) : Number.POSITIVE_INFINITY;
    const aiActions = await confirmPaidActions(uid, body.ai_jobs ?? [], since);
    const savedBy = { uid, name: displayNameOf(identity), aiActions };
    // Saved from an older version than the trip's (a companion saved meanwhile): merged field by field.
    const from = body.base_saved_at ? { baseSavedAt: body.base_saved_at, merge: mergeTrip } : undefined;
    const saved = await replaceItinerary(trip.ownerUid, id!, forStorage(body), placesDueAt, savedBy, from);
    if (!saved) throw notFound(ITINERARY_NOT_FOUND);
    return saved;
  },
);

export const getSavedItineraries = endpoint(
  { name: "getSavedItineraries", method: "GET", query: GetSavedItinerariesQuery },
  async ({ uid, query }): Promise<GetSavedItinerariesResponse> => {
    // The caller's own trips and those shared with them, in one order.
    const { items, nextCursor } = await listTrips(uid, query.limit, query.cursor);
    // One Places budget for the whole page, so a long list cannot multiply the lookups; one plan at a
    // time, so neither can it multiply the parallel requests to Places.
    const context = newReadContext();
    const fresh: SavedItinerary[] = [];
    for (const { plan, ownerUid } of items) {
      fresh.push(await withFreshPlacesContent({ uid: ownerUid, id: plan.id }, plan, context));
    }
    return { saved_itineraries: await Promise.all(fresh.map(withFreshPhotoLinks)), next_cursor: nextCursor };
  },
);

/**
 * A saved trip as its owner or a member (editor or viewer) reads it, its Places content refreshed when
 * due; anyone else, a removed member included, gets the same 404 as for a trip that does not exist.
 */
export async function readTripFor(uid: string, id: string): Promise<SavedItinerary> {
  const trip = await tripAccess(uid, id);
  const itinerary = trip && (await readTrip(trip));
  if (!trip || !itinerary) throw notFound(ITINERARY_NOT_FOUND);
  return withFreshPlacesContent({ uid: trip.ownerUid, id }, itinerary, newReadContext());
}

export const getItinerary = endpoint(
  { name: "getItinerary", method: "GET", hasId: true },
  async ({ uid, id }): Promise<SavedItinerary> => withTimeZone(await withFreshPhotoLinks(await readTripFor(uid, id!))),
);

export const deleteItinerary = endpoint(
  { name: "deleteItinerary", method: "DELETE", hasId: true },
  async ({ uid, id }): Promise<DeleteItineraryResponse> => {
    const trip = await tripAccess(uid, id!);
    if (trip && trip.access !== "owner") throw forbidden(OWNER_ONLY_DELETE);
    if (!(await removeItinerary(uid, id!))) throw notFound(ITINERARY_NOT_FOUND);
    return { id: id!, deleted: true };
  },
);
