import {
  MAX_DECLINED_PER_DAY,
  type Activity,
  type DraftDay,
  type FinalActivity,
  type FinalDay,
} from "@itinerary/contract";

/** Every activity on screen carries an id, so edits, selection and the map can name it. */
export type KeyedActivity = Activity & { id: string };
/** A draft day on screen; its own start and declined places (DraftDay) travel with it through every edit. */
export type KeyedDay = { day: number; activities: KeyedActivity[] } & Pick<DraftDay, "day_start" | "declined" | "note">;
export type KeyedFinalActivity = FinalActivity & { id: string };
export type KeyedFinalDay = Omit<FinalDay, "activities"> & { activities: KeyedFinalActivity[] };

let counter = 0;
function newId(): string {
  counter += 1;
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `a-${random}-${counter}`;
}

/** Gives every activity without an id one of its own (ids the server sent are kept). */
function keyActivities<A extends { id?: string }>(days: Array<{ activities: A[] }>): Array<Array<A & { id: string }>> {
  const seen = new Set<string>();
  return days.map((day) =>
    day.activities.map((activity) => {
      // A repeated id would make two cards one for React and the map: the copy gets a new one.
      const id = activity.id && !seen.has(activity.id) ? activity.id : newId();
      seen.add(id);
      return { ...activity, id };
    }),
  );
}

export function keyDraft(days: DraftDay[]): KeyedDay[] {
  const keyed = keyActivities(days);
  return days.map((day, index) => ({ ...day, activities: keyed[index]! }));
}

export function keyPlan(days: FinalDay[]): KeyedFinalDay[] {
  const keyed = keyActivities(days);
  return days.map((day, index) => ({ ...day, activities: keyed[index]! }));
}

/** Days numbered 1..n in order, without empty ones (SPEC section 4). */
function renumbered<D extends { day: number; activities: unknown[] }>(days: D[]): D[] {
  return days.filter((day) => day.activities.length > 0).map((day, index) => ({ ...day, day: index + 1 }));
}

/**
 * Removes one activity; a day left empty goes and the rest are renumbered from 1. The traveller took
 * it out on purpose, so it joins the day's declined places (the planner does not bring it back and
 * the plan review does not ask for it as a must-see); a day that goes passes its declined places on.
 */
export function deleteActivity(days: KeyedDay[], id: string): KeyedDay[] {
  const next = days.map((day) => {
    const removed = day.activities.find((activity) => activity.id === id);
    if (!removed) return day;
    const declined = [...new Set([...(day.declined ?? []), removed.name])].slice(-MAX_DECLINED_PER_DAY);
    return { ...day, activities: day.activities.filter((activity) => activity.id !== id), declined };
  });
  const emptied = next.findIndex((day) => day.activities.length === 0 && (day.declined?.length ?? 0) > 0);
  if (emptied >= 0) {
    const heir = next.findLastIndex((day, k) => k < emptied && day.activities.length > 0);
    const to = heir >= 0 ? heir : next.findIndex((day) => day.activities.length > 0);
    if (to >= 0)
      next[to] = {
        ...next[to]!,
        declined: [...new Set([...(next[to]!.declined ?? []), ...next[emptied]!.declined!])].slice(
          -MAX_DECLINED_PER_DAY,
        ),
      };
  }
  return renumbered(next);
}

/**
 * Moves an activity to another position within its own day; never across days (SPEC section 4).
 * An index out of range or another day's activity leaves the draft as it was.
 */
export function moveActivity(days: KeyedDay[], id: string, toIndex: number): KeyedDay[] {
  return days.map((day) => {
    const from = day.activities.findIndex((activity) => activity.id === id);
    if (from === -1 || toIndex < 0 || toIndex >= day.activities.length || toIndex === from) return day;
    const activities = [...day.activities];
    const [moved] = activities.splice(from, 1);
    activities.splice(toIndex, 0, moved!);
    return { ...day, activities };
  });
}

/**
 * Moves a stop to another day of the draft, at `toIndex` there (its end when omitted); the times are
 * made on finalize. The same days back when it cannot move: a day keeps at least one stop, and the
 * day it goes to must stay within `maxStops` (the pace's most, which finalize holds a draft to).
 */
export function moveActivityToDay(
  days: KeyedDay[],
  id: string,
  toDay: number,
  maxStops: number,
  toIndex?: number,
): KeyedDay[] {
  const from = locate(days, id);
  const to = days.findIndex((day) => day.day === toDay);
  if (!from || to < 0 || to === from.dayIndex) return days;
  const source = days[from.dayIndex]!;
  const target = days[to]!;
  if (source.activities.length < 2 || target.activities.length >= maxStops) return days;
  const moved = source.activities[from.index]!;
  const at = Math.min(Math.max(toIndex ?? target.activities.length, 0), target.activities.length);
  return days.map((day, k) => {
    if (k === from.dayIndex) return { ...day, activities: day.activities.filter((stop) => stop.id !== id) };
    if (k === to) return { ...day, activities: [...day.activities.slice(0, at), moved, ...day.activities.slice(at)] };
    return day;
  });
}

/**
 * Adds a place of the traveller's own at the end of a day (finalize times it there). The same days back
 * when it cannot: the day is at `maxStops`, or the plan already has a stop of that name.
 */
export function addActivityToDay(days: KeyedDay[], toDay: number, activity: Activity, maxStops: number): KeyedDay[] {
  const to = days.findIndex((day) => day.day === toDay);
  if (to < 0 || days[to]!.activities.length >= maxStops || hasStopNamed(days, activity.name)) return days;
  const added: KeyedActivity = { ...activity, id: newId() };
  return days.map((day, k) => (k === to ? { ...day, activities: [...day.activities, added] } : day));
}

/** Whether the plan already visits a place of this name (case and spacing aside). */
export function hasStopNamed(days: Array<{ activities: Array<{ name: string }> }>, name: string): boolean {
  const key = name.trim().replace(/\s+/g, " ").toLowerCase();
  return days.some((day) => day.activities.some((stop) => stop.name.trim().replace(/\s+/g, " ").toLowerCase() === key));
}

/** Swaps with the neighbour above (-1) or below (+1), as the move buttons do. */
export function shiftActivity(days: KeyedDay[], id: string, direction: -1 | 1): KeyedDay[] {
  const position = locate(days, id);
  if (!position) return days;
  return moveActivity(days, id, position.index + direction);
}

export function locate(
  days: Array<{ day: number; activities: Array<{ id: string }> }>,
  id: string,
): { dayIndex: number; index: number } | null {
  for (let dayIndex = 0; dayIndex < days.length; dayIndex++) {
    const index = days[dayIndex]!.activities.findIndex((activity) => activity.id === id);
    if (index !== -1) return { dayIndex, index };
  }
  return null;
}

/** A final plan back as a draft (Back to Edit on a saved plan): the stops without their times. */
export function draftFromPlan(plan: KeyedFinalDay[]): KeyedDay[] {
  return plan.map((day) => ({
    day: day.day,
    ...(day.day_start ? { day_start: day.day_start } : {}),
    ...(day.declined?.length ? { declined: day.declined } : {}),
    activities: day.activities.map(({ time: _time, start_time: _start, end_time: _end, ...activity }) => activity),
  }));
}
