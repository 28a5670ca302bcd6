/** What a directions link needs of a stop. */
export interface RouteStop {
  name: string;
  place_id?: string | undefined;
}

const DIRECTIONS_BASE = "https://www.google.com/maps/dir/?api=1";

/** A pipe separates waypoints, so one inside a name would split it in two. */
const stopName = (stop: RouteStop) => stop.name.replace(/\|/g, " ").trim();

/**
 * The Google Maps driving directions link for one day's stops in visiting order (SPEC section 7):
 * origin, destination and pipe-separated waypoints by name, with place ids where every stop of that
 * role has one (a place id only refines the name it accompanies). Null below two stops, since a
 * route needs a start and an end.
 */
export function directionsUrl(stops: readonly RouteStop[]): string | null {
  if (stops.length < 2) return null;
  const origin = stops[0]!;
  const destination = stops[stops.length - 1]!;
  const waypoints = stops.slice(1, -1);
  const params: [string, string][] = [["origin", stopName(origin)]];
  if (origin.place_id) params.push(["origin_place_id", origin.place_id]);
  params.push(["destination", stopName(destination)]);
  if (destination.place_id) params.push(["destination_place_id", destination.place_id]);
  if (waypoints.length > 0) {
    params.push(["waypoints", waypoints.map(stopName).join("|")]);
    if (waypoints.every((stop) => stop.place_id)) params.push(["waypoint_place_ids", waypoints.map((stop) => stop.place_id!).join("|")]);
  }
  params.push(["travelmode", "driving"]);
  // Pipes stay readable: Google reads them either way, and a printed link is easier to check.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%7C/g, "|")}`).join("&");
  return `${DIRECTIONS_BASE}&${query}`;
}
