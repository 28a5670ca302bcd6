import type { SearchPlacesResponse } from "@itinerary/contract";

/** GET /search-places: the guide's places of the trip's city whose names start with what was typed. */
export async function searchPlaces(city: string, q: string, signal?: AbortSignal): Promise<SearchPlacesResponse> {
  const [{ apiCall }, { SearchPlacesResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("searchPlaces", SearchPlacesResponse, { query: { city, q, limit: "8" }, signal });
}
