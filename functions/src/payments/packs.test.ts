import { describe, expect, it } from "vitest";
import { packByKey, packForPriceId, pricedPacks } from "./packs.ts";

const noPrices = { starter: null, traveller: null, explorer: null };
const base = { webhookSecret: null, apiBase: null };

describe("pack price ids", () => {
  it("uses the local price ids when no Stripe key is configured, so the offline flow can sell", () => {
    const stripe = { ...base, secretKey: null, priceIds: noPrices };
    expect(pricedPacks(stripe).map((p) => p.priceId)).toEqual(["price_local_starter", "price_local_traveller", "price_local_explorer"]);
    expect(packForPriceId(stripe, "price_local_traveller")?.tokens).toBe(120);
  });

  it("with a Stripe key, sells only the configured prices and leaves the rest unavailable", () => {
    const stripe = { ...base, secretKey: "sk_test_x", priceIds: { ...noPrices, explorer: "price_123" } };
    expect(pricedPacks(stripe).map((p) => p.priceId)).toEqual([null, null, "price_123"]);
    expect(packForPriceId(stripe, "price_123")?.name).toBe("Explorer Pack");
    expect(packForPriceId(stripe, "price_local_starter")).toBeNull();
    expect(packForPriceId(stripe, "price_999")).toBeNull();
  });

  it("finds packs by key only among the fixed list", () => {
    expect(packByKey("starter")?.priceUsd).toBe(5);
    expect(packByKey("platinum")).toBeNull();
    expect(packByKey(undefined)).toBeNull();
  });
});
