import {
  PACE_RANGE,
  TripPreferences,
  type Activity,
  type DraftDay,
  type Interest,
  type TravelPace,
} from "@itinerary/contract";
import { distanceKm } from "../../../geo/geo.ts";
import { knownHoursOf } from "../../../model/hours.ts";
import { scheduleDay, type DayContext, type DaySchedule, type Stop } from "../../../scheduling/schedule.ts";
import { contextForDay, dayStartOf } from "../../../scheduling/day-choices.ts";
import { toHhmm } from "../../../model/hours.ts";
import { isBigMuseum } from "../../../scheduling/day-rhythm.ts";
import { placeIndex } from "../../../guide/catalog.ts";
import { normalizeText } from "../../../model/names.ts";
import type { Category, Destination, Place } from "../../../guide/place.ts";
import { centreOf } from "../../../geo/geo.ts";
import { planContext, plannedMinutes, scorePlace, stopOfPlace, type PlanContext } from "../planner.ts";
import { fitsTraveller } from "../../../guide/traveller-fit.ts";
import { includesDayTrip, isDayTrip } from "../../../model/plan.ts";

/** Plan state while a request is applied. */
export interface Working {
  days: Place[][];
  unused: Place[];
  /** Places the traveller asked to drop: never brought back in this revision. */
  banned: Set<Place>;
  context: PlanContext;
  destination: Destination;
  /** Activities that are not in the dataset (kept as they were), by their stand-in place. */
  foreign: Map<Place, Activity>;
  /** Visit lengths the traveller asked for (longer or shorter than planned), in minutes. */
  minutes: Map<Place, number>;
  /** Stops the traveller chose for a meal ("a vegetarian lunch spot"). */
  meals: Map<Place, "lunch" | "dinner">;
  /** Each day's own start (minutes after midnight), when the traveller set one. */
  starts: (number | null)[];
  /** Places the traveller took out on purpose, by name, with the day they left. */
  declined: Map<string, number>;
  /** What was changed or why a request changed nothing, in the traveller's terms. */
  applied: string[];
  targetPerDay: number;
  /** The trip's first date when the plan's dates are known, and today ("YYYY-MM-DD"), for "tomorrow". */
  startDate: string | null;
  today: string;
}

export function paceOf(count: number): TravelPace {
  if (count <= PACE_RANGE.Chill.max) return "Chill";
  if (count <= PACE_RANGE.Balanced.max) return "Balanced";
  return "Intense";
}

export function createWorking(
  current: readonly DraftDay[],
  preferences: TripPreferences | undefined,
  destination: Destination,
  today: string = new Date().toISOString().slice(0, 10),
): Working {
  const index = placeIndex(destination);
  const foreign = new Map<Place, Activity>();
  const minutes = new Map<Place, number>();
  const meals = new Map<Place, "lunch" | "dinner">();
  const days = current.map((day) =>
    day.activities.map((activity) => {
      const known = index.get(normalizeText(activity.name));
      if (known) {
        // A visit lengthened or shortened by an earlier request keeps its length.
        if (
          preferences &&
          activity.duration_minutes &&
          activity.duration_minutes !== plannedMinutes(known, preferences.travelPace)
        ) {
          minutes.set(known, activity.duration_minutes);
        }
        if (activity.meal) meals.set(known, activity.meal);
        return known;
      }
      const hours = knownHoursOf(activity);
      const standIn: Place = {
        name: activity.name,
        category: (activity.category as Category | undefined) ?? "landmark",
        lat: activity.latitude ?? Number.NaN,
        lng: activity.longitude ?? Number.NaN,
        minutes: activity.duration_minutes ?? 90,
        hours: hours.window,
        closed: hours.closed,
        feeUsd: activity.cost_usd ?? 0,
        interests: [],
        postcode: activity.postcode ?? null,
        highlight: activity.highlight,
      };
      foreign.set(standIn, activity);
      return standIn;
    }),
  );
  const cityCounts = days.filter((day) => !includesDayTrip(day)).map((day) => day.length);
  const typical = cityCounts.length > 0 ? Math.max(...cityCounts) : 3;
  const effective =
    preferences ??
    TripPreferences.parse({
      startDate: "2000-01-01",
      numberOfDays: Math.max(1, current.length),
      destinationCity: destination.name,
      travelPace: paceOf(typical),
      accommodation: ["Hotel"],
    });
  const context = planContext({ ...effective, numberOfDays: current.length }, destination, typical);
  // Without preferences the weekdays are unknown.
  if (!preferences) context.weekdays = context.weekdays.map(() => null);
  const used = new Set(days.flat());
  return {
    days,
    // Only places that suit this traveller (season, family, mobility) may come in with a revision.
    unused: destination.places.filter(
      (place) => !used.has(place) && (!preferences || fitsTraveller(place, context.preferences, destination)),
    ),
    banned: new Set(),
    context,
    destination,
    foreign,
    minutes,
    meals,
    starts: current.map((day) => dayStartOf(day) ?? null),
    declined: new Map(current.flatMap((day, d) => (day.declined ?? []).map((name) => [name, d] as const))),
    applied: [],
    targetPerDay: typical,
    startDate: preferences?.startDate ?? null,
    today,
  };
}

