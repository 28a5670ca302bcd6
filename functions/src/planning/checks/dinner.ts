import type { FinalDay } from "@itinerary/contract";
import { toMinutes } from "../model/hours.ts";
import { dinnerStopOf, isCityDayWithStops } from "../scheduling/day-end.ts";
import { DINNER_WINDOW, FAMILY_DINNER_LATEST } from "../scheduling/pace-day.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";
import { hhmm } from "./timeline.ts";

/**
 * Every city day of a final plan says where and when to have dinner: its `dinner`, or a stop chosen
 * for dinner (or a food stop in the dinner window), at a dinner hour (DINNER_WINDOW; a family's by
 * FAMILY_DINNER_LATEST). A day trip's day eats where it goes.
 */
export const dinnerRule: PlanRule = {
  code: "dinner",
  label: "Dinner on every city day",
  check({ preferences, plan, isFinal }) {
    if (!isFinal) return [];
    const latest =
      preferences.travelType === "Family"
        ? Math.min(DINNER_WINDOW.to, toMinutes(FAMILY_DINNER_LATEST))
        : DINNER_WINDOW.to;
    const violations: RuleViolation[] = [];
    for (const day of plan as readonly FinalDay[]) {
      if (!isCityDayWithStops(day)) continue;
      const stop = dinnerStopOf(day);
      const time = day.dinner?.time ?? stop?.start_time;
      if (!day.dinner && !stop) {
        violations.push({
          code: this.code,
          day: day.day,
          message: `Day ${day.day} does not say where to have dinner.`,
        });
        continue;
      }
      if (!time) continue;
      const minute = toMinutes(time);
      if (minute < DINNER_WINDOW.from || minute > latest) {
        const name = day.dinner?.name ?? stop!.name;
        violations.push({
          code: this.code,
          day: day.day,
          message: `Dinner on day ${day.day} (${name}) is at ${time}; plan it between ${hhmm(DINNER_WINDOW.from)} and ${hhmm(latest)}.`,
        });
      }
    }
    return violations;
  },
};
