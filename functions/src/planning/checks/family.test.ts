import { describe, expect, it } from "vitest";
import { familySuitability } from "./family.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const family = rulePrefs({ travelType: "Family" });
const check = (preferences: ReturnType<typeof rulePrefs>, ...days: ReturnType<typeof day>[]) =>
  familySuitability.check(ruleContext(preferences, days));

describe("family suitability", () => {
  it("rejects the Moulin Rouge in a family plan, and says why", () => {
    const found = check(family, day(1, stop("Louvre Museum"), stop("Moulin Rouge")));
    expect(found.map((v) => v.message)).toEqual([
      "Moulin Rouge on day 1 is for adults only, not for a family trip.",
      "Moulin Rouge on day 1 is an evening outing (from 21:00); a family day ends by early evening.",
    ]);
    expect(found.every((v) => v.code === "family_suitability" && v.day === 1)).toBe(true);
  });

  it("leaves couples and friends their evening out", () => {
    expect(check(rulePrefs({ travelType: "Couple" }), day(1, stop("Moulin Rouge")))).toEqual([]);
    expect(check(rulePrefs({ travelType: "Friends" }), day(1, stop("Moulin Rouge")))).toEqual([]);
  });

  it("knows adult venues the guide does not hold by their words", () => {
    const elsewhere = rulePrefs({ travelType: "Family", destinationCity: "Testville" });
    expect(check(elsewhere, day(1, stop("Crazy Horse Cabaret")))).toHaveLength(1);
    expect(check(elsewhere, day(1, stop("Old Town Pub Crawl")))).toHaveLength(1);
    expect(check(elsewhere, day(1, stop("City Museum")))).toEqual([]);
  });

  it("ends a family's final day by 19:30", () => {
    const late = day(
      1,
      stop("Louvre Museum", { start_time: "09:00", end_time: "12:00", time: "" }),
      stop("Eiffel Tower", { start_time: "18:00", end_time: "20:00", time: "" }),
    );
    expect(check(family, late).map((v) => v.message)).toEqual(["Day 1 runs until 20:00; a family day ends by 19:30."]);
    const early = day(
      1,
      stop("Louvre Museum", { start_time: "09:00", end_time: "12:00", time: "" }),
      stop("Eiffel Tower", { start_time: "17:00", end_time: "19:30", time: "" }),
    );
    expect(check(family, early)).toEqual([]);
  });
});
