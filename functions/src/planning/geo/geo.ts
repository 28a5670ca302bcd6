export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinate-wise median of some points: a centre that a few misplaced ones cannot drag away. */
export function medianPoint(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const median = (values: number[]) => {
    values.sort((a, b) => a - b);
    const mid = values.length >> 1;
    return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  };
  return { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
}

/** The mean of the points (a plain average: fine at city scale), or null without any. */
export function centreOf(places: readonly LatLng[]): LatLng | null {
  if (places.length === 0) return null;
  return {
    lat: places.reduce((s, p) => s + p.lat, 0) / places.length,
    lng: places.reduce((s, p) => s + p.lng, 0) / places.length,
  };
}
