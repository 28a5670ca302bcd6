import type { Place, Weekday } from "../../../guide/place.ts";
import { isOrdinalWord, numberOf } from "./text.ts";

/**
 * A day the traveller named: 1-based, the last day, a weekday of the trip ("on Thursday"), a day
 * counted from today ("tomorrow"), or the day that holds a place ("the Montmartre day").
 */
export type DayRef = number | "last" | { weekday: Weekday } | { fromToday: 0 | 1 } | { holds: Place };

const WEEKDAY_TOKENS: Record<string, Weekday> = {
  sun: "Sun",
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
};
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};
/** Weekday words as travellers write them, typos included ("thrusday", "wendesday"). */
const WEEKDAY_WORDS: Record<string, Weekday> = {
  ...Object.fromEntries(Object.entries(WEEKDAY_NAMES).map(([day, name]) => [name.toLowerCase(), day as Weekday])),
  ...Object.fromEntries(Object.entries(WEEKDAY_NAMES).map(([day, name]) => [`${name.toLowerCase()}s`, day as Weekday])),
  tues: "Tue",
  weds: "Wed",
  thur: "Thu",
  thurs: "Thu",
  thursdy: "Thu",
  thrusday: "Thu",
  thurday: "Thu",
  thurdsay: "Thu",
  thursady: "Thu",
  wendesday: "Wed",
  wensday: "Wed",
  wednsday: "Wed",
  wedensday: "Wed",
  wednesay: "Wed",
  tuseday: "Tue",
  tuesady: "Tue",
  teusday: "Tue",
  saterday: "Sat",
  saturady: "Sat",
  sundya: "Sun",
  fridya: "Fri",
  firday: "Fri",
  mondya: "Mon",
};
const RELATIVE_WORDS: Record<string, 0 | 1> = {
  today: 0,
  tomorrow: 1,
  tommorow: 1,
  tomorow: 1,
  tommorrow: 1,
  tomorrrow: 1,
  tmrw: 1,
  tmr: 1,
};

export const dayToken = (day: DayRef) =>
  typeof day === "object"
    ? "weekday" in day
      ? `qday${day.weekday.toLowerCase()}q`
      : "fromToday" in day
        ? `qday${day.fromToday === 0 ? "today" : "tomorrow"}q`
        : "qdayq"
    : `qday${day}q`;
export const DAY_TOKEN = /^qday(\d+|last|sun|mon|tue|wed|thu|fri|sat|today|tomorrow)q$/;

export function dayOfToken(word: string): DayRef | null {
  const match = DAY_TOKEN.exec(word);
  if (!match) return null;
  const key = match[1]!;
  if (key === "last") return "last";
  if (key === "today") return { fromToday: 0 };
  if (key === "tomorrow") return { fromToday: 1 };
  if (key in WEEKDAY_TOKENS) return { weekday: WEEKDAY_TOKENS[key]! };
  return Number(key);
}

/** What a plan offers to resolve a day reference: its length, and where known its weekdays, its dates and today. */
export interface DayFrame {
  count: number;
  weekdays?: readonly (Weekday | null)[];
  /** The trip's first date and today, "YYYY-MM-DD" (UTC). */
  startDate?: string;
  today?: string;
  /** The day holding a place, 0-based, or null when the place is not in the plan. */
  dayOf?: (place: Place) => number | null;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The plan's 0-based day index for a reference, or null when the plan has no such day. */
export function resolveDay(day: DayRef, frame: DayFrame | number): number | null {
  const { count, weekdays, startDate, today, dayOf } = typeof frame === "number" ? { count: frame } : frame;
  let index: number | null;
  if (day === "last") index = count - 1;
  else if (typeof day === "number") index = day - 1;
  else if ("weekday" in day) {
    const found = weekdays?.indexOf(day.weekday) ?? -1;
    index = found >= 0 ? found : null;
  } else if ("fromToday" in day) {
    index = startDate && today ? dayNumber(today) + day.fromToday - dayNumber(startDate) : null;
  } else index = dayOf?.(day.holds) ?? null;
  return index !== null && index >= 0 && index < count ? index : null;
}

export const describeDay = (day: DayRef): string => {
  if (day === "last") return "the last day";
  if (typeof day === "number") return `day ${day}`;
  if ("weekday" in day) return WEEKDAY_NAMES[day.weekday];
  if ("fromToday" in day) return day.fromToday === 0 ? "today" : "tomorrow";
  return `the ${day.holds.name} day`;
};

/** Why a reference names no day of this plan, in the traveller's terms. */
export function missingDay(day: DayRef, frame: DayFrame): string {
  const { count } = frame;
  const days = `${count} ${count === 1 ? "day" : "days"}`;
  if (typeof day === "number" || day === "last") return `This plan has ${days}, so there is no ${describeDay(day)}.`;
  if ("weekday" in day) {
    if (!frame.weekdays?.some(Boolean))
      return `The plan's dates are not known, so ${describeDay(day)} is not a day of it.`;
    const first = frame.weekdays[0];
    const last = frame.weekdays[count - 1];
    return `This trip has no ${describeDay(day)}: it runs ${count === 1 ? "one day, a" : "from"} ${WEEKDAY_NAMES[first!]}${count === 1 ? "" : ` to ${WEEKDAY_NAMES[last!]}`}.`;
  }
  if ("fromToday" in day)
    return frame.startDate
      ? `${describeDay(day).charAt(0).toUpperCase()}${describeDay(day).slice(1)} is not a day of this trip, which starts on ${frame.startDate}; name the day instead (for example "day 2").`
      : `The plan's dates are not known, so ${describeDay(day)} is not a day of it; name the day instead (for example "day 2").`;
  return `${day.holds.name} is not in the plan, so there is no ${day.holds.name} day.`;
}

/**
 * Replaces day references with one token each: "day 2", "day two", "the 2nd day", "second day",
 * "the last day", "final day", the second number of "days 2 and 3", weekdays ("Thursday", "thurs"),
 * "today" and "tomorrow". "The last morning" is the last day's morning.
 */
export function markDays(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if ((word === "day" || word === "days") && next !== undefined && numberOf(next) !== null && !isOrdinalWord(next)) {
      out.push(dayToken(numberOf(next)!));
      i++;
      // "days 2 and 3", "day 2 and 3"
      const joiner = words[i + 1];
      const second = words[i + 2];
      if (
        (joiner === "and" || joiner === "with" || joiner === "or" || joiner === "to") &&
        second !== undefined &&
        /^\d{1,2}$/.test(second)
      ) {
        out.push(joiner, dayToken(Number(second)));
        i += 2;
      }
      continue;
    }
    if ((next === "day" || next === "days") && (word === "last" || word === "final")) {
      out.push(dayToken("last"));
      i++;
      continue;
    }
    if ((next === "day" || next === "days") && isOrdinalWord(word)) {
      out.push(dayToken(numberOf(word)!));
      i++;
      continue;
    }
    // "our last morning": the morning of the last day.
    if ((next === "morning" || next === "mornings") && (word === "last" || word === "final" || isOrdinalWord(word))) {
      out.push(next, dayToken(word === "last" || word === "final" ? "last" : numberOf(word)!));
      i++;
      continue;
    }
    if (word in WEEKDAY_WORDS) {
      out.push(dayToken({ weekday: WEEKDAY_WORDS[word]! }));
      continue;
    }
    if (word in RELATIVE_WORDS) {
      out.push(dayToken({ fromToday: RELATIVE_WORDS[word]! }));
      continue;
    }
    out.push(word);
  }
  return out;
}
