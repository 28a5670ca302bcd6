import { locate, type KeyedFinalActivity, type KeyedFinalDay } from "./draft-edits";
import { clockOf, stopWindow } from "./trip-today";

/** One press of Shorter or Longer. */
export const STOP_LENGTH_STEP = 15;
export const MIN_STOP_MINUTES = 15;
export const MAX_STOP_MINUTES = 8 * 60;
/** A day's stops end before midnight: a longer visit that would push one past it is refused. */
const DAY_END = 24 * 60;

/** Minutes since midnight of an "HH:MM" clock; null when it is not one. */
const minutesOf = (hhmm: string) => stopWindow({ time: "", start_time: hhmm }).start;

/** How long a stop of the final plan lasts, from its time slot; null when it has no usable slot. */
export function stopLength(stop: KeyedFinalActivity): number | null {
  const { start, end } = stopWindow(stop);
  return start !== null && end !== null && end > start ? end - start : null;
}

/** "45 min", "1 h", "1 h 30 min". */
export function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The stop made `delta` minutes longer (or shorter), within MIN and MAX_STOP_MINUTES: it ends later and
 * every later stop of its day moves by as much, the legs between them kept, and the day's dinner waits
 * for its last stop. Null when nothing changes: no time slot, already at a bound, or a stop of the day
 * would run past midnight.
 */
export function resizeFinalActivity(days: KeyedFinalDay[], id: string, delta: number): KeyedFinalDay[] | null {
  const at = locate(days, id);
  if (!at) return null;
  const { dayIndex, index } = at;
  const day = days[dayIndex]!;
  const length = stopLength(day.activities[index]!);
  if (length === null) return null;
  const shift = Math.min(MAX_STOP_MINUTES, Math.max(MIN_STOP_MINUTES, length + delta)) - length;
  if (shift === 0) return null;

  const activities = day.activities.map((stop, k) => {
    if (k < index) return stop;
    const { start, end } = stopWindow(stop);
    if (start === null || end === null) return stop;
    return retimed(stop, k === index ? start : start + shift, end + shift);
  });
  if (activities.some((stop) => (stopWindow(stop).end ?? 0) > DAY_END - 1)) return null;

  const lastEnd = Math.max(...activities.map((stop) => stopWindow(stop).end ?? 0));
  const dinnerAt = day.dinner ? minutesOf(day.dinner.time) : null;
  // Every stop ends before midnight (refused above), so dinner after the last one does too.
  const dinner =
    day.dinner && dinnerAt !== null && dinnerAt < lastEnd ? { ...day.dinner, time: clockOf(lastEnd) } : day.dinner;
  return days.map((other, k) => (k === dayIndex ? { ...day, activities, dinner } : other));
}

function retimed(stop: KeyedFinalActivity, start: number, end: number): KeyedFinalActivity {
  const [from, to] = [clockOf(start), clockOf(end)];
  return {
    ...stop,
    start_time: from,
    end_time: to,
    time: `${from} - ${to}`,
    ...(stop.duration_minutes === undefined ? {} : { duration_minutes: end - start }),
  };
}

/**
 * A stop whose time the traveller wrote: its slot follows the text ("10:00 - 11:30"), so its length,
 * Today and the day's checks read what they see; a text without a start and an end ("Morning") leaves
 * it untimed rather than timed as before.
 */
export function retimedByText(stop: KeyedFinalActivity, time: string): KeyedFinalActivity {
  const { start, end } = stopWindow({ time });
  if (start !== null && end !== null && end > start) return { ...retimed(stop, start, end), time };
  const { start_time: _start, end_time: _end, ...untimed } = stop;
  return { ...untimed, time };
}

/**
 * The closing time a stop's visit now runs past (its opening window on the plan's date), for a note on
 * the card; null when it ends in time or its hours are not known.
 */
export function closesBeforeEnd(stop: KeyedFinalActivity): string | null {
  const close = stop.opening_window?.close;
  const { end } = stopWindow(stop);
  if (!close || end === null) return null;
  const closing = minutesOf(close);
  // A window closing at or after midnight ("00:00", "02:00") never closes on the day.
  const open = stop.opening_window?.open;
  const openAt = open ? minutesOf(open) : null;
  if (closing === null || (openAt !== null && closing <= openAt)) return null;
  return end > closing ? close : null;
}
