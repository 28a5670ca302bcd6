import { dayColour } from "@itinerary/contract";
import { escapeHtml } from "./escape.ts";

/**
 * Maps for the printed plan, drawn from the stops' coordinates alone as inline SVG: the renderer
 * fetches nothing, so there are no tiles, only each day's route, its numbered stops and a frame.
 */

export interface MapStop {
  /** The stop's number in its day's list, written in its marker. */
  number: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapDay {
  day: number;
  stops: MapStop[];
  /** The traveller's own stay, where the day starts and ends: a house on the day's map. */
  stay?: { name: string; latitude: number; longitude: number };
}

interface Point {
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
  padding: number;
}

/** Whether a stop can be drawn: both coordinates are real numbers in range (never a made-up 0,0). */
export function hasCoordinates<T extends { latitude?: number | null; longitude?: number | null }>(
  stop: T,
): stop is T & { latitude: number; longitude: number } {
  const { latitude, longitude } = stop;
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** A frame this small (about 400 m) keeps one stop, or stops on one square, from filling the map. */
const MIN_SPAN_DEGREES = 0.004;

/**
 * Equirectangular projection fitted to the stops' bounds: longitude shrunk by the cosine of the
 * middle latitude so a city keeps its shape, one scale for both axes, centred inside the padding.
 */
export function fitProjection(
  stops: readonly Pick<MapStop, "latitude" | "longitude">[],
  size: Size,
): (stop: Pick<MapStop, "latitude" | "longitude">) => Point {
  const lats = stops.map((stop) => stop.latitude);
  const lons = stops.map((stop) => stop.longitude);
  const middleLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const squeeze = Math.cos((middleLat * Math.PI) / 180);
  const xs = lons.map((lon) => lon * squeeze);
  const ys = lats.map((lat) => -lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, MIN_SPAN_DEGREES);
  const spanY = Math.max(maxY - minY, MIN_SPAN_DEGREES);
  const scale = Math.min((size.width - 2 * size.padding) / spanX, (size.height - 2 * size.padding) / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return (stop) => ({
    x: size.width / 2 + (stop.longitude * squeeze - centreX) * scale,
    y: size.height / 2 + (-stop.latitude - centreY) * scale,
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

function polyline(points: readonly Point[], colour: string, width: number): string {
  const coordinates = points.map(({ x, y }) => `${round(x)},${round(y)}`).join(" ");
  // A pale casing under the line keeps it visible where days cross and on the pale yellow day.
  return `<polyline points="${coordinates}" fill="none" stroke="#ffffff" stroke-width="${width + 2}" stroke-linejoin="round" stroke-linecap="round"/><polyline points="${coordinates}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/**
 * Markers whose circles would cover each other (a viewpoint beside the square it overlooks) are
 * moved round the spot, inside the frame, until each number reads; a thin line leads back to the stop.
 */
function spreadMarkers(points: readonly Point[], radius: number, size: Size): Point[] {
  const inside = ({ x, y }: Point): Point => ({
    x: Math.min(Math.max(x, radius + 2), size.width - radius - 2),
    y: Math.min(Math.max(y, radius + 2), size.height - radius - 2),
  });
  const free = (spot: Point) => placed.every((other) => distance(other, spot) >= radius * 1.8);
  const placed: Point[] = [];
  for (const point of points) {
    let spot = inside(point);
    for (let attempt = 0; attempt < 24 && !free(spot); attempt++) {
      const angle = -Math.PI / 2 + attempt * (Math.PI / 4);
      const reach = radius * 2.1 * (1 + Math.floor(attempt / 8));
      spot = inside({ x: point.x + Math.cos(angle) * reach, y: point.y + Math.sin(angle) * reach });
    }
    placed.push(spot);
  }
  return placed;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function svg(size: Size, label: string, className: string, body: string): string {
  return `<svg class="${className}" viewBox="0 0 ${size.width} ${size.height}" role="img" aria-label="${escapeHtml(label)}" xmlns="http://www.w3.org/2000/svg"><rect width="${size.width}" height="${size.height}" rx="6" fill="#f4f7fa" stroke="#d9e2ec"/>${body}</svg>`;
}

const DAY_MAP: Size = { width: 260, height: 180, padding: 18 };
const MARKER_RADIUS = 8;

/** The traveller's stay: a dark disc with a white house, the same mark as on the planner's map. */
function stayMarker({ x, y }: Point, name: string): string {
  const scale = 0.5;
  const house = `<path transform="translate(${round(x - 12 * scale)} ${round(y - 12.5 * scale)}) scale(${scale})" d="M12 3 2.5 11h2.7v9h5.3v-5.5h3v5.5h5.3v-9h2.7z" fill="#ffffff"/>`;
  return `<g class="stay-marker"><title>${escapeHtml(`Your stay: ${name}`)}</title><circle cx="${round(x)}" cy="${round(y)}" r="${MARKER_RADIUS}" fill="#1f2937" stroke="#ffffff" stroke-width="1.5"/>${house}</g>`;
}

/** One day's route through its located stops, each a numbered marker in the day's colour, and the stay. */
export function dayMapSvg(day: MapDay): string {
  const colour = dayColour(day.day);
  const project = fitProjection(day.stay ? [...day.stops, day.stay] : day.stops, DAY_MAP);
  const points = day.stops.map(project);
  const line = points.length > 1 ? polyline(points, colour.fill, 2.5) : "";
  // The stay is placed first, so the stops' numbers move round it rather than it round them.
  const home = day.stay ? project(day.stay) : null;
  const placed = spreadMarkers(home ? [home, ...points] : points, MARKER_RADIUS, DAY_MAP);
  const spots = home ? placed.slice(1) : placed;
  const markers = day.stops
    .map((stop, i) => {
      const { x, y } = spots[i]!;
      const at = points[i]!;
      const leader =
        distance(at, spots[i]!) > 0.5
          ? `<line x1="${round(at.x)}" y1="${round(at.y)}" x2="${round(x)}" y2="${round(y)}" stroke="${colour.fill}" stroke-width="1"/><circle cx="${round(at.x)}" cy="${round(at.y)}" r="2" fill="${colour.fill}"/>`
          : "";
      return `<g class="marker">${leader}<title>${escapeHtml(`${stop.number}. ${stop.name}`)}</title><circle cx="${round(x)}" cy="${round(y)}" r="${MARKER_RADIUS}" fill="${colour.fill}" stroke="#ffffff" stroke-width="1.5"/><text x="${round(x)}" y="${round(y)}" dy="0.35em" text-anchor="middle" font-size="9" font-weight="bold" fill="${colour.text}">${stop.number}</text></g>`;
    })
    .join("");
  const count = day.stops.length;
  const stay = home && day.stay ? stayMarker(placed[0]!, day.stay.name) : "";
  return svg(
    DAY_MAP,
    `Map of day ${day.day}: ${count} ${count === 1 ? "stop" : "stops"}${stay ? " and your stay" : ""}`,
    "route-map day-map",
    `${line}${stay}${markers}`,
  );
}

const OVERVIEW_MAP: Size = { width: 640, height: 330, padding: 24 };

/** Every day's route in its colour over one frame, each stop a dot; the legend beside it names the colours. */
export function overviewMapSvg(days: readonly MapDay[]): string {
  const all = days.flatMap((day) => day.stops);
  const project = fitProjection(all, OVERVIEW_MAP);
  const lines = days
    .map((day) => {
      const { fill } = dayColour(day.day);
      const points = day.stops.map(project);
      const dots = points
        .map(
          ({ x, y }) =>
            `<circle cx="${round(x)}" cy="${round(y)}" r="3.5" fill="${fill}" stroke="#ffffff" stroke-width="1"/>`,
        )
        .join("");
      return `<g class="day-route">${points.length > 1 ? polyline(points, fill, 2.5) : ""}${dots}</g>`;
    })
    .join("");
  return svg(
    OVERVIEW_MAP,
    `Map of the trip: ${days.length} ${days.length === 1 ? "day" : "days"}`,
    "route-map overview-map",
    lines,
  );
}
