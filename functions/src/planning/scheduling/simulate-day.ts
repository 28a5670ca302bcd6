import { distanceKm, type LatLng } from "../geo/geo.ts";
import { toMinutes, type OpeningWindow, type Weekday } from "../model/hours.ts";
import {
  idleAllowance,
  MEAL_BREAK_MINUTES,
  MEALS,
  FOOD_STOP_OVERLAP_MINUTES,
  overlapMinutes,
  type MealWindow,
} from "./day-rhythm.ts";
import { travelLeg, type Leg } from "./travel.ts";
import type { TransportMode } from "@itinerary/contract";
import type { BestTime } from "../guide/place.ts";
import { AFTER_SUNSET_MINUTES, EVENING_FROM, MARKET_MORNING_UNTIL, SUNSET_SLACK_MINUTES } from "./pace-day.ts";

/** What the scheduler needs to know about one stop. */
export interface Stop {
  lat: number | null;
  lng: number | null;
  /** Planned visit length. */
  minutes: number;
  window: OpeningWindow | null;
  closed: readonly Weekday[];
  daytrip: boolean;
  /** The stop's name: a day trip's known journey time, a place reached by boat. */
  name?: string;
  /** A place to eat: it can be the day's lunch or dinner. */
  food?: boolean;
  /** A museum or gallery of BIG_VISIT_MINUTES or more. */
  bigMuseum?: boolean;
  /** Reached by boat. */
  ferry?: boolean;
  /** The meal the traveller wants to have here: the visit is timed inside that meal's window. */
  meal?: MealWindow["name"];
  /** When it is at its best: an evening place starts from EVENING_FROM, a market early, a sunset viewpoint near sunset. */
  bestTime?: BestTime;
  /** Out of doors (a park, a viewpoint, a beach): it starts before dark (sunset plus AFTER_SUNSET_MINUTES). */
  outdoor?: boolean;
  /** Starts no earlier than this (minutes after midnight): an evening day's last stop, kept for the evening. */
  notBefore?: number;
}

export interface DayContext {
  transport: TransportMode;
  reducedMobility: boolean;
  /** Where each day starts and the first leg comes from (the stay); null: the day starts at its first stop. */
  base: LatLng | null;
  /** What the city's public transport is called in leg texts. */
  transitName?: string;
  /** Nothing ends after this (minutes after midnight); DAY_END when absent, FAMILY_DAY_END for a family. */
  dayEnd?: number;
  /** The first visit starts no earlier than this (the traveller's own start); DAY_START when absent. */
  dayStart?: number;
  /** Sunset on the trip's dates (local minutes), for viewpoints meant for it; unknown when absent. */
  sunset?: number;
  /** A stop chosen for dinner starts no earlier than this (the local dinner hour on a day that runs into the evening). */
  dinnerFrom?: number;
}

export interface Visit {
  /** Minutes after midnight. */
  start: number;
  end: number;
  /** How the traveller gets here from the previous stop (or the base); null when a position is unknown. */
  leg: Leg | null;
  /** A day trip's way home: when the traveller is back at the base. */
  returnAt?: number;
}

/** The first visit of a city day starts at 09:00; day trips leave at 08:00. */
export const DAY_START = 9 * 60;
export const CITY_DEPARTURE = 8 * 60 + 45;
export const DAYTRIP_DEPARTURE = 8 * 60;
/** Nothing is planned to end after this (times stay within one calendar day). */
export const DAY_END = 23 * 60;
/** A family's day is over by early evening. */
export const FAMILY_DAY_END = 19 * 60 + 30;
/** A visit may be cut to fit before closing, but never below this share of its planned length. */
const MIN_VISIT_SHARE = 0.6;
/** Sunset moves up to two minutes a day: the trip's first sunset, less this, holds for every day of a fortnight. */
const SUNSET_DRIFT = 30;
/** Assumed travel time when a stop has no coordinates. */
export const UNKNOWN_LEG_MINUTES = 20;

export const isLocated = (stop: Stop): stop is Stop & { lat: number; lng: number } =>
  typeof stop.lat === "number" &&
  typeof stop.lng === "number" &&
  Number.isFinite(stop.lat) &&
  Number.isFinite(stop.lng);

const ceilTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

export interface Simulation {
  visits: Visit[];
  /** Lower is better: travel, waiting and shortened visits. */
  score: number;
  /** The longest idle stretch between two visits beyond MAX_IDLE_MINUTES (0: the day has no hole). */
  hole: number;
}

/**
 * Times for the stops in this order, or null when a visit cannot fit its opening hours or two large
 * museums would follow each other. A city day gets its lunch and dinner breaks (MEALS) unless a
 * food stop or free time already covers them; a stop the traveller chose for a meal is that meal,
 * timed inside its window. The day begins at the traveller's own start when they set one (the
 * departures move with it); a day trip's return journey is part of its day.
 */
