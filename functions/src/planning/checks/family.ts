import type { Activity, FinalActivity } from "@itinerary/contract";
import { toHhmm, toMinutes } from "../model/hours.ts";
import { FAMILY_DAY_END } from "../scheduling/schedule.ts";
import { EVENING_OPENS } from "../guide/traveller-fit.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** Adult venues named as such, for places the guide does not hold (a model's plan). */
const ADULT_WORDS =
  /\b(cabaret|nightclubs?|night ?club|bar crawl|pub crawl|strip ?club|red[- ]light|burlesque|casino|go-go bars?|sex museum|peep show)\b/i;

/**
 * Family suitability: no adult-only stops (cabarets, nightclubs, bar crawls, red-light districts:
 * the guide's flag, or the words for places it does not hold), no evening outings, and in a final
 * plan every day over by FAMILY_DAY_END.
 */
export const familySuitability: PlanRule = {
  code: "family_suitability",
  label: "Family suitability",
  check({ preferences, plan, isFinal, trip }) {
    if (preferences.travelType !== "Family") return [];
    const catalogue = catalogueOf(trip);
    const violations: RuleViolation[] = [];
    for (const day of plan) {
      for (const activity of day.activities as readonly (Activity & Partial<FinalActivity>)[]) {
        const place = catalogue?.placeOf(activity);
        const adult = place
          ? place.adultOnly === true
          : ADULT_WORDS.test(`${activity.name} ${activity.category ?? ""}`);
        if (adult)
          violations.push({
            code: this.code,
            day: day.day,
            message: `${activity.name} on day ${day.day} is for adults only, not for a family trip.`,
          });
        const window = place ? place.hours : activity.opening_window;
        if (window && toMinutes(window.open) >= toMinutes(EVENING_OPENS)) {
          violations.push({
            code: this.code,
            day: day.day,
            message: `${activity.name} on day ${day.day} is an evening outing (from ${window.open}); a family day ends by early evening.`,
          });
        } else if (isFinal && activity.end_time && toMinutes(activity.end_time) > FAMILY_DAY_END) {
          violations.push({
            code: this.code,
            day: day.day,
            message: `Day ${day.day} runs until ${activity.end_time}; a family day ends by ${toHhmm(FAMILY_DAY_END)}.`,
          });
        }
      }
    }
    return violations;
  },
};
