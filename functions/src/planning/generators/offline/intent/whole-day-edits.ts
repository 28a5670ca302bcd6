import { PACE_RANGE } from "@itinerary/contract";
import { centreOf, distanceKm } from "../../../geo/geo.ts";
import type { Place } from "../../../guide/place.ts";
import { includesDayTrip, isDayTrip } from "../../../model/plan.ts";
import { listOf } from "./place-edits.ts";
import { cityDays } from "./theme-edits.ts";
import { matchesTheme, type Theme } from "./themes.ts";
import { bestFor, isOpenOn, paceOf, release, take, weakestStop, weekdaysOf, type Working } from "./working.ts";
import { WEEKDAY_NAMES } from "./days.ts";

/** "day 3 (Thursday)", or "day 3" when the plan's dates are unknown. */
export function dayLabel(work: Working, d: number): string {
  const weekday = work.context.weekdays[d];
  return weekday ? `day ${d + 1} (${WEEKDAY_NAMES[weekday]})` : `day ${d + 1}`;
}

const OUTDOOR_LANDMARK =
  /\b(tower|towers|arc|arch|bridge|fountain|gate|steps|statue|square|forum|colosseum|coliseum|ruins|wall|pier|wheel|eye|skytree|stadium|arena|bullring)\b/i;

const sketch = (day: readonly Place[]) =>
  day.length === 0 ? "no stops" : `${listOf(day.slice(0, 2).map((place) => place.name))}${day.length > 2 ? ", …" : ""}`;

/**
 * Moves the whole day `from` to position `to`; the days between shift by one, each keeping its
 * stops. A day's own start (a later morning asked for day 2) stays with its date, as with a swap.
 */
export function moveDay(work: Working, from: number, to: number): void {
  if (from === to) {
    work.applied.push(`That day (${sketch(work.days[from]!)}) is already day ${from + 1}, so no day moved.`);
    return;
  }
  const order = work.days.map((_, d) => d);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const before = work.days.map((day) => day);
  // A day trip keeps a day it is open: the planner would otherwise give it up for another.
  const shut = order.flatMap((was, now) =>
    before[was]!.filter((place) => isDayTrip(place) && !isOpenOn(work, now, place)).map((place) => ({ place, now })),
  );
  if (shut.length > 0) {
    const { place, now } = shut[0]!;
    work.applied.push(
      `${place.name} is closed on ${weekdaysOf(work, now)}, which would be its day (day ${now + 1}) after that move, so the days stay as they were.`,
    );
    return;
  }
  // A day that would lose most of its stops to closing days is no longer the day the traveller meant.
  for (const [now, was] of order.entries()) {
    const closed = before[was]!.filter((place) => !work.foreign.has(place) && !isOpenOn(work, now, place));
    if (closed.length * 2 <= before[was]!.length) continue;
    work.applied.push(
      `${listOf(closed.map((place) => place.name))} ${closed.length === 1 ? "is" : "are"} closed on ${weekdaysOf(work, now)}, which would be day ${was + 1}'s new day (day ${now + 1}) after that move, so the days stay as they were.`,
    );
    return;
  }
  work.days = order.map((d) => before[d]!);
  const shifted = order
    .map((was, now) => ({ was, now }))
    .filter(({ was, now }) => was !== now && was !== from)
    .map(({ was, now }) => `day ${was + 1} is now day ${now + 1}`);
  work.applied.push(
    `Moved day ${from + 1} (${sketch(before[from]!)}) to ${to === 0 ? "the start, as day 1" : to === order.length - 1 ? `the end, as day ${to + 1}` : `day ${to + 1}`}; ${listOf(shifted)}.`,
  );
}

/**
 * At most `max` stops on each city day (or on the day named): each longer day gives up its weakest
 * stops until it has that many. Across the whole plan it also becomes the plan's stops per day.
 */
