import {
  maxStopsPerDay,
  PACE_RANGE,
  TripPreferences,
  type Activity,
  type DraftDay,
  type Interest,
  type TravelPace,
} from "@itinerary/contract";
import { unprocessable } from "../../errors.ts";
import type { DraftResult } from "../generator.ts";
import { distanceKm } from "../geo.ts";
import { knownHoursOf } from "../hours.ts";
import { scheduleDay } from "../schedule.ts";
import { inferDestination, normalizeText, placeIndex, requireDestination } from "./catalog.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import type { Category, Destination, Place } from "./place.ts";
import { buildDraftDays, centreOf, planContext, repairDays, scorePlace, stopOfPlace, type PlanContext } from "./planner.ts";
import { fitsTraveller } from "./traveller-fit.ts";

/** A theme travellers ask for more or less of, and the interests and categories that express it. */
interface Theme {
  label: string;
  pattern: RegExp;
  interests: Interest[];
  categories: Category[];
}

const THEMES: Theme[] = [
  { label: "food", pattern: /\b(food|foodie|eat|eating|restaurants?|cuisine|markets?|culinary|tapas|street food)\b/, interests: ["Food"], categories: ["food", "market"] },
  { label: "museums", pattern: /\b(museums?|galleries|gallery|art|exhibitions?)\b/, interests: [], categories: ["museum", "gallery"] },
  { label: "history", pattern: /\b(history|historical|historic|heritage|monuments?|castles?|ruins)\b/, interests: ["Historical"], categories: [] },
  { label: "culture", pattern: /\b(culture|cultural)\b/, interests: ["Culture"], categories: [] },
  { label: "nature", pattern: /\b(nature|parks?|gardens?|green|outdoors?)\b/, interests: ["Nature"], categories: ["park", "garden", "nature"] },
  { label: "beaches", pattern: /\b(beach|beaches|sea|seaside|coast|swimming)\b/, interests: ["Sea"], categories: ["beach"] },
  { label: "shopping", pattern: /\b(shopping|shops?|boutiques?)\b/, interests: ["Shopping"], categories: ["shopping"] },
  { label: "viewpoints", pattern: /\b(views?|viewpoints?|photos?|photography|panoramas?)\b/, interests: ["Photography"], categories: ["viewpoint"] },
  { label: "religious sites", pattern: /\b(churches|church|temples?|mosques?|cathedrals?|religious|shrines?)\b/, interests: [], categories: ["religious"] },
  { label: "nightlife and shows", pattern: /\b(nightlife|night life|shows?|entertainment|music|theatres?|theaters?)\b/, interests: [], categories: ["entertainment"] },
  { label: "adventure", pattern: /\b(adventure|adventurous|hiking|hikes?|active)\b/, interests: ["Adventure"], categories: [] },
  { label: "mountains", pattern: /\b(mountains?|hills?)\b/, interests: ["Mountains"], categories: [] },
  { label: "villages", pattern: /\b(villages?|countryside)\b/, interests: ["Villages"], categories: [] },
  { label: "neighbourhoods", pattern: /\b(neighbou?rhoods?|districts?|streets?|city walks?)\b/, interests: ["Cities"], categories: ["neighbourhood"] },
  { label: "landmarks", pattern: /\b(landmarks?|sights?|sightseeing|attractions?)\b/, interests: [], categories: ["landmark"] },
];

const LIGHTER = /\b(more relaxed|relax(ed|ing)?|slower|slow down|lighter|less packed|less busy|less rushed|calmer|easier|fewer (stops|activities|things|places|visits)|less (stops|activities|things))\b/;
const BUSIER = /\b(busier|more packed|packed|more (stops|activities|things|places|visits)|faster|fuller|more intense|action packed|intense)\b/;
const REPLACE = /\b(replace|swap|switch|change|substitute)\b/;
const REMOVE = /\b(remove|skip|drop|delete|cut|no|without|exclude|rid of|take out|dont|don t|do not|not)\b/;
const ADD = /\b(add|include|visit|see|want)\b/;
const MORE = /\b(more|extra|additional|lots of|add|include)\b/;
const LESS = /\b(less|fewer|not so many|reduce|not as many)\b/;
const NONE = /\b(no|without|remove|skip|drop|exclude|avoid)\b/;

const token = (k: number) => `qplace${k}q`;
const TOKEN = /qplace(\d+)q/g;

