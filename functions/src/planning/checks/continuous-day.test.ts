import { describe, expect, it } from "vitest";
import { continuousDayRule } from "./continuous-day.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

describe("continuous days", () => {
  it("reports New York's day 3: nothing from 11:15 to 19:00, then a show", () => {
    const plan = [timedDay(1, [visit("Met", "09:00", "11:15"), visit("Broadway", "19:00", "22:00")])];
    expect(continuousDayRule.check(contextOf(plan))).toEqual([
      { code: "day_hole", day: 1, message: "Day 1 has nothing planned from 11:15 to 19:00." },
    ]);
  });

  it("accepts a lunch break and travel between visits", () => {
    const plan = [
      timedDay(1, [visit("A", "09:00", "12:00"), visit("B", "13:30", "16:00"), visit("C", "16:15", "18:00")]),
    ];
    expect(continuousDayRule.check(contextOf(plan))).toEqual([]);
  });
});
