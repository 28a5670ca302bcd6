import { TOKEN_PACKS } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { buyLabel, formatPrice, packCards, savingsLabel } from "./pack-labels";

describe("pack labels", () => {
  it("badges the packs that beat 10 tokens per dollar: none on Starter, 20% Traveller, 50% Explorer", () => {
    expect(TOKEN_PACKS.map((pack) => [pack.name, savingsLabel(pack)])).toEqual([
      ["Starter Pack", null],
      ["Traveller Pack", "Save 20%"],
      ["Explorer Pack", "Save 50%"],
    ]);
  });

  it("rounds to whole percent and never badges a worse rate", () => {
    expect(savingsLabel({ priceUsd: 3, tokens: 35 })).toBe("Save 17%");
    expect(savingsLabel({ priceUsd: 10, tokens: 90 })).toBeNull();
  });

  it("names the buy button after the pack and shows prices with $", () => {
    expect(buyLabel("Explorer Pack")).toBe("Buy Explorer Pack");
    expect(formatPrice(20)).toBe("$20");
    expect(formatPrice(4.5)).toBe("$4.50");
  });

  it("joins the server's price ids onto the fixed packs: unknown until loaded, null when not on sale", () => {
    expect(packCards(null).map((card) => card.priceId)).toEqual([undefined, undefined, undefined]);
    const cards = packCards([
      { key: "explorer", name: "Explorer Pack", price_usd: 20, tokens: 300, popular: true, price_id: "price_x" },
      { key: "starter", name: "Starter Pack", price_usd: 5, tokens: 50, popular: false, price_id: null },
    ]);
    expect(cards.map((card) => [card.pack.key, card.priceId])).toEqual([
      ["starter", null],
      ["traveller", null],
      ["explorer", "price_x"],
    ]);
  });
});
