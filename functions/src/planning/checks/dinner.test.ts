import { describe, expect, it } from "vitest";
import { dinnerRule } from "./dinner.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

const day = (over: Partial<ReturnType<typeof timedDay>> = {}, activities = [visit("Alfama", "10:00", "17:00")]) => ({
  ...timedDay(1, activities),
  ...over,
});

describe("dinner on every city day", () => {
  it("reports a city day that does not say where to eat", () => {
    expect(dinnerRule.check(contextOf([day()]))).toEqual([
      { code: "dinner", day: 1, message: "Day 1 does not say where to have dinner." },
    ]);
  });

  it("accepts the day's dinner, a stop chosen for dinner, or a food stop that is dinner", () => {
    expect(dinnerRule.check(contextOf([day({ dinner: { name: "Time Out Market", time: "20:00" } })]))).toEqual([]);
    const chosen = [visit("A", "10:00", "17:00"), visit("Bairro Alto", "19:30", "21:00", { meal: "dinner" })];
    expect(dinnerRule.check(contextOf([day({}, chosen)]))).toEqual([]);
    const food = [visit("A", "10:00", "17:00"), visit("Time Out Market", "19:00", "20:15", { category: "food" })];
    expect(dinnerRule.check(contextOf([day({}, food)]))).toEqual([]);
    // A café's half hour at six is no dinner.
    const cafe = [visit("A", "10:00", "17:00"), visit("A Brasileira", "18:05", "18:35", { category: "food" })];
    expect(dinnerRule.check(contextOf([day({}, cafe)])).map((v) => v.code)).toEqual(["dinner"]);
  });

  it("asks for a dinner hour: not at five, not past ten, a family's by seven", () => {
    expect(dinnerRule.check(contextOf([day({ dinner: { name: "Tasca", time: "17:00" } })]))[0]?.message).toBe(
      "Dinner on day 1 (Tasca) is at 17:00; plan it between 18:00 and 22:00.",
    );
    expect(dinnerRule.check(contextOf([day({ dinner: { name: "Tasca", time: "22:30" } })]))).toHaveLength(1);
    const late = [day({ dinner: { name: "Tasca", time: "20:00" } })];
    expect(dinnerRule.check(contextOf(late))).toEqual([]);
    expect(dinnerRule.check(contextOf(late, { travelType: "Family" }))[0]?.message).toBe(
      "Dinner on day 1 (Tasca) is at 20:00; plan it between 18:00 and 19:00.",
    );
  });

  it("leaves day trips, free days and drafts alone", () => {
    const trip = day({}, [visit("Sintra", "09:00", "18:00", { category: "daytrip" })]);
    expect(dinnerRule.check(contextOf([trip]))).toEqual([]);
    expect(dinnerRule.check(contextOf([day({}, [])]))).toEqual([]);
    expect(dinnerRule.check({ ...contextOf([day()]), isFinal: false })).toEqual([]);
  });
});
