import type { TransportMode } from "./enums.ts";
import type { OwnStay } from "./preferences.ts";

/** Shown in place of "Open in Maps" when a day has fewer than two stops (SPEC section 8). */
export const NOT_ENOUGH_ACTIVITIES = "Not enough activities to create a route for this day.";

export interface DirectionsStop {
  name: string;
  place_id?: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
}

type TravelMode = "driving" | "walking" | "bicycling" | "transit";

/** The trip's transport preference as a Google Maps travel mode (SPEC's default is driving). */
export const TRAVEL_MODE: Record<TransportMode, TravelMode> = {
  Drive: "driving",
  Taxi: "driving",
  Walk: "walking",
  Bike: "bicycling",
  Public: "transit",
  Mixed: "transit",
};

const BASE = "https://www.google.com/maps/dir/?api=1";

/**
 * What Google Maps should search for one stop. A place id is authoritative and the text only a
 * fallback label; without one, a bare name ("Cathedral") is made unambiguous with the stop's address
 * or the trip's city. A `|` would split the stop in two, so it becomes a space.
 */
function stopQuery(stop: DirectionsStop, city: string | undefined): string {
  const clean = (text: string | undefined) => (text ?? "").replaceAll("|", " ").replace(/\s+/g, " ").trim();
  const name = clean(stop.name);
  const address = clean(stop.address);
  const place = clean(city);
  if (!name) {
    if (address) return address;
    if (typeof stop.latitude === "number" && typeof stop.longitude === "number")
      return `${stop.latitude},${stop.longitude}`;
    return place;
  }
  if (address) return address.toLowerCase().includes(name.toLowerCase()) ? address : `${name}, ${address}`;
  if (place && !name.toLowerCase().includes(place.toLowerCase())) return `${name}, ${place}`;
  return name;
}

function usable(stop: DirectionsStop): boolean {
  const hasText = Boolean(stop.name?.trim() || stop.address?.trim() || stop.place_id?.trim());
  const hasCoordinates = typeof stop.latitude === "number" && typeof stop.longitude === "number";
  return hasText || hasCoordinates;
}

/**
 * A Google Maps directions URL (Maps URLs, `api=1`) through a day's stops in order, or null when
 * fewer than two stops are left to route. Every value is percent-encoded, `|` included, so names with
 * `&`, `#`, `+` or non-ASCII letters arrive intact.
 *
 * Transit: Google Maps cannot route public transport through intermediate stops (its waypoints are
 * for driving, walking and cycling; elsewhere they are ignored). A two-stop day gets transit
 * directions; a longer day keeps every stop and leaves the mode to Google, which then offers the
 * modes that can visit them all, rather than dropping the stops in the middle.
 */
export function buildDirectionsLink(
  stops: DirectionsStop[],
  transport: TransportMode,
  destinationCity?: string,
): string | null {
  const route = stops.filter(usable);
  if (route.length < 2) return null;

  const first = route[0]!;
  const last = route[route.length - 1]!;
  const middle = route.slice(1, -1);
  const params: Array<[string, string]> = [
    ["origin", stopQuery(first, destinationCity)],
    ["destination", stopQuery(last, destinationCity)],
  ];
  const id = (stop: DirectionsStop) => stop.place_id?.trim() ?? "";
  if (id(first)) params.push(["origin_place_id", id(first)]);
  if (id(last)) params.push(["destination_place_id", id(last)]);
  if (middle.length > 0) {
    params.push(["waypoints", middle.map((stop) => stopQuery(stop, destinationCity)).join("|")]);
    // The ids are matched to the waypoints by position, so they are sent only when every waypoint has one.
    if (middle.every((stop) => id(stop))) params.push(["waypoint_place_ids", middle.map(id).join("|")]);
  }
  const mode = TRAVEL_MODE[transport] ?? "driving";
  if (mode !== "transit" || middle.length === 0) params.push(["travelmode", mode]);

  return `${BASE}&${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

/**
 * A day's Open in Maps link: through its stops in order and, when the traveller set their own stay,
 * from the stay and back to it. A day still needs two stops of its own (SPEC section 8); the stay is
 * searched by its address as typed, so it works whether or not the app could place it.
 */
export function buildDayRouteLink(
  stops: DirectionsStop[],
  preferences: { transport?: TransportMode; destinationCity?: string; stay?: OwnStay | undefined } | null | undefined,
): string | null {
  if (stops.filter(usable).length < 2) return null;
  const stay = preferences?.stay;
  const ends: DirectionsStop[] = stay ? [{ name: stay.name, address: stay.address }] : [];
  return buildDirectionsLink(
    [...ends, ...stops, ...ends],
    preferences?.transport ?? "Drive",
    preferences?.destinationCity,
  );
}

/**
 * A Google Maps directions URL to one stop from wherever the traveller is (no origin: Google starts
 * from their location), in the trip's travel mode; null when the stop has nothing to search for.
 * What a traveller in the street taps to get to the next place.
 */
export function buildStopDirectionsLink(
  stop: DirectionsStop,
  transport: TransportMode,
  destinationCity?: string,
): string | null {
  if (!usable(stop)) return null;
  const params: Array<[string, string]> = [["destination", stopQuery(stop, destinationCity)]];
  const id = stop.place_id?.trim();
  if (id) params.push(["destination_place_id", id]);
  params.push(["travelmode", TRAVEL_MODE[transport] ?? "driving"]);
  return `${BASE}&${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}
