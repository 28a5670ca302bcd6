import { distanceKm, type LatLng } from "../geo.ts";
import { orderStops, routeLengthKm } from "../routing.ts";
import { normalizeText } from "./catalog.ts";
import type { Place } from "./place.ts";

/**
 * Day areas: the city's chosen stops are split into compact groups, one per city day, before each
 * day is ordered; then any group that still spreads over distant areas (a garden 30 km out between
 * city museums) trades its outlying stop for a good unused place near the rest of the group.
 */

/** A day's optimised route between its stops should stay within this, leaving the scheduler room under COMPACT_DAY_KM. */
export const DAY_AREA_TARGET_KM = 10;

interface Xy {
  x: number;
  y: number;
}

export function project(point: LatLng, origin: LatLng): Xy {
  const kmPerDegree = 111.32;
  return { x: (point.lng - origin.lng) * kmPerDegree * Math.cos((origin.lat * Math.PI) / 180), y: (point.lat - origin.lat) * kmPerDegree };
}

/**
 * Splits places into groups of the given sizes that are compact on the map: an angular sweep around
 * the centre for the first cut, then pairwise swaps between groups while they reduce the summed
 * squared distance to group centroids (balanced k-means by exchange).
 */
export function clusterPlaces(places: readonly Place[], sizes: readonly number[], centre: LatLng): Place[][] {
  const xy = places.map((place) => project(place, centre));
  const order = places
    .map((_, i) => i)
    .sort((a, b) => Math.atan2(xy[a]!.y, xy[a]!.x) - Math.atan2(xy[b]!.y, xy[b]!.x) || a - b);
  const groupOf = new Int32Array(places.length);
  const members: number[][] = sizes.map(() => []);
  let cursor = 0;
  sizes.forEach((size, g) => {
    for (let k = 0; k < size && cursor < order.length; k++, cursor++) {
      groupOf[order[cursor]!] = g;
      members[g]!.push(order[cursor]!);
    }
  });
  const centres = members.map((group) => mean(group.map((i) => xy[i]!)));
  const sq = (p: Xy, c: Xy) => (p.x - c.x) ** 2 + (p.y - c.y) ** 2;
  for (let pass = 0; pass < 12; pass++) {
    let changed = false;
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        const gi = groupOf[i]!;
        const gj = groupOf[j]!;
        if (gi === gj) continue;
        const ci = centres[gi]!;
        const cj = centres[gj]!;
        const delta = sq(xy[i]!, cj) + sq(xy[j]!, ci) - sq(xy[i]!, ci) - sq(xy[j]!, cj);
        if (delta < -1e-9) {
          groupOf[i] = gj;
          groupOf[j] = gi;
          const a = members[gi]!;
          const b = members[gj]!;
          a[a.indexOf(i)] = j;
          b[b.indexOf(j)] = i;
          centres[gi] = mean(a.map((k) => xy[k]!));
          centres[gj] = mean(b.map((k) => xy[k]!));
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return members.map((group) => group.sort((a, b) => a - b).map((i) => places[i]!));
}

function mean(points: readonly Xy[]): Xy {
  if (points.length === 0) return { x: 0, y: 0 };
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}


/** Straight-line km of the shortest visiting order of these places. */
export function areaRouteKm(places: readonly LatLng[]): number {
  if (places.length < 2) return 0;
  return routeLengthKm(orderStops(places).map((i) => places[i]!));
}

export interface CompactOptions {
  /** How good a place is for this traveller (the planner's score). */
  score: (place: Place) => number;
  /** Places the traveller asked for by name: never traded away. */
  named: readonly string[];
  targetKm?: number;
  /** Whether a changed group still works as day `g` (opening hours); any group does without it. */
  fits?: (group: readonly Place[], g: number) => boolean;
}

/**
 * Makes each group compact: while a group's shortest route is over the target, its most outlying
 * stop (the one whose removal shortens the route most) is replaced by the best-scoring unused place
 * close to the rest of the group. `unused` loses what is taken and gains what is given back.
 */
export function compactGroups(groups: Place[][], unused: Place[], options: CompactOptions): Place[][] {
  const target = options.targetKm ?? DAY_AREA_TARGET_KM;
  const wanted = options.named.map(normalizeText).filter((name) => name.length >= 3);
  const isNamed = (place: Place) => {
    const name = normalizeText(place.name);
    return wanted.some((w) => name.includes(w) || w.includes(name));
  };
  return groups.map((group, g) => {
    let day = [...group];
    for (let round = 0; round < day.length * 2; round++) {
      const km = areaRouteKm(day);
      if (km <= target) break;
      const removable = day.map((_, i) => i).filter((i) => !isNamed(day[i]!));
      if (removable.length === 0) break;
      // The most outlying stop first; when nothing near the rest can take its place, the next one.
      const outliers = removable
        .map((i) => ({ i, km: areaRouteKm(day.filter((_, k) => k !== i)) }))
        .sort((a, b) => a.km - b.km || a.i - b.i);
      let replaced = false;
      for (const outlier of outliers) {
        const rest = day.filter((_, k) => k !== outlier.i);
        const centre = medoidOf(rest);
        const withPlace = (place: Place) => [...rest.slice(0, outlier.i), place, ...rest.slice(outlier.i)];
        const nearby = unused
          .filter((place) => place.category !== "daytrip" && distanceKm(centre, place) <= target / 2)
          .map((place) => ({ place, km: areaRouteKm([...rest, place]), score: options.score(place) }))
          .filter((candidate) => candidate.km < km - 1e-6)
          .sort((a, b) => Number(b.km <= target) - Number(a.km <= target) || b.score - a.score || a.km - b.km || a.place.name.localeCompare(b.place.name))
          .slice(0, 12)
          .filter((candidate) => !options.fits || options.fits(withPlace(candidate.place), g));
        const best = nearby[0];
        if (!best) continue;
        unused.splice(unused.indexOf(best.place), 1, day[outlier.i]!);
        day = withPlace(best.place);
        replaced = true;
        break;
      }
      if (!replaced) break;
    }
    return day;
  });
}

/** The group's stop with the least summed distance to the others. */
function medoidOf(places: readonly Place[]): LatLng {
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
