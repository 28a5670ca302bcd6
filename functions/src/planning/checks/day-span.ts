import { PACE_RANGE } from "@itinerary/contract";
import { toHhmm, toMinutes } from "../model/hours.ts";
import { isCityDayWithStops } from "../scheduling/day-end.ts";
import { paceDayFor } from "../scheduling/pace-day.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/**
 * A city day of a final plan runs as its pace does (PACE_DAY: a Relaxed day into the afternoon, a
 * Balanced one into the early evening, an Action-Packed one into the evening), or says on the day what
 * to do with the free time (its `note`), so a day never just stops after lunch.
 */
export const daySpanRule: PlanRule = {
  code: "day_span",
  label: "Days as long as the pace",
  check({ preferences, plan, isFinal }) {
    if (!isFinal) return [];
    const { endsFrom } = paceDayFor(preferences);
    const violations: RuleViolation[] = [];
    for (const day of plan) {
      if (!isCityDayWithStops(day) || day.note?.trim()) continue;
      const ends = day.activities
        .map((stop) => ("end_time" in stop ? stop.end_time : undefined))
        .filter((end): end is string => Boolean(end))
        .map(toMinutes);
      if (ends.length === 0) continue;
      const end = Math.max(...ends);
      if (end >= endsFrom) continue;
      violations.push({
        code: this.code,
        day: day.day,
        message: `Day ${day.day} ends at ${toHhmm(end)}; a ${PACE_RANGE[preferences.travelPace].label} day runs until ${toHhmm(endsFrom)} or says what to do with the free time.`,
      });
    }
    return violations;
  },
};
