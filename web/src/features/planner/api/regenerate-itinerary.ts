import type { RegenerateItineraryRequest, RegenerateItineraryResponse } from "@itinerary/contract";

/** POST /regenerate-itinerary: the draft revised by the traveller's suggestion (charged). */
export async function regenerateItinerary(body: RegenerateItineraryRequest): Promise<RegenerateItineraryResponse> {
  const [{ apiCall }, { RegenerateItineraryResponse }] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  return apiCall("regenerateItinerary", RegenerateItineraryResponse, { body, expireSessionOn401: true });
}
