import { distanceKm } from "../geo/geo.ts";
import { nameKey, normalizeText } from "../model/names.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** Two stops this close whose names contain one another are one place under two names ("The Louvre", "Louvre Museum"). */
export const SAME_PLACE_KM = 0.15;

interface Seen {
  name: string;
  key: string;
  /** The guide holds it: two guide places are two places, whatever their names. */
  known: boolean;
  words: string;
  day: number;
  point: { lat: number; lng: number } | null;
}

/**
 * No place twice in one trip: a long trip in a city with a small guide is lighter, never padded with
 * a place already planned. The same name twice is the core duplicate check's; this rule finds one
 * place under two names. A place is the guide's place when the guide knows the stop, else its name;
 * two stops a few steps apart whose names contain one another count as one place too (unless the guide
 * knows both: The Rocks and The Rocks Markets are two places), so a model's
 * "Louvre Museum" on day 4 after "The Louvre" on day 1 is caught as a repeat.
 */
export const repeatsRule: PlanRule = {
  code: "repeats",
  label: "No place twice",
  check({ plan, trip }) {
    const catalogue = catalogueOf(trip);
    const seen: Seen[] = [];
    const found: RuleViolation[] = [];
    for (const day of plan) {
      for (const activity of day.activities) {
        const words = normalizeText(activity.name).replace(/^the /, "");
        const known = catalogue?.placeOf(activity)?.name;
        const key = known ?? words;
        const point =
          typeof activity.latitude === "number" && typeof activity.longitude === "number"
            ? { lat: activity.latitude, lng: activity.longitude }
            : null;
        const first = seen.find(
          (earlier) =>
            earlier.key === key ||
            (!(known && earlier.known) &&
              point !== null &&
              earlier.point !== null &&
              distanceKm(point, earlier.point) <= SAME_PLACE_KM &&
              words.length >= 4 &&
              earlier.words.length >= 4 &&
              (` ${words} `.includes(` ${earlier.words} `) || ` ${earlier.words} `.includes(` ${words} `))),
        );
        // The same name twice is the core check's (duplicate_place); this rule finds one place under two names.
        if (first && nameKey(first.name) === nameKey(activity.name)) continue;
        if (first) {
          found.push({
            code: this.code,
            day: day.day,
            message: `${activity.name} on day ${day.day} repeats a place already planned on day ${first.day}.`,
          });
        } else {
          seen.push({ name: activity.name, key, known: known !== undefined, words, day: day.day, point });
        }
      }
    }
    return found;
  },
};
