import { distanceKm, type LatLng } from "../../geo/geo.ts";
import { hopsKm } from "../../checks/day-compactness.ts";
import { nearestNeighbourOrder, orderStops } from "../../geo/routing.ts";
import { reachedByFerry } from "../../guide/local-transport.ts";
import { normalizeText } from "../../model/names.ts";
import type { Place } from "../../guide/place.ts";
import { isDayTrip } from "../../model/plan.ts";

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
  return {
    x: (point.lng - origin.lng) * kmPerDegree * Math.cos((origin.lat * Math.PI) / 180),
    y: (point.lat - origin.lat) * kmPerDegree,
  };
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
  return {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
}

/** Straight-line km of the shortest visiting order of these places. */
export function areaRouteKm(places: readonly Place[]): number {
  if (places.length < 2) return 0;
  return hopsKm(orderStops(places).map((i) => ferried(places[i]!)));
}

const ferried = (place: Place) => ({ lat: place.lat, lng: place.lng, ferry: reachedByFerry(place.name) });

export interface CompactOptions {
  /** How good a place is for this traveller (the planner's score). */
  score: (place: Place) => number;
  /** Places the traveller asked for by name: never traded away. */
  named: readonly string[];
  targetKm?: number;
  /** Whether a changed group still works as day `g` (opening hours); any group does without it. */
  fits?: (group: readonly Place[], g: number) => boolean;
  /** A group may shrink to this many stops when nothing else makes it compact (the pace's minimum). */
  minStops?: number;
}

/** Nearest unused places looked at for each outlying stop. */
const CANDIDATES_PER_STOP = 8;

/**
 * Makes each group compact. While a group's shortest route is over the target, one of its stops
 * gives way, in this order of preference: replaced by a good unused place close to the rest of the
 * group (losing as little score as possible), swapped with a stop of another group that is closer to
 * it (both groups end no less compact), or, above `minStops`, simply dropped. Groups of day trips
 * are left alone. `unused` loses what is taken and gains what is given back.
 */
