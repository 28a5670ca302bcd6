import type { CreateCheckoutSessionResponse } from "@itinerary/contract";

/** POST /create-checkout-session: a hosted checkout for one pack; the caller then goes to `url`. */
export async function createCheckoutSession(priceId: string): Promise<CreateCheckoutSessionResponse> {
  const [{ apiCall }, { CreateCheckoutSessionResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("createCheckoutSession", CreateCheckoutSessionResponse, { body: { price_id: priceId } });
}
