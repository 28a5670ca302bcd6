import { boundsOf, worldPixel, type LatLng } from "./map-model";

/** At most this many tiles for one trip's area (a phone's map of a city trip at street level: about 5-10 MB). */
export const OFFLINE_AREA_MAX_TILES = 400;
/** The closest zoom saved: street names and footpaths; closer than that is rarely needed on the road. */
const MAX_SAVED_ZOOM = 17;
/** The map a phone shows (the trip map's height, a phone's width), whose fitting zoom the area starts from. */
const VIEW_PX = { width: 360, height: 450 };
/** Half the widest trip map (a tablet's one column) and half its height, in screen pixels. */
const VIEW_HALF_PX = { width: 512, height: 256 };
/** Room around the trip's stops: a fifth of its span, and at least about 1 km. */
const PAD_SHARE = 0.2;
const MIN_PAD_DEG = 0.01;
const TILE_PX = 256;
/** Leaflet's own default, for templates with {s}. */
const SUBDOMAINS = "abc";

export interface OfflineArea {
  /** The tiles' addresses, as the map itself asks for them. */
  urls: string[];
  /** The map zooms covered (a sharp screen's tiles are of the next zoom each). */
  zooms: { from: number; to: number };
}

interface TileRange {
  zoom: number;
  x: [number, number];
  y: [number, number];
}

function padded(points: LatLng[]): { north: number; south: number; east: number; west: number } | null {
  const bounds = boundsOf(points.length === 1 ? [points[0]!, points[0]!] : points);
  if (!bounds) return null;
  const padLat = Math.max((bounds.north - bounds.south) * PAD_SHARE, MIN_PAD_DEG);
  const padLng = Math.max((bounds.east - bounds.west) * PAD_SHARE, MIN_PAD_DEG);
  return {
    north: Math.min(bounds.north + padLat, 85),
    south: Math.max(bounds.south - padLat, -85),
    east: Math.min(bounds.east + padLng, 180),
    west: Math.max(bounds.west - padLng, -180),
  };
}

/**
 * The tiles at `zoom` of the area, and of the map's whole view centred on it: at the zooms that show the
 * trip at once, a wide map shows more on its sides than the trip's own bounds.
 */
function tileRange(area: NonNullable<ReturnType<typeof padded>>, zoom: number, tileZoom: number): TileRange {
  const last = 2 ** tileZoom - 1;
  const scale = 2 ** (tileZoom - zoom);
  const clamp = (value: number) => Math.min(Math.max(Math.floor(value / TILE_PX), 0), last);
  const northWest = worldPixel({ lat: area.north, lng: area.west }, tileZoom);
  const southEast = worldPixel({ lat: area.south, lng: area.east }, tileZoom);
  const centre = { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 };
  const half = { x: VIEW_HALF_PX.width * scale, y: VIEW_HALF_PX.height * scale };
  return {
    zoom: tileZoom,
    x: [clamp(Math.min(northWest.x, centre.x - half.x)), clamp(Math.max(southEast.x, centre.x + half.x))],
    y: [clamp(Math.min(northWest.y, centre.y - half.y)), clamp(Math.max(southEast.y, centre.y + half.y))],
  };
}

const tileCount = (range: TileRange) => (range.x[1] - range.x[0] + 1) * (range.y[1] - range.y[0] + 1);

/** The closest zoom at which the whole area fits a phone's map. */
function fittingZoom(area: NonNullable<ReturnType<typeof padded>>): number {
  for (let zoom = MAX_SAVED_ZOOM; zoom > 0; zoom -= 1) {
    const northWest = worldPixel({ lat: area.north, lng: area.west }, zoom);
    const southEast = worldPixel({ lat: area.south, lng: area.east }, zoom);
    if (southEast.x - northWest.x <= VIEW_PX.width && southEast.y - northWest.y <= VIEW_PX.height) return zoom;
  }
  return 0;
}

/** A tile's address from a Leaflet URL template ({z}, {x}, {y}, and {s} and {r} as Leaflet fills them). */
export function tileUrl(template: string, zoom: number, x: number, y: number, retina: boolean): string {
  return template
    .replace("{s}", SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!)
    .replace("{z}", String(zoom))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{r}", retina ? "@2x" : "");
}

/**
 * The tiles of a trip's area to keep on the device: from one zoom out of the view that fits every stop,
 * closer zoom by zoom while the total stays within `maxTiles`. On a sharp screen the map draws each zoom
 * with tiles of the next (Leaflet's detectRetina), so those are the ones saved. Null without a place
 * to centre on.
 */
export function offlineArea(
  points: LatLng[],
  options: { template: string; retina: boolean; maxTiles?: number },
): OfflineArea | null {
  const area = padded(points.filter((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng)));
  if (!area) return null;
  const maxTiles = options.maxTiles ?? OFFLINE_AREA_MAX_TILES;
  const offset = options.retina ? 1 : 0;
  const from = Math.max(fittingZoom(area) - 1, 1);
  const ranges: TileRange[] = [];
  let total = 0;
  for (let zoom = from; zoom <= MAX_SAVED_ZOOM; zoom += 1) {
    const range = tileRange(area, zoom, zoom + offset);
    if (total + tileCount(range) > maxTiles) break;
    ranges.push(range);
    total += tileCount(range);
  }
  if (ranges.length === 0) return null;
  const urls: string[] = [];
  for (const range of ranges)
    for (let x = range.x[0]; x <= range.x[1]; x += 1)
      for (let y = range.y[0]; y <= range.y[1]; y += 1)
        urls.push(tileUrl(options.template, range.zoom, x, y, options.retina));
  return { urls, zooms: { from, to: from + ranges.length - 1 } };
}
