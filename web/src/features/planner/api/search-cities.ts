import type { City } from "@itinerary/contract";

/** GET /search-cities: city suggestions from the server's gazetteer (the keyless autocomplete). */
export async function searchCities(q: string, signal?: AbortSignal): Promise<City[]> {
  const [{ apiCall }, { SearchCitiesResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return (await apiCall("searchCities", SearchCitiesResponse, { query: { q, limit: "8" }, signal })).cities;
}
