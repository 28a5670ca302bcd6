import { MEAL_WINDOWS } from "@itinerary/contract";
import { toMinutes } from "../../../model/hours.ts";
import type { Place } from "../../../guide/place.ts";
import { listOf } from "./place-edits.ts";
import { dietFit, dietReason, isKidFriendly, matchesTheme, type Theme } from "./themes.ts";
import {
  bestFor,
  decline,
  normalizedName,
  release,
  scheduleOf,
  take,
  valueOf,
  weakestStop,
  type Working,
} from "./working.ts";
import { includesDayTrip } from "../../../model/plan.ts";

/** City days to act on: the one named, or all of them. */
export const cityDays = (work: Working, only: number | null) =>
  work.days
    .map((day, d) => ({ day, d }))
    .filter(({ day, d }) => !includesDayTrip(day) && (only === null || only === d));

export function moreOf(work: Working, theme: Theme, only: number | null): void {
  const added: string[] = [];
  for (const { day, d } of cityDays(work, only)) {
    const weakest = weakestStop(work, day, (place) => !matchesTheme(place, theme));
    const rest = day.filter((place) => place !== weakest);
    const room = day.length < work.targetPerDay;
    const choice = bestFor(work, d, room ? day : rest, (place) => matchesTheme(place, theme), theme.interests, {
      strict: true,
    });
    if (!choice || (!room && !weakest)) continue;
    take(work, choice);
    if (room) {
      day.push(choice);
      added.push(`${choice.name} (day ${d + 1})`);
    } else {
      day.splice(day.indexOf(weakest!), 1, choice);
      release(work, weakest!);
      added.push(`${choice.name} (day ${d + 1}, instead of ${weakest!.name})`);
    }
  }
  if (added.length === 0) work.applied.push(`The offline guide has no more ${theme.label} to add to this plan.`);
  else work.applied.push(`More ${theme.label}: added ${added.join("; ")}.`);
}

export function lessOf(work: Working, theme: Theme, how: "half" | "all", only: number | null): void {
  // "I don't like churches": none come back in this revision, neither as a swap nor as a repair.
  if (how === "all") for (const place of work.unused) if (matchesTheme(place, theme)) work.banned.add(place);
  const matching = cityDays(work, only).flatMap(({ day, d }) =>
    day.filter((place) => matchesTheme(place, theme) && !work.foreign.has(place)).map((place) => ({ place, d })),
  );
  const quota = how === "all" ? matching.length : Math.ceil(matching.length / 2);
  const swapped: string[] = [];
  const removed: string[] = [];
  matching.sort((a, b) => valueOf(work, a.place) - valueOf(work, b.place));
  for (const { place, d } of matching.slice(0, quota)) {
    const day = work.days[d]!;
    const rest = day.filter((p) => p !== place);
    const choice = bestFor(work, d, rest, (candidate) => !matchesTheme(candidate, theme));
    decline(work, place, d);
    if (!choice) {
      if (how === "all") {
        day.splice(day.indexOf(place), 1);
        release(work, place);
        removed.push(`${place.name} (day ${d + 1})`);
      }
      continue;
    }
    take(work, choice);
    day.splice(day.indexOf(place), 1, choice);
    release(work, place);
    swapped.push(`${place.name} for ${choice.name} (day ${d + 1})`);
  }
  const where = only === null ? "" : ` on day ${only + 1}`;
  if (matching.length === 0) {
    work.applied.push(
      `There were no ${theme.label} in the plan${where}${how === "all" ? ", and none will be added" : ""}.`,
    );
    return;
  }
  const parts: string[] = [];
  if (swapped.length > 0) parts.push(`swapped ${swapped.join("; ")}`);
  if (removed.length > 0) parts.push(`removed ${removed.join("; ")}`);
  if (parts.length === 0) work.applied.push(`Found nothing to swap for ${theme.label}${where} in the offline guide.`);
  else work.applied.push(`${how === "all" ? "No" : "Fewer"} ${theme.label}${where}: ${parts.join("; ")}.`);
}

const EVENING = 18 * 60;

/** Free evenings: every city day ends by 18:00, evening-only stops swapped for daytime ones or dropped. */
export function freeEvenings(work: Working): void {
  const changes: string[] = [];
  const endOf = (d: number, places: readonly Place[]) => {
    const schedule = scheduleOf(work, d, places);
    return schedule ? Math.max(0, ...schedule.visits.map((visit) => visit.end)) : Infinity;
  };
  const daytime = (place: Place) => !place.hours || toMinutes(place.hours.open) < 16 * 60;
  for (const { day, d } of cityDays(work, null)) {
    let guard = day.length;
    while (day.length > 0 && endOf(d, day) > EVENING && guard-- > 0) {
      const schedule = scheduleOf(work, d, day);
      const last = schedule
        ? day[schedule.order[schedule.order.length - 1]!]!
        : (weakestStop(work, day, () => true) ?? day[day.length - 1]!);
      const rest = day.filter((place) => place !== last);
      const fits = (place: Place) => daytime(place) && endOf(d, [...rest, place]) <= EVENING;
      const choice = bestFor(work, d, rest, fits, [], { strict: true });
      day.splice(day.indexOf(last), 1);
      release(work, last);
      work.banned.add(last);
      if (choice && fits(choice)) {
        take(work, choice);
        day.push(choice);
        changes.push(`${last.name} for ${choice.name} (day ${d + 1})`);
      } else {
        changes.push(`removed ${last.name} (day ${d + 1})`);
      }
    }
  }
  if (changes.length === 0) work.applied.push("Free evenings: every day already ends by 18:00.");
  else work.applied.push(`Free evenings, every day ends by 18:00: ${changes.join("; ")}.`);
}

