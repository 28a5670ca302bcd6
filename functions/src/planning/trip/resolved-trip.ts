import type { Activity, DraftDay, OwnStay, TripPreferences } from "@itinerary/contract";
import { log } from "../../logs.ts";
import { sameCountry, splitPlaceName } from "../geo/country.ts";
import { getGazetteer } from "../geo/gazetteer.ts";
import type { LatLng } from "../geo/geo.ts";
import { findDestination, inferDestination, uncoveredDestination, unknownPlanDestination } from "../guide/catalog.ts";
import { normalizeText } from "../model/names.ts";
import { DESTINATIONS } from "../guide/destinations/index.ts";
import { stayPointOf, transitNameOf } from "../guide/local-transport.ts";
import type { Destination, Place } from "../guide/place.ts";
import { locateOwnStay, type LocatedOwnStay } from "./own-stay.ts";

/** Where a trip's days start (the stay area, else the city's centre) and what its public transport is called. */
export interface DayBase {
  point: LatLng;
  name: string;
  transitName?: string | undefined;
}

/**
 * One request's trip, resolved once at the edge (an endpoint or a job) from what the traveller wrote
 * and handed to the pipeline, the generators, grounding and the checker's rules: nothing below turns
 * the destination's text into a place again.
 */
export interface ResolvedTrip {
  /** The destination as the traveller wrote it; "" when a revision names none. */
  readonly destination: string;
  /** Other places the traveller said they visit. */
  readonly locations: readonly string[];
  /** The curated guide this request plans from (the generator's own: tests may pass fixtures). */
  readonly guide: readonly Destination[];
  /** The guide's entry for the destination the traveller named; null when the guide does not cover it. */
  readonly entry: Destination | null;
  /** That entry, else the guide destination most of the plan's stops are from (a revision without preferences). */
  readonly planEntry: Destination | null;
  /** The guide entry's centre, for the checker; null for a city the guide does not cover. */
  readonly centre: LatLng | null;
  /** The destination city's centre: the guide's, else the gazetteer's most populous match. */
  readonly cityCentre: LatLng | null;
  /** The centre of the destination and of each other location, as far as they are known. */
  readonly centres: readonly LatLng[];
  /** Where each day starts: the traveller's own stay, else the guide's stay area, else the centre of the destination city. */
  readonly base: DayBase | null;
  /** The stay the traveller booked themselves, placed as well as the guide allows; null when they set none. */
  readonly ownStay: LocatedOwnStay | null;
  /** What the guide calls the city's public transport. */
  readonly transitName: string | undefined;
  /** The guide's place for a plan activity of this trip, by name; undefined when the guide does not hold it. */
  placeOf(activity: Pick<Activity, "name">): Place | undefined;
}

export interface TripRequest {
  destination?: string | undefined;
  locations?: readonly string[] | undefined;
  /** The plan being revised or finalized: its stops tell a revision without preferences its destination. */
  plan?: readonly DraftDay[] | undefined;
  /** The traveller's own stay, from their preferences. */
  stay?: OwnStay | undefined;
}

/** Resolves a request's trip once, against the guide the request's generator plans from. */
export function resolveTrip(request: TripRequest, guide: readonly Destination[] = DESTINATIONS): ResolvedTrip {
  const destination = request.destination ?? "";
  const locations = request.locations ?? [];
  const entry = destination ? findDestination(destination, guide) : null;
  const names = (request.plan ?? []).flatMap((day) => day.activities.map((activity) => activity.name));
  const planEntry = entry ?? (names.length ? inferDestination(names, guide) : null);
  const index = entry ? new Map(entry.places.map((place) => [normalizeText(place.name), place] as const)) : null;
  // The gazetteer is read only when a part of the request asks for a city the guide does not cover.
  const lazy = <T>(make: () => T) => {
    let made: { value: T } | null = null;
    return () => (made ??= { value: make() }).value;
  };
  const centres = lazy(() => centresOf([destination.trim(), ...locations], guide));
  const cityCentre = lazy(() => (destination ? (centresOf([destination], guide)[0] ?? null) : null));
  const ownStay = lazy(() => (request.stay ? locateOwnStay(request.stay, entry, cityCentre()) : null));
  const base = lazy(() => {
    const own = ownStay();
    const guideBase = baseOf(destination, entry, cityCentre());
    return own?.point ? { point: own.point, name: own.name, transitName: guideBase?.transitName } : guideBase;
  });
  return {
    destination,
    locations,
    guide,
    entry,
    planEntry,
    centre: entry ? { lat: entry.lat, lng: entry.lng } : null,
    get cityCentre() {
      return cityCentre();
    },
    get centres() {
      return centres();
    },
    get base() {
      return base();
    },
    get ownStay() {
      return ownStay();
    },
    transitName: entry ? transitNameOf(entry) : undefined,
    placeOf: (activity) => index?.get(normalizeText(activity.name)),
  };
}

/** The trip of a request's preferences (and the plan it revises or finalizes, if any). */
export function resolveTripOf(
  preferences: TripPreferences | undefined,
  plan?: readonly DraftDay[],
  guide: readonly Destination[] = DESTINATIONS,
): ResolvedTrip {
  return resolveTrip(
    { destination: preferences?.destinationCity, locations: preferences?.locations, plan, stay: preferences?.stay },
    guide,
  );
}

/**
 * The guide entry a request plans from, as resolved at the edge: the destination its preferences
 * name, else (a revision sent without preferences) the one its stops are from. When the guide has
 * neither, the 422 that says what to do; the text is not looked up again.
 */
export function guideEntryOf(
  trip: Pick<ResolvedTrip, "destination" | "guide" | "entry" | "planEntry">,
  named: boolean,
): Destination {
  if (named) {
    if (trip.entry) return trip.entry;
    throw uncoveredDestination(trip.destination, trip.guide);
  }
  if (trip.planEntry) return trip.planEntry;
  throw unknownPlanDestination();
}

function centresOf(names: readonly string[], guide: readonly Destination[]): LatLng[] {
  const centres: LatLng[] = [];
  for (const name of names) {
    const covered = findDestination(name, guide);
    if (covered) {
      centres.push({ lat: covered.lat, lng: covered.lng });
      continue;
    }
    const city = cityFromGazetteer(name);
    if (city) centres.push(city);
  }
  return centres;
}

function baseOf(destination: string, entry: Destination | null, cityCentre: LatLng | null): DayBase | null {
  if (entry) return { point: stayPointOf(entry), name: entry.stay.area, transitName: transitNameOf(entry) };
  const city = destination.split(",")[0]?.trim();
  return cityCentre && city ? { point: cityCentre, name: `central ${city}` } : null;
}

function cityFromGazetteer(name: string): LatLng | null {
  try {
    const { city, country } = splitPlaceName(name);
    if (!city) return null;
    const matches = getGazetteer().search(city, country ? 20 : 1);
    const best = (country && matches.find((match) => sameCountry(country, match.country))) || matches[0];
    return best ? { lat: best.latitude, lng: best.longitude } : null;
  } catch (error) {
    log.warn("gazetteer unavailable for grounding", { error: String(error) });
    return null;
  }
}
