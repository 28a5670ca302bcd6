import { describe, expect, it } from "vitest";
import {
  buildMapModel,
  contrastRatio,
  dayColour,
  isLocated,
  locatedDays,
  MARKER_SPACING_PX,
  spreadOffsets,
  spreadPoints,
  STAY_MARKER_ID,
  stopMarks,
  worldPixel,
  type MarkerModel,
} from "./map-model";
import type { MapDay } from "./types";

const days: MapDay[] = [
  {
    day: 1,
    activities: [
      { id: "a", name: "Belém Tower", latitude: 38.6916, longitude: -9.216 },
      { id: "b", name: "Somewhere unknown" },
      { id: "c", name: "Jerónimos Monastery", latitude: 38.6979, longitude: -9.2068 },
    ],
  },
  { day: 2, activities: [{ id: "d", name: "No coordinates", latitude: null, longitude: null }] },
  {
    day: 3,
    activities: [
      { id: "e", name: "Alfama", latitude: 38.7114, longitude: -9.1301 },
      { id: "f", name: "São Jorge Castle", latitude: 38.7139, longitude: -9.1335 },
      { id: "g", name: "Only latitude", latitude: 38.7, longitude: null },
    ],
  },
];

describe("buildMapModel", () => {
  it("numbers the located activities 1..N in trip order across days, skipping unlocated ones", () => {
    const model = buildMapModel(days);
    expect(model.markers.map((m) => [m.id, m.number, m.day, m.label])).toEqual([
      ["a", 1, 1, "1. Belém Tower"],
      ["c", 2, 1, "2. Jerónimos Monastery"],
      ["e", 3, 3, "3. Alfama"],
      ["f", 4, 3, "4. São Jorge Castle"],
    ]);
  });

  it("centres on the first located activity and bounds every marker", () => {
    const model = buildMapModel(days);
    expect(model.center).toEqual({ lat: 38.6916, lng: -9.216 });
    expect(model.bounds).toEqual({ south: 38.6916, north: 38.7139, west: -9.216, east: -9.1301 });
  });

  it("draws one route per day with two or more located stops, in that day's colour", () => {
    const model = buildMapModel(days);
    expect(model.routes.map((r) => [r.day, r.path.length, r.colour.fill])).toEqual([
      [1, 2, dayColour(1).fill],
      [3, 2, dayColour(3).fill],
    ]);
    expect(model.routes[1]!.path).toEqual([
      { lat: 38.7114, lng: -9.1301 },
      { lat: 38.7139, lng: -9.1335 },
    ]);
    for (const marker of model.markers) expect(marker.colour).toEqual(dayColour(marker.day));
  });

  it("shows one day when filtered, keeping the trip's numbers (the cards carry them) and the day's colour", () => {
    const model = buildMapModel(days, 3);
    expect(model.markers.map((m) => [m.id, m.number, m.label])).toEqual([
      ["e", 3, "3. Alfama"],
      ["f", 4, "4. São Jorge Castle"],
    ]);
    expect(model.markers[0]!.colour).toEqual(dayColour(3));
    expect(model.center).toEqual({ lat: 38.7114, lng: -9.1301 });
    expect(model.routes).toHaveLength(1);
  });

  it("has nothing to show without coordinates, and no bounds for a single marker", () => {
    const empty = buildMapModel([{ day: 1, activities: [{ id: "x", name: "X" }] }]);
    expect(empty).toEqual({ markers: [], stay: null, routes: [], center: null, bounds: null });
    const single = buildMapModel(days, 1).markers.length;
    expect(single).toBe(2);
    const one = buildMapModel([{ day: 1, activities: [{ id: "a", name: "A", latitude: 1, longitude: 2 }] }]);
    expect(one.bounds).toBeNull();
    expect(one.routes).toEqual([]);
    expect(one.center).toEqual({ lat: 1, lng: 2 });
  });

  it("puts one marker per activity id", () => {
    const twice: MapDay[] = [
      { day: 1, activities: [{ id: "a", name: "A", latitude: 1, longitude: 1 }] },
      {
        day: 2,
        activities: [
          { id: "a", name: "A", latitude: 1, longitude: 1 },
          { id: "b", name: "B", latitude: 2, longitude: 2 },
        ],
      },
    ];
    expect(buildMapModel(twice).markers.map((m) => `${m.number}:${m.id}`)).toEqual(["1:a", "2:b"]);
  });

  it("shows the traveller's stay beside the stops and fits it in the view, but keeps the centre on the first stop", () => {
    const stay = { name: "Casa do Largo", latitude: 38.7119, longitude: -9.1419 };
    const model = buildMapModel(days, 1, stay);
    expect(model.stay).toEqual({ label: "Your stay: Casa do Largo", position: { lat: 38.7119, lng: -9.1419 } });
    expect(model.center).toEqual({ lat: 38.6916, lng: -9.216 });
    // Day 1 lies west of the stay: the view now reaches east to it.
    expect(model.bounds).toEqual({ south: 38.6916, north: 38.7119, west: -9.216, east: -9.1419 });
    // A stop alone and the stay make a view of two points.
    const one = buildMapModel(
      [{ day: 1, activities: [{ id: "a", name: "A", latitude: 38.7, longitude: -9.14 }] }],
      null,
      stay,
    );
    expect(one.bounds).toEqual({ south: 38.7, north: 38.7119, west: -9.1419, east: -9.14 });
    // Spread with the stops, so a stay beside a stop hides no number.
    const close = buildMapModel(
      [{ day: 1, activities: [{ id: "a", name: "A", latitude: 38.7119, longitude: -9.1419 }] }],
      null,
      stay,
    );
    const offsets = spreadOffsets(spreadPoints(close), 15);
    expect([...offsets.keys()].sort()).toEqual(["a", STAY_MARKER_ID].sort());
    // Nothing to stand beside, or nowhere to stand: no house on an empty map.
    expect(buildMapModel([{ day: 1, activities: [{ id: "x", name: "X" }] }], null, stay).stay).toBeNull();
    expect(buildMapModel(days, null, { ...stay, latitude: Number.NaN }).stay).toBeNull();
  });

  it("treats zero as a coordinate and rejects impossible ones", () => {
    expect(isLocated({ latitude: 0, longitude: 0 })).toBe(true);
    expect(isLocated({ latitude: Number.NaN, longitude: 1 })).toBe(false);
    expect(isLocated({ latitude: 95, longitude: 1 })).toBe(false);
    expect(isLocated({ latitude: 1 })).toBe(false);
  });
});

