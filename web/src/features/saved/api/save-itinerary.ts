import type { SaveItineraryRequest, SaveItineraryResponse } from "@itinerary/contract";

/** POST /save-itinerary: stores a final plan for the first time. A 401 ends the session (a planner action). */
export async function saveItinerary(body: SaveItineraryRequest): Promise<SaveItineraryResponse> {
  const [{ apiCall }, { SaveItineraryResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("saveItinerary", SaveItineraryResponse, { body, expireSessionOn401: true });
}
