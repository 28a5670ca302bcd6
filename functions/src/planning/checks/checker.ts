import type { TripPreferences } from "@itinerary/contract";
import { medianPoint, type LatLng } from "../geo/geo.ts";
import { pointsOf } from "./core.ts";
import { CHECK_RULES } from "./index.ts";
import type { PlanDay, RuleTrip } from "./rule.ts";
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

export { CITY_RADIUS_KM, DAYTRIP_KM, ROUTE_DETOUR_LIMIT } from "./core.ts";

/**
 * Lists what is wrong with a draft or final plan: every rule of the registry (`index.ts`) in its
 * order, the core checks (day count, pace, duplicates, coordinates, route detours, opening hours,
 * budget) first, then the judgement rules. An empty list means the plan passes.
 */
export function checkItinerary(
  preferences: TripPreferences,
  plan: readonly PlanDay[],
  options: CheckOptions,
): Violation[] {
  const centre = options.centre ?? medianCentre(plan);
  const isFinal = plan.length > 0 && plan.every((day) => day.activities.every((a) => "start_time" in a));
  const context = { preferences, plan, centre, isFinal, trip: options.trip };
  return CHECK_RULES.flatMap((rule) => rule.check(context));
}

/** The centre of the plan's stops, day trips left out. */
function medianCentre(plan: readonly PlanDay[]): LatLng | null {
  return medianPoint(plan.flatMap((day) => pointsOf(day.activities.filter((a) => !isDayTrip(a)))));
}
