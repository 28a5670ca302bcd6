import { toMinutes, type Weekday } from "../model/hours.ts";
import { simulateDay, type DayContext, type Stop, type Visit } from "./simulate-day.ts";
import { EVENING_FROM, type PaceDay } from "./pace-day.ts";

/**
 * A finished city day shaped to its pace's window (PACE_DAY): the same stops in the same order, a
 * Relaxed day started later and every day's visits lingered over (longer, within their opening
 * hours) until the day runs to the pace's end. The stops a day gets stay the planner's choice, so the
 * activity counts per pace stay as they are; a day that cannot reach its end this way keeps what it
 * could and says what to do with the free time (day-end.ts).
 */

/** How much longer a visit is tried, step by step, up to the pace's `linger`. */
const LINGER_STEP = 0.1;
/** A later start is tried in steps of this, from the pace's start back to the day's own. */
const START_STEP = 15;
/** A meal is lingered over no longer than this. */
const MEAL_CAP_MINUTES = 90;

const round5 = (minutes: number) => Math.round(minutes / 5) * 5;

/** The visit lengths of a day lingered over by `factor`: a meal up to MEAL_CAP_MINUTES, anything else up to the pace's cap. */
export function lingeredMinutes(minutes: number, factor: number, cap: number, food: boolean): number {
  const longest = Math.max(minutes, food ? Math.min(cap, MEAL_CAP_MINUTES) : cap);
  return Math.min(longest, Math.max(minutes, round5(minutes * factor)));
}

export interface StretchOptions {
  pace: PaceDay;
  /** The traveller set this day's start: it stays where it is. */
  ownStart: boolean;
  /** The stops of the day with their visit lengths lingered over by `factor` (1: as planned). */
  stopsAt: (factor: number) => Stop[];
}

/**
 * The visits of a day in `order`, started at the pace's hour and lingered over as far as needed for
 * the day to end from `pace.endsFrom` (or as far as its opening hours allow), never with a hole, a
 * visit shorter than planned or a later end than the day allows; the visits as they are when nothing
 * better fits, or when the day already runs to its end.
 */
export function stretchDay(
  order: readonly number[],
  visits: readonly Visit[],
  weekday: Weekday | null,
  context: DayContext,
  options: StretchOptions,
): Visit[] {
  const { pace } = options;
  if (visits.length === 0 || visits.length !== order.length) return [...visits];
  const end = (day: readonly Visit[]) => day[day.length - 1]!.end;
  if (end(visits) >= pace.endsFrom) return [...visits];
  const planned = options.stopsAt(1);
  if (order.some((i) => planned[i]!.daytrip)) return [...visits];

  const fits = (day: readonly Visit[] | undefined): day is Visit[] =>
    day !== undefined &&
    day.length === visits.length &&
    day.every((visit, k) => visit.end - visit.start >= visits[k]!.end - visits[k]!.start);
  const simulate = (factor: number, ctx: DayContext) => {
    const result = simulateDay(options.stopsAt(factor), order, weekday, ctx);
    return result && result.hole === 0 ? result.visits : undefined;
  };
  const factors: number[] = [];
  for (let factor = 1; factor <= pace.linger + 1e-9; factor += LINGER_STEP) factors.push(factor);

  const starts: DayContext[] = [];
  // A later start for a pace that has one (as late as the day's hours allow), unless the traveller chose the day's start.
  if (!options.ownStart)
    for (let start = pace.start; start > visits[0]!.start; start -= START_STEP)
      starts.push({ ...context, dayStart: start });
  starts.push(context);
  let stretched: Visit[] | undefined;
  for (const ctx of starts) {
    for (const factor of factors) {
      const day = simulate(factor, ctx);
      if (!fits(day)) continue;
      if (!stretched || end(day) > end(stretched)) stretched = day;
      if (end(day) >= pace.endsFrom) break;
    }
    if (stretched) break;
  }
  if (stretched && end(stretched) >= pace.endsFrom) return stretched;
  const evening = pace.evening ? eveningTail(order, weekday, context, options, starts, fits) : undefined;
  return evening ?? stretched ?? [...visits];
}

/** A stop worth an evening hour: indoors or lit at all hours, open late, and no morning market. */
const OPEN_LATE = 21 * 60;
const keepsTheEvening = (stop: Stop) =>
  !stop.daytrip &&
  !stop.outdoor &&
  stop.bestTime !== "morning" &&
  (stop.window === null || toMinutes(stop.window.close) >= OPEN_LATE);

/**
 * A day that runs into the evening (Action-Packed) and still ends early: its last stop, when it is
 * worth an evening hour (a lit square, a late museum, a food street), is kept for the evening, timed
 * to end from the pace's evening, with the break before it no longer than the day allows (dinner
 * or a rest counted); undefined when it cannot be.
 */
function eveningTail(
  order: readonly number[],
  weekday: Weekday | null,
  context: DayContext,
  options: StretchOptions,
  starts: readonly DayContext[],
  fits: (day: readonly Visit[] | undefined) => day is Visit[],
): Visit[] | undefined {
  const last = order[order.length - 1]!;
  const planned = options.stopsAt(1);
  if (!keepsTheEvening(planned[last]!)) return undefined;
  for (const ctx of starts) {
    const stops = options.stopsAt(1).map((stop, i) =>
      i === last ? { ...stop, notBefore: Math.max(EVENING_FROM, options.pace.endsFrom - stop.minutes) } : stop,
    );
    const result = simulateDay(stops, order, weekday, ctx);
    const day = result && result.hole === 0 ? result.visits : undefined;
    if (fits(day) && day[day.length - 1]!.end >= options.pace.endsFrom) return day;
  }
  return undefined;
}
