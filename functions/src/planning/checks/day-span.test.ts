import { describe, expect, it } from "vitest";
import { daySpanRule } from "./day-span.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

const balancedDay = (end: string, note?: string) => ({
  ...timedDay(1, [visit("Belém Tower", "09:30", "11:00"), visit("Jerónimos Monastery", "11:15", end)]),
  ...(note ? { note } : {}),
});

describe("day span per pace", () => {
  it("reports a Balanced day that stops after lunch (Lisbon at 14:15), naming the pace's end", () => {
    expect(daySpanRule.check(contextOf([balancedDay("14:15")]))).toEqual([
      {
        code: "day_span",
        day: 1,
        message: "Day 1 ends at 14:15; a Balanced day runs until 17:00 or says what to do with the free time.",
      },
    ]);
  });

  it("accepts a day that runs to its pace's end, or one whose note says what to do with the free time", () => {
    expect(daySpanRule.check(contextOf([balancedDay("17:00")]))).toEqual([]);
    expect(daySpanRule.check(contextOf([balancedDay("14:15", "Free afternoon in Alfama: wander the lanes")]))).toEqual(
      [],
    );
  });

  it("holds each pace to its own end: Relaxed from 15:00, Action-Packed into the evening, a family's by early evening", () => {
    const day = (end: string) => [timedDay(1, [visit("A", "10:00", end)])];
    expect(daySpanRule.check(contextOf(day("15:00"), { travelPace: "Chill" }))).toEqual([]);
    expect(daySpanRule.check(contextOf(day("13:05"), { travelPace: "Chill" })).map((v) => v.code)).toEqual([
      "day_span",
    ]);
    expect(daySpanRule.check(contextOf(day("18:00"), { travelPace: "Intense" })).map((v) => v.code)).toEqual([
      "day_span",
    ]);
    expect(daySpanRule.check(contextOf(day("19:30"), { travelPace: "Intense" }))).toEqual([]);
    expect(daySpanRule.check(contextOf(day("17:30"), { travelPace: "Intense", travelType: "Family" }))).toEqual([]);
  });

  it("leaves day trips and drafts alone", () => {
    const trip = [timedDay(1, [visit("Sintra", "09:00", "13:00", { category: "daytrip" })])];
    expect(daySpanRule.check(contextOf(trip))).toEqual([]);
    expect(daySpanRule.check({ ...contextOf([balancedDay("14:15")]), isFinal: false })).toEqual([]);
  });
});
