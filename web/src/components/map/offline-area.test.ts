import { describe, expect, it } from "vitest";
import { worldPixel, type LatLng } from "./map-model";
import { OFFLINE_AREA_MAX_TILES, offlineArea, tileUrl } from "./offline-area";

const OSM = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
// A three-day Lisbon trip: Belém to Alfama, and the stay in Chiado.
const LISBON: LatLng[] = [
  { lat: 38.6916, lng: -9.2159 },
  { lat: 38.6979, lng: -9.2068 },
  { lat: 38.7139, lng: -9.1334 },
  { lat: 38.7118, lng: -9.1299 },
  { lat: 38.7223, lng: -9.1393 },
  { lat: 38.7107, lng: -9.1416 },
];

function parse(url: string): { z: number; x: number; y: number } {
  const [z, x, y] = new URL(url).pathname.replace(".png", "").split("/").slice(1).map(Number);
  return { z: z!, x: x!, y: y! };
}

/** The tile of `point` at tile zoom `z`. */
function tileOf(point: LatLng, z: number) {
  const { x, y } = worldPixel(point, z);
  return { z, x: Math.floor(x / 256), y: Math.floor(y / 256) };
}

describe("offlineArea", () => {
  it("covers every stop at every zoom it keeps, within the budget, each tile once", () => {
    const area = offlineArea(LISBON, { template: OSM, retina: false })!;
    expect(area.urls.length).toBeLessThanOrEqual(OFFLINE_AREA_MAX_TILES);
    expect(new Set(area.urls).size).toBe(area.urls.length);
    expect(area.zooms.to - area.zooms.from).toBeGreaterThanOrEqual(3);
    const kept = new Set(area.urls);
    for (let z = area.zooms.from; z <= area.zooms.to; z += 1)
      for (const stop of LISBON) {
        const tile = tileOf(stop, z);
        expect(kept.has(`https://tile.openstreetmap.org/${tile.z}/${tile.x}/${tile.y}.png`)).toBe(true);
      }
    expect(Math.max(...area.urls.map((url) => parse(url).z))).toBe(area.zooms.to);
  });

  it("keeps a wide map's whole first view, beyond the trip's own bounds on its sides", () => {
    // A trip along one north-south street: its bounds are a thin strip, the map a wide box.
    const street = [
      { lat: 40.7061, lng: -73.9969 },
      { lat: 40.7831, lng: -73.9712 },
    ];
    const area = offlineArea(street, { template: OSM, retina: false })!;
    const z = area.zooms.from;
    const centre = worldPixel({ lat: 40.7446, lng: -73.984 }, z);
    const kept = new Set(area.urls);
    for (const dx of [-500, 500])
      for (const dy of [-250, 250]) {
        const x = Math.floor((centre.x + dx) / 256);
        const y = Math.floor((centre.y + dy) / 256);
        expect(kept.has(`https://tile.openstreetmap.org/${z}/${x}/${y}.png`)).toBe(true);
      }
  });

  it("reaches street level for a city trip: the closest zoom shows a few hundred metres per tile", () => {
    const area = offlineArea(LISBON, { template: OSM, retina: false })!;
    expect(area.zooms.to).toBeGreaterThanOrEqual(15);
  });

  it("on a sharp screen keeps the next zoom's tiles, as the map draws them there", () => {
    const sharp = offlineArea(LISBON, { template: OSM, retina: true })!;
    const zooms = new Set(sharp.urls.map((url) => parse(url).z));
    expect(Math.min(...zooms)).toBe(sharp.zooms.from + 1);
    expect(Math.max(...zooms)).toBe(sharp.zooms.to + 1);
    expect(sharp.urls.length).toBeLessThanOrEqual(OFFLINE_AREA_MAX_TILES);
  });

  it("stops at the budget, however wide the trip", () => {
    const roadTrip = [
      { lat: 38.72, lng: -9.14 },
      { lat: 41.15, lng: -8.61 },
    ];
    const area = offlineArea(roadTrip, { template: OSM, retina: true, maxTiles: 120 })!;
    expect(area.urls.length).toBeLessThanOrEqual(120);
    expect(area.urls.length).toBeGreaterThan(0);
  });

  it("keeps a single stop with room around it, and nothing for a trip with no place", () => {
    const single = offlineArea([{ lat: 35.0394, lng: 135.7292 }], { template: OSM, retina: false })!;
    expect(single.urls.length).toBeGreaterThan(4);
    expect(offlineArea([], { template: OSM, retina: false })).toBeNull();
    expect(offlineArea([{ lat: Number.NaN, lng: 1 }], { template: OSM, retina: false })).toBeNull();
  });
});

describe("tileUrl", () => {
  it("fills a template as Leaflet does: its subdomain from x + y, @2x on a sharp screen", () => {
    const template = "https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png";
    expect(tileUrl(template, 14, 7780, 6200, false)).toBe("https://a.tiles.example.org/14/7780/6200.png");
    expect(tileUrl(template, 14, 7781, 6200, true)).toBe("https://b.tiles.example.org/14/7781/6200@2x.png");
    expect(tileUrl(template, 14, 7782, 6200, false)).toBe("https://c.tiles.example.org/14/7782/6200.png");
  });
});
