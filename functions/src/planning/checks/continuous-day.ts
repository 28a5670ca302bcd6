import { holesOf } from "../scheduling/day-rhythm.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";
import { hhmm, timelineOf } from "./timeline.ts";

/**
 * A final day is one continuous span: no idle stretch of more than MAX_IDLE_MINUTES between two visits
 * (travel aside), dinner aside: a gap where the day has its dinner may be that much longer (idleAllowance),
 * so an evening stop after a rest and dinner is no hole, while an empty afternoon still is.
 */
export const continuousDayRule: PlanRule = {
  code: "day_hole",
  label: "No holes in a day",
  check(context) {
    const violations: RuleViolation[] = [];
    for (const day of context.plan) {
      const visits = timelineOf(day, context);
      if (!visits) continue;
      holesOf(visits).forEach((hole, k) => {
        if (hole <= 0) return;
        violations.push({
          code: "day_hole",
          day: day.day,
          message: `Day ${day.day} has nothing planned from ${hhmm(visits[k - 1]!.end)} to ${hhmm(visits[k]!.start)}.`,
        });
      });
    }
    return violations;
  },
};
