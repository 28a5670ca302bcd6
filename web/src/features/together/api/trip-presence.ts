import type { TripPresenceResponse } from "@itinerary/contract";

/** POST /trip-presence/{id}: the traveller has the trip open on `day` (null: on none), or closed it. */
export async function sendPresence(
  itineraryId: string,
  day: number | null,
  open = true,
): Promise<TripPresenceResponse> {
  const [{ apiCall }, contract] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  return apiCall("tripPresence", contract.TripPresenceResponse, { id: itineraryId, body: { day, open } });
}
