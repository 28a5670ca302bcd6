import { describe, expect, it } from "vitest";
import { bigMuseumsRule } from "./big-museums.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

const museum = (name: string, start: string, end: string, minutes: number) =>
  visit(name, start, end, { category: "museum", duration_minutes: minutes });

describe("large museums apart", () => {
  it("reports two museums of two hours or more back to back", () => {
    const plan = [timedDay(1, [museum("Louvre", "09:00", "12:00", 180), museum("Orsay", "12:15", "14:15", 120)])];
    expect(bigMuseumsRule.check(contextOf(plan)).map((v) => v.message)).toEqual([
      "Day 1 has Louvre and Orsay back to back, each 120 minutes or more.",
    ]);
  });

  it("accepts them with another stop between, or when one is a short visit", () => {
    const apart = [
      timedDay(1, [
        museum("Louvre", "09:00", "12:00", 180),
        visit("Tuileries", "12:00", "13:00"),
        museum("Orsay", "13:15", "15:15", 120),
      ]),
    ];
    expect(bigMuseumsRule.check(contextOf(apart))).toEqual([]);
    const short = [timedDay(1, [museum("Louvre", "09:00", "12:00", 180), museum("Orangerie", "12:15", "13:15", 60)])];
    expect(bigMuseumsRule.check(contextOf(short))).toEqual([]);
  });
});
