import { BIG_VISIT_MINUTES, isBigMuseum } from "../scheduling/day-rhythm.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** Two large museums or galleries (BIG_VISIT_MINUTES or more each) never follow each other. */
export const bigMuseumsRule: PlanRule = {
  code: "museums_back_to_back",
  label: "Large museums apart",
  check(context) {
    const violations: RuleViolation[] = [];
    for (const day of context.plan) {
      day.activities.forEach((activity, k) => {
        const previous = day.activities[k - 1];
        if (!previous) return;
        const big = (a: typeof activity) => isBigMuseum(a.category, a.duration_minutes ?? 0);
        if (big(previous) && big(activity)) {
          violations.push({
            code: "museums_back_to_back",
            day: day.day,
            message: `Day ${day.day} has ${previous.name} and ${activity.name} back to back, each ${BIG_VISIT_MINUTES} minutes or more.`,
          });
        }
      });
    }
    return violations;
  },
};
