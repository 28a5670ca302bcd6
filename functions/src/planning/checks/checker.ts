import { PACE_RANGE, type Activity, type DraftDay, type FinalActivity, type FinalDay, type TripPreferences } from "@itinerary/contract";
import { activityCostUsd, formatUsd } from "../model/costs.ts";
import { distanceKm, medianPoint, type LatLng } from "../geo/geo.ts";
import { knownHoursOf, toMinutes, weekdayOf } from "../model/hours.ts";
import { optimisedLengthKm, routeLengthKm } from "../geo/routing.ts";
import { PLAN_RULES } from "./index.ts";
import type { PlanDay, RuleTrip } from "./rule.ts";
import { nameKey } from "../model/names.ts";
import { isDayTrip } from "../model/plan.ts";

export type ViolationCode =
  | "day_count"
  | "pace"
  | "duplicate_place"
  | "missing_coordinates"
  | "far_from_destination"
  | "route_detour"
  | "closed_day"
  | "outside_opening_hours"
  | "overlapping_visits"
  | "over_budget";

export interface Violation {
  /** A core code above, or a judgement rule's code (checks/index.ts). */
  code: ViolationCode | (string & {});
  /** The 1-based day it concerns, when it concerns one day. */
  day?: number;
  message: string;
}

export interface CheckOptions {
  /** The destination's centre; without it, the median of the plan's coordinates stands in. */
  centre?: LatLng;
  /** The request's resolved trip, for the rules that use what the guide knows of the city. */
  trip: RuleTrip;
}

/** A city stop further than this from the centre is misplaced; a day trip may go up to DAYTRIP_KM. */
export const CITY_RADIUS_KM = 50;
export const DAYTRIP_KM = 160;
export const ROUTE_DETOUR_LIMIT = 0.15;
/** Routes this short are never reported (rounding noise on a few hundred metres). */
const ROUTE_SLACK_KM = 0.05;


type Located = { latitude: number; longitude: number };
const located = <T extends Activity>(a: T): a is T & Located => typeof a.latitude === "number" && typeof a.longitude === "number";
/** Coordinates of the located activities, in order. */
function pointsOf(activities: readonly Activity[]): LatLng[] {
  const points: LatLng[] = [];
  for (const a of activities) if (typeof a.latitude === "number" && typeof a.longitude === "number") points.push({ lat: a.latitude, lng: a.longitude });
  return points;
}

/**
 * Lists what is wrong with a draft or final plan: day count, pace, duplicates, coordinates, route
 * detours, visits on closed days or outside opening hours, overlapping visits, and costs over the
 * budget (final plans: the days' estimated costs; drafts: entry fees alone). An empty list means
 * the plan passes.
 *
 * A day built around a day trip counts as a full day for the pace rule.
 */
