import { createHash } from "node:crypto";
import {
  isPlacesContent,
  scrubControlCharacters,
  type FinalActivity,
  type StructuredPlan,
  type TripPreferences,
} from "@itinerary/contract";
import ical, { escape } from "ical-generator";
import { dateOf } from "../planning/model/hours.ts";
import { zonedTimeToUtc } from "./zoned-time.ts";

const MINUTE_MS = 60_000;
/** How long an event lasts when the plan gives neither an end time nor a visit length. */
export const DEFAULT_EVENT_MINUTES = 60;
export const CALENDAR_FILENAME = "trip.ics";

export interface TripCalendarInput {
  plan: StructuredPlan;
  preferences: Pick<TripPreferences, "startDate" | "destinationCity">;
  /** IANA zone the plan's times are read in (see tripTimeZone). */
  timeZone: string;
  /** Keeps one traveller's event ids apart from another's (the caller's uid). */
  namespace: string;
  /** DTSTAMP; fixed in tests. */
  now?: Date;
}

export interface TripCalendar {
  ics: string;
  events: number;
}

/**
 * Ids stay the same when the same trip is exported again, so a calendar app updates the events it
 * imported before instead of adding copies; an edited time or name changes the event, not its id.
 */
function eventUid(input: TripCalendarInput, day: number, index: number): string {
  const key = [input.namespace, input.preferences.destinationCity, input.preferences.startDate, day, index].join(
    "\u0000",
  );
  return `${createHash("sha256").update(key).digest("hex").slice(0, 32)}@itinerary-planner`;
}

/**
 * The end: the plan's end time read on the same wall clock (the next day's when it is not after the
 * start, as for a night out), else the visit length or an hour after the start.
 */
function eventEnd(activity: FinalActivity, date: string, start: Date, timeZone: string): Date {
  if (activity.start_time && activity.end_time && activity.end_time !== activity.start_time) {
    const overnight = activity.end_time < activity.start_time;
    return zonedTimeToUtc(overnight ? nextDate(date) : date, activity.end_time, timeZone);
  }
  const minutes =
    activity.duration_minutes && activity.duration_minutes > 0 ? activity.duration_minutes : DEFAULT_EVENT_MINUTES;
  return new Date(start.getTime() + minutes * MINUTE_MS);
}

const nextDate = (date: string) => dateOf(date, 2);

/**
 * RFC 5545 TEXT allows no control characters; a line break is written escaped (\\n) by the library's
 * escaping, which the calendar's name needs from us. Anything else of that kind (from a plan saved
 * before the contract refused it) becomes a space.
 */
export const calendarText = (value: string): string => scrubControlCharacters(value, true);

/** Google's attribution for Places content shown without a Google map, as the PDF prints it. */
export const CALENDAR_PLACES_ATTRIBUTION = "Place details: Google Maps";

function description(activity: FinalActivity): string {
  const lines: [string, string | undefined][] = [
    ["Highlight", activity.highlight],
    ["Transport", activity.transport],
    ["Entry Fee", activity.entry_fee],
    ["Parking Spot", activity.parking_spot],
  ];
  const text = lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${calendarText(value!)}`);
  // A calendar app shows the address with no Google map beside it.
  if (isPlacesContent(activity)) text.push(CALENDAR_PLACES_ATTRIBUTION);
  return text.join("\n");
}

/**
 * GEO only for our own guide's coordinates. Calendar apps draw GEO on their own maps (Apple's, Bing's),
 * and Places coordinates may be shown on a Google map only; the address stays, credited to Google Maps.
 */
function located(activity: FinalActivity): { lat: number; lon: number } | undefined {
  if (isPlacesContent(activity)) return undefined;
  const { latitude: lat, longitude: lon } = activity;
  if (typeof lat !== "number" || typeof lon !== "number" || (lat === 0 && lon === 0)) return undefined;
  return { lat, lon };
}

/**
 * The final plan as an iCalendar file: one event per activity that has a start time, on day N's date
 * (startDate + N - 1), its wall-clock times read in the trip's zone and written as UTC instants. UTC
 * needs no VTIMEZONE and every calendar app shows it in the reader's own zone; floating times would
 * move with whoever opens the file.
 */
export function buildTripCalendar(input: TripCalendarInput): TripCalendar {
  const { plan, preferences, timeZone } = input;
  const calendar = ical({
    // The library writes the name (NAME, X-WR-CALNAME) as given, unlike every event property.
    name: escape(calendarText(`Trip to ${preferences.destinationCity}`), false),
    prodId: { company: "Itinerary Planner", product: "Trip Calendar", language: "EN" },
    // A display hint for apps that show a calendar in one zone; the times themselves are UTC.
    x: [["X-WR-TIMEZONE", timeZone]],
  });
  const stamp = input.now ?? new Date();
  let events = 0;
  for (const day of plan) {
    const date = dateOf(preferences.startDate, day.day);
    day.activities.forEach((activity, index) => {
      if (!activity.start_time) return;
      const start = zonedTimeToUtc(date, activity.start_time, timeZone);
      const geo = located(activity);
      calendar.createEvent({
        id: eventUid(input, day.day, index),
        stamp,
        start,
        end: eventEnd(activity, date, start, timeZone),
        summary: calendarText(activity.name),
        location: { title: calendarText(activity.address || activity.name), ...(geo ? { geo } : {}) },
        description: description(activity) || null,
      });
      events++;
    });
  }
  return { ics: calendar.toString(), events };
}
