import type { FinalActivity } from "@itinerary/contract";
import { dayTripMinutes, formatDuration, LONG_JOURNEY_MINUTES, LONG_TRIP_DAYS } from "../guide/daytrip-travel.ts";
import { distanceKm } from "../geo/geo.ts";
import { toMinutes } from "../model/hours.ts";
import { DAY_END } from "../scheduling/simulate-day.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";
import { isDayTrip } from "../model/plan.ts";

/** Stops this close to a day trip's destination belong to the trip, not to the city. */
export const DAYTRIP_AREA_KM = 25;

/**
 * A day trip is a whole day: its day holds nothing else in the city, a journey of more than
 * LONG_JOURNEY_MINUTES each way is only for trips of LONG_TRIP_DAYS or more, and on a final plan the
 * visit ends in time to travel back before the day ends.
 */
export const daytripDaysRule: PlanRule = {
  code: "daytrip_day",
  label: "Day trips are whole days",
  check(context) {
    const violations: RuleViolation[] = [];
    const add = (day: number, message: string) => violations.push({ code: "daytrip_day", day, message });
    for (const day of context.plan) {
      const trips = day.activities.filter((a) => isDayTrip(a));
      if (trips.length === 0) continue;
      const located = (a: (typeof trips)[number]) => typeof a.latitude === "number" && typeof a.longitude === "number";
      const pointOf = (a: (typeof trips)[number]) => ({ lat: a.latitude!, lng: a.longitude! });
      for (const activity of day.activities) {
        if (isDayTrip(activity)) continue;
        const nearTrip =
          located(activity) &&
          trips.some((trip) => located(trip) && distanceKm(pointOf(trip), pointOf(activity)) <= DAYTRIP_AREA_KM);
        if (!nearTrip)
          add(
            day.day,
            `Day ${day.day} is a day trip to ${trips[0]!.name} but also plans ${activity.name} in the city.`,
          );
      }
      if (!context.centre) continue;
      for (const trip of trips) {
        if (!located(trip)) continue;
        const journey = dayTripMinutes(
          context.preferences.transport,
          distanceKm(context.centre, pointOf(trip)),
          trip.name,
        );
        if (journey > LONG_JOURNEY_MINUTES && context.preferences.numberOfDays < LONG_TRIP_DAYS) {
          add(
            day.day,
            `${trip.name} is ${formatDuration(journey)} away each way: too far for a day out of a ${context.preferences.numberOfDays}-day trip.`,
          );
        }
        const end = (trip as Partial<FinalActivity>).end_time;
        if (end && toMinutes(end) + journey > DAY_END) {
          add(
            day.day,
            `Day ${day.day} stays at ${trip.name} until ${end}, too late to travel back (${formatDuration(journey)}) the same day.`,
          );
        }
      }
    }
    return violations;
  },
};
