import type { Activity } from "@itinerary/contract";
import { hasMobilityNeeds } from "../guide/traveller-fit.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** Climbs by their description, for places the guide does not hold. */
const CLIMB_WORDS = /\b(climb|climbs|climbing|hike|hiking|scramble|\d+ (steps|stairs))\b/i;
/** Longest walk between stops for a traveller with mobility needs. */
export const MOBILITY_WALK_KM = 1;

/**
 * With mobility needs ("wheelchair", "can't walk far", "stroller"), a plan has no climbs (towers,
 * hill walks, stepped streets) and no walk between stops longer than MOBILITY_WALK_KM.
 */
export const mobilityFit: PlanRule = {
  code: "mobility_fit",
  label: "Mobility fit",
  check({ preferences, plan, trip }) {
    if (!hasMobilityNeeds(preferences)) return [];
    const catalogue = catalogueOf(trip);
    const violations: RuleViolation[] = [];
    for (const day of plan) {
      for (const activity of day.activities as readonly Activity[]) {
        const place = catalogue?.placeOf(activity);
        const climb = place ? place.climb === true : CLIMB_WORDS.test(`${activity.name} ${activity.highlight}`);
        if (climb)
          violations.push({
            code: this.code,
            day: day.day,
            message: `${activity.name} on day ${day.day} is a climb, which does not suit "${preferences.mobilityNeeds}".`,
          });
        const walk = /\bwalk (?:about )?(\d+(?:\.\d+)?) km/i.exec(activity.transport);
        if (walk && Number(walk[1]) > MOBILITY_WALK_KM) {
          violations.push({
            code: this.code,
            day: day.day,
            message: `Reaching ${activity.name} on day ${day.day} is a ${walk[1]} km walk; with mobility needs it should be a short hop or a ride.`,
          });
        }
      }
    }
    return violations;
  },
};
