import tzLookup from "@photostructure/tz-lookup";
import type { LatLng } from "./geo.ts";

const RAD = Math.PI / 180;
/** The sun's centre 0.833° below the horizon: refraction and the sun's radius, as almanacs count sunset. */
const SUNSET_ZENITH = 90.833;

/** Day of the year, 1-based, of an ISO date ("YYYY-MM-DD"). */
function dayOfYear(isoDate: string): number {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Math.floor((time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/**
 * Sunset in minutes after midnight UTC (NOAA's general solar position formulas, good to a few
 * minutes); null where the sun does not set or rise that day (polar summer or winter).
 */
export function sunsetUtcMinutes(point: LatLng, isoDate: string): number | null {
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear(isoDate) - 1);
  const eqTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const lat = point.lat * RAD;
  const cosHourAngle =
    Math.cos(SUNSET_ZENITH * RAD) / (Math.cos(lat) * Math.cos(declination)) - Math.tan(lat) * Math.tan(declination);
  if (cosHourAngle < -1 || cosHourAngle > 1) return null;
  const hourAngle = Math.acos(cosHourAngle) / RAD;
  return 720 - 4 * point.lng - eqTime + 4 * hourAngle;
}

/** How many minutes the place's clocks are ahead of UTC on that date (daylight saving included). */
export function utcOffsetMinutes(point: LatLng, isoDate: string): number {
  let zone: string;
  try {
    zone = tzLookup(point.lat, point.lng);
  } catch {
    // Open sea or an unusable point: the sun's own clock, 4 minutes a degree.
    return Math.round(point.lng / 15) * 60;
  }
  const noon = new Date(`${isoDate}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(noon);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - noon.getTime()) / 60_000);
}

/**
 * Sunset on the local clock of the place, minutes after midnight, on a date ("YYYY-MM-DD"); null
 * when the date is unusable or the sun does not set that day.
 */
export function localSunset(point: LatLng, isoDate: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(Date.parse(`${isoDate}T00:00:00Z`))) return null;
  const utc = sunsetUtcMinutes(point, isoDate);
  if (utc === null) return null;
  const local = Math.round(utc + utcOffsetMinutes(point, isoDate));
  return ((local % 1440) + 1440) % 1440;
}
