import type { SaveItineraryRequest, SaveItineraryResponse } from "@itinerary/contract";

/** PUT /update-itinerary/{id}: overwrites a plan saved before. A 401 ends the session (a planner action). */
export async function updateItinerary(id: string, body: SaveItineraryRequest): Promise<SaveItineraryResponse> {
  const [{ apiCall }, { SaveItineraryResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("updateItinerary", SaveItineraryResponse, { id, body, expireSessionOn401: true });
}
