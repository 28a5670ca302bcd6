import type { Place } from "../../../guide/place.ts";
import { addDayTrip, swapDays } from "./day-edits.ts";
import { describeDay, missingDay, resolveDay, type DayFrame, type DayRef } from "./days.ts";
import type { DayPlace, Intent } from "./parse.ts";
import { toHhmm } from "../../../model/hours.ts";
import { arriveOn, changePace, setDayStart } from "./pace-edits.ts";
import { capStops, moveDay, rainyDay } from "./whole-day-edits.ts";
import { addPlace, keepPlace, movePlace, removePlace, replacePlace } from "./place-edits.ts";
import { dietStop, forKids, freeEvenings, lessOf, moreOf } from "./theme-edits.ts";
import { giveLessTime, giveMoreTime } from "./visit-length.ts";
import { locate, type Working } from "./working.ts";
import { isDayTrip } from "../../../model/plan.ts";

/** Removals first, so a negated theme is banned before anything else picks a replacement. */
const order = (intent: Intent) =>
  intent.kind === "remove" || (intent.kind === "theme" && intent.amount !== "more") ? 0 : 1;

/** Applies each understood intent to the plan; `work.applied` says what changed, or why not. */
export function applyIntents(work: Working, intents: readonly Intent[]): void {
  const sorted = intents
    .map((intent, k) => ({ intent, k }))
    .sort((a, b) => order(a.intent) - order(b.intent) || a.k - b.k);
  for (const { intent } of sorted) applyIntent(work, intent);
}

function applyIntent(work: Working, intent: Intent): void {
  const frame: DayFrame = {
    count: work.days.length,
    weekdays: work.context.weekdays,
    startDate: work.startDate ?? undefined,
    today: work.today,
    dayOf: (place) => locate(work, place)?.d ?? null,
  };
  const day = (ref: DayRef | null): number | null | undefined => {
    if (ref === null) return null;
    const index = resolveDay(ref, frame);
    if (index === null) work.applied.push(missingDay(ref, frame));
    return index ?? undefined;
  };
  switch (intent.kind) {
    case "remove":
      return removePlace(work, intent.place, intent.reason);
    case "keep":
      return keepPlace(work, intent.place);
    case "replace":
      return replacePlace(work, intent.target, intent.wanted, intent.theme);
    case "add": {
      const d = day(intent.day);
      if (d !== undefined) addPlace(work, intent.place, d);
      return;
    }
    case "move": {
      const d = day(intent.day);
      if (d !== undefined && d !== null) movePlace(work, intent.place, d);
      return;
    }
    case "moreTime":
      return giveMoreTime(work, intent.place);
    case "lessTime":
      return giveLessTime(work, intent.place);
    case "daytrip": {
      const d = day(intent.day);
      if (d === undefined) return;
      if (intent.place && !isDayTrip(intent.place)) return addPlace(work, intent.place, d);
      return addDayTrip(work, intent.place, d, intent.unknown);
    }
    case "theme": {
      const d = day(intent.day);
      if (d === undefined) return;
      if (intent.amount === "more") return moreOf(work, intent.theme, d);
      return lessOf(work, intent.theme, intent.amount === "none" ? "all" : "half", d);
    }
    case "pace": {
      const d = day(intent.day);
      if (d !== undefined) changePace(work, intent.step, d);
      return;
    }
    case "swapDays": {
      const a = day(intent.a);
      const b = day(intent.b);
      if (a !== undefined && a !== null && b !== undefined && b !== null) swapDays(work, a, b);
      return;
    }
    case "moveDay": {
      const from = day(intent.day);
      if (from === undefined || from === null) return;
      const to = placeOfDay(intent.to, from, work.days.length, day);
      if (to !== undefined) moveDay(work, from, to);
      return;
    }
    case "capStops": {
      const d = day(intent.day);
      if (d !== undefined) capStops(work, intent.max, d);
      return;
    }
    case "indoor": {
      const d = day(intent.day);
      if (d === undefined) return;
      if (d === null && work.days.length > 1) {
        work.applied.push(
          'Say which day the rain is forecast for (for example "if it rains on day 2, museums that day"), and that day gets indoor stops.',
        );
        return;
      }
      rainyDay(work, d ?? 0, intent.theme);
      return;
    }
    case "arrival": {
      const d = day(intent.day);
      if (d !== undefined && d !== null) arriveOn(work, intent.at, d);
      return;
    }
    case "dayStart": {
      const d = day(intent.day);
      if (d !== undefined) setDayStart(work, intent.at, d);
      return;
    }
    case "freeEvenings":
      return freeEvenings(work);
    case "kids": {
      const d = day(intent.day);
      if (d !== undefined) forKids(work, d);
      return;
    }
    case "diet": {
      const d = day(intent.day);
      if (d !== undefined) dietStop(work, intent.diet, intent.meal, d);
      return;
    }
  }
}