export function checkItinerary(preferences: TripPreferences, plan: readonly PlanDay[], options: CheckOptions): Violation[] {
  const violations: Violation[] = [];
  const add = (code: ViolationCode, message: string, day?: number) => violations.push(day === undefined ? { code, message } : { code, day, message });

  if (plan.length !== preferences.numberOfDays) {
    add("day_count", `The plan has ${plan.length} days; the trip has ${preferences.numberOfDays}.`);
  }
  plan.forEach((day, i) => {
    if (day.day !== i + 1) add("day_count", `Day ${i + 1} is numbered ${day.day}.`, day.day);
  });

  const range = PACE_RANGE[preferences.travelPace];
  for (const day of plan) {
    const count = day.activities.length;
    const daytrip = day.activities.some((a) => isDayTrip(a));
    if (daytrip ? count < 1 || count > range.max : count < range.min || count > range.max) {
      add("pace", `Day ${day.day} has ${count} activities; a ${range.label} day has ${range.min} to ${range.max}.`, day.day);
    }
  }

  const seen = new Map<string, number>();
  for (const day of plan) {
    for (const activity of day.activities) {
      const key = nameKey(activity.name);
      const first = seen.get(key);
      if (first !== undefined) add("duplicate_place", `${activity.name} appears again on day ${day.day} (first on day ${first}).`, day.day);
      else seen.set(key, day.day);
    }
  }

  const centre = options.centre ?? medianCentre(plan);
  for (const day of plan) {
    for (const activity of day.activities) {
      if (!located(activity)) {
        add("missing_coordinates", `${activity.name} on day ${day.day} has no coordinates.`, day.day);
        continue;
      }
      if (!centre) continue;
      const km = distanceKm(centre, { lat: activity.latitude, lng: activity.longitude });
      const limit = isDayTrip(activity) ? DAYTRIP_KM : CITY_RADIUS_KM;
      if (km > limit) add("far_from_destination", `${activity.name} on day ${day.day} is ${Math.round(km)} km from the destination (limit ${limit} km).`, day.day);
    }
  }

  for (const day of plan) {
    const points = pointsOf(day.activities);
    if (points.length < 3) continue;
    const actual = routeLengthKm(points);
    const best = optimisedLengthKm(points);
    if (actual > best * (1 + ROUTE_DETOUR_LIMIT) + ROUTE_SLACK_KM) {
      add("route_detour", `Day ${day.day} travels ${actual.toFixed(1)} km where ${best.toFixed(1)} km would do.`, day.day);
    }
  }

  for (const day of plan) {
    const weekday = weekdayOf(preferences.startDate, day.day);
    let previousEnd = -1;
    let previousName = "";
    for (const activity of day.activities as readonly (Activity & Partial<FinalActivity>)[]) {
      const hours = knownHoursOf(activity);
      if (weekday && hours.closed.includes(weekday)) {
        add("closed_day", `${activity.name} is usually closed on ${weekday}, day ${day.day}.`, day.day);
      }
      if (!activity.start_time || !activity.end_time) continue;
      const start = toMinutes(activity.start_time);
      const end = toMinutes(activity.end_time);
      if (hours.window && (start < toMinutes(hours.window.open) || end > toMinutes(hours.window.close))) {
        add(
          "outside_opening_hours",
          `${activity.name} on day ${day.day} is planned ${activity.start_time}-${activity.end_time}, outside ${hours.window.open}-${hours.window.close}.`,
          day.day,
        );
      }
      if (end < start || start < previousEnd) {
        add("overlapping_visits", `${activity.name} on day ${day.day} starts before ${previousName || "it"} ends.`, day.day);
      }
      previousEnd = end;
      previousName = activity.name;
    }
  }

  if (preferences.totalBudget > 0) {
    const isFinal = plan.some((day) => "estimated_daily_cost_usd" in day || "estimated_daily_cost" in day);
    const total = isFinal
      ? plan.reduce((sum, day) => sum + dayEstimate(day as FinalDay), 0)
      : plan.reduce((sum, day) => sum + day.activities.reduce((s, a) => s + activityCostUsd(a), 0), 0);
    if (total > preferences.totalBudget) {
      add("over_budget", `Estimated costs of ${formatUsd(total)} exceed the budget of ${formatUsd(preferences.totalBudget)}.`);
    }
  }
  const isFinal = plan.length > 0 && plan.every((day) => day.activities.every((a) => "start_time" in a));
  for (const rule of PLAN_RULES) violations.push(...rule.check({ preferences, plan, centre, isFinal, trip: options.trip }));
  return violations;
}

function dayEstimate(day: FinalDay): number {
  if (typeof day.estimated_daily_cost_usd === "number") return day.estimated_daily_cost_usd;
  const match = /(\d[\d,]*(?:\.\d+)?)/.exec(day.estimated_daily_cost ?? "");
  return match ? Number(match[1]!.replace(/,/g, "")) : 0;
}

/** The centre of the plan's stops, day trips left out. */
function medianCentre(plan: readonly PlanDay[]): LatLng | null {
  return medianPoint(plan.flatMap((day) => pointsOf(day.activities.filter((a) => !isDayTrip(a)))));
}
