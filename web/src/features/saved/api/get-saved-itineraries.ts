import type { SavedItinerary } from "@itinerary/contract";

/**
 * GET /get-saved-itineraries. Deliberately without the session-expired flow: a 401 here shows the
 * list's own failure, it does not log the traveller out (SPEC section 8).
 */
export async function getSavedItineraries(signal?: AbortSignal): Promise<SavedItinerary[]> {
  const [{ apiCall }, { GetSavedItinerariesResponse }] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  return (await apiCall("getSavedItineraries", GetSavedItinerariesResponse, { signal })).saved_itineraries;
}
