import type { Activity } from "@itinerary/contract";

export type Weekday = "Sun" | "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat";
export const WEEKDAYS: readonly Weekday[] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export interface OpeningWindow {
  open: string;
  close: string;
}

/** What is known about when a stop can be visited. `window` null = no known limit. */
export interface KnownHours {
  window: OpeningWindow | null;
  closed: Weekday[];
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

export function toHhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Weekday of day `day` (1-based) of a trip starting on `startDate` (YYYY-MM-DD); null if the date is unusable. */
export function weekdayOf(startDate: string | undefined, day: number): Weekday | null {
  if (!startDate || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  const time = Date.parse(`${startDate}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return WEEKDAYS[new Date(time + (day - 1) * 86_400_000).getUTCDay()]!;
}

/** Calendar date of day `day` as YYYY-MM-DD. */
export function dateOf(startDate: string, day: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + (day - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The opening_hours text the planner writes: "09:30–18:00, closed Mon", "Open 24 hours" or
 * "Open 24 hours, closed Sun". Closed days live in this text because the API schema strips
 * unknown fields, and it survives a round trip through the client.
 */
export function formatOpeningHours(hours: KnownHours): string {
  const base = hours.window ? `${hours.window.open}–${hours.window.close}` : "Open 24 hours";
  if (hours.closed.length === 0) return base;
  const ordered = WEEKDAYS.filter((day) => hours.closed.includes(day));
  return `${base}, closed ${ordered.join(", ")}`;
}

const WEEKDAY_WORDS: Record<string, Weekday> = {
  sun: "Sun",
  sunday: "Sun",
  sundays: "Sun",
  mon: "Mon",
  monday: "Mon",
  mondays: "Mon",
  tue: "Tue",
  tues: "Tue",
  tuesday: "Tue",
  tuesdays: "Tue",
  wed: "Wed",
  wednesday: "Wed",
  wednesdays: "Wed",
  thu: "Thu",
  thur: "Thu",
  thurs: "Thu",
  thursday: "Thu",
  thursdays: "Thu",
  fri: "Fri",
  friday: "Fri",
  fridays: "Fri",
  sat: "Sat",
  saturday: "Sat",
  saturdays: "Sat",
};

/** Reads an opening_hours text ("09:30-18:00, closed Mon and Tue"); unknown text gives no limits. */
export function parseOpeningHours(text: string | undefined): KnownHours {
  const result: KnownHours = { window: null, closed: [] };
  if (!text) return result;
  const range = /\b([01]?\d|2[0-3]):([0-5]\d)\s*[-–—to]+\s*([01]?\d|2[0-4]):([0-5]\d)\b/.exec(text);
  if (range) {
    const open = `${range[1]!.padStart(2, "0")}:${range[2]}`;
    const closeHour = range[3] === "24" ? "23" : range[3]!.padStart(2, "0");
    const close = range[3] === "24" ? "23:59" : `${closeHour}:${range[4]}`;
    if (toMinutes(close) > toMinutes(open)) result.window = { open, close };
  }
  const closedPart = /closed\s+(?:on\s+)?([a-z ,&]+)/i.exec(text);
  if (closedPart) {
    for (const word of closedPart[1]!.toLowerCase().split(/[\s,&]+/)) {
      const day = WEEKDAY_WORDS[word];
      if (day && !result.closed.includes(day)) result.closed.push(day);
    }
  }
  return result;
}

/** Known hours of an activity: its opening_window when set, else what its opening_hours text says. */
export function knownHoursOf(activity: Pick<Activity, "opening_window" | "opening_hours">): KnownHours {
  const parsed = parseOpeningHours(activity.opening_hours);
  if (activity.opening_window) parsed.window = activity.opening_window;
  return parsed;
}