/** Plan state while a suggestion is applied. */
interface Working {
  days: Place[][];
  unused: Place[];
  /** Places the traveller asked to drop: never brought back in this revision. */
  banned: Set<Place>;
  context: PlanContext;
  destination: Destination;
  /** Activities that are not in the dataset (kept as they were), by their stand-in place. */
  foreign: Map<Place, Activity>;
  applied: string[];
  notUnderstood: string[];
  targetPerDay: number;
}

/**
 * The covered destination a plan to revise belongs to: the one its preferences name, else the one
 * most of its stops are from. A 422 saying what to do when neither is known.
 */
export function destinationOfPlan(
  current: readonly DraftDay[],
  preferences: TripPreferences | undefined,
  destinations: readonly Destination[] = DESTINATIONS,
): Destination {
  if (preferences) return requireDestination(preferences.destinationCity, destinations);
  const destination = inferDestination(current.flatMap((day) => day.activities.map((activity) => activity.name)), destinations);
  if (!destination) {
    throw unprocessable("The offline planner could not tell which destination this plan is for. Generate a new plan, then ask for changes.");
  }
  return destination;
}

/**
 * Applies what the offline planner can understand of a free-text suggestion to a draft: remove or
 * replace a named place, add a named place, more or less of a theme, a lighter or busier pace.
 * Keeps the number of days; re-groups and re-orders days as needed. Notifications say exactly what
 * was applied and what was not understood.
 */
export function reviseDraft(
  current: readonly DraftDay[],
  suggestion: string,
  preferences: TripPreferences | undefined,
  destinations: readonly Destination[] = DESTINATIONS,
): DraftResult {
  const destination = destinationOfPlan(current, preferences, destinations);
  const work = workingState(current, preferences, destination);
  applySuggestion(work, suggestion);

  const repaired = repairDays(work.days, work.unused.filter((place) => !work.banned.has(place)), work.context);
  const itinerary = buildDraftDays(repaired, work.context).map((day, d) => ({
    day: d + 1,
    activities: day.activities.map((activity) => {
      const place = repaired[d]!.find((p) => p.name === activity.name);
      const original = place ? work.foreign.get(place) : undefined;
      return original ? { ...original, transport: activity.transport || original.transport } : activity;
    }),
  }));

  const notifications = [...work.applied];
  for (const clause of work.notUnderstood) notifications.push(`Not understood, so not applied: "${clause}".`);
  if (work.applied.length === 0) {
    notifications.push(
      'The offline planner made no changes. It understands requests such as "remove <place>", "replace <place> with something else", "more food", "fewer museums", "more relaxed" or "busier".',
    );
  }
  return { itinerary, notifications };
}

function workingState(current: readonly DraftDay[], preferences: TripPreferences | undefined, destination: Destination): Working {
  const index = placeIndex(destination);
  const foreign = new Map<Place, Activity>();
  const days = current.map((day) =>
    day.activities.map((activity) => {
      const known = index.get(normalizeText(activity.name));
      if (known) return known;
      const hours = knownHoursOf(activity);
      const standIn: Place = {
        name: activity.name,
        category: (activity.category as Category | undefined) ?? "landmark",
        lat: activity.latitude ?? Number.NaN,
        lng: activity.longitude ?? Number.NaN,
        minutes: activity.duration_minutes ?? 90,
        hours: hours.window,
        closed: hours.closed,
        feeUsd: activity.cost_usd ?? 0,
        interests: [],
        postcode: activity.postcode ?? null,
        highlight: activity.highlight,
      };
      foreign.set(standIn, activity);
      return standIn;
    }),
  );
  const cityCounts = days.filter((day) => !day.some((p) => p.category === "daytrip")).map((day) => day.length);
  const typical = cityCounts.length > 0 ? Math.max(...cityCounts) : 3;
  const effective =
    preferences ??
    TripPreferences.parse({
      startDate: "2000-01-01",
      numberOfDays: Math.max(1, current.length),
      destinationCity: destination.name,
      travelPace: paceOf(typical),
      accommodation: ["Hotel"],
    });
  const context = planContext({ ...effective, numberOfDays: current.length }, destination, typical);
  // Without preferences the weekdays are unknown.
  if (!preferences) context.weekdays = context.weekdays.map(() => null);
  const used = new Set(days.flat());
  return {
    days,
    unused: destination.places.filter((place) => !used.has(place) && (!preferences || fitsTraveller(place, context.preferences, destination))),
    banned: new Set(),
    context,
    destination,
    foreign,
    applied: [],
    notUnderstood: [],
    targetPerDay: typical,
  };
}

