import {
  isPlacesContent,
  scrubControlCharacters,
  type FinalActivity,
  type StructuredPlan,
  type TripPreferences,
} from "@itinerary/contract";
import { zonedTimeToUtc } from "../calendar/zoned-time.ts";
import { longUsDate } from "../pdf/template.ts";
import { dateOf } from "../planning/model/hours.ts";

export const GPX_FILENAME = "trip.gpx";
export const GPX_CONTENT_TYPE = "application/gpx+xml";
const GPX_NAMESPACE = "http://www.topografix.com/GPX/1/1";
const GPX_CREATOR = "Itinerary Planner";

export interface TripGpxInput {
  plan: StructuredPlan;
  preferences: Pick<TripPreferences, "startDate" | "destinationCity">;
  /** IANA zone the plan's times are read in (see tripTimeZone); null: the points carry no time. */
  timeZone: string | null;
  /** The file's own time; fixed in tests. */
  now?: Date;
}

/** Why a stop is not a point of the file: nothing places it, or only Google's maps may show where it is. */
export type LeftOutReason = "no-location" | "google-maps";

export interface LeftOutStop {
  name: string;
  day: number;
  reason: LeftOutReason;
}

export interface TripGpx {
  gpx: string;
  /** Waypoints written: one a stop that has a location the file may carry. */
  waypoints: number;
  leftOut: LeftOutStop[];
}

/** Google's attribution for Places content shown without a Google map, as the PDF and the calendar say it. */
export const GPX_PLACES_ATTRIBUTION = "Place details: Google Maps";

const LEFT_OUT_TEXT: Record<LeftOutReason, string> = {
  "no-location": "Not in this file, as their location is not known",
  "google-maps": "Not in this file, as Google Maps placed them and only its own maps may show where they are",
};

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
// Everything XML 1.0 cannot carry at all, even escaped: what the contract's scrub leaves of it is a lone
// surrogate half, U+FFFE or U+FFFF.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * A traveller's text as XML character data: control characters (and what XML cannot hold) become a
 * space, as the calendar does, line breaks stay in free text, and the five markup characters are
 * escaped, so no value can close an element or open one of its own.
 */
export function gpxText(value: string, multiLine = false): string {
  return scrubControlCharacters(value, multiLine)
    .replace(NOT_XML_CHARACTER, " ")
    .replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

/** Decimal degrees with at most 6 decimals (about 11 cm), never in exponent form, which xsd:decimal refuses. */
const degrees = (value: number): number => Number(value.toFixed(6)) + 0; // + 0 turns -0 into 0

interface Point {
  lat: number;
  lon: number;
}

/**
 * Where a stop may be drawn by another app: our own guide's coordinates only. Places coordinates may
 * be shown on a Google map only (the calendar leaves them out of GEO for the same reason); 0,0 is a
 * missing location, never a place in the Gulf of Guinea.
 */
function pointOf(activity: FinalActivity): Point | LeftOutReason {
  if (isPlacesContent(activity)) return "google-maps";
  const { latitude, longitude } = activity;
  if (typeof latitude !== "number" || typeof longitude !== "number") return "no-location";
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return "no-location";
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return "no-location";
  const lat = degrees(latitude);
  // GPX longitudes run from -180 up to, not including, 180: the same meridian written the other way.
  const lon = degrees(longitude) >= 180 ? degrees(longitude) - 360 : degrees(longitude);
  if (lat === 0 && lon === 0) return "no-location";
  return { lat, lon };
}

/** An instant as xsd:dateTime in UTC, to the second. */
const utc = (instant: Date): string => instant.toISOString().replace(/\.\d{3}Z$/, "Z");

interface Stop {
  point: Point;
  activity: FinalActivity;
  time: string | null;
}

/** A waypoint or route point: the schema's order is ele, time, ..., name, cmt, desc. */
function pointElement(tag: "wpt" | "rtept", { point, activity, time }: Stop, indent: string): string[] {
  const inner = `${indent}  `;
  return [
    `${indent}<${tag} lat="${point.lat}" lon="${point.lon}">`,
    ...(time ? [`${inner}<time>${time}</time>`] : []),
    `${inner}<name>${gpxText(activity.name)}</name>`,
    ...(activity.highlight.trim() ? [`${inner}<desc>${gpxText(activity.highlight, true)}</desc>`] : []),
    `${indent}</${tag}>`,
  ];
}

function leftOutDescription(leftOut: LeftOutStop[]): string | null {
  const sentences: string[] = [];
  for (const reason of Object.keys(LEFT_OUT_TEXT) as LeftOutReason[]) {
    const stops = leftOut.filter((stop) => stop.reason === reason);
    if (stops.length === 0) continue;
    sentences.push(`${LEFT_OUT_TEXT[reason]}: ${stops.map((stop) => `${stop.name} (day ${stop.day})`).join(", ")}.`);
  }
  if (leftOut.some((stop) => stop.reason === "google-maps")) sentences.push(`${GPX_PLACES_ATTRIBUTION}.`);
  return sentences.length ? sentences.join(" ") : null;
}

/**
 * The final plan as a GPX 1.1 file for GPS and map apps: a waypoint per stop (its name, its start as a
 * UTC instant read in the trip's zone, its highlight), then one route per day through that day's stops
 * in the plan's order. A stop the file may not place is in neither, and the metadata names it.
 */
export function buildTripGpx(input: TripGpxInput): TripGpx {
  const { plan, preferences, timeZone } = input;
  const leftOut: LeftOutStop[] = [];
  const days = plan.map((day) => {
    const date = dateOf(preferences.startDate, day.day);
    const stops: Stop[] = [];
    for (const activity of day.activities) {
      const point = pointOf(activity);
      if (typeof point === "string") {
        leftOut.push({ name: activity.name, day: day.day, reason: point });
        continue;
      }
      const time = timeZone && activity.start_time ? utc(zonedTimeToUtc(date, activity.start_time, timeZone)) : null;
      stops.push({ point, activity, time });
    }
    return { day: day.day, date, stops };
  });

  const all = days.flatMap((day) => day.stops);
  const description = leftOutDescription(leftOut);
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<gpx version="1.1" creator="${GPX_CREATOR}" xmlns="${GPX_NAMESPACE}">`,
    `  <metadata>`,
    `    <name>${gpxText(`Trip to ${preferences.destinationCity}`)}</name>`,
    ...(description ? [`    <desc>${gpxText(description)}</desc>`] : []),
    `    <time>${utc(input.now ?? new Date())}</time>`,
    ...(all.length ? [`    ${bounds(all.map((stop) => stop.point))}`] : []),
    `  </metadata>`,
    ...all.flatMap((stop) => pointElement("wpt", stop, "  ")),
  ];
  for (const { day, date, stops } of days) {
    if (stops.length === 0) continue;
    lines.push(
      `  <rte>`,
      `    <name>${gpxText(`Day ${day}: ${longUsDate(date)}`)}</name>`,
      `    <number>${day}</number>`,
      ...stops.flatMap((stop) => pointElement("rtept", stop, "    ")),
      `  </rte>`,
    );
  }
  lines.push(`</gpx>`, "");
  return { gpx: lines.join("\n"), waypoints: all.length, leftOut };
}

function bounds(points: Point[]): string {
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  return `<bounds minlat="${Math.min(...lats)}" minlon="${Math.min(...lons)}" maxlat="${Math.max(...lats)}" maxlon="${Math.max(...lons)}"/>`;
}
