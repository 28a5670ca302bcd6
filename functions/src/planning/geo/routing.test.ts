import { describe, expect, it } from "vitest";
import type { LatLng } from "./geo.ts";
import { nearestNeighbourOrder, optimisedLengthKm, orderStops, routeLengthKm } from "./routing.ts";

/** Deterministic pseudo-random points around a centre (LCG), for property checks. */
function cloud(seed: number, count: number, spreadDeg = 0.08): LatLng[] {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => ({
    lat: 38.7 + (next() - 0.5) * spreadDeg,
    lng: -9.14 + (next() - 0.5) * spreadDeg,
  }));
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const ordered = (stops: LatLng[], order: number[]) => order.map((i) => stops[i]!);

describe("routing", () => {
  it("measures an open path", () => {
    const a = { lat: 0, lng: 0 };
    const b = { lat: 0, lng: 1 };
    expect(routeLengthKm([])).toBe(0);
    expect(routeLengthKm([a])).toBe(0);
    expect(routeLengthKm([a, b, a])).toBeCloseTo(2 * 111.195, 1);
  });

  it("orders points on a line from one end to the other", () => {
    const line = [3, 0, 4, 1, 2].map((k) => ({ lat: 10, lng: 20 + k * 0.01 }));
    const order = orderStops(line);
    const lngs = order.map((i) => line[i]!.lng);
    const ascending = [...lngs].sort((a, b) => a - b);
    expect([ascending, [...ascending].reverse()]).toContainEqual(lngs);
  });

  it("returns a permutation of the input", () => {
    const stops = cloud(7, 30);
    expect([...orderStops(stops)].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
    expect(orderStops([])).toEqual([]);
    expect(orderStops([{ lat: 1, lng: 1 }])).toEqual([0]);
  });

  it("finds the optimal open path on small cases (checked by brute force)", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const stops = cloud(seed, 7);
      const best = Math.min(...permutations(stops.map((_, i) => i)).map((p) => routeLengthKm(ordered(stops, p))));
      expect(routeLengthKm(ordered(stops, orderStops(stops)))).toBeLessThanOrEqual(best * 1.0000001);
    }
  });

  it("is never longer than nearest neighbour, from 6 to 90 stops", () => {
    for (const count of [6, 12, 25, 90]) {
      for (let seed = 1; seed <= 5; seed++) {
        const stops = cloud(seed * 31 + count, count);
        const nn = routeLengthKm(ordered(stops, nearestNeighbourOrder(stops)));
        expect(routeLengthKm(ordered(stops, orderStops(stops)))).toBeLessThanOrEqual(nn + 1e-9);
      }
    }
  });

  it("gives the same length whatever order the stops come in", () => {
    const stops = cloud(99, 10);
    const shuffled = [...stops].reverse();
    expect(optimisedLengthKm(shuffled)).toBeCloseTo(optimisedLengthKm(stops), 9);
  });

  it("honours a fixed start", () => {
    const stops = [
      { lat: 0, lng: 0.03 },
      { lat: 0, lng: 0.01 },
      { lat: 0, lng: 0.02 },
    ];
    expect(orderStops(stops, { start: { lat: 0, lng: 0 } })).toEqual([1, 2, 0]);
    expect(orderStops(stops, { start: { lat: 0, lng: 0.04 } })).toEqual([0, 2, 1]);
  });
});
