import { describe, expect, it } from "vitest";
import { reviseDraft } from "../revise.ts";
import { fixturePlan } from "./test-plans.ts";
import { SHORTEST_VISIT } from "./visit-length.ts";

const minutesAt = (plan: ReturnType<typeof reviseDraft>["itinerary"], name: string) =>
  plan.flatMap((day) => day.activities).find((activity) => activity.name === name)?.duration_minutes;

describe("visit lengths", () => {
  it("shortens a visit by about a third each time, never below the shortest sensible visit, and keeps the place", () => {
    const { draft, preferences } = fixturePlan("paris");
    let plan = draft;
    const lengths: number[] = [];
    for (let k = 0; k < 5; k++) {
      plan = reviseDraft(plan, "less time at the Louvre", preferences).itinerary;
      lengths.push(minutesAt(plan, "Louvre Museum")!);
    }
    expect(lengths).toEqual([75, 45, SHORTEST_VISIT, SHORTEST_VISIT, SHORTEST_VISIT]);
    const again = reviseDraft(plan, "less time at the Louvre", preferences);
    expect(again.notifications[0]).toMatch(/^Louvre Museum already has 30 min, as short a visit as makes sense/);
  });

  it("lengthens a shortened visit again from where it is", () => {
    const { draft, preferences } = fixturePlan("paris");
    const shorter = reviseDraft(draft, "less time at the Louvre", preferences).itinerary;
    const longer = reviseDraft(shorter, "more time at the Louvre", preferences);
    expect(minutesAt(longer.itinerary, "Louvre Museum")).toBeGreaterThan(75);
    expect(longer.notifications[0]).toMatch(/^More time at Louvre Museum on day 1: .* instead of 1 h 15 min\./);
  });

  it("says a day trip is a whole day rather than shortening it", () => {
    const { draft, preferences } = fixturePlan("parisLong");
    const result = reviseDraft(draft, "less time at Versailles", preferences);
    expect(result.notifications[0]).toMatch(/^Palace of Versailles is a day trip, a whole day/);
    expect(result.itinerary[1]!.activities.map((a) => a.name)).toEqual(["Palace of Versailles"]);
  });
});
