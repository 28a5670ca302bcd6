import { describe, expect, it } from "vitest";
import { mealBreaksRule } from "./meal-breaks.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

const check = (...activities: Parameters<typeof timedDay>[1]) =>
  mealBreaksRule.check(contextOf([timedDay(1, activities)]));

describe("meal breaks", () => {
  it("reports a day running through lunch without a pause (the Family day in Paris, 09:00 to 14:50)", () => {
    const violations = check(visit("A", "09:00", "11:00"), visit("B", "11:15", "13:00"), visit("C", "13:15", "14:50"));
    expect(violations).toEqual([
      { code: "meal_break", day: 1, message: "Day 1 leaves no 45-minute break for lunch between 11:30 and 14:30." },
    ]);
  });

  it("accepts a 45-minute gap in the window, a food stop there, or a day that ends before it", () => {
    expect(check(visit("A", "09:00", "12:00"), visit("B", "12:50", "15:00"))).toEqual([]);
    expect(
      check(
        visit("A", "09:00", "12:00"),
        visit("Market", "12:00", "13:00", { category: "food" }),
        visit("B", "13:00", "15:00"),
      ),
    ).toEqual([]);
    expect(check(visit("A", "09:00", "11:00"))).toEqual([]);
  });

  it("counts travel as travel, not as a break", () => {
    // 40 minutes apart in time, but B is 8 km away: the gap is spent on the way.
    const far = visit("B", "12:40", "15:00", { latitude: 38.7223, longitude: -9.05 });
    expect(check(visit("A", "09:00", "12:00"), far).map((v) => v.code)).toEqual(["meal_break"]);
  });

  it("asks for dinner on an evening that runs through 18:00-21:00, and leaves day trips alone", () => {
    expect(check(visit("A", "16:00", "18:30"), visit("Show", "18:45", "22:00")).map((v) => v.message)).toEqual([
      "Day 1 leaves no 45-minute break for dinner between 18:00 and 21:00.",
    ]);
    expect(check(visit("Sintra", "09:00", "19:00", { category: "daytrip" }))).toEqual([]);
  });

  it("says nothing about drafts, which have no times yet", () => {
    const draft = {
      day: 1,
      activities: [{ name: "A", transport: "", highlight: "", opening_hours: "", entry_fee: "" }],
    };
    expect(mealBreaksRule.check({ ...contextOf([timedDay(1, [])]), plan: [draft], isFinal: false })).toEqual([]);
  });

  it("counts a stop the traveller chose for lunch, whatever its category (a market hall, a neighbourhood)", () => {
    const hall = visit("Le Marais", "12:00", "13:00", { category: "neighbourhood", meal: "lunch" });
    expect(check(visit("A", "09:00", "12:00"), hall, visit("B", "13:00", "15:00"))).toEqual([]);
    const plain = visit("Le Marais", "12:00", "13:00", { category: "neighbourhood" });
    expect(check(visit("A", "09:00", "12:00"), plain, visit("B", "13:00", "15:00")).map((v) => v.code)).toEqual([
      "meal_break",
    ]);
  });
});
