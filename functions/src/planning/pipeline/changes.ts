import type { DraftDay } from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";

const list = (items: readonly string[]) => items.join(", ");
/** "a, b and c": the days a whole-day move shifted. */
const spoken = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
/** A day without its own start starts at 09:00 (DraftDay.day_start). */
const DEFAULT_START = "09:00";

/** "Alfama, Miradouro de Santa Luzia, …": the first stops of a day, to say which day moved. */
const sketch = (day: DraftDay) =>
  day.activities.length === 0
    ? "no stops"
    : `${list(day.activities.slice(0, 2).map((a) => a.name))}${day.activities.length > 2 ? ", …" : ""}`;

/**
 * The days that moved whole: after-day position → before-day position, when most of the old day's
 * places (and most of the new day's) are the same. One line then says the day moved, instead of
 * one "moved" entry per stop.
 */
function movedDays(before: readonly DraftDay[], after: readonly DraftDay[]): Map<number, number> {
  const moves = new Map<number, number>();
  after.forEach((now, a) => {
    const names = new Set(now.activities.map((x) => normalizeText(x.name)));
    before.forEach((was, b) => {
      if (a === b || was.activities.length === 0) return;
      const shared = was.activities.filter((x) => names.has(normalizeText(x.name))).length;
      if (shared * 2 > was.activities.length && shared * 2 > now.activities.length) moves.set(a, b);
    });
  });
  return moves;
}

/** One line for the days that moved whole: a swap, or one day moved and the others shifted by one. */
function describeDayMoves(before: readonly DraftDay[], moves: Map<number, number>, count: number): string[] {
  if (moves.size === 0) return [];
  const pairs = [...moves].map(([now, was]) => ({ now, was }));
  if (pairs.length === 2 && pairs[0]!.now === pairs[1]!.was && pairs[1]!.now === pairs[0]!.was) {
    const [a, b] = [pairs[0]!.now, pairs[0]!.was].sort((x, y) => x - y);
    return [`Swapped day ${a! + 1} and day ${b! + 1}.`];
  }
  // The day that went furthest is the one moved; the others shifted to make room.
  const lead = pairs.reduce((best, p) => (Math.abs(p.now - p.was) > Math.abs(best.now - best.was) ? p : best));
  const to =
    lead.now === 0
      ? "the start, as day 1"
      : lead.now === count - 1
        ? `the end, as day ${count}`
        : `day ${lead.now + 1}`;
  const shifted = pairs
    .filter((p) => p !== lead)
    .sort((x, y) => x.was - y.was)
    .map((p) => `day ${p.was + 1} is now day ${p.now + 1}`);
  return [
    `Moved day ${lead.was + 1} (${sketch(before[lead.was]!)}) to ${to}${shifted.length ? `; ${spoken(shifted)}` : ""}.`,
  ];
}

/**
 * What a revision changed, in the traveller's terms, as one net list: the places that left the plan,
 * the ones that joined it and the ones that moved to another day. It compares the plan before and
 * after, so a step that a later step undid (a swap and its swap back) says nothing.
 */
export function describeChanges(before: readonly DraftDay[], after: readonly DraftDay[]): string[] {
  const dayOf = (days: readonly DraftDay[]) => {
    const found = new Map<string, number>();
    for (const day of days) for (const a of day.activities) found.set(normalizeText(a.name), day.day);
    return found;
  };
  const had = dayOf(before);
  const has = dayOf(after);
  const days = movedDays(before, after);
  const removed = before.flatMap((day) =>
    day.activities.filter((a) => !has.has(normalizeText(a.name))).map((a) => a.name),
  );
  const added = after.flatMap((day) =>
    day.activities.filter((a) => !had.has(normalizeText(a.name))).map((a) => `${a.name} (day ${day.day})`),
  );
  const moved = after.flatMap((day) =>
    day.activities
      .filter((a) => {
        const was = had.get(normalizeText(a.name));
        if (was === undefined || was === day.day) return false;
        // A stop that moved with its whole day is told once, as the day's move.
        const dayMoved = days.get(after.indexOf(day));
        return dayMoved === undefined || before[dayMoved]?.day !== was;
      })
      .map((a) => `${a.name} (day ${had.get(normalizeText(a.name))} to day ${day.day})`),
  );
  const notes: string[] = describeDayMoves(before, days, after.length);
  if (removed.length) notes.push(`Removed from the plan: ${list(removed)}.`);
  if (added.length) notes.push(`Added: ${list(added)}.`);
  if (moved.length) notes.push(`Moved: ${list(moved)}.`);
  for (const day of after) {
    const was = before.find((d) => d.day === day.day)?.day_start ?? DEFAULT_START;
    const now = day.day_start ?? DEFAULT_START;
    if (was !== now) notes.push(`Day ${day.day} now starts at ${now} (was ${was}).`);
  }
  if (notes.length) return notes;
  const sequence = (days: readonly DraftDay[]) =>
    JSON.stringify(days.map((day) => day.activities.map((a) => normalizeText(a.name))));
  return [sequence(before) === sequence(after) ? "No places changed." : "The same places as before, in a new order."];
}

/**
 * Whether a revision left the plan as it was: each day holds the same places (in any order: a new
 * visiting order alone is not a change worth paying for) with the same visit lengths and meals, and
 * starts at the same time.
 */
export function samePlan(before: readonly DraftDay[], after: readonly DraftDay[]): boolean {
  if (before.length !== after.length) return false;
  const key = (day: DraftDay) =>
    day.activities
      .map((activity) => `${normalizeText(activity.name)}|${activity.duration_minutes ?? ""}|${activity.meal ?? ""}`)
      .sort()
      .concat(`start|${day.day_start ?? DEFAULT_START}`)
      .join("\n");
  return before.every((day, d) => key(day) === key(after[d]!));
}
