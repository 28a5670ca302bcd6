import { MAX_DECLINED_PER_DAY } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { contextForDay, dayChoices, dayChoicesOf, declinedNames } from "./day-choices.ts";

const context = { transport: "Public" as const, reducedMobility: false, base: null };

describe("a day's own choices", () => {
  it("gives a day its own start, and leaves the trip's context alone for 09:00 or none", () => {
    expect(contextForDay(context, { day_start: "10:30" })).toEqual({ ...context, dayStart: 630 });
    expect(contextForDay(context, { day_start: "09:00" })).toBe(context);
    expect(contextForDay(context, undefined)).toBe(context);
  });

  it("carries only what is set, and keeps the most recent declined places within the limit", () => {
    expect(dayChoicesOf({})).toEqual({});
    expect(dayChoicesOf({ day_start: "10:00", declined: [] })).toEqual({ day_start: "10:00" });
    expect(dayChoices(540, ["A", "A", "B"])).toEqual({ declined: ["A", "B"] });
    const many = Array.from({ length: MAX_DECLINED_PER_DAY + 5 }, (_, k) => `Place ${k}`);
    const kept = dayChoices(600, many);
    expect(kept.day_start).toBe("10:00");
    expect(kept.declined).toHaveLength(MAX_DECLINED_PER_DAY);
    expect(kept.declined!.at(-1)).toBe(`Place ${MAX_DECLINED_PER_DAY + 4}`);
    expect([...declinedNames([{ declined: ["A"] }, {}, { declined: ["B", "A"] }])]).toEqual(["A", "B"]);
  });
});
