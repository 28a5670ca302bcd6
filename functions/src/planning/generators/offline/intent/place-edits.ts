import { PACE_RANGE } from "@itinerary/contract";
import { distanceKm } from "../../../geo/geo.ts";
import type { Place } from "../../../guide/place.ts";
import { centreOf } from "../../../geo/geo.ts";
import { matchesTheme, type Theme } from "./themes.ts";
import {
  bestFor,
  decline,
  isOpenOn,
  locate,
  release,
  scheduleOf,
  take,
  weakestStop,
  weekdaysOf,
  type Working,
} from "./working.ts";
import { includesDayTrip, isDayTrip } from "../../../model/plan.ts";

/** Takes a place out of the plan; a day left short of the pace gets the best nearby place instead. */
export function removePlace(work: Working, place: Place, reason?: "seen"): void {
  const at = locate(work, place);
  work.banned.add(place);
  if (!at) {
    work.applied.push(`${place.name} is not in the plan, so there was nothing to remove.`);
    return;
  }
  decline(work, place, at.d);
  const day = work.days[at.d]!;
  day.splice(at.i, 1);
  release(work, place);
  work.minutes.delete(place);
  const added: string[] = [];
  const min = isDayTrip(place) ? work.targetPerDay : PACE_RANGE[work.context.preferences.travelPace].min;
  while (day.length < Math.max(1, min)) {
    const fill = bestFor(work, at.d, day, () => true, [], { strict: day.length > 0 });
    if (!fill) break;
    take(work, fill);
    day.push(fill);
    added.push(fill.name);
  }
  const fill = added.length > 0 ? ` Added ${listOf(added)} to day ${at.d + 1} to keep the pace.` : "";
  const why = reason === "seen" ? ", since you have been there before" : "";
  work.applied.push(`Removed ${place.name} from day ${at.d + 1}${why}.${fill}`);
}

export function keepPlace(work: Working, place: Place): void {
  work.applied.push(
    locate(work, place)
      ? `${place.name} stays in the plan, as you asked.`
      : `${place.name} is not in the plan; ask to add it if you want it.`,
  );
}

export function replacePlace(work: Working, target: Place, wanted: Place | null, theme: Theme | null): void {
  const at = locate(work, target);
  if (!at) {
    work.applied.push(`${target.name} is not in the plan, so there was nothing to replace.`);
    return;
  }
  const day = work.days[at.d]!;
  const rest = day.filter((_, i) => i !== at.i);
  let choice = wanted;
  if (choice && locate(work, choice)) {
    work.applied.push(`${choice.name} is already in the plan, so ${target.name} stays.`);
    return;
  }
  if (choice && isDayTrip(choice) && !isDayTrip(target)) {
    work.applied.push(`${choice.name} is a day trip: ask for "a day trip to ${choice.name}" to give it a whole day.`);
    return;
  }
  if (!choice) {
    choice = bestFor(
      work,
      at.d,
      rest,
      (place) => place !== target && (theme ? matchesTheme(place, theme) : true),
      theme ? theme.interests : target.interests,
      {
        daytrip: isDayTrip(target),
      },
    );
  }
  if (!choice) {
    work.applied.push(`Found nothing in the offline guide to replace ${target.name} with, so it stays.`);
    return;
  }
  if (!isOpenOn(work, at.d, choice)) {
    replaceOnAnotherDay(work, target, choice, at.d);
    return;
  }
  take(work, choice);
  day.splice(at.i, 1, choice);
  decline(work, target, at.d);
  release(work, target);
  work.applied.push(`Replaced ${target.name} with ${choice.name} on day ${at.d + 1}.`);
}

/**
 * The place wanted instead is closed on the target's day: the target goes, and the wanted place
 * takes the best day it is open (a day trip trades days with a city day, whose stops move over).
 */