/** Something for children on a day (or on each city day without such a stop). */
export function forKids(work: Working, only: number | null): void {
  const kid = (place: Place) => isKidFriendly(place, normalizedName(place));
  const changes: string[] = [];
  for (const { day, d } of cityDays(work, only)) {
    const already = day.find(kid);
    if (already) {
      if (only !== null) work.applied.push(`Day ${d + 1} already has ${already.name}, which suits children.`);
      continue;
    }
    changes.push(addOne(work, d, kid, ["Nature"]) ?? `nothing found for day ${d + 1}`);
  }
  if (only !== null && work.days[only] && includesDayTrip(work.days[only]!))
    work.applied.push(`Day ${only + 1} is a day trip; ask for something for kids on a city day.`);
  if (changes.length > 0) work.applied.push(`For kids: ${changes.join("; ")}.`);
  else if (only === null) work.applied.push("Every city day already has a stop that suits children.");
}

/**
 * A vegetarian (or vegan) food stop: on the day named, else on the first city day without one. A
 * lunch or dinner spot is that meal: the stop is pinned to the meal's window, in the draft and in the
 * final plan (Activity.meal), and the day is only given a stop that can be timed there.
 */
export function dietStop(
  work: Working,
  diet: "vegetarian" | "vegan",
  meal: "lunch" | "dinner" | "food",
  only: number | null,
): void {
  const fit = (place: Place) => dietFit(place, normalizedName(place), diet) !== null;
  const days = cityDays(work, only);
  const label = meal === "food" ? `${diet} food stop` : `${diet} ${meal} spot`;
  const Label = `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
  const when =
    meal === "food" ? "" : ` It is timed for ${meal}, between ${MEAL_WINDOWS[meal].from} and ${MEAL_WINDOWS[meal].to}.`;
  const target = days.find(({ day }) => !day.some(fit)) ?? null;
  if (!target) {
    const has = days.flatMap(({ day, d }) => day.filter(fit).map((place) => ({ place, d })));
    const pinned = meal === "food" ? null : has.find(({ place, d }) => pin(work, d, place, meal));
    if (pinned) work.applied.push(`${Label}: ${pinned.place.name} on day ${pinned.d + 1}, already in the plan.${when}`);
    else
      work.applied.push(
        has.length > 0
          ? `The plan already has a ${label}: ${listOf(has.map(({ place }) => place.name))}.`
          : `No city day to add a ${label} to.`,
      );
    return;
  }
  // Candidates are tried as that meal, so only one that can be timed inside its window is chosen.
  const trial = meal === "food" ? [] : work.unused.filter((place) => fit(place) && !work.meals.has(place));
  for (const place of trial) work.meals.set(place, meal as "lunch" | "dinner");
  const added = addOne(work, target.d, fit, ["Food"]);
  const chosen = added ? target.day.find((place) => added.startsWith(place.name)) : undefined;
  for (const place of trial) if (place !== chosen) work.meals.delete(place);
  if (!added || !chosen) {
    work.applied.push(`The offline guide has no ${label} that fits day ${target.d + 1}.`);
    return;
  }
  const tagged = (chosen.dietTags ?? []).some((tag) => tag === diet || tag === "vegan");
  const how = tagged ? "" : ` (${dietReason(chosen, diet)}; check menus)`;
  work.applied.push(`${Label}: ${added}${how}.${when}`);
}

/** Makes a stop already in the plan the day's lunch or dinner, when the day can be timed that way. */
function pin(work: Working, d: number, place: Place, meal: "lunch" | "dinner"): boolean {
  const before = work.meals.get(place);
  work.meals.set(place, meal);
  if (scheduleOf(work, d, work.days[d]!)) return true;
  if (before) work.meals.set(place, before);
  else work.meals.delete(place);
  return false;
}

/**
 * Adds the best place `accept` allows to day `d`, in place of its weakest stop when the day is full.
 * When no place fits in for the weakest (a day of three large museums needs its other stop between
 * them), the next weakest stops are tried in turn.
 */
function addOne(
  work: Working,
  d: number,
  accept: (place: Place) => boolean,
  extra: Parameters<typeof bestFor>[4],
): string | null {
  const day = work.days[d]!;
  const room = day.length < work.targetPerDay;
  let weakest: Place | null = null;
  let choice: Place | null = null;
  for (const tried: Place[] = []; ; tried.push(weakest!)) {
    weakest = room ? null : weakestStop(work, day, (place) => !accept(place), tried);
    if (!room && !weakest) return null;
    choice = bestFor(work, d, weakest ? day.filter((place) => place !== weakest) : day, accept, extra, {
      strict: true,
    });
    if (choice || room) break;
  }
  if (!choice) return null;
  take(work, choice);
  if (weakest) {
    day.splice(day.indexOf(weakest), 1, choice);
    release(work, weakest);
    return `${choice.name} on day ${d + 1}, instead of ${weakest.name}`;
  }
  day.push(choice);
  return `${choice.name} on day ${d + 1}`;
}
