import { toMinutes, type Weekday } from "../model/hours.ts";
import type { LatLng } from "../geo/geo.ts";
import { optimisedLengthKm, routeLengthKm } from "../geo/routing.ts";
import { isLocated, simulateDay, type DayContext, type Stop, type Visit } from "./simulate-day.ts";
import { EVENING_FROM, type PaceDay } from "./pace-day.ts";

/**
 * A finished city day shaped to its pace's window (PACE_DAY): the same stops in the same order (an
 * Action-Packed day may keep one for the evening, at its end), a Relaxed day started later and every day's visits lingered over (longer, within their opening
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

/** A day's visiting order (indices into its stops) and its visits in that order. */
export interface ShapedDay {
  order: number[];
  visits: Visit[];
}

/**
 * The visits of a day in `order`, started at the pace's hour and lingered over as far as needed for
 * the day to end from `pace.endsFrom` (or as far as its opening hours allow), never with a hole, a
 * visit shorter than planned or a later end than the day allows; the visits as they are when nothing
 * better fits, or when the day already runs to its end. A day that runs into the evening and still
 * ends early keeps a stop worth an evening hour for last (eveningTail), which may change its order.
 */
export function stretchDay(
  order: readonly number[],
  visits: readonly Visit[],
  weekday: Weekday | null,
  context: DayContext,
  options: StretchOptions,
): ShapedDay {
  const { pace } = options;
  const as = (day: readonly Visit[]): ShapedDay => ({ order: [...order], visits: [...day] });
  if (visits.length === 0 || visits.length !== order.length) return as(visits);
  const end = (day: readonly Visit[]) => day[day.length - 1]!.end;
  if (end(visits) >= pace.endsFrom) return as(visits);
  const planned = options.stopsAt(1);
  if (order.some((i) => planned[i]!.daytrip)) return as(visits);

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
  if (stretched && end(stretched) >= pace.endsFrom) return as(stretched);
  const evening = pace.evening ? eveningTail(order, visits, weekday, options, starts, factors) : undefined;
  return evening ?? as(stretched ?? visits);
}

/**
 * A stop worth an evening hour: open at all hours, or still open OPEN_INTO_EVENING after the pace's
 * evening begins (a late museum, a house open to 20:30), and no morning market; one out of doors
 * only while it is light (the scheduler holds it to sunset plus AFTER_SUNSET_MINUTES).
 */
const OPEN_INTO_EVENING = 30;
const keepsTheEvening = (stop: Stop, pace: PaceDay) =>
  !stop.daytrip &&
  stop.bestTime !== "morning" &&
  (stop.window === null || toMinutes(stop.window.close) >= pace.endsFrom + OPEN_INTO_EVENING);

/** How much longer than its best order a day's route may be (the checker's route rule allows 15%). */
const ROUTE_TOLERANCE = 1.15;
/** An evening stop moved to the end keeps the day's stops within this many km, hop by hop (day_compactness). */
const EVENING_ROUTE_KM = 10;

/**
 * A day that runs into the evening (Action-Packed) and still ends early: a stop worth an evening hour
 * (a lit square, a late museum, a food street), the last one or one moved to the end while the route
 * stays short, kept for the evening and timed to end from the pace's evening, with the break before it
 * no longer than the day allows (dinner or a rest counted) and no visit shorter than planned;
 * undefined when none can be.
 */
function eveningTail(
  order: readonly number[],
  visits: readonly Visit[],
  weekday: Weekday | null,
  options: StretchOptions,
  starts: readonly DayContext[],
  factors: readonly number[],
): ShapedDay | undefined {
  const planned = options.stopsAt(1);
  const length = new Map(order.map((i, k) => [i, visits[k]!.end - visits[k]!.start]));
  const located = (indices: readonly number[]) =>
    indices.map((i) => planned[i]!).filter(isLocated) as (Stop & LatLng)[];
  const original = routeLengthKm(located(order));
  const bound = Math.max(original, optimisedLengthKm(located(order)) * ROUTE_TOLERANCE);
  for (let k = order.length - 1; k >= 0; k--) {
    const moved = order[k]!;
    if (!keepsTheEvening(planned[moved]!, options.pace)) continue;
    const candidate = [...order.slice(0, k), ...order.slice(k + 1), moved];
    const km = routeLengthKm(located(candidate));
    if (k !== order.length - 1 && (km > bound || km > Math.max(original, EVENING_ROUTE_KM))) continue;
    // The visits before it lingered over as the pace allows, else the day started a little later, so
    // the break before the evening stays a rest and no hole.
    for (const factor of factors) {
      const stops = options
        .stopsAt(factor)
        .map((stop, i) =>
          i === moved ? { ...stop, notBefore: Math.max(EVENING_FROM, options.pace.endsFrom - stop.minutes) } : stop,
        );
      for (const ctx of starts) {
        const day = withoutHole(stops, candidate, weekday, ctx);
        if (!day) continue;
        const kept = day.every((visit, j) => visit.end - visit.start >= length.get(candidate[j]!)!);
        if (kept && day[day.length - 1]!.end >= options.pace.endsFrom) return { order: candidate, visits: day };
      }
    }
  }
  return undefined;
}

/** The day simulated, started later (up to three times) while it would leave a hole; undefined when one remains. */
function withoutHole(
  stops: readonly Stop[],
  order: readonly number[],
  weekday: Weekday | null,
  context: DayContext,
): Visit[] | undefined {
  let result = simulateDay(stops, order, weekday, context);
  for (let attempt = 0; attempt < 3 && result && result.hole > 0; attempt++) {
    const first = result.visits[0]!;
    const departure = first.start - (first.leg?.minutes ?? 0) + Math.ceil(result.hole / 5) * 5;
    result = simulateDay(stops, order, weekday, context, departure);
  }
  return result && result.hole === 0 ? result.visits : undefined;
}
