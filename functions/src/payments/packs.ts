import { TOKEN_PACKS, type TokenPack, type TokenPackOffer } from "@itinerary/contract";
import type { Config } from "../config.ts";

/** Price ids the local test checkout understands; used when no Stripe secret key is configured. */
export const localPriceId = (key: TokenPack["key"]) => `price_local_${key}`;

export interface PricedPack {
  pack: TokenPack;
  priceId: string | null;
}

/**
 * Each pack with the price id to sell it under: the configured Stripe price, or without a Stripe
 * key the local one, so the whole purchase flow works offline. A real key with a missing price
 * leaves that pack unavailable rather than guessing.
 */
export function pricedPacks(stripe: Config["stripe"]): PricedPack[] {
  return TOKEN_PACKS.map((pack) => ({
    pack,
    priceId: stripe.priceIds[pack.key] ?? (stripe.secretKey ? null : localPriceId(pack.key)),
  }));
}

/** The pack a price id sells, or null when the id is not one of ours. */
export function packForPriceId(stripe: Config["stripe"], priceId: string): TokenPack | null {
  return pricedPacks(stripe).find((entry) => entry.priceId !== null && entry.priceId === priceId)?.pack ?? null;
}

export function packByKey(key: unknown): TokenPack | null {
  return TOKEN_PACKS.find((pack) => pack.key === key) ?? null;
}

export function toOffer({ pack, priceId }: PricedPack): TokenPackOffer {
  return {
    key: pack.key,
    name: pack.name,
    price_usd: pack.priceUsd,
    tokens: pack.tokens,
    popular: pack.popular,
    price_id: priceId,
  };
}
