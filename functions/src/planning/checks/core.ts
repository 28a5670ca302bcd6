import { PACE_RANGE, type Activity, type FinalActivity, type FinalDay } from "@itinerary/contract";
import { activityCostUsd, formatUsd } from "../model/costs.ts";
import { distanceKm, type LatLng } from "../geo/geo.ts";
import { knownHoursOf, toMinutes, weekdayOf } from "../model/hours.ts";
import { optimisedLengthKm, routeLengthKm } from "../geo/routing.ts";
import { nameKey } from "../model/names.ts";
import { isDayTrip } from "../model/plan.ts";
import { isDayOut } from "./day-out.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";

/** A city stop further than this from the centre is misplaced; a day trip may go up to DAYTRIP_KM. */
export const CITY_RADIUS_KM = 50;
export const DAYTRIP_KM = 160;
export const ROUTE_DETOUR_LIMIT = 0.15;
/** Routes this short are never reported (rounding noise on a few hundred metres). */
const ROUTE_SLACK_KM = 0.05;

type Located = { latitude: number; longitude: number };
const located = <T extends Activity>(a: T): a is T & Located =>
  typeof a.latitude === "number" && typeof a.longitude === "number";
/** Coordinates of the located activities, in order. */
export function pointsOf(activities: readonly Activity[]): LatLng[] {
  const points: LatLng[] = [];
  for (const a of activities) if (located(a)) points.push({ lat: a.latitude, lng: a.longitude });
  return points;
}

const violation = (code: string, message: string, day?: number): RuleViolation =>
  day === undefined ? { code, message } : { code, day, message };

/** The plan has the trip's number of days, numbered from 1. */
export const dayCountRule: PlanRule = {
  code: "day_count",
  label: "Day count",
  group: "core",
  check({ preferences, plan }) {
    const found: RuleViolation[] = [];
    if (plan.length !== preferences.numberOfDays) {
      found.push(violation(this.code, `The plan has ${plan.length} days; the trip has ${preferences.numberOfDays}.`));
    }
    plan.forEach((day, i) => {
      if (day.day !== i + 1) found.push(violation(this.code, `Day ${i + 1} is numbered ${day.day}.`, day.day));
    });
    return found;
  },
};

/**
 * Each day holds as many activities as the pace allows; a day built around a day trip, or a day out
 * of town (every stop beyond the city's day areas, like Coney Island), counts as a full day.
 */
export const paceRule: PlanRule = {
  code: "pace",
  label: "Pace",
  group: "core",
  check({ preferences, plan, centre }) {
    const range = PACE_RANGE[preferences.travelPace];
    const found: RuleViolation[] = [];
    for (const day of plan) {
      const count = day.activities.length;
      const daytrip = day.activities.some((a) => isDayTrip(a)) || isDayOut(day, centre);
      if (daytrip ? count < 1 || count > range.max : count < range.min || count > range.max) {
        found.push(
          violation(
            this.code,
            `Day ${day.day} has ${count} activities; a ${range.label} day has ${range.min} to ${range.max}.`,
            day.day,
          ),
        );
      }
    }
    return found;
  },
};

/** No place is planned twice. */
export const duplicatePlaceRule: PlanRule = {
  code: "duplicate_place",
  label: "No duplicates",
  group: "core",
  check({ plan }) {
    const seen = new Map<string, number>();
    const found: RuleViolation[] = [];
    for (const day of plan) {
      for (const activity of day.activities) {
        const key = nameKey(activity.name);
        const first = seen.get(key);
        if (first !== undefined)
          found.push(
            violation(this.code, `${activity.name} appears again on day ${day.day} (first on day ${first}).`, day.day),
          );
        else seen.set(key, day.day);
      }
    }
    return found;
  },
};

/**
 * Every stop has coordinates and lies near the destination. One rule for both codes, so a plan's
 * violations keep the order of its stops.
 */
export const placementRule: PlanRule = {
  code: "missing_coordinates",
  alsoReports: ["far_from_destination"],
  label: "Placement",
  group: "core",
  check({ plan, centre }) {
    const found: RuleViolation[] = [];
    for (const day of plan) {
      for (const activity of day.activities) {
        if (!located(activity)) {
          found.push(
            violation("missing_coordinates", `${activity.name} on day ${day.day} has no coordinates.`, day.day),
          );
          continue;
        }
        if (!centre) continue;
        const km = distanceKm(centre, { lat: activity.latitude, lng: activity.longitude });
        const limit = isDayTrip(activity) ? DAYTRIP_KM : CITY_RADIUS_KM;
        if (km > limit) {
          found.push(
            violation(
              "far_from_destination",
              `${activity.name} on day ${day.day} is ${Math.round(km)} km from the destination (limit ${limit} km).`,
              day.day,
            ),
          );
        }
      }
    }
    return found;
  },
};