function paceOf(count: number): TravelPace {
  if (count <= PACE_RANGE.Chill.max) return "Chill";
  if (count <= PACE_RANGE.Balanced.max) return "Balanced";
  return "Intense";
}

/** Splits the suggestion into clauses with place names replaced by tokens, then applies each clause. */
function applySuggestion(work: Working, suggestion: string): void {
  const known = [...work.destination.places, ...work.foreign.keys()]
    .map((place) => ({ place, name: normalizeText(place.name) }))
    .filter((entry) => entry.name.length >= 3)
    .sort((a, b) => b.name.length - a.name.length);
  const mentioned: Place[] = [];
  const clauses = suggestion
    .split(/[.;!?\n]+|,/)
    .map((raw) => {
      let text = ` ${normalizeText(raw)} `;
      for (const { place, name } of known) {
        if (!text.includes(` ${name} `)) continue;
        let k = mentioned.indexOf(place);
        if (k < 0) k = mentioned.push(place) - 1;
        text = text.split(` ${name} `).join(` ${token(k)} `);
      }
      return { raw: raw.trim(), text: text.trim() };
    })
    .flatMap(({ raw, text }) => {
      // "remove X and more food": split on conjunctions only between commands.
      const parts = text.split(/\b(?:and|but|also|then|plus)\b/).map((part) => part.trim()).filter(Boolean);
      return parts.length > 1 && parts.every((part) => understood(part)) ? parts.map((part) => ({ raw: part, text: part })) : [{ raw, text }];
    })
    .filter((clause) => clause.text.length > 0);

  for (const clause of clauses) {
    const shown = clause.raw.replace(TOKEN, (_, k: string) => mentioned[Number(k)]!.name);
    if (!applyClause(work, clause.text, mentioned)) work.notUnderstood.push(shown);
  }
}

function understood(text: string): boolean {
  return LIGHTER.test(text) || BUSIER.test(text) || /qplace\d+q/.test(text) || THEMES.some((theme) => theme.pattern.test(text));
}

/** Applies one clause; false when it is not understood. `mentioned` resolves place tokens. */
function applyClause(work: Working, text: string, mentioned: readonly Place[]): boolean {
  const placesIn = (part: string) => [...part.matchAll(TOKEN)].map((match) => mentioned[Number(match[1])]!);
  const places = placesIn(text);
  const theme = THEMES.find((t) => t.pattern.test(text.replace(TOKEN, " ")));
  if (places.length > 0) {
    if (/\binstead of\b/.test(text)) {
      const [before, after] = text.split(/\binstead of\b/) as [string, string];
      const target = placesIn(after)[0];
      const wanted = placesIn(before)[0] ?? null;
      if (!target) return false;
      return replacePlace(work, target, wanted, wanted ? undefined : THEMES.find((t) => t.pattern.test(before)));
    }
    if (REPLACE.test(text)) {
      const [target, wanted] = places;
      const afterWith = text.split(/\b(?:with|for|by)\b/)[1] ?? "";
      return replacePlace(work, target!, wanted ?? null, wanted ? undefined : THEMES.find((t) => t.pattern.test(afterWith)));
    }
    if (REMOVE.test(text)) {
      for (const place of places) removePlace(work, place);
      return true;
    }
    if (ADD.test(text) || MORE.test(text)) {
      for (const place of places) addPlace(work, place);
      return true;
    }
    return false;
  }
  if (LIGHTER.test(text)) return changePace(work, -1);
  if (BUSIER.test(text) && !theme) return changePace(work, +1);
  if (theme) {
    if (NONE.test(text) && !MORE.test(text)) return lessOf(work, theme, "all");
    if (LESS.test(text)) return lessOf(work, theme, "half");
    if (MORE.test(text) || /\b(want|like|love|prefer)\b/.test(text)) return moreOf(work, theme);
  }
  return false;
}

function locate(work: Working, place: Place): { d: number; i: number } | null {
  for (let d = 0; d < work.days.length; d++) {
    const i = work.days[d]!.indexOf(place);
    if (i >= 0) return { d, i };
  }
  return null;
}

const isDaytripDay = (day: readonly Place[]) => day.some((place) => place.category === "daytrip");

