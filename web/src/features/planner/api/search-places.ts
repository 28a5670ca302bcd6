import type { SearchPlacesFor, SearchPlacesResponse } from "@itinerary/contract";

/**
 * GET /search-places: the guide's places of the trip's city whose names start with what was typed;
 * for a stay, the area we suggest staying in first and no day trips.
 */
export async function searchPlaces(
  city: string,
  q: string,
  signal?: AbortSignal,
  what: SearchPlacesFor = "stop",
): Promise<SearchPlacesResponse> {
  const [{ apiCall }, { SearchPlacesResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("searchPlaces", SearchPlacesResponse, { query: { city, q, limit: "8", for: what }, signal });
}
