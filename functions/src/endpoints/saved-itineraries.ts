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
import { createItinerary, deleteItinerary as removeItinerary, getItinerary as readItinerary, listItineraries, replaceItinerary } from "../store/itineraries.ts";

/**
 * Saved plans are free: nothing here touches the balance. A plan that is not the caller's is
 * answered exactly like one that does not exist (same status, same detail), so ids reveal nothing.
 */
export const ITINERARY_NOT_FOUND = "Could not find the requested plan.";

export const saveItinerary = endpoint(
  { name: "saveItinerary", method: "POST", body: SaveItineraryRequest },
  async ({ uid, body }): Promise<SaveItineraryResponse> => createItinerary(uid, body),
);

export const updateItinerary = endpoint(
  { name: "updateItinerary", method: "PUT", body: SaveItineraryRequest, hasId: true },
  async ({ uid, id, body }): Promise<SaveItineraryResponse> => {
    const saved = await replaceItinerary(uid, id!, body);
    if (!saved) throw notFound(ITINERARY_NOT_FOUND);
    return saved;
  },
);

export const getSavedItineraries = endpoint(
  { name: "getSavedItineraries", method: "GET", query: GetSavedItinerariesQuery },
  async ({ uid, query }): Promise<GetSavedItinerariesResponse> => {
    const { items, nextCursor } = await listItineraries(uid, query.limit, query.cursor);
    return { saved_itineraries: items, next_cursor: nextCursor };
  },
);

export const getItinerary = endpoint(
  { name: "getItinerary", method: "GET", hasId: true },
  async ({ uid, id }): Promise<SavedItinerary> => {
    const itinerary = await readItinerary(uid, id!);
    if (!itinerary) throw notFound(ITINERARY_NOT_FOUND);
    return itinerary;
  },
);

export const deleteItinerary = endpoint(
  { name: "deleteItinerary", method: "DELETE", hasId: true },
  async ({ uid, id }): Promise<DeleteItineraryResponse> => {
    if (!(await removeItinerary(uid, id!))) throw notFound(ITINERARY_NOT_FOUND);
    return { id: id!, deleted: true };
  },
);