/** The best unused place for day `d` that satisfies `accept` and keeps the day schedulable. */
function bestFor(work: Working, d: number, rest: readonly Place[], accept: (place: Place) => boolean, extra: readonly Interest[] = []): Place | null {
  const weekday = work.context.weekdays[d] ?? null;
  const centre = centreOf(rest.filter((p) => Number.isFinite(p.lat))) ?? work.destination;
  const wantsDaytrip = rest.length === 0 && isDaytripDay(work.days[d]!);
  const candidates = work.unused
    .filter((place) => !work.banned.has(place) && accept(place) && (place.category === "daytrip") === wantsDaytrip)
    .filter((place) => !weekday || !place.closed.includes(weekday))
    .map((place) => ({ place, value: scorePlace(place, work.context, extra) - 2 * distanceKm(centre, place) }))
    .sort((a, b) => b.value - a.value);
  const pace = work.context.preferences.travelPace;
  for (const { place } of candidates.slice(0, 25)) {
    if (scheduleDay([...rest, place].map((p) => stopOfPlace(p, pace)), weekday, work.context.dayContext)) return place;
  }
  return candidates[0]?.place ?? null;
}

function take(work: Working, place: Place): void {
  const k = work.unused.indexOf(place);
  if (k >= 0) work.unused.splice(k, 1);
}

function release(work: Working, place: Place): void {
  if (!work.foreign.has(place) && !work.unused.includes(place)) work.unused.push(place);
}

function removePlace(work: Working, place: Place): void {
  const at = locate(work, place);
  work.banned.add(place);
  if (!at) {
    work.applied.push(`${place.name} is not in the plan, so there was nothing to remove.`);
    return;
  }
  const day = work.days[at.d]!;
  day.splice(at.i, 1);
  work.applied.push(`Removed ${place.name} from day ${at.d + 1}.`);
  const min = PACE_RANGE[work.context.preferences.travelPace].min;
  if (day.length === 0 || (!isDaytripDay([place]) && day.length < min)) {
    const fill = bestFor(work, at.d, day, () => true);
    if (fill) {
      take(work, fill);
      day.push(fill);
      work.applied.push(`Added ${fill.name} to day ${at.d + 1} to keep the pace.`);
    }
  }
}

function replacePlace(work: Working, target: Place, wanted: Place | null, theme: Theme | undefined): boolean {
  const at = locate(work, target);
  if (!at) {
    work.applied.push(`${target.name} is not in the plan, so there was nothing to replace.`);
    return true;
  }
  const day = work.days[at.d]!;
  const rest = day.filter((_, i) => i !== at.i);
  let choice = wanted;
  if (choice && locate(work, choice)) {
    work.applied.push(`${choice.name} is already in the plan, so ${target.name} stays.`);
    return true;
  }
  if (!choice) {
    choice = bestFor(
      work,
      at.d,
      rest,
      (place) => place !== target && (theme ? matchesTheme(place, theme) : true),
      theme ? theme.interests : target.interests,
    );
  }
  if (!choice) {
    work.applied.push(`Found nothing in the offline guide to replace ${target.name} with, so it stays.`);
    return true;
  }
  take(work, choice);
  day.splice(at.i, 1, choice);
  work.banned.add(target);
  release(work, target);
  work.applied.push(`Replaced ${target.name} with ${choice.name} on day ${at.d + 1}.`);
  return true;
}

function addPlace(work: Working, place: Place): void {
  if (locate(work, place)) {
    work.applied.push(`${place.name} is already in the plan.`);
    return;
  }
  if (place.category === "daytrip") {
    work.applied.push(`${place.name} is a day trip; replace a whole day's stops to fit it in.`);
    return;
  }
  let bestDay = -1;
  let bestKm = Infinity;
  work.days.forEach((day, d) => {
    if (isDaytripDay(day)) return;
    const weekday = work.context.weekdays[d];
    if (weekday && place.closed.includes(weekday)) return;
    const centre = centreOf(day.filter((p) => Number.isFinite(p.lat)));
    const km = centre ? distanceKm(centre, place) : 0;
    if (km < bestKm) {
      bestKm = km;
      bestDay = d;
    }
  });
  if (bestDay < 0) {
    work.applied.push(`Could not find a day when ${place.name} is open.`);
    return;
  }
  const day = work.days[bestDay]!;
  take(work, place);
  work.banned.delete(place);
  if (day.length >= work.targetPerDay) {
    const weakest = weakestStop(work, day, () => true, [place]);
    if (weakest) {
      day.splice(day.indexOf(weakest), 1);
      release(work, weakest);
      work.applied.push(`Added ${place.name} to day ${bestDay + 1} in place of ${weakest.name}.`);
      day.push(place);
      return;
    }
  }
  day.push(place);
  work.applied.push(`Added ${place.name} to day ${bestDay + 1}.`);
}

function matchesTheme(place: Place, theme: Theme): boolean {
  return theme.categories.includes(place.category) || place.interests.some((interest) => theme.interests.includes(interest));
}

