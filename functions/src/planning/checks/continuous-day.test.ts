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

  it("counts a rest and dinner before an evening stop as the day's dinner, not a hole; the same gap at midday is one", () => {
    const evening = [
      timedDay(1, [
        visit("A", "10:00", "17:00"),
        visit("Clube de Fado", "20:30", "22:00", { category: "entertainment" }),
      ]),
    ];
    expect(continuousDayRule.check(contextOf(evening))).toEqual([]);
    const midday = [timedDay(1, [visit("A", "09:00", "10:00"), visit("B", "13:30", "17:00")])];
    expect(continuousDayRule.check(contextOf(midday)).map((v) => v.code)).toEqual(["day_hole"]);
    // Dinner takes its time, not the whole evening: 17:00 to 21:45 is still a hole.
    const late = [timedDay(1, [visit("A", "10:00", "17:00"), visit("Show", "21:45", "23:00")])];
    expect(continuousDayRule.check(contextOf(late)).map((v) => v.code)).toEqual(["day_hole"]);
  });
});
