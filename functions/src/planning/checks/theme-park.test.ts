import { describe, expect, it } from "vitest";
import { themeParkDay } from "./theme-park.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const check = (preferences: ReturnType<typeof rulePrefs>, ...days: ReturnType<typeof day>[]) =>
  themeParkDay.check(ruleContext(preferences, days));

describe("theme-park days", () => {
  it("gives a theme park the whole day, food stops aside", () => {
    expect(check(rulePrefs(), day(1, stop("Disneyland Paris")))).toEqual([]);
    expect(check(rulePrefs(), day(1, stop("Disneyland Paris"), stop("Rue Montorgueil")))).toEqual([]);
    expect(check(rulePrefs(), day(1, stop("Disneyland Paris"), stop("Louvre Museum")))[0]?.message).toBe(
      "Disneyland Paris takes the whole of day 1, which also holds Louvre Museum.",
    );
  });

  it("never puts two parks on one day", () => {
    const tokyo = rulePrefs({ destinationCity: "Tokyo" });
    expect(check(tokyo, day(1, stop("Tokyo Disneyland"), stop("Tokyo DisneySea")))[0]?.message).toMatch(
      /^Day 1 has 2 theme parks/,
    );
    expect(check(tokyo, day(1, stop("Tokyo Disneyland")), day(2, stop("Tokyo DisneySea")))).toEqual([]);
  });

  it("knows parks the guide does not hold by name, and small funfairs the guide holds are city stops", () => {
    const elsewhere = rulePrefs({ destinationCity: "Orlando" });
    expect(check(elsewhere, day(1, stop("Magic Kingdom"), stop("Epcot")))).toHaveLength(1);
    const barcelona = rulePrefs({ destinationCity: "Barcelona" });
    expect(check(barcelona, day(1, stop("Tibidabo Amusement Park"), stop("Park Güell")))).toEqual([]);
  });
});
