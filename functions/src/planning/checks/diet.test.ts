import { describe, expect, it } from "vitest";
import { dietFitRule } from "./diet.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

describe("diet fit", () => {
  it("rejects a seafood counter as a vegetarian's food stop, and leaves other diets and places alone", () => {
    const sf = (dietaryNeeds: string) => rulePrefs({ destinationCity: "San Francisco", dietaryNeeds });
    const plan = [day(1, stop("Swan Oyster Depot"), stop("Golden Gate Bridge"))];
    expect(dietFitRule.check(ruleContext(sf("vegetarian"), plan))).toEqual([
      { code: "diet_fit", day: 1, message: "Swan Oyster Depot on day 1 does not suit a vegetarian diet." },
    ]);
    expect(dietFitRule.check(ruleContext(sf("halal"), plan))).toEqual([]);
    expect(dietFitRule.check(ruleContext(sf(""), plan))).toEqual([]);
  });

  it("judges a model's food stop by its own words", () => {
    const elsewhere = rulePrefs({ destinationCity: "Testville", dietaryNeeds: "vegan" });
    expect(
      dietFitRule.check(
        ruleContext(elsewhere, [day(1, stop("Joe's Steakhouse", { category: "food", highlight: "Dry-aged steak" }))]),
      ),
    ).toHaveLength(1);
    expect(
      dietFitRule.check(
        ruleContext(elsewhere, [day(1, stop("Green Bowl", { category: "food", highlight: "Salads and grain bowls" }))]),
      ),
    ).toEqual([]);
  });
});
