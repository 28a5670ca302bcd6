import type { TokenPackOffer } from "@itinerary/contract";

/** GET /token-packs: the packs with the price ids the server sells them under. */
export async function getTokenPacks(signal?: AbortSignal): Promise<TokenPackOffer[]> {
  const [{ apiCall }, { TokenPacksResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return (await apiCall("getTokenPacks", TokenPacksResponse, { signal })).packs;
}
