import { z } from "zod";

/** GET /token-packs: the packs on sale, each with the price id to pass to create-checkout-session. */
export const TokenPackOffer = z.object({
  key: z.enum(["starter", "traveller", "explorer"]),
  name: z.string(),
  price_usd: z.number().positive(),
  tokens: z.number().int().positive(),
  popular: z.boolean(),
  /** Null when no price is configured for the pack: the dialog then says it is not available. */
  price_id: z.string().nullable(),
});
export type TokenPackOffer = z.infer<typeof TokenPackOffer>;

export const TokenPacksResponse = z.object({ packs: z.array(TokenPackOffer) });
export type TokenPacksResponse = z.infer<typeof TokenPacksResponse>;
