import type { FinalActivity, FinalDay } from "@itinerary/contract";
import { dateFormat } from "../../../lib/intl-formats";

/** The destination's date and wall-clock time now: where the plan's times are read. */
export interface LocalNow {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

/**
 * Now, on the destination's clock (an IANA zone, as the calendar export uses); the browser's own
 * clock when the trip's zone is not known or not one this browser knows.
 */
export function localNow(now: Date, timeZone: string | null | undefined): LocalNow {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateFormat("en-CA", {
      timeZone: timeZone ?? undefined,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return localNow(now, null);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** The trip's day number on `date` (1 for the start date); outside the trip, a number outside 1..days. */
export function dayNumberOn(startDate: string, date: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const day = Date.parse(`${date}T00:00:00Z`);
  return Math.round((day - start) / 86_400_000) + 1;
}

const CLOCK = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/g;

/** A stop's start and end, in minutes since midnight, from its structured times or its "09:00 - 10:30" text. */
export function stopWindow(stop: Pick<FinalActivity, "time" | "start_time" | "end_time">): {
  start: number | null;
  end: number | null;
} {
  const toMinutes = (hhmm: string | undefined) => {
    const match = hhmm ? /^(\d{1,2})[:.](\d{2})/.exec(hhmm) : null;
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const written = [...(stop.time ?? "").matchAll(CLOCK)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return {
    start: toMinutes(stop.start_time) ?? written[0] ?? null,
    end: toMinutes(stop.end_time) ?? written[1] ?? null,
  };
}

export interface TripToday<S> {
  /** Today's day of the trip. */
  day: number;
  /** The stop on now, or the next one; null once the day's last stop is over. */
  next: S | null;
  /** Whether `next` has begun. */
  underWay: boolean;
  /** The day's stops after `next`. */
  later: S[];
  /** The day's stops already over. */
  done: number;
}

/**
 * Today on a trip that is under way: the stop on now or next, and the rest of the day, read on the
 * destination's clock. Null before the trip starts, after it ends, or for a day the plan does not have.
 * A stop with no time counts as still ahead until a timed stop after it has begun.
 */
export function tripToday<S extends Pick<FinalActivity, "time" | "start_time" | "end_time">>(
  startDate: string,
  days: ReadonlyArray<Pick<FinalDay, "day"> & { activities: S[] }>,
  now: LocalNow,
): TripToday<S> | null {
  const number = dayNumberOn(startDate, now.date);
  const day = days.find((candidate) => candidate.day === number);
  if (!day) return null;
  const stops = day.activities;
  // The first stop not yet over: its end is ahead, or (with no end) the next stop has not started.
  let index = stops.findIndex((stop, k) => {
    const { start, end } = stopWindow(stop);
    if (end !== null) return end > now.minutes;
    const following = stops
      .slice(k + 1)
      .map((later) => stopWindow(later).start)
      .find((at) => at !== null);
    if (following !== undefined && following !== null) return following > now.minutes;
    return start === null || start + 60 > now.minutes;
  });
  if (index === -1) index = stops.length;
  const next = stops[index] ?? null;
  const start = next ? stopWindow(next).start : null;
  return {
    day: number,
    next,
    underWay: start !== null && start <= now.minutes,
    later: stops.slice(index + 1),
    done: index,
  };
}

/** "14:05" from minutes since midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
