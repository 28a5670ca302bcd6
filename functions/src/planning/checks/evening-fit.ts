import type { Activity, FinalActivity } from "@itinerary/contract";
import { localSunset } from "../geo/sun.ts";
import { dateOf, toMinutes } from "../model/hours.ts";
import { bestTimeOfStop, isNightlife, OUTDOOR_CATEGORIES } from "../guide/time-of-day.ts";
import { AFTER_SUNSET_MINUTES, EVENING_FROM, SUNSET_SLACK_MINUTES } from "../scheduling/pace-day.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";
import { hhmm } from "./timeline.ts";

type Stop = Activity & Partial<FinalActivity>;

/**
 * The right place at the right hour, whichever generator planned it: an evening place (nightlife, a
 * show, a night market) is never planned before the evening; a nightlife stop is never a family's; an
 * outdoor stop in the evening starts before it is dark (the season's sunset plus AFTER_SUNSET_MINUTES);
 * a viewpoint meant for sunset, planned in the evening, is there by sunset (not long after it).
 */
export const eveningFitRule: PlanRule = {
  code: "evening_fit",
  label: "Evening places in the evening",
  check({ preferences, plan, isFinal }) {
    const violations: RuleViolation[] = [];
    const add = (day: number, message: string) => violations.push({ code: this.code, day, message });
    for (const day of plan) {
      for (const stop of day.activities as readonly Stop[]) {
        if (preferences.travelType === "Family" && isNightlife(stop))
          add(day.day, `${stop.name} on day ${day.day} is nightlife, not a stop for a family trip.`);
        if (!isFinal || !stop.start_time) continue;
        const start = toMinutes(stop.start_time);
        const kind = bestTimeOfStop(stop);
        if (kind === "evening" && start < EVENING_FROM) {
          add(
            day.day,
            `${stop.name} on day ${day.day} is an evening place, planned at ${stop.start_time}; it belongs after ${hhmm(EVENING_FROM)}.`,
          );
          continue;
        }
        if (start < EVENING_FROM) continue;
        const sunset = sunsetOf(stop, preferences.startDate, day.day);
        if (sunset === null) continue;
        if (OUTDOOR_CATEGORIES.has(stop.category ?? "") && start > sunset + AFTER_SUNSET_MINUTES) {
          add(
            day.day,
            `${stop.name} on day ${day.day} starts at ${stop.start_time}, long after dark (sunset is about ${hhmm(sunset)}).`,
          );
          continue;
        }
        // An afternoon visit of a sunset viewpoint is a fine view still; one long after sunset has missed it.
        if (kind === "sunset" && start - sunset > SUNSET_SLACK_MINUTES) {
          add(
            day.day,
            `${stop.name} on day ${day.day} is a sunset viewpoint, planned ${stop.start_time}-${stop.end_time}; sunset is about ${hhmm(sunset)}.`,
          );
        }
      }
    }
    return violations;
  },
};

function sunsetOf(stop: Stop, startDate: string, day: number): number | null {
  if (typeof stop.latitude !== "number" || typeof stop.longitude !== "number") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  return localSunset({ lat: stop.latitude, lng: stop.longitude }, dateOf(startDate, day));
}
