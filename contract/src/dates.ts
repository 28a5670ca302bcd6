const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The server cannot know the traveller's time zone, so a start date counts as past only when it is
 * already over everywhere on Earth: before the current date at UTC-12.
 */
export function isPastEverywhere(isoDate: string, now: Date = new Date()): boolean {
  const earliestToday = new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return isoDate < earliestToday;
}

/** The browser compares at local midnight (SPEC section 5). */
export function isBeforeLocalToday(isoDate: string, now: Date = new Date()): boolean {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const start = new Date(y, m - 1, d);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return start.getTime() < today.getTime();
}

/** How far ahead a trip may start. */
export const MAX_YEARS_AHEAD = 2;

/** The same month and day MAX_YEARS_AHEAD years after an ISO date (29 February rolls to 1 March). */
function yearsAfter(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + MAX_YEARS_AHEAD, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * The server's bound, time-zone tolerant like isPastEverywhere: too far only when it is beyond the
 * limit even where the day is latest, counted from the current date at UTC+14.
 */
export function isTooFarAheadEverywhere(isoDate: string, now: Date = new Date()): boolean {
  const latestToday = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return isoDate > yearsAfter(latestToday);
}

/** The browser's bound, from the local date. */
export function isTooFarAheadLocally(isoDate: string, now: Date = new Date()): boolean {
  const pad = (n: number) => String(n).padStart(2, "0");
  const today = `${String(now.getFullYear()).padStart(4, "0")}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return isoDate > yearsAfter(today);
}
