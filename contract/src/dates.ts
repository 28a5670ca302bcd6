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
