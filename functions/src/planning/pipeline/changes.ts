import type { DraftDay } from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";

const list = (items: readonly string[]) => items.join(", ");
/** A day without its own start starts at 09:00 (DraftDay.day_start). */
const DEFAULT_START = "09:00";

/**
 * What a revision changed, in the traveller's terms: the places that left the plan and the ones that
 * joined it (with their day). A model's own notes may leave that out; the plan itself cannot.
 */
export function describeChanges(before: readonly DraftDay[], after: readonly DraftDay[]): string[] {
  const names = (days: readonly DraftDay[]) =>
    new Set(days.flatMap((day) => day.activities.map((activity) => normalizeText(activity.name))));
  const had = names(before);
  const has = names(after);
  const removed = before.flatMap((day) =>
    day.activities.filter((a) => !has.has(normalizeText(a.name))).map((a) => a.name),
  );
  const added = after.flatMap((day) =>
    day.activities.filter((a) => !had.has(normalizeText(a.name))).map((a) => `${a.name} (day ${day.day})`),
  );
  const notes: string[] = [];
  if (removed.length) notes.push(`Removed from the plan: ${list(removed)}.`);
  if (added.length) notes.push(`Added: ${list(added)}.`);
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
