import { dateOf } from "../model/hours.ts";
import type { Place, Season } from "./place.ts";

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

/** "MM-DD" of an ISO date ("2031-08-04" -> "08-04"). */
const monthDay = (isoDate: string) => isoDate.slice(5, 10);

/** Whether a date ("YYYY-MM-DD") falls in one of the seasons; no seasons means all year. */
export function inSeason(seasons: readonly Season[] | undefined, isoDate: string): boolean {
  if (!seasons || seasons.length === 0) return true;
  const day = monthDay(isoDate);
  return seasons.some(({ from, to }) => (from <= to ? day >= from && day <= to : day >= from || day <= to));
}

/** The calendar dates of a trip, or [] when the start date is not a valid date. */
export function tripDates(startDate: string, days: number): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`))) return [];
  return Array.from({ length: days }, (_, d) => dateOf(startDate, d + 1));
}

/**
 * Whether a seasonal place can be planned on this trip: open on every day of it, so whichever day it
 * lands on, its gates are open (a trip that straddles the season's end leaves it out).
 */
export function inSeasonForTrip(place: Pick<Place, "season">, startDate: string, days: number): boolean {
  if (!place.season) return true;
  return tripDates(startDate, days).every((date) => inSeason(place.season, date));
}

/** "20 March to 10 May"; several seasons joined with commas. */
export function seasonText(seasons: readonly Season[]): string {
  const text = (md: string) => `${Number(md.slice(3, 5))} ${MONTHS[Number(md.slice(0, 2)) - 1]}`;
  return seasons.map(({ from, to }) => `${text(from)} to ${text(to)}`).join(", ");
}
