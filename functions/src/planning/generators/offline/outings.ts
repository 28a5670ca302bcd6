import { DAY_OUT_MIN_MINUTES, OUTING_KM } from "../../checks/day-out.ts";
import { distanceKm, type LatLng } from "../../geo/geo.ts";
import type { Place } from "../../guide/place.ts";
import { areaRouteKm } from "./day-areas.ts";
import { SETTLED_DAY_KM } from "./settle-days.ts";

/**
 * Days out to the city's outskirts: a place the traveller wants beyond the city's day areas (Coney
 * Island for Adventure, Volendam and Edam for Villages) is not chained onto a day in town; it gets a
 * day out with its neighbours out there, like a short day trip, and the day says so.
 */

/** Neighbours of an outing's first place within this many km go with it. */
export const POCKET_KM = 6;
/** A day out holds at least this much to see; less is not worth the journey. */
export const OUTING_MIN_MINUTES = DAY_OUT_MIN_MINUTES;
/** With this few places in town for an interest, its places out of town are worth a day out. */
export const SCARCE_IN_TOWN = 8;

export interface OutingOptions {
  /** How good a place is for this traveller (the planner's score). */
  score: (place: Place) => number;
  /** Whether the traveller wants this place: it answers a ticked interest, or they named it. */
  wanted: (place: Place) => boolean;
  /** The planned visit length. */
  minutes: (place: Place) => number;
  /** Most stops on one day. */
  perDay: number;
}

export const isOutOfTown = (place: LatLng, centre: LatLng) => distanceKm(centre, place) >= OUTING_KM;

/**
 * Up to `count` days out from the city places in `pool`: each starts from the best wanted place out
 * of town and takes its best neighbours out there, as long as the day stays in one area.
 */
export function pickOutings(pool: readonly Place[], count: number, centre: LatLng, options: OutingOptions): Place[][] {
  const out = pool.filter((place) => isOutOfTown(place, centre));
  const byScore = (a: Place, b: Place) => options.score(b) - options.score(a) || a.name.localeCompare(b.name);
  const seeds = out.filter(options.wanted).sort(byScore);
  const used = new Set<Place>();
  const outings: Place[][] = [];
  for (const seed of seeds) {
    if (outings.length >= count) break;
    if (used.has(seed)) continue;
    const pocket = [
      seed,
      ...out
        .filter((place) => place !== seed && !used.has(place) && distanceKm(seed, place) <= POCKET_KM)
        .sort(byScore)
        .slice(0, options.perDay - 1),
    ];
    while (pocket.length > 1 && areaRouteKm(pocket) > SETTLED_DAY_KM) pocket.pop();
    if (pocket.reduce((sum, place) => sum + options.minutes(place), 0) < OUTING_MIN_MINUTES) continue;
    for (const place of pocket) used.add(place);
    outings.push(pocket);
  }
  return outings;
}

/** What a day out says: where it goes and that it is a day away from the centre. */
export function outingNote(pocket: readonly Place[], centre: LatLng): string {
  const names = pocket.map((place) => place.name);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]!;
  const km = Math.round(distanceKm(centre, pocket[0]!));
  const note = `A day out of town to ${listed}, about ${km} km from the centre: fewer stops, with time to enjoy them.`;
  return note.length <= 300 ? note : `A day out of town around ${names[0]}, about ${km} km from the centre.`;
}
