import type { SavedItinerary } from "@itinerary/contract";

export interface SavedItinerariesPage {
  /** Newest first. */
  plans: SavedItinerary[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** This device's copy, read offline: when it was last synced. */
  syncedAt?: number;
}

/**
 * GET /get-saved-itineraries, one page (the server sends 50 plans a page, newest first, and a
 * `next_cursor` while more remain). Deliberately without the session-expired flow: a 401 here
 * shows the list's own failure, it does not log the traveller out (SPEC section 8).
 */
export async function getSavedItineraries(
  options: { cursor?: string; signal?: AbortSignal } = {},
): Promise<SavedItinerariesPage> {
  const [{ apiCall }, { GetSavedItinerariesResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  const page = await apiCall("getSavedItineraries", GetSavedItinerariesResponse, {
    signal: options.signal,
    query: options.cursor ? { cursor: options.cursor } : undefined,
  });
  return { plans: page.saved_itineraries, nextCursor: page.next_cursor ?? null };
}
