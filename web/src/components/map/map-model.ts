import type { MapDay, MapStay } from "./types";

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
  /** 1..N across the trip's located activities, in trip order; a day shown alone keeps its numbers. */
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

/** The traveller's own stay on the map: not a stop, so no number and no day colour. */
export interface StayMarkerModel {
  /** Accessible name and tooltip: "Your stay: Casa do Largo". */
  label: string;
  position: LatLng;
}

export interface MapModel {
  markers: MarkerModel[];
  /** Shown with the stops it is near, and counted in the view fitted to them. */
  stay: StayMarkerModel | null;
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

export interface StopMark {
  number: number;
  colour: DayColour;
}

/**
 * Each located stop's marker number and day colour, for the list to carry what the map shows: the
 * same number on a card and on its marker. An activity id is numbered once, so a duplicated stop
 * cannot put two markers under one number.
 */
export function stopMarks(days: MapDay[]): Map<string, StopMark> {
  const marks = new Map<string, StopMark>();
  for (const day of days) {
    const colour = dayColour(day.day);
    for (const activity of day.activities) {
      if (!isLocated(activity) || marks.has(activity.id)) continue;
      marks.set(activity.id, { number: marks.size + 1, colour });
    }
  }
  return marks;
}

/**
 * The markers and lines for `dayFilter` (null: all days). Numbers are the trip's, whatever the
 * filter, so a card's number finds its marker on any view.
 */
export function buildMapModel(days: MapDay[], dayFilter: number | null = null, stay: MapStay | null = null): MapModel {
  const markers: MarkerModel[] = [];
  const routes: RouteModel[] = [];
  const marks = stopMarks(days);
  const seen = new Set<string>();
  for (const day of days) {
    if (dayFilter !== null && day.day !== dayFilter) continue;
    const colour = dayColour(day.day);
    const path: LatLng[] = [];
    for (const activity of day.activities) {
      if (!isLocated(activity) || seen.has(activity.id)) continue;
      seen.add(activity.id);
      const number = marks.get(activity.id)!.number;
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
  // The stay joins the view only beside stops: alone it would centre an empty map on a house.
  const home =
    stay && markers.length > 0 && Number.isFinite(stay.latitude) && Number.isFinite(stay.longitude)
      ? { label: `Your stay: ${stay.name}`, position: { lat: stay.latitude, lng: stay.longitude } }
      : null;
  const points = markers.map((marker) => marker.position);
  return {
    markers,
    stay: home,
    routes,
    center: markers[0]?.position ?? null,
    bounds: boundsOf(home ? [...points, home.position] : points),
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

/** The stay's key among the markers spread apart: no activity id looks like it. */
export const STAY_MARKER_ID = "trip-map:your-stay";

/** What is spread apart on screen: the stops' badges and the stay's house, which must not hide a number. */
export function spreadPoints(model: Pick<MapModel, "markers" | "stay">): Pick<MarkerModel, "id" | "position">[] {
  return model.stay ? [...model.markers, { id: STAY_MARKER_ID, position: model.stay.position }] : model.markers;
}

/** Badges closer than this on screen are spread apart: a 28 px badge with its ring must not hide another's number. */
export const MARKER_SPACING_PX = 30;
const TILE_PX = 256;

/** Web Mercator world pixels at `zoom`, the projection both map libraries draw in. */
export function worldPixel({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_PX * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface PixelOffset {
  x: number;
  y: number;
}

/**
 * How far to shift each marker's badge on screen at `zoom`, so stops that sit on or next to each other
 * (Granville Island and its Public Market, or one day's stop beside another day's) each keep a
 * readable, clickable number. Badges closer than `spacing` pixels are pushed apart, each pair along
 * the line between them (stops at the very same spot along a fixed fan of directions), until none
 * overlaps: the least movement that separates them, so each badge stays beside its place. Only
 * markers that move are in the result.
 */
export function spreadOffsets(
  markers: readonly Pick<MarkerModel, "id" | "position">[],
  zoom: number,
  spacing = MARKER_SPACING_PX,
): Map<string, PixelOffset> {
  const offsets = new Map<string, PixelOffset>();
  const points = markers.map((marker) => {
    const { x, y } = worldPixel(marker.position, zoom);
    return { id: marker.id, x, y, x0: x, y0: y };
  });
  for (let round = 0; round < 60; round += 1) {
    let moved = false;
    for (let a = 0; a < points.length; a += 1) {
      for (let b = a + 1; b < points.length; b += 1) {
        const first = points[a]!;
        const second = points[b]!;
        let dx = second.x - first.x;
        let dy = second.y - first.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= spacing - 0.5) continue;
        if (distance < 0.01) {
          // The same spot: the later stop goes a fixed way round from the earlier one (137.5°, the golden angle).
          const angle = -Math.PI / 2 + b * 2.39996;
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (spacing - distance) / 2 / distance;
        first.x -= dx * push;
        first.y -= dy * push;
        second.x += dx * push;
        second.y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  for (const point of points) {
    const x = Math.round(point.x - point.x0);
    const y = Math.round(point.y - point.y0);
    if (x !== 0 || y !== 0) offsets.set(point.id, { x, y });
  }
  return offsets;
}