function replaceOnAnotherDay(work: Working, target: Place, wanted: Place, d: number): void {
  const weekday = weekdaysOf(work, d);
  const day = work.days[d]!;
  if (isDayTrip(wanted) && isDayTrip(target)) {
    const other = work.days.findIndex((stops, e) => e !== d && !includesDayTrip(stops) && isOpenOn(work, e, wanted));
    if (other < 0) {
      work.applied.push(`${wanted.name} is closed on every free day of this trip, so ${target.name} stays.`);
      return;
    }
    take(work, wanted);
    decline(work, target, d);
    release(work, target);
    work.days[d] = work.days[other]!;
    work.days[other] = [wanted];
    work.applied.push(
      `Replaced ${target.name} with ${wanted.name}, on day ${other + 1} because ${wanted.name} is closed on ${weekday}; day ${other + 1}'s stops moved to day ${d + 1}.`,
    );
    return;
  }
  day.splice(day.indexOf(target), 1);
  decline(work, target, d);
  release(work, target);
  work.applied.push(
    `Removed ${target.name} from day ${d + 1}; ${wanted.name} is closed on ${weekday}, so it goes on another day.`,
  );
  addPlace(work, wanted, null);
}

/** The city day a place fits best: open that day, nearest to the day's other stops. */
function nearestDay(work: Working, place: Place): number {
  let bestDay = -1;
  let bestKm = Infinity;
  work.days.forEach((day, d) => {
    if (includesDayTrip(day) || !isOpenOn(work, d, place)) return;
    const centre = centreOf(day.filter((p) => Number.isFinite(p.lat)));
    const km = (centre ? distanceKm(centre, place) : 0) + day.length * 0.01;
    if (km < bestKm) {
      bestKm = km;
      bestDay = d;
    }
  });
  return bestDay;
}

/** Puts a place on day `d`; a full day gives up its weakest stop. Returns the stop it replaced, if any. */
function putOn(work: Working, d: number, place: Place): Place | null {
  const day = work.days[d]!;
  take(work, place);
  work.banned.delete(place);
  if (day.length >= work.targetPerDay || !scheduleOf(work, d, [...day, place])) {
    const weakest = weakestStop(work, day, () => true, [place]);
    if (weakest) {
      day.splice(day.indexOf(weakest), 1, place);
      release(work, weakest);
      return weakest;
    }
  }
  day.push(place);
  return null;
}

export function addPlace(work: Working, place: Place, dayIndex: number | null): void {
  const at = locate(work, place);
  if (at) {
    if (dayIndex !== null && dayIndex !== at.d) {
      movePlace(work, place, dayIndex);
      return;
    }
    work.applied.push(`${place.name} is already in the plan (day ${at.d + 1}).`);
    return;
  }
  const d = dayIndex ?? nearestDay(work, place);
  if (d < 0) {
    work.applied.push(`Could not find a day when ${place.name} is open.`);
    return;
  }
  if (!isOpenOn(work, d, place)) {
    work.applied.push(`${place.name} is closed on ${weekdaysOf(work, d)} (day ${d + 1}), so it was not added.`);
    return;
  }
  if (includesDayTrip(work.days[d]!)) {
    work.applied.push(`Day ${d + 1} is a day trip, so ${place.name} was not added to it.`);
    return;
  }
  const replaced = putOn(work, d, place);
  work.applied.push(
    replaced
      ? `Added ${place.name} to day ${d + 1} in place of ${replaced.name}.`
      : `Added ${place.name} to day ${d + 1}.`,
  );
}

export function movePlace(work: Working, place: Place, d: number): void {
  const at = locate(work, place);
  if (!at) {
    addPlace(work, place, d);
    return;
  }
  if (at.d === d) {
    work.applied.push(`${place.name} is already on day ${d + 1}.`);
    return;
  }
  if (!isOpenOn(work, d, place)) {
    work.applied.push(
      `${place.name} is closed on ${weekdaysOf(work, d)} (day ${d + 1}), so it stays on day ${at.d + 1}.`,
    );
    return;
  }
  if (includesDayTrip(work.days[d]!) || isDayTrip(place)) {
    work.applied.push(`Day trips keep a day of their own, so ${place.name} stays on day ${at.d + 1}.`);
    return;
  }
  work.days[at.d]!.splice(at.i, 1);
  const replaced = putOn(work, d, place);
  // The stop it displaced takes the freed place on the old day when it is open then.
  if (replaced && isOpenOn(work, at.d, replaced)) {
    take(work, replaced);
    work.days[at.d]!.push(replaced);
    work.applied.push(
      `Moved ${place.name} from day ${at.d + 1} to day ${d + 1}, and ${replaced.name} from day ${d + 1} to day ${at.d + 1}.`,
    );
    return;
  }
  const went = replaced ? ` ${replaced.name} left the plan to make room.` : "";
  work.applied.push(`Moved ${place.name} from day ${at.d + 1} to day ${d + 1}.${went}`);
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
