import type { LatLng } from "../geo/geo.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import type { Destination } from "./place.ts";

/** Names of the guide's places reached by boat (`byFerry` on their records), as a plan from any generator names them. */
const BY_FERRY = new Set(
  DESTINATIONS.flatMap((destination) =>
    destination.places.filter((place) => place.byFerry).map((place) => place.name.toLowerCase()),
  ),
);

export function reachedByFerry(name: string): boolean {
  return BY_FERRY.has(name.trim().toLowerCase());
}

/** The stay area's coordinates; the destination's centre when the area is not listed. */
export function stayPointOf(destination: Destination): LatLng {
  return destination.stay.point ?? { lat: destination.lat, lng: destination.lng };
}

/** The destination's public transport, as a leg names it. */
export function transitNameOf(destination: Destination): string | undefined {
  return destination.transit;
}
