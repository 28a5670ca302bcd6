import type { Activity, TripPreferences } from "@itinerary/contract";
import { findDestination, normalizeText } from "../guide/catalog.ts";
import { DESTINATIONS } from "../guide/destinations/index.ts";
import type { Destination, Place } from "../guide/place.ts";

export interface Catalogue {
  destination: Destination;
  /** The guide's place for a plan activity, by name; undefined for a place the guide does not hold. */
  placeOf(activity: Pick<Activity, "name">): Place | undefined;
}

const indexes = new Map<string, Map<string, Place>>();

/**
 * The offline guide's view of the trip's destination, whichever generator made the plan, so rules can
 * use what the guide knows (seasons, adult-only venues, climbs); null for a destination it does not cover.
 */
export function catalogueFor(preferences: Pick<TripPreferences, "destinationCity">): Catalogue | null {
  const destination = findDestination(preferences.destinationCity, DESTINATIONS);
  if (!destination) return null;
  let index = indexes.get(destination.slug);
  if (!index) {
    index = new Map(destination.places.map((place) => [normalizeText(place.name), place] as const));
    indexes.set(destination.slug, index);
  }
  const found = index;
  return { destination, placeOf: (activity) => found.get(normalizeText(activity.name)) };
}
