import { maxStopsPerDay, PACE_RANGE } from "@itinerary/contract";
import { toHhmm, toMinutes } from "../../../model/hours.ts";
import { DAY_START } from "../../../scheduling/simulate-day.ts";
import type { Place } from "../../../guide/place.ts";
import { listOf } from "./place-edits.ts";
import { bestFor, paceOf, release, scheduleOf, take, weakestStop, type Working } from "./working.ts";
import { includesDayTrip, isDayTrip } from "../../../model/plan.ts";

/** "Start later" without a time: the day's first visit at 10:30 instead of 09:00. */
export const LATER_START = 10 * 60 + 30;
/** Starts a traveller may ask for: a sightseeing day begins between these. */
export const EARLIEST_START = 6 * 60;
export const LATEST_START = 13 * 60;

type Chooser = (day: readonly Place[]) => Place | null;

/**
 * One stop more or fewer on each city day, or only on the day named ("make day 2 more relaxed"),
 * within what the pace allows. A change of every day changes the plan's stops per day; a change of
 * one day leaves the others as they are.
 */
export function changePace(
  work: Working,
  step: -1 | 1,
  only: number | null = null,
  label = step < 0 ? "Lighter pace" : "Busier pace",
  pick?: Chooser,
): void {
  const pace = work.context.preferences.travelPace;
  const range = PACE_RANGE[pace];
  const most = maxStopsPerDay(pace);
  if (only !== null) {
    const day = work.days[only]!;
    if (includesDayTrip(day)) {
      work.applied.push(`Day ${only + 1} is a day trip, a whole day: its pace is the trip's own.`);
      return;
    }
    const before = day.length;
    const after = Math.max(1, Math.min(most, before + step));
    const changes = after === before ? [] : resize(work, only, after, step, pick);
    if (changes.length === 0) {
      const why =
        step > 0
          ? `, the most the ${range.label} pace allows; choose a busier pace for fuller days`
          : "; it keeps them";
      work.applied.push(`Day ${only + 1} already has ${before} ${before === 1 ? "stop" : "stops"}${why}.`);
      return;
    }
    work.applied.push(
      `${label} on day ${only + 1}: ${day.length} stops (were ${before}); ${step < 0 ? "removed" : "added"} ${listOf(changes)}.`,
    );
    return;
  }
  const before = work.targetPerDay;
  // Never past the pace's maximum: the plan comes back to revise and finalize, which refuse such a day.
  const after = Math.max(1, Math.min(most, before + step));
  if (after === before) {
    const why =
      step > 0
        ? `, the most the ${range.label} pace allows; choose a busier pace for fuller days`
        : "; the pace stays as it is";
    work.applied.push(`Days already have ${before} ${before === 1 ? "stop" : "stops"}${why}.`);
    return;
  }
  const changes = work.days.flatMap((day, d) =>
    includesDayTrip(day) ? [] : resize(work, d, after, step, pick).map((name) => `${name} (day ${d + 1})`),
  );
  work.targetPerDay = after;
  let note = `${label}: city days now have ${after} stops (were ${before})`;
  note += changes.length > 0 ? `; ${step < 0 ? "removed" : "added"} ${changes.join(", ")}.` : ".";
  if (after < range.min || after > range.max) {
    note += ` That is outside the ${range.label} range (${range.min}-${range.max}); choose the ${PACE_RANGE[paceOf(after)].label} pace so the final plan matches.`;
  }
  work.applied.push(note);
}

/** Brings day `d` to `size` stops, one at a time; the names of the stops that went or came. */
function resize(work: Working, d: number, size: number, step: -1 | 1, pick?: Chooser): string[] {
  const day = work.days[d]!;
  const changes: string[] = [];
  while (step < 0 && day.length > size) {
    const weakest = pick?.(day) ?? weakestStop(work, day, () => true);
    if (!weakest) break;
    day.splice(day.indexOf(weakest), 1);
    release(work, weakest);
    changes.push(weakest.name);
  }
  while (step > 0 && day.length < size) {
    const choice = bestFor(work, d, day, () => true, [], { strict: true });
    if (!choice) break;
    take(work, choice);
    day.push(choice);
    changes.push(choice.name);
  }
  return changes;
}

/** The stop a later morning gives up first: the one that must be seen earliest (it closes soonest), else the weakest. */
function earliestCloser(work: Working): Chooser {
  return (day) => {
    const candidates = day.filter((place) => !isDayTrip(place) && !work.foreign.has(place));
    const closing = (place: Place) => (place.hours ? toMinutes(place.hours.close) : 24 * 60);
    const earliest = candidates.filter((place) => closing(place) <= 14 * 60);
    return earliest.sort((a, b) => closing(a) - closing(b))[0] ?? weakestStop(work, day, () => true);
  };
}

