import { TOKEN_PACKS, type TokenPack, type TokenPackOffer } from "@itinerary/contract";
import type { Config } from "../config.ts";

/** Price ids the emulator's local test checkout understands; never offered outside the emulator. */
export const localPriceId = (key: TokenPack["key"]) => `price_local_${key}`;

export interface PricedPack {
  pack: TokenPack;
  priceId: string | null;
}

/**
 * Each pack with the price id to sell it under: the configured Stripe price, or, in the emulator
 * without a Stripe key, the local one, so the whole purchase flow works offline. Anywhere else a
 * pack without a configured price has none: the dialog then says "This product is not available."
 * instead of starting a checkout that can only fail.
 */
export function pricedPacks(config: Pick<Config, "isEmulator" | "stripe">): PricedPack[] {
  const { stripe } = config;
  const offline = config.isEmulator && !stripe.secretKey;
  return TOKEN_PACKS.map((pack) => ({
    pack,
    priceId: stripe.priceIds[pack.key] ?? (offline ? localPriceId(pack.key) : null),
  }));
}

/** The pack a price id sells, or null when the id is not one of ours. */
export function packForPriceId(config: Pick<Config, "isEmulator" | "stripe">, priceId: string): TokenPack | null {
  return pricedPacks(config).find((entry) => entry.priceId !== null && entry.priceId === priceId)?.pack ?? null;
}

/** Packs are sold in US dollars only; Stripe reports amounts in the smallest unit (cents). */
export const PACK_CURRENCY = "usd";

export function packPriceCents(pack: Pick<TokenPack, "priceUsd">): number {
  return Math.round(pack.priceUsd * 100);
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
