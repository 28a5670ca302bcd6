import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage } from "../../testing/fake-cache-storage";
import { TRIP_TILES_CACHE } from "./tile-caches";
import {
  forgetAllAreas,
  MAX_OFFLINE_AREAS,
  removeArea,
  saveArea,
  savedArea,
  tripMapKey,
  TooManyAreasError,
} from "./trip-map-tiles";

const tile = (n: number) => `https://tiles.example.org/15/${n}/100.png`;
const tiles = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => tile(from + i));

let storage: FakeCacheStorage;
let fetched: string[];
let failing: Set<string>;

beforeEach(() => {
  storage = new FakeCacheStorage();
  fetched = [];
  failing = new Set();
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("location", new URL("https://app.example/plan/abc"));
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    expect(init.mode).toBe("cors");
    expect(init.credentials).toBe("omit");
    fetched.push(url);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (failing.has(url)) return new Response("busy", { status: 503 });
    return new Response(`png of ${url}`, { headers: { "Content-Type": "image/png" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const kept = () => storage.urls(TRIP_TILES_CACHE).filter((url) => url.startsWith("https://tiles.example.org/"));

describe("saving a trip's map for offline use", () => {
  it("keeps every tile, reports its progress to the end, and records the area", async () => {
    const progress: number[] = [];
    const area = await saveArea(tripMapKey("t1"), tiles(1, 10), { onProgress: (share) => progress.push(share) });
    expect(kept()).toEqual([...tiles(1, 10)].sort());
    expect(progress).toHaveLength(10);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await savedArea(tripMapKey("t1"))).toEqual(area);
    const stored = await (await storage.open(TRIP_TILES_CACHE)).match(tile(3));
    expect(await stored!.text()).toBe(`png of ${tile(3)}`);
  });

  it("fetches no tile another trip already keeps", async () => {
    await saveArea(tripMapKey("t1"), tiles(1, 10));
    fetched = [];
    await saveArea(tripMapKey("t2"), tiles(6, 15));
    expect(fetched.sort()).toEqual(tiles(11, 15).sort());
  });

  it("records nothing when a tile fails, and takes back the tiles that attempt added", async () => {
    await saveArea(tripMapKey("t1"), tiles(1, 5));
    failing.add(tile(8));
    await expect(saveArea(tripMapKey("t2"), tiles(4, 12))).rejects.toThrow("answered 503");
    expect(await savedArea(tripMapKey("t2"))).toBeNull();
    expect(kept()).toEqual(tiles(1, 5).sort());
  });

  it("stops when the traveller leaves the page", async () => {
    const controller = new AbortController();
    const saving = saveArea(tripMapKey("t1"), tiles(1, 40), {
      signal: controller.signal,
      onProgress: (share) => share > 0.2 && controller.abort(),
    });
    await expect(saving).rejects.toThrow();
    expect(fetched.length).toBeLessThan(20);
    expect(await savedArea(tripMapKey("t1"))).toBeNull();
    expect(kept()).toEqual([]);
  });

  it(`keeps at most ${MAX_OFFLINE_AREAS} trips' maps, and saving one again replaces its area`, async () => {
    for (let trip = 1; trip <= MAX_OFFLINE_AREAS; trip += 1) await saveArea(tripMapKey(`t${trip}`), [tile(trip)]);
    await expect(saveArea(tripMapKey("one-too-many"), [tile(99)])).rejects.toBeInstanceOf(TooManyAreasError);
    expect(fetched).not.toContain(tile(99));
    // The same trip with its stops moved: its new area, and none of the old tiles only it used.
    await saveArea(tripMapKey("t1"), [tile(50), tile(2)]);
    expect((await savedArea(tripMapKey("t1")))!.urls).toEqual([tile(50), tile(2)]);
    expect(kept()).not.toContain(tile(1));
    expect(kept()).toContain(tile(2));
  });
});

describe("removing a trip's offline map", () => {
  it("keeps the tiles another trip still uses", async () => {
    await saveArea(tripMapKey("t1"), tiles(1, 10));
    await saveArea(tripMapKey("t2"), tiles(8, 12));
    await removeArea(tripMapKey("t1"));
    expect(await savedArea(tripMapKey("t1"))).toBeNull();
    expect(kept()).toEqual(tiles(8, 12).sort());
    await removeArea(tripMapKey("never-saved"));
    expect(kept()).toEqual(tiles(8, 12).sort());
  });

  it("forgets every area at sign-out", async () => {
    await saveArea(tripMapKey("t1"), tiles(1, 3));
    await forgetAllAreas();
    expect(await savedArea(tripMapKey("t1"))).toBeNull();
    expect(kept()).toEqual([]);
  });
});
