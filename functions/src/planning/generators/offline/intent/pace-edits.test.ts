import { describe, expect, it } from "vitest";
import { toMinutes } from "../../../model/hours.ts";
import { FAMILY_DAY_END, finalizePlan } from "../../../scheduling/schedule.ts";
import { reviseDraft } from "../revise.ts";
import { fixturePlan } from "./test-plans.ts";

describe("day starts and pace per day", () => {
  it("keeps a family's days ending by early evening when they start later", () => {
    const { draft, preferences } = fixturePlan("paris");
    const family = { ...preferences, travelType: "Family" as const };
    const revised = reviseDraft(draft, "start at 11", family);
    expect(revised.itinerary.every((day) => day.day_start === "11:00")).toBe(true);
    const final = finalizePlan(revised.itinerary, family);
    for (const day of final.structured_plan) {
      expect(toMinutes(day.activities[0]!.start_time!)).toBeGreaterThanOrEqual(11 * 60);
      expect(Math.max(...day.activities.map((a) => toMinutes(a.end_time!)))).toBeLessThanOrEqual(FAMILY_DAY_END);
    }
    // Whatever the later start left no room for was taken out in the draft and said, not dropped silently at the end.
    expect(final.notifications.filter((note) => note.startsWith("Left out"))).toEqual([]);
  });

  it("keeps a day's start through later revisions until the traveller changes it", () => {
    const { draft, preferences } = fixturePlan("rome");
    const later = reviseDraft(draft, "start at 10 on day 2", preferences).itinerary;
    expect(later.map((day) => day.day_start)).toEqual([undefined, "10:00", undefined]);
    const more = reviseDraft(later, "more food", preferences);
    expect(more.itinerary.map((day) => day.day_start)).toEqual([undefined, "10:00", undefined]);
    const back = reviseDraft(later, "start at 9 on day 2", preferences);
    expect(back.itinerary.map((day) => day.day_start)).toEqual([undefined, undefined, undefined]);
    expect(back.notifications[0]).toBe("Earlier starts: day 2 starts at 09:00 (was 10:00).");
  });

  it("changes only the day named, and every city day without one", () => {
    const { draft, preferences } = fixturePlan("amsterdam");
    const counts = (plan: typeof draft) => plan.map((day) => day.activities.length);
    expect(counts(reviseDraft(draft, "make day 3 lighter", preferences).itinerary)).toEqual([5, 5, 4]);
    expect(counts(reviseDraft(draft, "make it lighter", preferences).itinerary)).toEqual([4, 4, 4]);
  });
});
