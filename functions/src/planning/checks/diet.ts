import { dietFit, dietsOf } from "../guide/diet.ts";
import type { Category } from "../guide/place.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** With dietary needs, no food stop is plainly unsuitable (a seafood bar for a vegetarian). */
export const dietFitRule: PlanRule = {
  code: "diet_fit",
  label: "Diet fit",
  check({ preferences, plan, trip }) {
    const diets = dietsOf(preferences.dietaryNeeds);
    if (diets.length === 0) return [];
    const catalogue = catalogueOf(trip);
    const violations: RuleViolation[] = [];
    for (const day of plan) {
      for (const activity of day.activities) {
        const place = catalogue?.placeOf(activity) ?? {
          name: activity.name,
          highlight: activity.highlight,
          category: (activity.category ?? "") as Category,
          interests: [],
        };
        if (dietFit(place, diets) === "unfit") {
          violations.push({
            code: this.code,
            day: day.day,
            message: `${activity.name} on day ${day.day} does not suit a ${diets.join(" and ")} diet.`,
          });
        }
      }
    }
    return violations;
  },
};
