import { SearchCitiesQuery, type SearchCitiesResponse } from "@itinerary/contract";
import { endpoint } from "../http/guard.ts";
import { log } from "../logs.ts";
import { getGazetteer } from "../planning/geo/gazetteer.ts";

/** City autocomplete for when the maps library is not loaded: a prefix search over the GeoNames gazetteer. */
export const searchCities = endpoint(
  { name: "searchCities", method: "GET", query: SearchCitiesQuery },
  async ({ query }): Promise<SearchCitiesResponse> => ({ cities: getGazetteer().search(query.q, query.limit) }),
);

/**
 * Every function shares this bundle, so building the index (0.4 to 1 s of CPU, 12 MB kept) at import would tax
 * all of them. Only the instance that serves this endpoint builds it, right after start, so its first
 * request does not wait for it.
 */
export function warmGazetteerIfServingSearch(functionTarget = process.env.FUNCTION_TARGET): void {
  if (functionTarget !== "searchCities") return;
  setImmediate(() => {
    const started = performance.now();
    const gazetteer = getGazetteer();
    log.info("gazetteer ready", { cities: gazetteer.cityCount, ms: Math.round(performance.now() - started) });
  });
}

warmGazetteerIfServingSearch();