export function capStops(work: Working, max: number, only: number | null): void {
  if (max < 1) {
    work.applied.push("A day of the plan needs at least one stop; ask for a lighter pace instead.");
    return;
  }
  const removed: string[] = [];
  const days = cityDays(work, only);
  for (const { day, d } of days) {
    while (day.length > max) {
      const weakest = weakestStop(work, day, () => true);
      if (!weakest) break;
      day.splice(day.indexOf(weakest), 1);
      release(work, weakest);
      removed.push(only === null ? `${weakest.name} (day ${d + 1})` : weakest.name);
    }
  }
  const where = only === null ? "a day" : `on day ${only + 1}`;
  if (only !== null && includesDayTrip(work.days[only]!)) {
    work.applied.push(`Day ${only + 1} is a day trip, a whole day with one stop.`);
    return;
  }
  if (removed.length === 0) {
    work.applied.push(
      only === null
        ? `Every day already has ${max} ${max === 1 ? "stop" : "stops"} or fewer.`
        : `Day ${only + 1} already has ${work.days[only]!.length} ${work.days[only]!.length === 1 ? "stop" : "stops"}, no more than ${max}.`,
    );
    return;
  }
  if (only === null) work.targetPerDay = Math.min(work.targetPerDay, max);
  const range = PACE_RANGE[work.context.preferences.travelPace];
  let note = `At most ${max} ${max === 1 ? "stop" : "stops"} ${where}: removed ${removed.join(", ")}.`;
  if (max < range.min)
    note += ` That is below the ${range.label} range (${range.min}-${range.max}); choose the ${PACE_RANGE[paceOf(max)].label} pace so the final plan matches.`;
  work.applied.push(note);
}

/** Stops that are no place to be in the rain: parks, gardens, beaches, viewpoints, streets, squares, open markets. */
export function isOutdoor(place: Place): boolean {
  if (isDayTrip(place)) return false;
  if (["park", "garden", "viewpoint", "beach", "nature", "neighbourhood"].includes(place.category)) return true;
  if (place.category === "landmark") return place.hours === null || OUTDOOR_LANDMARK.test(place.name);
  if (place.category === "market") return !isCovered(place);
  return false;
}

const COVERED = /\b(hall|halls|halle|halles|covered|indoor|food court|arcade|department store|mall|shopping centre)\b/i;
const isCovered = (place: Place) => COVERED.test(place.name) || COVERED.test(place.highlight);

/** Where a rainy day goes: museums, galleries and market halls; of a theme asked for, anything under a roof. */
export function isIndoor(place: Place, theme: Theme | null): boolean {
  if (isDayTrip(place) || isOutdoor(place)) return false;
  if (theme) return matchesTheme(place, theme) && place.category !== "landmark";
  return (
    place.category === "museum" ||
    place.category === "gallery" ||
    ((place.category === "market" || place.category === "food" || place.category === "shopping") && isCovered(place))
  );
}

/** How far from a rainy day's other stops an indoor stop may be: the day stays one area, walkable between showers. */
export const RAIN_RADIUS_KM = 3;

/**
 * Rain on day `d`: each outdoor stop gives way to an indoor one from the guide within
 * RAIN_RADIUS_KM of the day's area (of the theme named, "museums that day", when the guide has
 * one there), so the day stays compact. Outdoor stops with nothing indoors nearby stay, and are named.
 */
export function rainyDay(work: Working, d: number, theme: Theme | null): void {
  const day = work.days[d]!;
  const label = dayLabel(work, d);
  if (includesDayTrip(day)) {
    work.applied.push(
      `Day ${d + 1} is a day trip out of town; for rain that day, swap it with a city day (for example "swap day ${d + 1} and day ${d === 0 ? 2 : d}").`,
    );
    return;
  }
  const outdoor = day.filter((place) => isOutdoor(place) && !work.foreign.has(place));
  if (outdoor.length === 0) {
    work.applied.push(
      `${label.charAt(0).toUpperCase()}${label.slice(1)} already keeps you indoors: ${listOf(day.map((p) => p.name))}.`,
    );
    return;
  }
  const centre = centreOf(day.filter((place) => Number.isFinite(place.lat))) ?? work.destination;
  const near = (place: Place) => distanceKm(centre, place) <= RAIN_RADIUS_KM;
  const swapped: string[] = [];
  const stayed: string[] = [];
  for (const place of outdoor) {
    const rest = day.filter((p) => p !== place);
    const choose = (wanted: Theme | null) =>
      bestFor(work, d, rest, (p) => isIndoor(p, wanted) && near(p), wanted?.interests ?? [], { strict: true });
    const choice = (theme ? choose(theme) : null) ?? choose(null);
    if (!choice) {
      stayed.push(place.name);
      continue;
    }
    take(work, choice);
    day.splice(day.indexOf(place), 1, choice);
    release(work, place);
    swapped.push(`${place.name} for ${choice.name}`);
  }
  if (swapped.length === 0) {
    work.applied.push(
      `The offline guide has nothing indoors near ${label}'s stops, so ${listOf(stayed)} ${stayed.length === 1 ? "stays" : "stay"}.`,
    );
    return;
  }
  let note = `For rain on ${label}, indoor stops nearby: swapped ${swapped.join("; ")}.`;
  if (stayed.length > 0)
    note += ` Nothing indoors nearby for ${listOf(stayed)}, so ${stayed.length === 1 ? "it stays" : "they stay"}.`;
  work.applied.push(note);
}
