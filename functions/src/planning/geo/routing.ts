import { distanceKm, type LatLng } from "./geo.ts";

/** Length in km of the open path visiting `stops` in the given order (straight lines). */
export function routeLengthKm(stops: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++) total += distanceKm(stops[i - 1]!, stops[i]!);
  return total;
}

export interface OrderOptions {
  /** A fixed starting point (the hotel, say) that is not itself part of the returned order. */
  start?: LatLng;
}

/** Below this many stops every stop is tried as the nearest-neighbour seed, each followed by 2-opt. */
const FULL_MULTI_START = 12;

/**
 * Order stops to minimise travel on an open path: nearest neighbour, then 2-opt (and, for day-sized
 * routes, an or-opt polish).
 * Returns indices into `stops`. The result depends only on the set of coordinates, not on the order
 * they come in, so the checker and the planner always agree on the reference length of a day.
 */
export function orderStops(stops: readonly LatLng[], options: OrderOptions = {}): number[] {
  const n = stops.length;
  if (n <= 1) return stops.map((_, i) => i);
  // Canonical input order (by latitude, then longitude) makes ties and seeds independent of the caller's order.
  const canonical = stops
    .map((_, i) => i)
    .sort((a, b) => stops[a]!.lat - stops[b]!.lat || stops[a]!.lng - stops[b]!.lng || a - b);
  const points = canonical.map((i) => stops[i]!);
  const matrix = distanceMatrix(points, options.start);
  const startIndex = options.start ? n : -1;

  let best: number[] | null = null;
  let bestLength = Infinity;
  if (startIndex >= 0) {
    best = twoOpt(nearestNeighbour(matrix, n, startIndex), matrix, startIndex);
  } else if (n <= FULL_MULTI_START) {
    for (let seed = 0; seed < n; seed++) {
      const path = twoOpt(nearestNeighbour(matrix, n, seed), matrix, -1);
      const length = pathLength(path, matrix, -1);
      if (length < bestLength - 1e-12) {
        best = path;
        bestLength = length;
      }
    }
  } else {
    let bestSeedPath: number[] = [];
    for (let seed = 0; seed < n; seed++) {
      const path = nearestNeighbour(matrix, n, seed);
      const length = pathLength(path, matrix, -1);
      if (length < bestLength - 1e-12) {
        bestSeedPath = path;
        bestLength = length;
      }
    }
    best = twoOpt(bestSeedPath, matrix, -1);
  }
  if (n <= OR_OPT_LIMIT) best = orOpt(best!, matrix, startIndex);
  return best!.map((i) => canonical[i]!);
}

/** Or-opt (moving short segments) is cubic here, so it only polishes day-sized routes. */
const OR_OPT_LIMIT = 30;

/** Moves segments of 1-3 stops (either way round) to any other position while that shortens the path, re-running 2-opt after each gain. */
function orOpt(initial: number[], matrix: Float64Array[], start: number): number[] {
  let path = initial;
  let length = pathLength(path, matrix, start);
  let improved = true;
  while (improved) {
    improved = false;
    for (let size = 1; size <= 3 && !improved; size++) {
      for (let i = 0; i + size <= path.length && !improved; i++) {
        const segment = path.slice(i, i + size);
        const rest = [...path.slice(0, i), ...path.slice(i + size)];
        for (let j = 0; j <= rest.length && !improved; j++) {
          if (j === i) continue;
          for (const piece of size > 1 ? [segment, [...segment].reverse()] : [segment]) {
            const candidate = [...rest.slice(0, j), ...piece, ...rest.slice(j)];
            const candidateLength = pathLength(candidate, matrix, start);
            if (candidateLength < length - 1e-10) {
              path = twoOpt(candidate, matrix, start);
              length = pathLength(path, matrix, start);
              improved = true;
              break;
            }
          }
        }
      }
    }
  }
  return path;
}

/** Nearest-neighbour order only (the 2-opt starting point); exported for tests and the benchmark. */
export function nearestNeighbourOrder(stops: readonly LatLng[], options: OrderOptions = {}): number[] {
  const n = stops.length;
  if (n <= 1) return stops.map((_, i) => i);
  const matrix = distanceMatrix(stops, options.start);
  return nearestNeighbour(matrix, n, options.start ? n : 0);
}

/** Shortest open-path length over the best order orderStops finds for these stops. */
export function optimisedLengthKm(stops: readonly LatLng[]): number {
  const order = orderStops(stops);
  return routeLengthKm(order.map((i) => stops[i]!));
}

function distanceMatrix(points: readonly LatLng[], start: LatLng | undefined): Float64Array[] {
  const all = start ? [...points, start] : points;
  const size = all.length;
  const matrix: Float64Array[] = [];
  for (let i = 0; i < size; i++) matrix.push(new Float64Array(size));
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = distanceKm(all[i]!, all[j]!);
      matrix[i]![j] = d;
      matrix[j]![i] = d;
    }
  }
  return matrix;
}

/** Path over stops 0..n-1; when `from` is the fixed start (index n) it is not included in the result. */
function nearestNeighbour(matrix: Float64Array[], n: number, from: number): number[] {
  const visited = new Uint8Array(n);
  const path: number[] = [];
  let current = from;
  if (from < n) {
    visited[from] = 1;
    path.push(from);
  }
  while (path.length < n) {
    let next = -1;
    let nextDistance = Infinity;
    const row = matrix[current]!;
    for (let j = 0; j < n; j++) {
      if (!visited[j] && row[j]! < nextDistance) {
        next = j;
        nextDistance = row[j]!;
      }
    }
    visited[next] = 1;
    path.push(next);
    current = next;
  }
  return path;
}

function pathLength(path: readonly number[], matrix: Float64Array[], start: number): number {
  let total = start >= 0 && path.length > 0 ? matrix[start]![path[0]!]! : 0;
  for (let i = 1; i < path.length; i++) total += matrix[path[i - 1]!]![path[i]!]!;
  return total;
}

/**
 * 2-opt on an open path: reverse path[i..j] when that shortens it. With a fixed start the first
 * stop may move too (the start acts as position -1); without one the path ends are free.
 */
function twoOpt(initial: number[], matrix: Float64Array[], start: number): number[] {
  const path = initial.slice();
  const n = path.length;
  const at = (k: number) => (k < 0 ? start : path[k]!);
  const d = (a: number, b: number) => matrix[a]![b]!;
  const firstI = start >= 0 ? 0 : 1;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = firstI; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        // Edges (i-1, i) and (j, j+1) become (i-1, j) and (i, j+1); a missing j+1 (open end) costs nothing.
        const before = at(i - 1);
        const a = path[i]!;
        const b = path[j]!;
        const after = j + 1 < n ? path[j + 1]! : -1;
        let delta = d(before, b) - d(before, a);
        if (after >= 0) delta += d(a, after) - d(b, after);
        if (delta < -1e-10) {
          reverse(path, i, j);
          improved = true;
        }
      }
    }
    // Without a fixed start, also try reversing a prefix (the head end of the path is free).
    if (start < 0) {
      for (let j = 1; j < n - 1; j++) {
        const delta = d(path[0]!, path[j + 1]!) - d(path[j]!, path[j + 1]!);
        if (delta < -1e-10) {
          reverse(path, 0, j);
          improved = true;
        }
      }
    }
  }
  return path;
}

function reverse(path: number[], i: number, j: number): void {
  while (i < j) {
    const t = path[i]!;
    path[i] = path[j]!;
    path[j] = t;
    i++;
    j--;
  }
}