/** The position (0-based) a moved day takes, once it has left its own: undefined when the other day is unknown. */
function placeOfDay(
  to: DayPlace,
  from: number,
  count: number,
  day: (ref: DayRef) => number | null | undefined,
): number | undefined {
  if (to === "first") return 0;
  if (to === "last") return count - 1;
  const ref = "before" in to ? to.before : "after" in to ? to.after : to.at;
  const other = day(ref);
  if (other === undefined || other === null) return undefined;
  if ("at" in to) return other;
  // Positions after the moved day shift back by one once it has left.
  const shifted = other > from ? other - 1 : other;
  return "after" in to ? shifted + 1 : shifted;
}

const on = (ref: DayRef | null) => (ref === null ? "" : ` on ${describeDay(ref)}`);
const name = (place: Place | null) => place?.name ?? "something else";

/** The intent in the traveller's terms, for "Understood: ..." answers. */
export function describeIntent(intent: Intent): string {
  switch (intent.kind) {
    case "remove":
      return `remove ${intent.place.name}${intent.reason === "seen" ? " (seen before)" : ""}`;
    case "keep":
      return `keep ${intent.place.name}`;
    case "replace":
      return `replace ${intent.target.name} with ${intent.wanted ? intent.wanted.name : intent.theme ? `more ${intent.theme.label}` : name(null)}`;
    case "add":
      return `add ${intent.place.name}${on(intent.day)}`;
    case "move":
      return `move ${intent.place.name} to ${describeDay(intent.day)}`;
    case "moreTime":
      return `more time at ${intent.place.name}`;
    case "lessTime":
      return `less time at ${intent.place.name}`;
    case "daytrip":
      return `a day trip${intent.place ? ` to ${intent.place.name}` : intent.unknown ? ` to ${intent.unknown}` : ""}${on(intent.day)}`;
    case "theme":
      return `${intent.amount === "more" ? "more" : intent.amount === "less" ? "fewer" : "no"} ${intent.theme.label}${on(intent.day)}`;
    case "pace":
      return `${intent.step < 0 ? "a lighter pace" : "a busier pace"}${on(intent.day)}`;
    case "swapDays":
      return `swap ${describeDay(intent.a)} and ${describeDay(intent.b)}`;
    case "moveDay":
      return `move ${describeDay(intent.day)} ${intent.to === "first" ? "to the start" : intent.to === "last" ? "to the end" : "before" in intent.to ? `before ${describeDay(intent.to.before)}` : "after" in intent.to ? `after ${describeDay(intent.to.after)}` : `to ${describeDay(intent.to.at)}`}`;
    case "capStops":
      return `at most ${intent.max} stops${intent.day === null ? " a day" : on(intent.day)}`;
    case "indoor":
      return `indoor stops for rain${on(intent.day)}${intent.theme ? ` (${intent.theme.label})` : ""}`;
    case "arrival":
      return `arriving at ${toHhmm(intent.at)}${on(intent.day)}`;
    case "dayStart":
      return `${intent.at === null ? "later starts in the morning" : `days starting at ${toHhmm(intent.at)}`}${on(intent.day)}`;
    case "freeEvenings":
      return "free evenings";
    case "kids":
      return `something for kids${on(intent.day)}`;
    case "diet":
      return `a ${intent.diet} ${intent.meal === "food" ? "food stop" : `${intent.meal} spot`}${on(intent.day)}`;
  }
}
