import { PACE_RANGE, type DraftDay, type TripPreferences } from "@itinerary/contract";
import { dayTripFits, formatDuration, journeyMinutes, LONG_TRIP_DAYS } from "../../guide/daytrip-travel.ts";
import { distanceKm } from "../../geo/geo.ts";
import { scheduleDay } from "../../scheduling/schedule.ts";
import { normalizeText } from "../../model/names.ts";
import type { Destination, Place } from "../../guide/place.ts";
import { buildDraftDays, planContext, scorePlace, stopOfPlace } from "./planner.ts";
import { isDayTrip, isDayTripDay } from "../../model/plan.ts";

export interface DayTripChange {
  itinerary: DraftDay[];
  /** What happened, for the traveller: the trip's day and journey, which stops moved and which went. */
  notifications: string[];
}

const placeOf = (destination: Destination, name: string) =>
  destination.places.find((place) => normalizeText(place.name) === normalizeText(name)) ?? null;

/**
 * The city day that loses least to a day trip: the one whose stops matter least to this traveller
 * (lowest summed score), never a day that already is a day trip; null when there is none.
 */
export function leastCostlyDay(
  current: readonly DraftDay[],
  preferences: TripPreferences,
  destination: Destination,
): number | null {
  const context = planContext(preferences, destination);
  let best: { day: number; cost: number } | null = null;
  for (const day of current) {
    if (isDayTripDay(day)) continue;
    const cost = day.activities.reduce((sum, activity) => {
      const place = placeOf(destination, activity.name);
      return sum + (place ? Math.max(0, scorePlace(place, context)) : 10);
    }, 0);
    if (!best || cost < best.cost) best = { day: day.day, cost };
  }
  return best?.day ?? null;
}

/**
 * Turns day `dayNumber` into a whole-day trip to `trip` (a day-trip place of the destination): the
 * day holds only the trip, with its journey each way; its city stops move to other city days that
 * have room and still fit their opening hours, and the rest leave the plan. Throws a RangeError when
 * the trip cannot be made (not a day trip here, too far for this trip's length, closed that day).
 */
export function turnIntoDayTrip(
  current: readonly DraftDay[],
  dayNumber: number,
  trip: Place,
  preferences: TripPreferences,
  destination: Destination,
): DayTripChange {
  if (!isDayTrip(trip)) throw new RangeError(`${trip.name} is not a day trip from ${destination.name}.`);
  const journey = journeyMinutes(trip, destination, preferences.transport);
  if (!dayTripFits(trip, destination, preferences)) {
    throw new RangeError(
      `${trip.name} is ${formatDuration(journey)} away each way: it fits trips of ${LONG_TRIP_DAYS} days or more.`,
    );
  }
  const index = current.findIndex((day) => day.day === dayNumber);
  if (index < 0) throw new RangeError(`The plan has no day ${dayNumber}.`);
  const context = planContext(preferences, destination);
  const weekday = context.weekdays[index] ?? null;
  if (weekday && trip.closed.includes(weekday))
    throw new RangeError(`${trip.name} is usually closed on ${weekday}, day ${dayNumber}.`);

  const itinerary = current.map((day) => ({ day: day.day, activities: [...day.activities] }));
  const [tripDay] = buildDraftDays([[trip]], context).map((day) => ({ ...day, day: dayNumber }));
  const displaced = itinerary[index]!.activities.filter((activity) => !isDayTrip(activity));
  itinerary[index] = tripDay!;

  const moved: string[] = [];
  const gone: string[] = [];
  const { max } = PACE_RANGE[preferences.travelPace];
  for (const activity of displaced) {
    const place = placeOf(destination, activity.name);
    let placed = false;
    if (place) {
      // The nearest city day with room whose stops are all known and that still fits with this one.
      const targets = itinerary
        .map((day, d) => ({ day, d }))
        .filter(({ day, d }) => d !== index && !isDayTripDay(day) && day.activities.length < max)
        .map(({ day, d }) => ({ d, places: day.activities.map((a) => placeOf(destination, a.name)) }))
        .filter((t): t is { d: number; places: Place[] } => t.places.every((p) => p !== null) && t.places.length > 0)
        .sort((a, b) => nearestKm(place, a.places) - nearestKm(place, b.places) || a.d - b.d);
      for (const { d, places } of targets) {
        const day = [...places, place];
        if (nearestKm(place, places) > 3) break;
        if (
          !scheduleDay(
            day.map((p) => stopOfPlace(p, preferences.travelPace)),
            context.weekdays[d] ?? null,
            context.dayContext,
          )
        )
          continue;
        const [rebuilt] = buildDraftDays([day], { ...context, weekdays: [context.weekdays[d] ?? null] });
        itinerary[d] = { day: itinerary[d]!.day, activities: rebuilt!.activities };
        moved.push(`${activity.name} to day ${itinerary[d]!.day}`);
        placed = true;
        break;
      }
    }
    if (!placed) gone.push(activity.name);
  }
  const notifications = [`Day ${dayNumber} is now a day trip to ${trip.name}: ${tripDay!.activities[0]!.transport}.`];
  if (moved.length > 0) notifications.push(`Moved ${moved.join(", ")}.`);
  if (gone.length > 0) notifications.push(`No longer in the plan: ${gone.join(", ")}.`);
  return { itinerary, notifications };
}

function nearestKm(place: Place, others: readonly Place[]): number {
  return Math.min(...others.map((other) => distanceKm(place, other)));
}
