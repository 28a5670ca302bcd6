import { describe, expect, it } from "vitest";
import { repeatsRule } from "./repeats.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const paris = rulePrefs({ numberOfDays: 3 });
const check = (...days: ReturnType<typeof day>[]) => repeatsRule.check(ruleContext(paris, days));

describe("no place twice", () => {
  it("leaves the same name twice to the core duplicate check, and finds the guide's place under another spelling", () => {
    expect(check(day(1, stop("Louvre Museum")), day(2, stop("louvre museum ")))).toEqual([]);
    const found = check(
      day(1, stop("Musée d'Orsay"), stop("Tuileries Garden")),
      day(2, stop("Louvre Museum")),
      day(3, stop("Musée d’Orsay")),
    );
    expect(found.map((v) => [v.code, v.day])).toEqual([["repeats", 3]]);
    expect(found[0]!.message).toBe("Musée d’Orsay on day 3 repeats a place already planned on day 1.");
  });

  it("knows one place under two names a few steps apart, but not two guide places or two far-apart stops", () => {
    const louvre = { latitude: 48.8606, longitude: 2.3376 };
    expect(
      check(day(1, stop("Louvre", louvre)), day(2, stop("The Louvre Museum", { ...louvre, latitude: 48.8607 }))),
    ).toHaveLength(1);
    expect(
      check(day(1, stop("Market Hall", louvre)), day(2, stop("Market Hall Café", { latitude: 48.87, longitude: 2.3 }))),
    ).toEqual([]);
    expect(check(day(1, stop("Louvre Museum"), stop("Tuileries Garden")), day(2, stop("Musée d'Orsay")))).toEqual([]);
  });
});
