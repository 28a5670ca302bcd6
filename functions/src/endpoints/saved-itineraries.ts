import {
  type DeleteItineraryResponse,
  GetSavedItinerariesQuery,
  type GetSavedItinerariesResponse,
  SaveItineraryRequest,
  type SaveItineraryResponse,
  type SavedItinerary,
} from "@itinerary/contract";
import { notFound } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import { groundedAmong, onlyGrounded } from "../photos/grounded-places.ts";
import { photoSigner, placeIdsOf, withoutPhotoLinks, withPhotoLinks } from "../photos/plan-photos.ts";
import { createItinerary, deleteItinerary as removeItinerary, getItinerary as readItinerary, listItineraries, replaceItinerary } from "../store/itineraries.ts";

/**
 * Saved plans are free: nothing here touches the balance. A plan that is not the caller's is
 * answered exactly like one that does not exist (same status, same detail), so ids reveal nothing.
 */
export const ITINERARY_NOT_FOUND = "Could not find the requested plan.";

/** Stored without image links (they expire, and a client's links are not ours); read with fresh ones. */
const forStorage = (plan: SaveItineraryRequest): SaveItineraryRequest => ({ ...plan, itinerary: withoutPhotoLinks(plan.itinerary) });
/** Fresh links, signed only for the place ids this server grounded: a saved plan's ids came back from a client. */
export async function withFreshPhotoLinks<P extends { itinerary: SavedItinerary["itinerary"] }>(plan: P): Promise<P> {
  const signer = photoSigner();
  if (!signer) return { ...plan, itinerary: withPhotoLinks(plan.itinerary, null) };
  const grounded = await groundedAmong(placeIdsOf(plan.itinerary));
  return { ...plan, itinerary: withPhotoLinks(plan.itinerary, onlyGrounded(signer, grounded)) };
}

export const saveItinerary = endpoint(
  { name: "saveItinerary", method: "POST", body: SaveItineraryRequest },
  async ({ uid, body }): Promise<SaveItineraryResponse> => createItinerary(uid, forStorage(body)),
);

export const updateItinerary = endpoint(
  { name: "updateItinerary", method: "PUT", body: SaveItineraryRequest, hasId: true },
  async ({ uid, id, body }): Promise<SaveItineraryResponse> => {
    const saved = await replaceItinerary(uid, id!, forStorage(body));
    if (!saved) throw notFound(ITINERARY_NOT_FOUND);
    return saved;
  },
);

export const getSavedItineraries = endpoint(
  { name: "getSavedItineraries", method: "GET", query: GetSavedItinerariesQuery },
  async ({ uid, query }): Promise<GetSavedItinerariesResponse> => {
    const { items, nextCursor } = await listItineraries(uid, query.limit, query.cursor);
    return { saved_itineraries: await Promise.all(items.map(withFreshPhotoLinks)), next_cursor: nextCursor };
  },
);

export const getItinerary = endpoint(
  { name: "getItinerary", method: "GET", hasId: true },
  async ({ uid, id }): Promise<SavedItinerary> => {
    const itinerary = await readItinerary(uid, id!);
    if (!itinerary) throw notFound(ITINERARY_NOT_FOUND);
    return withFreshPhotoLinks(itinerary);
  },
);

export const deleteItinerary = endpoint(
  { name: "deleteItinerary", method: "DELETE", hasId: true },
  async ({ uid, id }): Promise<DeleteItineraryResponse> => {
    if (!(await removeItinerary(uid, id!))) throw notFound(ITINERARY_NOT_FOUND);
    return { id: id!, deleted: true };
  },
);