describe("day colours", () => {
  it("gives eight days distinct colours and wraps after", () => {
    const fills = [1, 2, 3, 4, 5, 6, 7, 8].map((d) => dayColour(d).fill);
    expect(new Set(fills).size).toBe(8);
    expect(dayColour(9)).toEqual(dayColour(1));
    expect(dayColour(14)).toEqual(dayColour(6));
  });

  it("picks a number colour that reads on its fill (at least 3:1 for the bold badge text)", () => {
    for (let day = 1; day <= 8; day += 1) {
      const { fill, text } = dayColour(day);
      expect(contrastRatio(fill, text), `day ${day} ${fill} on ${text}`).toBeGreaterThanOrEqual(3);
    }
    expect(dayColour(8).text).not.toBe("#ffffff"); // yellow takes dark text
    expect(dayColour(1).text).toBe("#ffffff"); // blue takes white
  });
});

describe("locatedDays", () => {
  it("lists only days with a located activity, for the filter", () => {
    expect(locatedDays(days)).toEqual([1, 3]);
  });
});

describe("stopMarks", () => {
  it("gives each located stop the number and colour of its marker on the whole trip's map", () => {
    const marks = stopMarks(days);
    expect([...marks].map(([id, mark]) => [id, mark.number, mark.colour.fill])).toEqual([
      ["a", 1, dayColour(1).fill],
      ["c", 2, dayColour(1).fill],
      ["e", 3, dayColour(3).fill],
      ["f", 4, dayColour(3).fill],
    ]);
    for (const marker of buildMapModel(days).markers) expect(marks.get(marker.id)?.number).toBe(marker.number);
  });
});

describe("spreadOffsets", () => {
  type Spot = Pick<MarkerModel, "id" | "day" | "position">;
  const spot = (id: string, day: number, lat: number, lng: number): Spot => ({ id, day, position: { lat, lng } });
  /** Where each badge is drawn, in screen pixels at `zoom`. */
  const drawn = (spots: Spot[], zoom: number) => {
    const offsets = spreadOffsets(spots, zoom);
    return spots.map((s) => {
      const { x, y } = worldPixel(s.position, zoom);
      const offset = offsets.get(s.id) ?? { x: 0, y: 0 };
      return { id: s.id, x: x + offset.x, y: y + offset.y };
    });
  };
  const closest = (points: { x: number; y: number }[]) => {
    let best = Infinity;
    for (let a = 0; a < points.length; a += 1)
      for (let b = a + 1; b < points.length; b += 1)
        best = Math.min(best, Math.hypot(points[a]!.x - points[b]!.x, points[a]!.y - points[b]!.y));
    return best;
  };
  // Granville Island and its Public Market, a minute's walk apart, and a stop across town.
  const granville = spot("island", 1, 49.2712, -123.134);
  const market = spot("market", 1, 49.2727, -123.1353);
  const stanley = spot("stanley", 1, 49.3043, -123.1443);

  it("moves apart badges that would cover each other, and leaves a distant one where it is", () => {
    const offsets = spreadOffsets([granville, market, stanley], 13);
    expect(offsets.has("island")).toBe(true);
    expect(offsets.has("market")).toBe(true);
    expect(offsets.has("stanley")).toBe(false);
    const points = drawn([granville, market], 13);
    expect(closest(points)).toBeGreaterThanOrEqual(MARKER_SPACING_PX - 1);
    // Each stays beside its place: no further than the spacing.
    for (const offset of offsets.values())
      expect(Math.hypot(offset.x, offset.y)).toBeLessThanOrEqual(MARKER_SPACING_PX);
  });

  it("needs no move once zoomed in far enough for the badges to stand apart", () => {
    expect(spreadOffsets([granville, market], 18).size).toBe(0);
  });

  it("fans out stops at the very same spot, each number in its own place", () => {
    const same = ["a", "b", "c", "d"].map((id) => spot(id, 2, 38.7139, -9.1335));
    const points = drawn(same, 15);
    expect(closest(points)).toBeGreaterThanOrEqual(MARKER_SPACING_PX - 1);
    expect(new Set(points.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`)).size).toBe(4);
  });

  it("spreads a day's stop from another day's on the same spot too: colours alone would not show both numbers", () => {
    const points = drawn([granville, { ...market, day: 2 }], 13);
    expect(closest(points)).toBeGreaterThanOrEqual(MARKER_SPACING_PX - 1);
  });

  it("is the same for the same stops, so markers do not jump between renders", () => {
    const spots = [granville, market, stanley, spot("x", 1, 49.2713, -123.1341)];
    expect([...spreadOffsets(spots, 12)]).toEqual([...spreadOffsets(spots, 12)]);
  });
});
