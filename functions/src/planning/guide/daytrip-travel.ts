import type { TransportMode, TripPreferences } from "@itinerary/contract";
import { distanceKm } from "../geo/geo.ts";
import { nameKey } from "../model/names.ts";
import { stayPointOf } from "./local-transport.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import type { Destination, Place } from "./place.ts";

/**
 * How long a day trip's journey takes each way, in minutes: the guide's usual door-to-door times for
 * the well-known trips (`knownJourneyMinutes` on their records), by name as any plan names them;
 * others use an estimate of a regional train or coach (or the road, driving) plus getting to the
 * station or out of town.
 */
const KNOWN_MINUTES = new Map(
  DESTINATIONS.flatMap((destination) =>
    destination.places.flatMap((place) =>
      place.knownJourneyMinutes ? [[nameKey(place.name), place.knownJourneyMinutes] as const] : [],
    ),
  ),
);

/** A day trip whose journey takes longer than this each way is offered only on long trips. */
export const LONG_JOURNEY_MINUTES = 100;
/** A trip of at least this many days may hold a day trip with a long journey. */
export const LONG_TRIP_DAYS = 7;

export function dayTripMinutes(transport: TransportMode, straightKm: number, name = ""): number {
  const drive = transport === "Drive" || transport === "Taxi";
  const known = KNOWN_MINUTES.get(nameKey(name));
  if (known) return drive ? known.drive : known.public;
  // Regional rail or coach: about 80 km/h on a route 1.25 times the straight line, plus 20 minutes
  // to reach the station and wait; the road: 70 km/h on 1.3 times the line, plus leaving the city.
  const minutes = drive ? 15 + ((straightKm * 1.3) / 70) * 60 : 20 + ((straightKm * 1.25) / 80) * 60;
  return Math.max(20, Math.round(minutes / 5) * 5);
}

/** Minutes each way from the stay to a day trip, by the traveller's transport. */
export function journeyMinutes(
  place: Place,
  destination: Destination,
  transport: TripPreferences["transport"],
): number {
  return dayTripMinutes(transport, distanceKm(stayPointOf(destination), place), place.name);
}

/** A day trip fits this trip unless its journey is long (Giethoorn from Amsterdam) and the trip is short. */
export function dayTripFits(
  place: Place,
  destination: Destination,
  preferences: Pick<TripPreferences, "transport" | "numberOfDays">,
): boolean {
  return (
    journeyMinutes(place, destination, preferences.transport) <= LONG_JOURNEY_MINUTES ||
    preferences.numberOfDays >= LONG_TRIP_DAYS
  );
}

/** "about 1 h 30 min" / "about 45 min". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `about ${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `about ${h} h` : `about ${h} h ${m} min`;
}
