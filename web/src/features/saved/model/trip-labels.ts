import type { SavedItinerary } from "@itinerary/contract";

/** "Display dates use long US English style" (SPEC section 9): November 23, 2026. */
const LONG_US_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** When the plan was saved, in the traveller's own time zone; null for a timestamp that is not one. */
export function savedOnDate(savedAt: string): string | null {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? null : LONG_US_DATE.format(date);
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * A trip date is a calendar date, not an instant: parsed and shifted in UTC so that no time zone
 * moves it to the day before.
 */
function tripDay(startDate: string, offsetDays: number): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays));
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

const monthDay = (d: CalendarDate) => `${MONTHS[d.month]} ${d.day}`;
const full = (d: CalendarDate) => `${monthDay(d)}, ${d.year}`;

const daysLabel = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/**
 * The trip's dates and length for a card: "December 5 – 8, 2026 · 4 days", "November 29 – December
 * 2, 2026 · 4 days", "December 30, 2026 – January 2, 2027 · 4 days", or "4 days" without a start date.
 */
export function tripDatesLabel(startDate: string, numberOfDays: number): string {
  const days = Math.max(1, Math.trunc(numberOfDays) || 1);
  const first = tripDay(startDate, 0);
  const last = tripDay(startDate, days - 1);
  if (!first || !last) return daysLabel(days);
  let range: string;
  if (days === 1) range = full(first);
  else if (first.year !== last.year) range = `${full(first)} – ${full(last)}`;
  else if (first.month !== last.month) range = `${monthDay(first)} – ${monthDay(last)}, ${last.year}`;
  else range = `${monthDay(first)} – ${last.day}, ${last.year}`;
  return `${range} · ${daysLabel(days)}`;
}

/** The calendar date of day N of a trip ("December 6, 2026"), or null without a usable start date. */
export function dayDate(startDate: string, dayNumber: number): string | null {
  const date = tripDay(startDate, dayNumber - 1);
  return date ? full(date) : null;
}

/** Newest first (SPEC leaves the order open; the most recent plan is the one most often reopened). */
export function newestFirst(plans: readonly SavedItinerary[]): SavedItinerary[] {
  const time = (plan: SavedItinerary) => {
    const t = Date.parse(plan.saved_at);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...plans].sort((a, b) => time(b) - time(a));
}

/** How many stops the plan has, for the card ("12 stops"). */
export function stopsLabel(plan: SavedItinerary): string {
  const stops = plan.itinerary.reduce((sum, day) => sum + day.activities.length, 0);
  return `${stops} ${stops === 1 ? "stop" : "stops"}`;
}
