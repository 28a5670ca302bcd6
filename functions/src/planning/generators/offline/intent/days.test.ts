import { describe, expect, it } from "vitest";
import { dayOfToken, markDays, resolveDay } from "./days.ts";
import { wordsOf } from "./text.ts";

const days = (text: string) =>
  markDays(wordsOf(text))
    .map(dayOfToken)
    .filter((day) => day !== null);

describe("day references", () => {
  it("reads numbers, number words and ordinals", () => {
    expect(days("on day 2")).toEqual([2]);
    expect(days("on day two")).toEqual([2]);
    expect(days("the 3rd day")).toEqual([3]);
    expect(days("the second day")).toEqual([2]);
    expect(days("the last day")).toEqual(["last"]);
    expect(days("on the final day")).toEqual(["last"]);
    expect(days("swap day 2 and day 3")).toEqual([2, 3]);
    expect(days("swap days 2 and 3")).toEqual([2, 3]);
  });

  it("reads weekdays as travellers type them, today and tomorrow, and the last morning", () => {
    expect(days("if it rains on Thursday")).toEqual([{ weekday: "Thu" }]);
    expect(days("sleep in on thrusday")).toEqual([{ weekday: "Thu" }]);
    expect(days("do wednesdays plan first")).toEqual([{ weekday: "Wed" }]);
    expect(days("a lie in tommorow")).toEqual([{ fromToday: 1 }]);
    expect(days("a slow last morning")).toEqual(["last"]);
    expect(days("sunny weather")).toEqual([]);
  });

  it("leaves day trips and counts of days alone", () => {
    expect(days("add a day trip")).toEqual([]);
    expect(days("for 2 days")).toEqual([]);
  });

  it("resolves against the plan's length", () => {
    expect(resolveDay(2, 3)).toBe(1);
    expect(resolveDay("last", 4)).toBe(3);
    expect(resolveDay(5, 4)).toBeNull();
    expect(resolveDay(0, 4)).toBeNull();
  });

  it("resolves weekdays, tomorrow and a day by what it holds against the plan", () => {
    const frame = {
      count: 3,
      weekdays: ["Mon", "Tue", "Wed"] as const,
      startDate: "2031-06-02",
      today: "2031-06-03",
    };
    expect(resolveDay({ weekday: "Wed" }, { ...frame, weekdays: [...frame.weekdays] })).toBe(2);
    expect(resolveDay({ weekday: "Fri" }, { ...frame, weekdays: [...frame.weekdays] })).toBeNull();
    expect(resolveDay({ fromToday: 1 }, frame)).toBe(2);
    expect(resolveDay({ fromToday: 1 }, { ...frame, today: "2031-06-04" })).toBeNull();
    expect(resolveDay({ fromToday: 0 }, { count: 3 })).toBeNull();
  });
});
