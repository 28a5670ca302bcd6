import type { z } from "zod";
import type { TravelPace } from "./enums.ts";
import { PACE_RANGE } from "./limits.ts";

/**
 * The most stops one day of a plan may have when the client sends it back to be revised or
 * finalized: the pace's maximum, or the busiest pace's when no pace is known. Each stop can cost
 * paid map lookups, so a hand-made body of 14 days of 12 stops must not reach the planner.
 */
export function maxStopsPerDay(pace: TravelPace | undefined): number {
  return PACE_RANGE[pace ?? "Intense"].max;
}

export function tooManyStopsMessage(day: number, count: number, pace: TravelPace | undefined): string {
  const max = maxStopsPerDay(pace);
  const limit = pace ? `the ${PACE_RANGE[pace].label} pace allows at most ${max}` : `at most ${max} are allowed`;
  return `Day ${day} has ${count} activities; ${limit}. Remove some activities from that day, or choose a busier pace.`;
}

/** A refinement for request bodies that carry a draft and, maybe, the trip's pace. */
export function checkStopsPerDay(
  days: readonly { day: number; activities: readonly unknown[] }[],
  pace: TravelPace | undefined,
  ctx: z.core.$RefinementCtx,
): void {
  const max = maxStopsPerDay(pace);
  for (const day of days) {
    if (day.activities.length > max) {
      ctx.addIssue({ code: "custom", message: tooManyStopsMessage(day.day, day.activities.length, pace), path: [] });
    }
  }
}