export function compactGroups(groups: readonly Place[][], unused: Place[], options: CompactOptions): Place[][] {
  const target = options.targetKm ?? DAY_AREA_TARGET_KM;
  const wanted = options.named.map(normalizeText).filter((name) => name.length >= 3);
  const isNamed = (place: Place) => {
    const name = normalizeText(place.name);
    return wanted.some((w) => name.includes(w) || w.includes(name));
  };
  const fits = (group: readonly Place[], g: number) => !options.fits || options.fits(group, g);
  const days = groups.map((group) => [...group]);
  const memo = new Map<string, number>();
  const routeKm = (group: readonly Place[]) => {
    const key = group
      .map((place) => place.name)
      .sort()
      .join("|");
    let km = memo.get(key);
    // Nearest neighbour: cheap, and never shorter than the best route, so a group it passes is compact.
    if (km === undefined) memo.set(key, (km = hopsKm(nearestNeighbourOrder(group).map((i) => ferried(group[i]!)))));
    return km;
  };
  const isCity = (group: readonly Place[]) => group.length > 1 && group.every((place) => !isDayTrip(place));
  // Swaps can lengthen a group already done, so the groups are visited again until none changes.
  for (let pass = 0, changed = true; pass < 4 && changed; pass++) {
    changed = false;
    for (let g = 0; g < days.length; g++) {
      if (!isCity(days[g]!)) continue;
      for (let round = 0; round < 2 * days[g]!.length; round++) {
        const day = days[g]!;
        const km = routeKm(day);
        if (km <= target) break;
        const removable = day.map((_, i) => i).filter((i) => !isNamed(day[i]!));
        if (removable.length === 0) break;
        const swapIn = (i: number, place: Place) => day.map((p, k) => (k === i ? place : p));
        // Progress is a smaller spread around the group's medoid: replacing one of two far-off stops
        // does not shorten the route yet, but it is the step towards a one-area day.
        const before = spreadKm(day);
        const better = (group: readonly Place[], routeKm: number) =>
          routeKm <= target || spreadKm(group) < before - 1e-6;

        // 1. An unused place near the rest of the group, losing the least score.
        const replacements = removable.flatMap((i) => {
          const rest = day.filter((_, k) => k !== i);
          const centre = medoidOf(rest);
          return unused
            .filter((place) => !isDayTrip(place))
            .map((place) => ({ place, near: distanceKm(centre, place) }))
            .sort((a, b) => a.near - b.near)
            .slice(0, CANDIDATES_PER_STOP)
            .map(({ place }) => ({
              i,
              place,
              km: routeKm([...rest, place]),
              loss: options.score(day[i]!) - options.score(place),
            }))
            .filter((candidate) => better(swapIn(candidate.i, candidate.place), candidate.km));
        });
        replacements.sort(
          (a, b) =>
            Number(b.km <= target) - Number(a.km <= target) ||
            a.loss - b.loss ||
            a.km - b.km ||
            a.place.name.localeCompare(b.place.name),
        );
        const replacement = replacements
          .slice(0, 12)
          .find((candidate) => fits(swapIn(candidate.i, candidate.place), g));
        if (replacement) {
          unused.splice(unused.indexOf(replacement.place), 1, day[replacement.i]!);
          days[g] = swapIn(replacement.i, replacement.place);
          changed = true;
          continue;
        }

        // 2. A swap with another city group that leaves neither over the target (or longer than before).
        let swapped = false;
        for (const i of removable) {
          const centre = medoidOf(day.filter((_, k) => k !== i));
          for (let h = 0; h < days.length && !swapped; h++) {
            const other = days[h]!;
            if (h === g || !isCity(other)) continue;
            const otherKm = routeKm(other);
            for (let j = 0; j < other.length; j++) {
              if (isNamed(other[j]!) || distanceKm(centre, other[j]!) > target / 2) continue;
              const newDay = swapIn(i, other[j]!);
              const newOther = other.map((p, k) => (k === j ? day[i]! : p));
              const a = routeKm(newDay);
              const b = routeKm(newOther);
              if (!better(newDay, a) || b > Math.max(target, otherKm)) continue;
              if (!fits(newDay, g) || !fits(newOther, h)) continue;
              days[g] = newDay;
              days[h] = newOther;
              swapped = changed = true;
              break;
            }
          }
          if (swapped) break;
        }
        if (swapped) continue;

        // 3. A stop fewer, while the pace allows.
        if (day.length > (options.minStops ?? day.length)) {
          const drop = removable
            .map((i) => ({ i, km: routeKm(day.filter((_, k) => k !== i)) }))
            .sort((a, b) => a.km - b.km || a.i - b.i)
            .find(({ i }) =>
              fits(
                day.filter((_, k) => k !== i),
                g,
              ),
            );
          if (drop) {
            unused.push(day[drop.i]!);
            days[g] = day.filter((_, k) => k !== drop.i);
            changed = true;
            continue;
          }
        }
        break;
      }
    }
  }
  return days;
}

/** Summed distance of a group's stops to its medoid. */
function spreadKm(places: readonly Place[]): number {
  const centre = medoidOf(places);
  return places.reduce((sum, place) => sum + distanceKm(centre, place), 0);
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

/**
 * A long trip can run out of compact city areas (an Action-Packed fortnight uses most of a city's
 * places): a city group still spread over distant areas becomes a day out instead, when one of the
 * destination's unused day trips can take that day. Its places go back to `unused`; the trips taken
 * leave `trips`. `shouldTrade` picks other groups to trade (a day left short of its pace).
 */
export function tradeSpreadGroupsForTrips(
  groups: readonly Place[][],
  trips: Place[],
  unused: Place[],
  canTake: (trip: Place, g: number) => boolean,
  limitKm = DAY_AREA_TARGET_KM,
  shouldTrade: (group: readonly Place[]) => boolean = (group) => group.length >= 2 && areaRouteKm(group) > limitKm,
): Place[][] {
  return groups.map((group, g) => {
    if (group.some((place) => isDayTrip(place)) || !shouldTrade(group)) return group;
    const trip = trips.find((candidate) => canTake(candidate, g));
    if (!trip) return group;
    trips.splice(trips.indexOf(trip), 1);
    if (unused.includes(trip)) unused.splice(unused.indexOf(trip), 1);
    unused.push(...group);
    return [trip];
  });
}
