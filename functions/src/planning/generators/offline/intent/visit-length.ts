import { toMinutes } from "../../../model/hours.ts";
import type { Place } from "../../../guide/place.ts";
import { plannedMinutes } from "../planner.ts";
import { addPlace, listOf } from "./place-edits.ts";
import { locate, release, scheduleOf, weakestStop, type Working } from "./working.ts";
import { isDayTrip } from "../../../model/plan.ts";

const EXTRA_MINUTES = 60;
const LONGEST_VISIT = 300;
/** A visit shorter than this is hardly a visit: "less time" never goes below it. */
export const SHORTEST_VISIT = 30;

/** The visit's length now: what the traveller asked for before, else the planned one. */
const lengthOf = (work: Working, place: Place) =>
  work.minutes.get(place) ?? plannedMinutes(place, work.context.preferences.travelPace);

/** A longer visit: an hour more (or the place's usual length), with the day's weakest stop going if the day cannot hold it. */
export function giveMoreTime(work: Working, place: Place): void {
  if (isDayTrip(place)) {
    work.applied.push(`${place.name} already has a whole day.`);
    return;
  }
  if (!locate(work, place)) addPlace(work, place, null);
  const at = locate(work, place);
  if (!at) return;
  const before = lengthOf(work, place);
  const window = place.hours ? toMinutes(place.hours.close) - toMinutes(place.hours.open) : LONGEST_VISIT;
  const after = Math.min(Math.max(before + EXTRA_MINUTES, place.minutes), window, LONGEST_VISIT);
  if (after <= before) {
    work.applied.push(`${place.name} already has ${hours(before)}, as long as its opening hours allow.`);
    return;
  }
  work.minutes.set(place, after);
  const day = work.days[at.d]!;
  const dropped: string[] = [];
  while (!scheduleOf(work, at.d, day) && day.length > 1) {
    const weakest = weakestStop(work, day, () => true, [place]);
    if (!weakest) break;
    day.splice(day.indexOf(weakest), 1);
    release(work, weakest);
    dropped.push(weakest.name);
  }
  const room = dropped.length > 0 ? ` To make room, ${listOf(dropped)} left day ${at.d + 1}.` : "";
  work.applied.push(
    `More time at ${place.name} on day ${at.d + 1}: ${hours(after)} instead of ${hours(before)}.${room}`,
  );
}

/**
 * A shorter visit that keeps the place: about a third less, in quarter hours, never below
 * SHORTEST_VISIT. "Less time at the Louvre" is not "no Louvre".
 */
export function giveLessTime(work: Working, place: Place): void {
  if (isDayTrip(place)) {
    work.applied.push(`${place.name} is a day trip, a whole day; ask to remove it if you would rather not go.`);
    return;
  }
  const at = locate(work, place);
  if (!at) {
    work.applied.push(`${place.name} is not in the plan, so there was no visit to shorten.`);
    return;
  }
  const before = lengthOf(work, place);
  const shortest = Math.min(before, SHORTEST_VISIT);
  let after = Math.max(shortest, Math.floor((before * 2) / 3 / 15) * 15);
  if (after >= before) {
    work.applied.push(
      `${place.name} already has ${hours(before)}, as short a visit as makes sense; ask to remove it if you would rather skip it.`,
    );
    return;
  }
  // A shorter visit can leave a gap before a stop that opens later: lengthen back a little until the
  // day fits (a day that did not fit before is left to the opening-hours repair).
  const fitted = scheduleOf(work, at.d, work.days[at.d]!) !== null;
  for (; fitted && after < before; after += 15) {
    work.minutes.set(place, after);
    if (scheduleOf(work, at.d, work.days[at.d]!)) break;
  }
  if (!fitted) work.minutes.set(place, after);
  else if (after >= before) {
    work.minutes.set(place, before);
    work.applied.push(
      `A shorter visit to ${place.name} would leave day ${at.d + 1} with a long wait, so it keeps ${hours(before)}.`,
    );
    return;
  }
  work.applied.push(
    `Less time at ${place.name} on day ${at.d + 1}: ${hours(after)} instead of ${hours(before)}; it stays in the plan.`,
  );
}

export function hours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
