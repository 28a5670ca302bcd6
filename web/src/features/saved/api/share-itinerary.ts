import type { RevokeShareResponse, ShareItineraryResponse } from "@itinerary/contract";

/** POST /share-itinerary/{id}: the plan's read-only link (the same one when it is already shared). */
export async function shareItinerary(id: string): Promise<ShareItineraryResponse> {
  const [{ apiCall }, { ShareItineraryResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("shareItinerary", ShareItineraryResponse, { id, body: {}, expireSessionOn401: true });
}

/** DELETE /share-itinerary/{id}: the link stops working for everyone who has it. */
export async function revokeShare(id: string): Promise<RevokeShareResponse> {
  const [{ apiCall }, { RevokeShareResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("revokeShare", RevokeShareResponse, { id, expireSessionOn401: true });
}
