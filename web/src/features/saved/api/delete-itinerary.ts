import type { DeleteItineraryResponse } from "@itinerary/contract";

export interface DeleteItineraryOptions {
  /**
   * Off by default: the saved list, where travellers delete plans, never logs anyone out on a 401
   * (SPEC section 8). A delete offered inside the planner would pass true.
   */
  expireSessionOn401?: boolean;
}

/** DELETE /delete-itinerary/{id}. */
export async function deleteItinerary(
  id: string,
  options: DeleteItineraryOptions = {},
): Promise<DeleteItineraryResponse> {
  const [{ apiCall }, { DeleteItineraryResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("deleteItinerary", DeleteItineraryResponse, {
    id,
    expireSessionOn401: options.expireSessionOn401 ?? false,
  });
}
