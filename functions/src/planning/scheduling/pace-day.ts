import { MEAL_WINDOWS, type TripPreferences, type TravelPace, type TravelType } from "@itinerary/contract";
import type { LatLng } from "../geo/geo.ts";
import { localSunset } from "../geo/sun.ts";

/**
 * Each pace as a day a local would plan (issue 22), shared by the planner (which builds days this
 * way), the scheduler (which times them), the checker's rules (which hold every plan to it, whichever
 * generator made it) and the quality sweep. The activity counts per pace stay the contract's
 * PACE_RANGE; these numbers say when a day starts, how long its visits last and when it may end.
 */

const at = (hour: number, minute = 0) => hour * 60 + minute;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface PaceDay {
  /** The first visit of a city day starts no earlier than this (minutes after midnight); the traveller's own start wins. */
  start: number;
  /** The last stop of a city day ends no earlier than this, unless the day carries a note about its free time. */
  endsFrom: number;
  /** A finished day's visits may be lengthened up to this factor (lingering) to run into its window, up to `visitCap`. */
  linger: number;
  /** The longest a visit is lengthened to (a longer visit stays as long as it is). */
  visitCap: number;
  /** The day has an evening stop, after or around dinner. */
  evening: boolean;
}

export const PACE_DAY: Readonly<Record<TravelPace, PaceDay>> = {
  // Relaxed: a later start, long unhurried visits, sightseeing over by mid-afternoon at the earliest, then rest and dinner.
  Chill: { start: at(10), endsFrom: at(15), linger: 1.6, visitCap: 240, evening: false },
  // Balanced: from the morning into the early evening, then dinner.
  Balanced: { start: at(9), endsFrom: at(17), linger: 1.4, visitCap: 180, evening: false },
  // Action-Packed: the day and the evening, with a stop after or around dinner.
  Intense: { start: at(9), endsFrom: at(19, 30), linger: 1.4, visitCap: 150, evening: true },
};

/** Longest planned visit per pace (the planner's visit length), so a day of that pace fits between 09:00 and the evening. */
export const PLANNED_VISIT_CAP: Readonly<Record<TravelPace, number>> = { Chill: 180, Balanced: 120, Intense: 90 };

/** A family's day is over by early evening (FAMILY_DAY_END, 19:30), so its fullest day ends from here. */
export const FAMILY_ENDS_FROM = at(17);

/** The day window of a pace for this kind of trip. */
export function paceDayFor(preferences: { travelPace: TravelPace; travelType: TravelType }): PaceDay {
  const day = PACE_DAY[preferences.travelPace];
  if (preferences.travelType !== "Family") return day;
  return { ...day, endsFrom: Math.min(day.endsFrom, FAMILY_ENDS_FROM), evening: false };
}

/**
 * What the scheduler needs of the season for a trip: the earliest sunset over its days where the trip
 * is (a fortnight's drift and a clock change included). The pace's own start and end are applied to
 * the finished day (stretch-day.ts), so a day that can only fit from 09:00 still keeps its stops.
 */
export function paceDayContext(
  preferences: Pick<TripPreferences, "startDate"> & Partial<Pick<TripPreferences, "numberOfDays">>,
  where: LatLng | null,
): { sunset?: number } {
  if (!where) return {};
  const start = Date.parse(`${preferences.startDate}T00:00:00Z`);
  const sunsets: number[] = [];
  for (let d = 0; d < Math.max(1, preferences.numberOfDays ?? 1); d++) {
    const date = Number.isNaN(start)
      ? preferences.startDate
      : new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    const sunset = localSunset(where, date);
    if (sunset !== null) sunsets.push(sunset);
  }
  return sunsets.length === 0 ? {} : { sunset: Math.min(...sunsets) };
}

/**
 * On a day that runs into the evening (Action-Packed, not a family's), a stop chosen for dinner sits
 * at the city's own dinner hour, not at the first minute of the meal window: an 18:00 dinner in Rome
 * ends the day before the evening starts. Late dinner hours (Buenos Aires) are held inside the
 * window, so the meal still overlaps it.
 */
export function eveningDinnerContext(
  preferences: { travelPace: TravelPace; travelType: TravelType },
  dinnerHour: string | undefined,
): { dinnerFrom?: number } {
  if (!paceDayFor(preferences).evening) return {};
  const latest = minutesOf(MEAL_WINDOWS.dinner.to) - DINNER_STOP_OVERLAP;
  return { dinnerFrom: Math.min(latest, minutesOf(dinnerTimeFor(dinnerHour, preferences.travelType))) };
}
/** A dinner stop overlaps the meal window by at least this much (the scheduler's food-stop overlap). */
const DINNER_STOP_OVERLAP = 45;

/** Dinner: the destination's local hour (the guide's `dinnerHour`), inside this window. */
export const DINNER_WINDOW = { from: at(18), to: at(22) } as const;
export const DEFAULT_DINNER_HOUR = "19:30";
/** Children eat early: a family's dinner is at this hour at the latest. */
export const FAMILY_DINNER_LATEST = "19:00";
/** How long dinner takes, as the day's rhythm counts it. */
export const DINNER_MINUTES = 90;
/** A dinner place is suggested within this distance of the day's last stop when the guide has one. */
export const DINNER_NEAR_KM = 2.5;

/** The dinner time of a day ("HH:MM"): the local hour, a family's no later than FAMILY_DINNER_LATEST, inside DINNER_WINDOW. */
export function dinnerTimeFor(dinnerHour: string | undefined, travelType: TravelType): string {
  let minutes = minutesOf(dinnerHour ?? DEFAULT_DINNER_HOUR);
  if (travelType === "Family") minutes = Math.min(minutes, minutesOf(FAMILY_DINNER_LATEST));
  minutes = Math.min(DINNER_WINDOW.to, Math.max(DINNER_WINDOW.from, minutes));
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The contract's dinner meal window, in minutes: the scheduler's break for it falls here. */
export const DINNER_MEAL = {
  from: minutesOf(MEAL_WINDOWS.dinner.from),
  to: minutesOf(MEAL_WINDOWS.dinner.to),
} as const;

/** Evening starts here: a stop of an evening-only kind (nightlife, a show, a night market) starts no earlier. */
export const EVENING_FROM = at(17);
/** An evening stop starts before the season's sunset plus this much: later, the city is dark and quiet. */
export const AFTER_SUNSET_MINUTES = 120;
/** A viewpoint meant for sunset is there within this much of sunset (before or after). */
export const SUNSET_SLACK_MINUTES = 90;
/** A market is a morning stop: it starts before this. */
export const MARKET_MORNING_UNTIL = at(13);
