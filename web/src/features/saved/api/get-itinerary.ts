import type { SavedItinerary } from "@itinerary/contract";

/** GET /get-itinerary/{id}: one saved plan for the plan page. A 401 ends the session (plan load, SPEC section 8). */
export async function getItinerary(id: string, signal?: AbortSignal): Promise<SavedItinerary> {
  const [{ apiCall }, { SavedItinerary }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("getItinerary", SavedItinerary, { id, signal, expireSessionOn401: true });
}
