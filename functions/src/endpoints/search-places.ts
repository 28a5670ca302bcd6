import { SearchPlacesQuery, type SearchPlacesResponse } from "@itinerary/contract";
import { endpoint } from "../http/guard.ts";
import { searchGuidePlaces } from "../planning/guide/place-search.ts";

/** The guide's places of a trip's city by name, for a traveller adding a place of their own to a day or placing their stay. */
export const searchPlaces = endpoint(
  { name: "searchPlaces", method: "GET", query: SearchPlacesQuery },
  async ({ query }): Promise<SearchPlacesResponse> => searchGuidePlaces(query.city, query.q, query.limit, query.for),
);
