/** The fixed list of token packs (SPEC section 3). Price ids come from server configuration. */
export interface TokenPack {
  readonly key: "starter" | "traveller" | "explorer";
  readonly name: string;
  readonly priceUsd: number;
  readonly tokens: number;
  readonly popular: boolean;
}

export const TOKEN_PACKS: readonly TokenPack[] = [
  { key: "starter", name: "Starter Pack", priceUsd: 5, tokens: 50, popular: false },
  { key: "traveller", name: "Traveller Pack", priceUsd: 10, tokens: 120, popular: false },
  { key: "explorer", name: "Explorer Pack", priceUsd: 20, tokens: 300, popular: true },
];

/** Savings are measured against the starter rate of 10 tokens per dollar (SPEC section 9). */
export const BASE_TOKENS_PER_DOLLAR = 10;

/**
 * How many more tokens per dollar a pack gives than the base rate, in whole percent (Traveller Pack
 * 12/10 -> 20, Explorer Pack 15/10 -> 50); 0 when it is no better.
 */
export function packSavingsPercent(pack: Pick<TokenPack, "priceUsd" | "tokens">): number {
  const rate = pack.tokens / pack.priceUsd;
  if (rate <= BASE_TOKENS_PER_DOLLAR) return 0;
  return Math.round((rate / BASE_TOKENS_PER_DOLLAR - 1) * 100);
}
