import type { GenerateItineraryRequestInput, GenerateItineraryResponse } from "@itinerary/contract";

/** POST /generate-itinerary: a draft for new preferences (charged). A 401 ends the session. */
export async function generateItinerary(body: GenerateItineraryRequestInput): Promise<GenerateItineraryResponse> {
  const [{ apiCall }, { GenerateItineraryResponse }] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  return apiCall("generateItinerary", GenerateItineraryResponse, { body, expireSessionOn401: true });
}