export function locate(work: Working, place: Place): { d: number; i: number } | null {
  for (let d = 0; d < work.days.length; d++) {
    const i = work.days[d]!.indexOf(place);
    if (i >= 0) return { d, i };
  }
  return null;
}

export function stopOf(work: Working, place: Place): Stop {
  let stop = stopOfPlace(place, work.context.preferences.travelPace);
  const minutes = work.minutes.get(place);
  if (minutes) stop = { ...stop, minutes, bigMuseum: isBigMuseum(place.category, minutes) };
  const meal = work.meals.get(place);
  return meal ? { ...stop, meal, food: true } : stop;
}

/** The scheduling context of day `d`: the trip's, with the day's own start. */
export function dayContextOf(work: Working, d: number): DayContext {
  const start = work.starts[d];
  return contextForDay(
    work.context.dayContext,
    start === null || start === undefined ? undefined : { day_start: toHhmm(start) },
  );
}

/** Times for day `d` holding these places, or null when they do not fit that day. */
export function scheduleOf(work: Working, d: number, places: readonly Place[]): DaySchedule | null {
  return scheduleDay(
    places.map((place) => stopOf(work, place)),
    work.context.weekdays[d] ?? null,
    dayContextOf(work, d),
  );
}

/** The traveller took this place out on purpose: it is not brought back, nor asked for as a must-see. */
export function decline(work: Working, place: Place, d: number): void {
  work.banned.add(place);
  if (!work.foreign.has(place)) work.declined.set(place.name, d);
}

const WEEKDAY_NAMES: Record<string, string> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};

/** "Tuesdays" for day `d`, or "that day" when the plan's dates are unknown. */
export function weekdaysOf(work: Working, d: number): string {
  const weekday = work.context.weekdays[d];
  return weekday ? `${WEEKDAY_NAMES[weekday]}s` : "that day";
}

export const isOpenOn = (work: Working, d: number, place: Place) => {
  const weekday = work.context.weekdays[d] ?? null;
  return !weekday || !place.closed.includes(weekday);
};

/** The best unused place for day `d` that satisfies `accept` and keeps the day schedulable. */
export function bestFor(
  work: Working,
  d: number,
  rest: readonly Place[],
  accept: (place: Place) => boolean,
  extra: readonly Interest[] = [],
  options: { strict?: boolean; daytrip?: boolean } = {},
): Place | null {
  const centre = centreOf(rest.filter((p) => Number.isFinite(p.lat))) ?? work.destination;
  const wantsDaytrip = options.daytrip ?? false;
  const candidates = work.unused
    .filter((place) => !work.banned.has(place) && accept(place) && isDayTrip(place) === wantsDaytrip)
    .filter((place) => isOpenOn(work, d, place))
    .map((place) => ({ place, value: scorePlace(place, work.context, extra) - 2 * distanceKm(centre, place) }))
    .sort((a, b) => b.value - a.value);
  for (const { place } of candidates.slice(0, 25)) {
    if (scheduleOf(work, d, [...rest, place])) return place;
  }
  return options.strict ? null : (candidates[0]?.place ?? null);
}

export function take(work: Working, place: Place): void {
  const k = work.unused.indexOf(place);
  if (k >= 0) work.unused.splice(k, 1);
}

export function release(work: Working, place: Place): void {
  if (!work.foreign.has(place) && !work.unused.includes(place)) work.unused.push(place);
}

/** The stop of a day that suits the traveller least (and lies furthest out), among those `accept` allows. */
export function weakestStop(
  work: Working,
  day: readonly Place[],
  accept: (place: Place) => boolean,
  keep: readonly Place[] = [],
): Place | null {
  const centre = centreOf(day.filter((p) => Number.isFinite(p.lat))) ?? work.destination;
  let weakest: Place | null = null;
  let lowest = Infinity;
  for (const place of day) {
    if (!accept(place) || keep.includes(place) || isDayTrip(place) || work.foreign.has(place)) continue;
    const value = valueOf(work, place) - distanceKm(centre, place);
    if (value < lowest) {
      lowest = value;
      weakest = place;
    }
  }
  return weakest;
}

/** How much the traveller would miss a place; stand-ins for places outside the guide count as well liked. */
export function valueOf(work: Working, place: Place): number {
  return work.foreign.has(place) ? 20 : scorePlace(place, work.context);
}

const normalizedNames = new WeakMap<Place, string>();
export function normalizedName(place: Place): string {
  let name = normalizedNames.get(place);
  if (name === undefined) {
    name = normalizeText(place.name);
    normalizedNames.set(place, name);
  }
  return name;
}
