import type { Activity, FinalActivity, TransportMode } from "@itinerary/contract";
import { isFoodCategory, type TimedVisit } from "../scheduling/day-rhythm.ts";
import { distanceKm } from "../geo/geo.ts";
import { toMinutes } from "../model/hours.ts";
import { reachedByFerry } from "../guide/local-transport.ts";
import { UNKNOWN_LEG_MINUTES } from "../scheduling/simulate-day.ts";
import { travelLeg } from "../scheduling/travel.ts";
import type { PlanDay, RuleContext } from "./rule.ts";
import { isDayTrip } from "../model/plan.ts";

type Timed = Activity & Partial<FinalActivity>;

/** Travel minutes between two stops as the scheduler reckons them. */
export function travelMinutes(
  from: Activity,
  to: Activity,
  transport: TransportMode,
  reducedMobility: boolean,
): number {
  const located = (a: Activity) => typeof a.latitude === "number" && typeof a.longitude === "number";
  if (!located(from) || !located(to)) return UNKNOWN_LEG_MINUTES;
  const daytrip = isDayTrip(from) || isDayTrip(to);
  return travelLeg(
    transport,
    distanceKm({ lat: from.latitude!, lng: from.longitude! }, { lat: to.latitude!, lng: to.longitude! }),
    {
      daytrip,
      placeName: isDayTrip(to) ? to.name : from.name,
      reducedMobility,
      ferry: !daytrip && (reachedByFerry(from.name) || reachedByFerry(to.name)),
    },
  ).minutes;
}

/** A final day's visits with their times and the travel before each; null when the day is not timed. */
export function timelineOf(day: PlanDay, context: RuleContext): TimedVisit[] | null {
  const activities = day.activities as readonly Timed[];
  if (activities.length === 0 || activities.some((a) => !a.start_time || !a.end_time)) return null;
  const reducedMobility = context.preferences.mobilityNeeds.trim() !== "";
  return activities.map((activity, k) => ({
    start: toMinutes(activity.start_time!),
    end: toMinutes(activity.end_time!),
    travelBefore:
      k === 0 ? 0 : travelMinutes(activities[k - 1]!, activity, context.preferences.transport, reducedMobility),
    // A stop the traveller chose for a meal ("a vegetarian lunch spot") is that meal, whatever its category.
    food: isFoodCategory(activity.category) || activity.meal !== undefined,
  }));
}

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
