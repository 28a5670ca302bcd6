import { dateOf } from "../model/hours.ts";
import { inSeason, seasonText } from "../guide/seasons.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** A place open only part of the year (Keukenhof, a tournament, a winter fair) is planned only in season. */
export const seasonRule: PlanRule = {
  code: "season",
  label: "In season",
  check({ preferences, plan, trip }) {
    const catalogue = catalogueOf(trip);
    if (!catalogue || !/^\d{4}-\d{2}-\d{2}$/.test(preferences.startDate)) return [];
    const violations: RuleViolation[] = [];
    for (const day of plan) {
      const date = dateOf(preferences.startDate, day.day);
      for (const activity of day.activities) {
        const season = catalogue.placeOf(activity)?.season;
        if (season && !inSeason(season, date)) {
          violations.push({
            code: this.code,
            day: day.day,
            message: `${activity.name} on day ${day.day} (${date}) is out of season: it is open ${seasonText(season)}.`,
          });
        }
      }
    }
    return violations;
  },
};
