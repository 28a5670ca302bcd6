import { packSavingsPercent, TOKEN_PACKS, VALIDATION, type TokenPack, type TokenPackOffer } from "@itinerary/contract";

/** The strings of the buy dialog and the payment return, spelled as SPEC sections 2, 5 and 8 have them. */
export const TOKENS_TEXT = {
  dialogTitle: "Recharge Your Tokens",
  dialogDescription: "Choose a pack to continue creating your perfect adventures.",
  bestValue: "Best Value",
  redirecting: "Redirecting...",
  productUnavailable: VALIDATION.productUnavailable,
  paymentStartFailed: "Could not initiate payment.",
  paymentSucceeded: "Payment successful! Tokens added to your account.",
  paymentFailed: "Payment failed or was cancelled. Please try again.",
} as const;

/** "Save 20%" when the pack beats the starter rate of 10 tokens per dollar, else null (no badge). */
export function savingsLabel(pack: Pick<TokenPack, "priceUsd" | "tokens">): string | null {
  const percent = packSavingsPercent(pack);
  return percent > 0 ? `Save ${percent}%` : null;
}

export function buyLabel(packName: string): string {
  return `Buy ${packName}`;
}

/** Whole dollars without decimals ("$20"), anything else with cents ("$4.99"). */
export function formatPrice(priceUsd: number): string {
  return Number.isInteger(priceUsd) ? `$${priceUsd}` : `$${priceUsd.toFixed(2)}`;
}

export interface PackCard {
  pack: TokenPack;
  /** undefined while the price ids are not known yet; null when the pack has none (not on sale). */
  priceId: string | null | undefined;
  savings: string | null;
}

/** The fixed packs of the contract, joined with the price ids the server offers them under. */
export function packCards(offers: readonly TokenPackOffer[] | null): PackCard[] {
  return TOKEN_PACKS.map((pack) => {
    const offer = offers?.find((candidate) => candidate.key === pack.key);
    return { pack, priceId: offers ? (offer?.price_id ?? null) : undefined, savings: savingsLabel(pack) };
  });
}
