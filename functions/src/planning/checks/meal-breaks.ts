import { MEAL_BREAK_MINUTES, MEALS, mealCovered } from "../scheduling/day-rhythm.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";
import { hhmm, timelineOf } from "./timeline.ts";
import { isDayTripDay } from "../model/plan.ts";

/**
 * A final day out during lunch (or dinner) leaves a break of MEAL_BREAK_MINUTES for it inside the
 * meal's window, or has a food stop there. Day trips eat where they go; drafts have no times yet.
 */
export const mealBreaksRule: PlanRule = {
  code: "meal_break",
  label: "Meal breaks",
  check(context) {
    const violations: RuleViolation[] = [];
    for (const day of context.plan) {
      if (isDayTripDay(day)) continue;
      const visits = timelineOf(day, context);
      if (!visits) continue;
      for (const meal of MEALS) {
        if (mealCovered(visits, meal)) continue;
        violations.push({
          code: "meal_break",
          day: day.day,
          message: `Day ${day.day} leaves no ${MEAL_BREAK_MINUTES}-minute break for ${meal.name} between ${hhmm(meal.from)} and ${hhmm(meal.to)}.`,
        });
      }
    }
    return violations;
  },
};
