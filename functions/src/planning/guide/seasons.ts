import { dateOf } from "../model/hours.ts";
import type { Destination, OpeningHours, Place, Season } from "./place.ts";

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

/** The place's opening hours on a date: the first of its seasonal hours that covers the date, else its usual hours. */
export function hoursOn(place: Pick<Place, "hours" | "seasonHours">, isoDate: string): OpeningHours | null {
  const seasonal = place.seasonHours?.find((season) => inSeason([season], isoDate));
  return seasonal ? seasonal.hours : place.hours;
}

/**
 * The place's hours for a whole trip: the hours of its dates in the trip's season (São Jorge Castle
 * closes at 18:00 in December, not at its summer 21:00); a trip across two seasons keeps the hours open
 * on every one of its days. A place without seasonal hours, or a trip without usable dates, keeps its own.
 */
export function hoursForTrip(
  place: Pick<Place, "hours" | "seasonHours">,
  startDate: string,
  days: number,
): OpeningHours | null {
  if (!place.seasonHours || place.seasonHours.length === 0) return place.hours;
  const dates = tripDates(startDate, days);
  if (dates.length === 0) return place.hours;
  const windows = dates.map((date) => hoursOn(place, date));
  if (windows.every((window) => window === null)) return null;
  const known = windows.filter((window): window is OpeningHours => window !== null);
  const open = known
    .map((window) => window.open)
    .sort()
    .at(-1)!;
  const close = known.map((window) => window.close).sort()[0]!;
  return open < close ? { open, close } : known[0]!;
}

/** The destination as it is on the trip's dates: every place with the opening hours of that season. */
export function destinationForTrip(destination: Destination, startDate: string, days: number): Destination {
  if (!destination.places.some((place) => place.seasonHours)) return destination;
  return {
    ...destination,
    places: destination.places.map((place) =>
      place.seasonHours ? { ...place, hours: hoursForTrip(place, startDate, days) } : place,
    ),
  };
}
