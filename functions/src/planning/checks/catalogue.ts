import type { Activity } from "@itinerary/contract";
import type { Destination, Place } from "../guide/place.ts";
import type { ResolvedTrip } from "../trip/resolved-trip.ts";

export interface Catalogue {
  destination: Destination;
  /** The guide's place for a plan activity, by name; undefined for a place the guide does not hold. */
  placeOf(activity: Pick<Activity, "name">): Place | undefined;
}

/**
 * The guide's view of the trip's destination, whichever generator made the plan, so rules can use
 * what the guide knows (seasons, adult-only venues, climbs); null for a destination it does not cover.
 */
export function catalogueOf(trip: Pick<ResolvedTrip, "entry" | "placeOf">): Catalogue | null {
  return trip.entry ? { destination: trip.entry, placeOf: trip.placeOf } : null;
}