/** A day's route is not much longer than the best order of its stops. */
export const routeDetourRule: PlanRule = {
  code: "route_detour",
  label: "Route",
  group: "core",
  check({ plan }) {
    const found: RuleViolation[] = [];
    for (const day of plan) {
      const points = pointsOf(day.activities);
      if (points.length < 3) continue;
      const actual = routeLengthKm(points);
      const best = optimisedLengthKm(points);
      if (actual > best * (1 + ROUTE_DETOUR_LIMIT) + ROUTE_SLACK_KM) {
        found.push(
          violation(
            this.code,
            `Day ${day.day} travels ${actual.toFixed(1)} km where ${best.toFixed(1)} km would do.`,
            day.day,
          ),
        );
      }
    }
    return found;
  },
};

/**
 * Visits fall on open days, within opening hours, one after another. One rule for the three codes,
 * so a plan's violations keep the order of its visits.
 */
export const openingHoursRule: PlanRule = {
  code: "closed_day",
  alsoReports: ["outside_opening_hours", "overlapping_visits"],
  label: "Opening hours",
  group: "core",
  check({ preferences, plan }) {
    const found: RuleViolation[] = [];
    for (const day of plan) {
      const weekday = weekdayOf(preferences.startDate, day.day);
      let previousEnd = -1;
      let previousName = "";
      for (const activity of day.activities as readonly (Activity & Partial<FinalActivity>)[]) {
        const hours = knownHoursOf(activity);
        if (weekday && hours.closed.includes(weekday)) {
          found.push(
            violation("closed_day", `${activity.name} is usually closed on ${weekday}, day ${day.day}.`, day.day),
          );
        }
        if (!activity.start_time || !activity.end_time) continue;
        const start = toMinutes(activity.start_time);
        const end = toMinutes(activity.end_time);
        if (hours.window && (start < toMinutes(hours.window.open) || end > toMinutes(hours.window.close))) {
          found.push(
            violation(
              "outside_opening_hours",
              `${activity.name} on day ${day.day} is planned ${activity.start_time}-${activity.end_time}, outside ${hours.window.open}-${hours.window.close}.`,
              day.day,
            ),
          );
        }
        if (end < start || start < previousEnd) {
          found.push(
            violation(
              "overlapping_visits",
              `${activity.name} on day ${day.day} starts before ${previousName || "it"} ends.`,
              day.day,
            ),
          );
        }
        previousEnd = end;
        previousName = activity.name;
      }
    }
    return found;
  },
};

/** Estimated costs stay within the budget: final plans by the days' estimates, drafts by entry fees alone. */
export const budgetRule: PlanRule = {
  code: "over_budget",
  label: "Budget",
  group: "core",
  check({ preferences, plan }) {
    if (preferences.totalBudget <= 0) return [];
    const isFinal = plan.some((day) => "estimated_daily_cost_usd" in day || "estimated_daily_cost" in day);
    const total = isFinal
      ? plan.reduce((sum, day) => sum + dayEstimate(day as FinalDay), 0)
      : plan.reduce((sum, day) => sum + day.activities.reduce((s, a) => s + activityCostUsd(a), 0), 0);
    if (total <= preferences.totalBudget) return [];
    return [
      violation(
        this.code,
        `Estimated costs of ${formatUsd(total)} exceed the budget of ${formatUsd(preferences.totalBudget)}.`,
      ),
    ];
  },
};

function dayEstimate(day: FinalDay): number {
  if (typeof day.estimated_daily_cost_usd === "number") return day.estimated_daily_cost_usd;
  const match = /(\d[\d,]*(?:\.\d+)?)/.exec(day.estimated_daily_cost ?? "");
  return match ? Number(match[1]!.replace(/,/g, "")) : 0;
}

/** The core checks, in the order the checker has always reported them. */
export const CORE_RULES: readonly PlanRule[] = [
  dayCountRule,
  paceRule,
  duplicatePlaceRule,
  placementRule,
  routeDetourRule,
  openingHoursRule,
  budgetRule,
];
