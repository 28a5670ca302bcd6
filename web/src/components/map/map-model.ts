import type { MapDay } from "./types";

/**
 * What a trip map shows, worked out once so both adapters draw the same thing: numbered markers,
 * one route line per day, the centre and the bounds. Pure, so it is tested without a map library.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DayColour {
  /** Marker fill and route line. */
  fill: string;
  /** The marker's number, whichever of white or near-black reads better on the fill. */
  text: string;
}

export interface MarkerModel {
  id: string;
  name: string;
  day: number;
  /** 1..N across the located activities shown, in trip order. */
  number: number;
  /** Accessible name and tooltip: "1. Belém Tower". */
  label: string;
  position: LatLng;
  colour: DayColour;
}

export interface RouteModel {
  day: number;
  colour: DayColour;
  path: LatLng[];
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapModel {
  markers: MarkerModel[];
  /** Days with at least two located stops get a line. */
  routes: RouteModel[];
  /** The first located activity shown (SPEC: the map is centred on it), or null when none is. */
  center: LatLng | null;
  /** What to fit when more than one marker is shown. */
  bounds: Bounds | null;
}

export const MAP_HEIGHT_PX = 450;
export const MAP_ZOOM = 12;
/** Fitting two neighbouring stops must not zoom to street level. */
export const MAX_FIT_ZOOM = 15;
export const NO_LOCATION_MESSAGE = "Location data not available for map.";

/**
 * Okabe and Ito's palette for colour-vision deficiencies, ordered so neighbouring days contrast
 * most, with the pale yellow last (weakest on a light map).
 */
const PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"] as const;
const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#111827";

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A day keeps its colour whatever the filter shows: day 9 wraps to day 1's. */
export function dayColour(day: number): DayColour {
  const fill = PALETTE[(((day - 1) % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
  const text = contrastRatio(fill, LIGHT_TEXT) >= contrastRatio(fill, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  return { fill, text };
}

export function isLocated(stop: {
  latitude?: number | null;
  longitude?: number | null;
}): stop is { latitude: number; longitude: number } {
  return (
    typeof stop.latitude === "number" &&
    typeof stop.longitude === "number" &&
    Number.isFinite(stop.latitude) &&
    Number.isFinite(stop.longitude) &&
    Math.abs(stop.latitude) <= 90 &&
    Math.abs(stop.longitude) <= 180
  );
}

/** Days that have something to put on the map, for the day filter. */
export function locatedDays(days: MapDay[]): number[] {
  return days.filter((day) => day.activities.some(isLocated)).map((day) => day.day);
}

/**
 * The markers and lines for `dayFilter` (null: all days). An activity id appears at most once, so a
 * duplicated stop cannot put two markers under one number.
 */
export function buildMapModel(days: MapDay[], dayFilter: number | null = null): MapModel {
  const markers: MarkerModel[] = [];
  const routes: RouteModel[] = [];
  const seen = new Set<string>();
  for (const day of days) {
    if (dayFilter !== null && day.day !== dayFilter) continue;
    const colour = dayColour(day.day);
    const path: LatLng[] = [];
    for (const activity of day.activities) {
      if (!isLocated(activity) || seen.has(activity.id)) continue;
      seen.add(activity.id);
      const number = markers.length + 1;
      const position = { lat: activity.latitude, lng: activity.longitude };
      markers.push({
        id: activity.id,
        name: activity.name,
        day: day.day,
        number,
        label: `${number}. ${activity.name}`,
        position,
        colour,
      });
      path.push(position);
    }
    if (path.length >= 2) routes.push({ day: day.day, colour, path });
  }
  return {
    markers,
    routes,
    center: markers[0]?.position ?? null,
    bounds: boundsOf(markers.map((marker) => marker.position)),
  };
}

export function boundsOf(points: LatLng[]): Bounds | null {
  if (points.length < 2) return null;
  return {
    south: Math.min(...points.map((p) => p.lat)),
    north: Math.max(...points.map((p) => p.lat)),
    west: Math.min(...points.map((p) => p.lng)),
    east: Math.max(...points.map((p) => p.lng)),
  };
}
