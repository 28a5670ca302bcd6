import { catalogueOf } from "./catalogue.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** Theme parks by name, for places the guide does not hold. */
const PARK_NAMES =
  /\b(disneyland|disneysea|disney world|magic kingdom|epcot|universal studios|islands of adventure|theme park|legoland|six flags|lotte world|everland|ocean park|port ?aventura|europa[- ]park|efteling|gardaland|phantasialand)\b/i;

/** A theme park is a whole day: its day holds nothing else but food stops, and never a second park. */
export const themeParkDay: PlanRule = {
  code: "theme_park_day",
  label: "Theme park days",
  check({ plan, trip }) {
    const catalogue = catalogueOf(trip);
    const violations: RuleViolation[] = [];
    for (const day of plan) {
      const isPark = (name: string) => {
        const place = catalogue?.placeOf({ name });
        return place ? place.themePark === true : PARK_NAMES.test(name);
      };
      const parks = day.activities.filter((activity) => isPark(activity.name));
      if (parks.length === 0) continue;
      if (parks.length > 1) {
        violations.push({
          code: this.code,
          day: day.day,
          message: `Day ${day.day} has ${parks.length} theme parks (${parks.map((a) => a.name).join(", ")}); each needs a whole day.`,
        });
        continue;
      }
      const others = day.activities.filter(
        (activity) =>
          !isPark(activity.name) &&
          !["food", "market"].includes(catalogue?.placeOf(activity)?.category ?? activity.category ?? ""),
      );
      if (others.length > 0) {
        violations.push({
          code: this.code,
          day: day.day,
          message: `${parks[0]!.name} takes the whole of day ${day.day}, which also holds ${others.map((a) => a.name).join(", ")}.`,
        });
      }
    }
    return violations;
  },
};