export function simulateDay(
  stops: readonly Stop[],
  order: readonly number[],
  weekday: Weekday | null,
  context: DayContext,
  departure?: number,
): Simulation | null {
  const daytripDay = order.some((i) => stops[i]!.daytrip);
  const dayStart = context.dayStart ?? DAY_START;
  const leave = daytripDay ? DAYTRIP_DEPARTURE : CITY_DEPARTURE;
  let clock = departure ?? (context.base ? dayStart - (DAY_START - leave) : dayStart);
  let previous: Stop | null = null;
  let score = 0;
  let hole = 0;
  // A meal the traveller placed at a stop needs no break of its own: that stop is timed inside it.
  const mealPending = MEALS.map((meal) => !daytripDay && !order.some((i) => stops[i]!.meal === meal.name));
  const visits: Visit[] = [];
  for (let k = 0; k < order.length; k++) {
    const stop = stops[order[k]!]!;
    if (weekday && stop.closed.includes(weekday)) return null;
    if (previous?.bigMuseum && stop.bigMuseum) return null;
    const from: LatLng | null = previous ? (isLocated(previous) ? previous : null) : context.base;
    let leg: Leg | null = null;
    let travel = 0;
    if (from && isLocated(stop)) {
      const daytrip = stop.daytrip || (previous?.daytrip ?? false);
      leg = travelLeg(context.transport, distanceKm(from, stop), {
        daytrip,
        placeName: stop.daytrip ? stop.name : previous?.name,
        reducedMobility: context.reducedMobility,
        transitName: context.transitName,
        ferry: !daytrip && (stop.ferry || previous?.ferry),
      });
      travel = leg.minutes;
    } else if (previous || context.base) {
      travel = UNKNOWN_LEG_MINUTES;
    }
    // Going home from a day trip is part of the day: the visit ends in time to be back by DAY_END.
    const homeward = stop.daytrip && context.base ? travel : 0;
    const pinned = stop.meal ? MEALS.find((meal) => meal.name === stop.meal) : undefined;
    const placeFrom = (free: number) => {
      const arrival = free + travel;
      let start = Math.max(arrival, k === 0 && !daytripDay ? dayStart : 0);
      if (stop.window) start = Math.max(start, toMinutes(stop.window.open));
      if (pinned) start = Math.max(start, pinned.from);
      if (pinned?.name === "dinner" && context.dinnerFrom !== undefined) start = Math.max(start, context.dinnerFrom);
      // A nightlife street, a show or a night market is an evening stop, whatever hours it keeps.
      if (stop.bestTime === "evening") start = Math.max(start, EVENING_FROM);
      if (stop.notBefore !== undefined) start = Math.max(start, stop.notBefore);
      // Out of doors, the evening ends with the light.
      if (stop.outdoor && context.sunset !== undefined && start > context.sunset + AFTER_SUNSET_MINUTES - SUNSET_DRIFT)
        return null;
      // A viewpoint meant for sunset is there by the last day's sunset plus SUNSET_SLACK_MINUTES.
      if (
        stop.bestTime === "sunset" &&
        context.sunset !== undefined &&
        start > context.sunset + SUNSET_SLACK_MINUTES - SUNSET_DRIFT
      )
        return null;
      start = ceilTo5(start);
      const dayEnd = context.dayEnd ?? DAY_END;
      const close = Math.min(stop.window ? toMinutes(stop.window.close) : dayEnd, dayEnd - homeward);
      let length = stop.minutes;
      if (start + length > close) {
        const available = close - start;
        const shortest = length < 30 ? length : Math.max(30, Math.ceil(length * MIN_VISIT_SHARE));
        if (available < shortest) return null;
        length = available;
      }
      // The chosen meal happens here: most of the visit (or all of a short one) inside its window.
      if (pinned && overlapMinutes([start, start + length], pinned) < Math.min(FOOD_STOP_OVERLAP_MINUTES, length))
        return null;
      return { arrival, start, end: start + length };
    };
    const free = clock;
    let slot = placeFrom(free);
    if (!slot) return null;
    for (let m = 0; m < MEALS.length; m++) {
      if (!mealPending[m]) continue;
      const meal = MEALS[m]!;
      const before: [number, number] = [k === 0 ? 0 : free, slot.start - travel];
      if (overlapMinutes(before, meal) >= MEAL_BREAK_MINUTES) mealPending[m] = false;
      else if (stop.food && overlapMinutes([slot.start, slot.end], meal) >= FOOD_STOP_OVERLAP_MINUTES)
        mealPending[m] = false;
      else if (slot.end > meal.to - MEAL_BREAK_MINUTES) {
        // This visit would use up the window: eat first.
        const breakStart = Math.max(free, meal.from);
        if (breakStart + MEAL_BREAK_MINUTES > meal.to) return null;
        slot = placeFrom(breakStart + MEAL_BREAK_MINUTES);
        if (!slot) return null;
        mealPending[m] = false;
      }
    }
    const idle = k === 0 ? 0 : slot.start - free - travel;
    const allowed = idleAllowance([free, slot.start - travel]);
    if (idle > allowed) hole = Math.max(hole, idle - allowed);
    const visit: Visit = { start: slot.start, end: slot.end, leg };
    if (stop.daytrip && homeward) visit.returnAt = slot.end + homeward;
    visits.push(visit);
    score +=
      travel +
      (slot.start - slot.arrival) * 0.5 +
      (stop.minutes - (slot.end - slot.start)) * 2 +
      timeOfDayCost(stop, slot.start, context.sunset);
    clock = slot.end;
    previous = stop;
  }
  return { visits, score, hole };
}

/** What it costs to see a stop at the wrong hour: a market late in the day, a sunset viewpoint far from sunset. */
function timeOfDayCost(stop: Stop, start: number, sunset: number | undefined): number {
  if (stop.bestTime === "morning") return Math.max(0, start - MARKET_MORNING_UNTIL) * 0.5;
  if (stop.bestTime === "sunset" && sunset !== undefined && start >= EVENING_FROM - 120)
    return Math.abs(start - (sunset - 45)) * 0.3;
  return 0;
}