/** The stop of a day that suits the traveller least (and lies furthest out), among those `accept` allows. */
function weakestStop(work: Working, day: readonly Place[], accept: (place: Place) => boolean, keep: readonly Place[] = []): Place | null {
  const centre = centreOf(day.filter((p) => Number.isFinite(p.lat))) ?? work.destination;
  let weakest: Place | null = null;
  let lowest = Infinity;
  for (const place of day) {
    if (!accept(place) || keep.includes(place) || place.category === "daytrip" || work.foreign.has(place)) continue;
    const value = scorePlace(place, work.context) - distanceKm(centre, place);
    if (value < lowest) {
      lowest = value;
      weakest = place;
    }
  }
  return weakest;
}

function moreOf(work: Working, theme: Theme): boolean {
  const added: string[] = [];
  work.days.forEach((day, d) => {
    if (isDaytripDay(day)) return;
    const weakest = weakestStop(work, day, (place) => !matchesTheme(place, theme));
    if (!weakest) return;
    const rest = day.filter((place) => place !== weakest);
    const choice = bestFor(work, d, rest, (place) => matchesTheme(place, theme), theme.interests);
    if (!choice) return;
    take(work, choice);
    day.splice(day.indexOf(weakest), 1, choice);
    release(work, weakest);
    added.push(`${choice.name} (day ${d + 1}, instead of ${weakest.name})`);
  });
  if (added.length === 0) work.applied.push(`The offline guide has no more ${theme.label} to add to this plan.`);
  else work.applied.push(`More ${theme.label}: added ${added.join("; ")}.`);
  return true;
}

function lessOf(work: Working, theme: Theme, how: "half" | "all"): boolean {
  const matching = work.days.flatMap((day, d) => day.filter((place) => place.category !== "daytrip" && matchesTheme(place, theme)).map((place) => ({ place, d })));
  const quota = how === "all" ? matching.length : Math.ceil(matching.length / 2);
  const swapped: string[] = [];
  matching.sort((a, b) => scorePlace(a.place, work.context) - scorePlace(b.place, work.context));
  for (const { place, d } of matching.slice(0, quota)) {
    const day = work.days[d]!;
    const rest = day.filter((p) => p !== place);
    const choice = bestFor(work, d, rest, (candidate) => !matchesTheme(candidate, theme));
    if (!choice) continue;
    take(work, choice);
    day.splice(day.indexOf(place), 1, choice);
    work.banned.add(place);
    release(work, place);
    swapped.push(`${place.name} for ${choice.name} (day ${d + 1})`);
  }
  if (matching.length === 0) work.applied.push(`There were no ${theme.label} in the plan.`);
  else if (swapped.length === 0) work.applied.push(`Found nothing to swap for ${theme.label} in the offline guide.`);
  else work.applied.push(`${how === "all" ? "No" : "Fewer"} ${theme.label}: swapped ${swapped.join("; ")}.`);
  return true;
}

function changePace(work: Working, step: -1 | 1): boolean {
  const before = work.targetPerDay;
  // Never past the pace's maximum: the plan comes back to revise and finalize, which refuse such a day.
  const pace = work.context.preferences.travelPace;
  const range = PACE_RANGE[pace];
  const after = Math.max(1, Math.min(maxStopsPerDay(pace), before + step));
  if (after === before) {
    const why = step > 0 ? `, the most the ${range.label} pace allows; choose a busier pace for fuller days` : "; the pace stays as it is";
    work.applied.push(`Days already have ${before} ${before === 1 ? "stop" : "stops"}${why}.`);
    return true;
  }
  work.days.forEach((day, d) => {
    if (isDaytripDay(day)) return;
    while (step < 0 && day.length > after) {
      const weakest = weakestStop(work, day, () => true);
      if (!weakest) break;
      day.splice(day.indexOf(weakest), 1);
      release(work, weakest);
    }
    while (step > 0 && day.length < after) {
      const choice = bestFor(work, d, day, () => true);
      if (!choice) break;
      take(work, choice);
      day.push(choice);
    }
  });
  work.targetPerDay = after;
  let note = `${step < 0 ? "Lighter" : "Busier"} pace: city days now have ${after} stops (were ${before}).`;
  if (after < range.min || after > range.max) {
    note += ` That is outside the ${range.label} range (${range.min}-${range.max}); choose the ${PACE_RANGE[paceOf(after)].label} pace so the final plan matches.`;
  }
  work.applied.push(note);
  return true;
}

