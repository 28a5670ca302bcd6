import { describe, expect, it } from "vitest";
import { packByKey, packForPriceId, pricedPacks } from "./packs.ts";

const noPrices = { starter: null, traveller: null, explorer: null };
const base = { webhookSecret: null, apiBase: null };

describe("pack price ids", () => {
  it("in the emulator without a Stripe key, uses the local price ids, so the offline flow can sell", () => {
    const config = { isEmulator: true, stripe: { ...base, secretKey: null, priceIds: noPrices } };
    expect(pricedPacks(config).map((p) => p.priceId)).toEqual([
      "price_local_starter",
      "price_local_traveller",
      "price_local_explorer",
    ]);
    expect(packForPriceId(config, "price_local_traveller")?.tokens).toBe(120);
  });

  it("in production without a Stripe key, never offers the local ids: unpriced packs are unavailable", () => {
    const config = {
      isEmulator: false,
      stripe: { ...base, secretKey: null, priceIds: { ...noPrices, starter: "price_starter" } },
    };
    expect(pricedPacks(config).map((p) => p.priceId)).toEqual(["price_starter", null, null]);
    expect(packForPriceId(config, "price_local_traveller")).toBeNull();
    expect(packForPriceId(config, "price_local_starter")).toBeNull();
    expect(packForPriceId(config, "price_starter")?.key).toBe("starter");
  });

  it("with a Stripe key, sells only the configured prices and leaves the rest unavailable, in the emulator too", () => {
    for (const isEmulator of [false, true]) {
      const config = {
        isEmulator,
        stripe: { ...base, secretKey: "sk_test_x", priceIds: { ...noPrices, explorer: "price_123" } },
      };
      expect(pricedPacks(config).map((p) => p.priceId)).toEqual([null, null, "price_123"]);
      expect(packForPriceId(config, "price_123")?.name).toBe("Explorer Pack");
      expect(packForPriceId(config, "price_local_starter")).toBeNull();
      expect(packForPriceId(config, "price_999")).toBeNull();
    }
  });

  it("finds packs by key only among the fixed list", () => {
    expect(packByKey("starter")?.priceUsd).toBe(5);
    expect(packByKey("platinum")).toBeNull();
    expect(packByKey(undefined)).toBeNull();
  });
});
