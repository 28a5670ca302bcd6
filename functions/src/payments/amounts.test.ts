import { TOKEN_PACKS } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { amountMismatch } from "./fulfilment.ts";
import { packByKey, packPriceCents } from "./packs.ts";
import { refundedTokens } from "./reversal.ts";

const explorer = packByKey("explorer")!;
const session = (amount_total: number | null, currency: string | null = "usd", amount_discount = 0) => ({
  amount_total,
  currency,
  total_details: { amount_discount, amount_shipping: 0, amount_tax: 0 },
});

describe("the paid amount of a checkout session", () => {
  it("prices every pack in US cents", () => {
    expect(TOKEN_PACKS.map(packPriceCents)).toEqual([500, 1000, 2000]);
  });

  it("matches when Stripe took the pack's price in dollars, whatever the case of the currency", () => {
    expect(amountMismatch(session(2000), explorer)).toBeNull();
    expect(amountMismatch(session(2000, "USD"), explorer)).toBeNull();
  });

  it("counts a discount Stripe applied as paid, so a 100% promotion still matches", () => {
    expect(amountMismatch(session(1500, "usd", 500), explorer)).toBeNull();
    expect(amountMismatch(session(0, "usd", 2000), explorer)).toBeNull();
  });

  it("reports less, more, another currency or no amount with what was expected and received", () => {
    expect(amountMismatch(session(500), explorer)).toEqual({
      expected: { amountTotal: 2000, currency: "usd", amountDiscount: 0 },
      received: { amountTotal: 500, currency: "usd", amountDiscount: 0 },
    });
    expect(amountMismatch(session(2100), explorer)).not.toBeNull();
    expect(amountMismatch(session(2000, "eur"), explorer)?.received.currency).toBe("eur");
    expect(amountMismatch(session(null), explorer)).not.toBeNull();
    expect(amountMismatch(session(2000, null), explorer)).not.toBeNull();
    expect(amountMismatch(session(2500, "usd", -500), explorer)).not.toBeNull();
  });
});

describe("tokens a refund takes back", () => {
  const charge = (amount: number, amount_refunded: number) => ({
    amount,
    amount_refunded,
    refunded: amount_refunded >= amount,
  });

  it("takes the whole pack for a full refund", () => {
    expect(refundedTokens(300, charge(2000, 2000))).toBe(300);
  });

  it("takes the refunded share of a partial refund, rounded down in the traveller's favour", () => {
    expect(refundedTokens(300, charge(2000, 1000))).toBe(150);
    expect(refundedTokens(300, charge(2000, 999))).toBe(149);
    expect(refundedTokens(50, charge(500, 1))).toBe(0);
    expect(refundedTokens(120, charge(1000, 0))).toBe(0);
  });

  it("never takes more than the pack, even if the refunded amount exceeds the charge", () => {
    expect(refundedTokens(50, { amount: 500, amount_refunded: 900, refunded: false })).toBe(50);
  });
});
