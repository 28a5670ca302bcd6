import { PACE_RANGE, type Activity, type TripPreferences } from "@itinerary/contract";
import { checkItinerary } from "./checker.ts";
import { PLAN_RULES } from "./index.ts";
import type { PlanDay, RuleTrip } from "./rule.ts";
import type { ResolvedTrip } from "../trip/resolved-trip.ts";
import { DAYTRIP_AREA_KM } from "./daytrip-days.ts";
import { distanceKm, type LatLng } from "../geo/geo.ts";
import type { Notice } from "../model/notice.ts";
import { isDayTrip } from "../model/plan.ts";

const note = (text: string): Notice => ({ kind: "note", text });

/** What the review needs of the request's trip: the guide entry's centre and what the guide knows. */
export type ReviewedTrip = RuleTrip & Pick<ResolvedTrip, "centre">;

/** How a rule the plan still breaks starts its notice. */
export const PLEASE_CHECK = "Please check: ";

const RULE_CODES = new Set(PLAN_RULES.map((rule) => rule.code));

const pointOf = (activity: Activity): LatLng | null =>
  typeof activity.latitude === "number" && typeof activity.longitude === "number"
    ? { lat: activity.latitude, lng: activity.longitude }
    : null;

/**
 * The checker's judgement rules applied to a plan on its way to the traveller, from either generator.
 * What can be repaired (unless `repair` is false, for a plan already timed) is: a city stop on a
 * day-trip day moves to the nearest city day with room, or leaves the plan. What remains is said in a notification, so a plan that breaks a rule is never
 * shown as fine. The offline planner's plans pass untouched; a model's may not.
 */
export function reviewPlan<D extends PlanDay>(
  preferences: TripPreferences,
  plan: readonly D[],
  trip: ReviewedTrip,
  options: { repair?: boolean } = {},
): { plan: D[]; notices: Notice[] } {
  const told: Notice[] = [];
  const days = plan.map((day) => ({ ...day, activities: [...day.activities] })) as D[];
  const { max } = PACE_RANGE[preferences.travelPace];
  for (const day of options.repair === false ? [] : days) {
    const trips = day.activities.filter(isDayTrip);
    if (trips.length === 0) continue;
    const tripPoints = trips.map(pointOf).filter((p): p is LatLng => p !== null);
    const inCity = day.activities.filter((activity) => {
      if (isDayTrip(activity)) return false;
      const point = pointOf(activity);
      return !point || !tripPoints.some((trip) => distanceKm(trip, point) <= DAYTRIP_AREA_KM);
    });
    if (inCity.length === 0) continue;
    (day as PlanDay).activities = day.activities.filter((activity) => !inCity.includes(activity)) as D["activities"];
    for (const activity of inCity) {
      const target = nearestCityDay(days, day.day, activity, max);
      if (target) {
        (target as PlanDay).activities = [...target.activities, activity] as D["activities"];
        told.push(
          note(`Moved ${activity.name} from day ${day.day}, a day trip to ${trips[0]!.name}, to day ${target.day}.`),
        );
      } else {
        told.push(note(`Left out ${activity.name}: day ${day.day} is a day trip to ${trips[0]!.name}.`));
      }
    }
  }
  for (const violation of checkItinerary(preferences, days, trip.centre ? { centre: trip.centre, trip } : { trip })) {
    if (RULE_CODES.has(violation.code)) told.push({ kind: "check", text: `${PLEASE_CHECK}${violation.message}` });
  }
  return { plan: days, notices: told };
}

function nearestCityDay<D extends PlanDay>(
  days: readonly D[],
  from: number,
  activity: Activity,
  max: number,
): D | null {
  const point = pointOf(activity);
  let best: { day: D; km: number } | null = null;
  for (const day of days) {
    if (day.day === from || day.activities.some(isDayTrip) || day.activities.length >= max) continue;
    const km = point
      ? Math.min(
          Infinity,
          ...day.activities
            .map(pointOf)
            .filter((p): p is LatLng => p !== null)
            .map((p) => distanceKm(p, point)),
        )
      : 0;
    if (!best || km < best.km) best = { day, km };
  }
  return best?.day ?? null;
}