/**
 * Later mornings ("start later", "no early starts", "late mornings on day 2") or a start the
 * traveller names ("start at 10"): each day in scope starts then (DraftDay.day_start, which
 * finalize honours), a later start without a time costs each city day one stop, and a day that no
 * longer fits before its end (a family's early evening) gives up stops until it does.
 */
export function setDayStart(work: Working, at: number | null, only: number | null): void {
  const start = at ?? LATER_START;
  if (start < EARLIEST_START || start > LATEST_START) {
    work.applied.push(
      `A day of sightseeing starting at ${toHhmm(start)} is not something the planner can plan; ask for a start between ${toHhmm(EARLIEST_START)} and ${toHhmm(LATEST_START)}.`,
    );
    return;
  }
  const inScope = work.days.map((_, d) => d).filter((d) => only === null || d === only);
  const where = only === null ? "every day" : `day ${only + 1}`;
  if (inScope.every((d) => (work.starts[d] ?? DAY_START) === start)) {
    work.applied.push(`${where.charAt(0).toUpperCase()}${where.slice(1)} already starts at ${toHhmm(start)}.`);
    return;
  }
  const was = work.starts[inScope[0]!] ?? DAY_START;
  const pick = earliestCloser(work);
  const dropped: string[] = [];
  // "Later" alone means a lighter morning too, on days that start before it (a day of evening
  // stops may start after it already); a named time keeps every stop that still fits.
  if (at === null && start > was) {
    for (const d of inScope) {
      const day = work.days[d]!;
      const first = scheduleOf(work, d, day)?.visits[0]?.start ?? 0;
      if (includesDayTrip(day) || day.length <= 1 || first >= start) continue;
      dropped.push(...resize(work, d, day.length - 1, -1, pick).map((name) => `${name} (day ${d + 1})`));
    }
  }
  for (const d of inScope) {
    work.starts[d] = start;
    const day = work.days[d]!;
    while (day.length > 1 && !scheduleOf(work, d, day)) {
      const gone = resize(work, d, day.length - 1, -1, pick);
      if (gone.length === 0) break;
      dropped.push(...gone.map((name) => `${name} (day ${d + 1})`));
    }
  }
  const how = start > was ? "later mornings" : "earlier starts";
  let note = `${how.charAt(0).toUpperCase()}${how.slice(1)}: ${where} starts at ${toHhmm(start)} (was ${toHhmm(was)})`;
  note += dropped.length > 0 ? `; to fit the shorter day, removed ${dropped.join(", ")}.` : ".";
  work.applied.push(note);
}

/** Minutes between landing (or arriving) and the first visit: reaching the stay and leaving the bags. */
export const AFTER_ARRIVAL = 90;
/** An arrival day ends by then, or when it ended before if that was later: a travel day is not stretched into the night. */
export const ARRIVAL_DAY_END = 18 * 60 + 30;
/** A first visit after this is no sightseeing day; the traveller is asked what they want instead. */
export const LATEST_ARRIVAL_START = 18 * 60;

/**
 * The traveller arrives on day `d` at `at` ("we land at noon on day 1"): the day starts
 * AFTER_ARRIVAL later (rounded to the quarter hour), and it gives up stops,
 * those that close earliest first, until the day ends no later than it did (or ARRIVAL_DAY_END).
 */
export function arriveOn(work: Working, at: number, d: number): void {
  const start = Math.ceil((at + AFTER_ARRIVAL) / 15) * 15;
  const was = work.starts[d] ?? DAY_START;
  const day = work.days[d]!;
  if (includesDayTrip(day)) {
    work.applied.push(
      `Day ${d + 1} is a day trip, which leaves early; arriving at ${toHhmm(at)}, swap it with a later day (for example "swap day ${d + 1} and day ${d + 2}").`,
    );
    return;
  }
  if (start <= was) {
    work.applied.push(`Day ${d + 1} already starts at ${toHhmm(was)}, after you arrive at ${toHhmm(at)}.`);
    return;
  }
  if (start > LATEST_ARRIVAL_START) {
    work.applied.push(
      `Arriving at ${toHhmm(at)} leaves no time for sightseeing on day ${d + 1}; ask for a lighter day ${d + 1} or remove its stops.`,
    );
    return;
  }
  const pick = earliestCloser(work);
  const endOf = () => {
    const schedule = scheduleOf(work, d, day);
    return schedule ? Math.max(...schedule.visits.map((visit) => visit.end)) : Infinity;
  };
  const end = Math.max(endOf(), ARRIVAL_DAY_END);
  work.starts[d] = start;
  const dropped: string[] = [];
  while (day.length > 1 && endOf() > end) {
    const gone = resize(work, d, day.length - 1, -1, pick);
    if (gone.length === 0) break;
    dropped.push(...gone);
  }
  let note = `You arrive at ${toHhmm(at)}: day ${d + 1} starts at ${toHhmm(start)} (was ${toHhmm(was)}), time to reach your stay first`;
  note += dropped.length > 0 ? `; to fit the shorter day, removed ${listOf(dropped)}.` : ".";
  work.applied.push(note);
}
