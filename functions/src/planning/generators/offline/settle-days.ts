import { COMPACT_DAY_KM, hopsKm } from "../../checks/day-compactness.ts";
import { distanceKm, type LatLng } from "../../geo/geo.ts";
import { reachedByFerry } from "../../guide/local-transport.ts";
import type { Place } from "../../guide/place.ts";
import { isDayTrip } from "../../model/plan.ts";

/**
 * The last word on a city day's shape, after grouping, repairs and essentials: a day whose stops, in
 * the order it will be visited, still spread further than a day in one or two neighbouring areas, or
 * that cannot be fitted into its opening hours, gives up its outlying stop (never chained on), and
 * takes in its place an unused place near the rest of the day, the best for the traveller of the
 * nearest few. A day with nothing left near it stays lighter; the planner says so on the day.
 */

/** A settled day's visiting order spreads no further than this: under the checker's limit, with room to spare. */
export const SETTLED_DAY_KM = COMPACT_DAY_KM - 1;
/** Unused places looked at, nearest first, to fill a day's gap. */
const FILL_CANDIDATES = 10;

export interface SettleOptions {
  /** The day's visiting order when the places fit day `d`'s opening hours, else null. */
  order: (places: readonly Place[], d: number) => readonly number[] | null;
  /** How good a place is for this traveller (the planner's score). */
  score: (place: Place) => number;
  /** Places that leave a day only when nothing else settles it: essentials, places the traveller named. */
  keep: (place: Place) => boolean;
  /** Whether an unused place may be planned on day `d` (fits the traveller, open that weekday). */
  eligible: (place: Place, d: number) => boolean;
  limitKm?: number;
}

interface Measure {
  fits: boolean;
  km: number;
}

const located = (place: Place) => ({ lat: place.lat, lng: place.lng, ferry: reachedByFerry(place.name) });

/** A day of city places only (a day trip's day is settled by its own rules). */
export const isCityGroup = (group: readonly Place[]) => group.length > 0 && group.every((place) => !isDayTrip(place));

/**
 * Settles every city day in place of `days` (a copy is returned); `unused` loses the places taken and
 * gains the ones given up. Each day keeps its number of stops where the places near it allow.
 */
export function settleDays(days: readonly Place[][], unused: Place[], options: SettleOptions): Place[][] {
  const limit = options.limitKm ?? SETTLED_DAY_KM;
  const measure = (group: readonly Place[], d: number): Measure => {
    const order = options.order(group, d);
    if (!order) return { fits: false, km: Infinity };
    return { fits: true, km: hopsKm(order.map((i) => located(group[i]!))) };
  };
  const settled = (m: Measure) => m.fits && m.km <= limit;
  return days.map((group, d) => {
    if (!isCityGroup(group) || settled(measure(group, d))) return [...group];
    const wanted = group.length;
    let day = [...group];
    const givenUp: Place[] = [];
    // 1. Give up the stop whose leaving settles the day best: places to keep go last.
    while (day.length > 0 && !settled(measure(day, d))) {
      const options_ = day.map((place, i) => {
        const rest = day.filter((_, k) => k !== i);
        const m = measure(rest, d);
        return { i, place, kept: options.keep(place), m };
      });
      options_.sort(
        (a, b) =>
          Number(a.kept) - Number(b.kept) ||
          Number(b.m.fits) - Number(a.m.fits) ||
          a.m.km - b.m.km ||
          options.score(a.place) - options.score(b.place) ||
          a.i - b.i,
      );
      const out = options_[0]!;
      givenUp.push(out.place);
      day = day.filter((_, k) => k !== out.i);
    }
    unused.push(...givenUp);
    // 2. Fill the gap from unused places near the day, best for the traveller among the nearest.
    while (day.length > 0 && day.length < wanted) {
      const near = (place: Place) => Math.min(...day.map((stop) => distanceKm(stop, place)));
      const candidates = unused
        .filter((place) => !givenUp.includes(place) && !isDayTrip(place) && options.eligible(place, d))
        .map((place) => ({ place, km: near(place) }))
        .filter(({ km }) => km <= limit / 2)
        .sort((a, b) => a.km - b.km || a.place.name.localeCompare(b.place.name))
        .slice(0, FILL_CANDIDATES)
        .sort((a, b) => options.score(b.place) - options.score(a.place) || a.km - b.km);
      const taken = candidates.find(({ place }) => settled(measure([...day, place], d)));
      if (!taken) break;
      unused.splice(unused.indexOf(taken.place), 1);
      day = [...day, taken.place];
    }
    return day;
  });
}

/** The place that best names a day's area: its neighbourhood stop if it has one, else its most central stop. */
export function areaNameOf(group: readonly Place[]): string | null {
  if (group.length === 0) return null;
  const neighbourhood = group.find((place) => place.category === "neighbourhood");
  if (neighbourhood) return neighbourhood.name;
  return medoidOf(group).name;
}

function medoidOf<P extends LatLng>(places: readonly P[]): P {
  let best = places[0]!;
  let bestSum = Infinity;
  for (const candidate of places) {
    const sum = places.reduce((s, other) => s + distanceKm(candidate, other), 0);
    if (sum < bestSum) {
      best = candidate;
      bestSum = sum;
    }
  }
  return best;
}
