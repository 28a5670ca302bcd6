/**
 * Map tiles of a trip's area kept on this device when the traveller asks for it ("Available offline"):
 * in their own cache, which the service worker reads when a tile the map asks for is not among the tiles
 * seen lately (vite.config.ts). Each area's list of tiles is kept beside them, so removing one area keeps
 * the tiles another still uses. Only for a tile server whose terms allow it (env.mapTiles.downloadAllowed):
 * OpenStreetMap's do not.
 */
import { TRIP_TILES_CACHE } from "./tile-caches";

/** At most this many trips' maps on the device; a further one asks the traveller to remove one first. */
export const MAX_OFFLINE_AREAS = 5;
/** Tiles fetched at once: a handful, as a map draws them, never a flood at someone else's server. */
const PARALLEL_FETCHES = 4;
const MANIFEST_PREFIX = "/offline-map-areas/";

export interface SavedArea {
  key: string;
  urls: string[];
  savedAt: string;
}

export class TooManyAreasError extends Error {
  constructor() {
    super(`Maps of ${MAX_OFFLINE_AREAS} trips are already kept on this device.`);
    this.name = "TooManyAreasError";
  }
}

const manifestUrl = (key: string) => `${location.origin}${MANIFEST_PREFIX}${encodeURIComponent(key)}`;

async function readManifest(cache: Cache, request: Request | string): Promise<SavedArea | null> {
  const response = await cache.match(request);
  if (!response) return null;
  try {
    const area = (await response.json()) as SavedArea;
    return Array.isArray(area.urls) && typeof area.savedAt === "string" ? area : null;
  } catch {
    return null;
  }
}

async function allAreas(cache: Cache): Promise<SavedArea[]> {
  const requests = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(MANIFEST_PREFIX));
  const areas = await Promise.all(requests.map((request) => readManifest(cache, request)));
  return areas.filter((area): area is SavedArea => area !== null);
}

/** Whether this browser can keep tiles at all (Cache Storage, a secure context). */
export function canKeepTiles(): boolean {
  return typeof caches !== "undefined";
}

/** The saved area of `key`, or null. */
export async function savedArea(key: string): Promise<SavedArea | null> {
  if (!canKeepTiles()) return null;
  return readManifest(await caches.open(TRIP_TILES_CACHE), manifestUrl(key));
}

/** Whether a saved area still has every tile of the trip's area as it is now (its stops may have moved since). */
export function coversArea(saved: SavedArea, urls: readonly string[]): boolean {
  const kept = new Set(saved.urls);
  return urls.every((url) => kept.has(url));
}

/** Deletes the tiles among `urls` that no area in `keep` uses. */
async function deleteUnused(cache: Cache, urls: string[], keep: SavedArea[]): Promise<void> {
  const used = new Set(keep.flatMap((area) => area.urls));
  await Promise.all(urls.filter((url) => !used.has(url)).map((url) => cache.delete(url)));
}

/**
 * Fetches and keeps every tile of an area (those already kept are not fetched again), then records the
 * area. A tile that fails fails the whole: nothing is recorded and the tiles this attempt added go again,
 * so "available offline" is never said of a map with holes. `onProgress` gets the share done, 0 to 1.
 */
export async function saveArea(
  key: string,
  urls: string[],
  { onProgress, signal }: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<SavedArea> {
  const cache = await caches.open(TRIP_TILES_CACHE);
  const others = (await allAreas(cache)).filter((area) => area.key !== key);
  if (others.length >= MAX_OFFLINE_AREAS) throw new TooManyAreasError();
  const added: string[] = [];
  let done = 0;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < urls.length && !failed) {
      signal?.throwIfAborted();
      const url = urls[next++]!;
      if (!(await cache.match(url))) {
        const response = await fetch(url, { mode: "cors", credentials: "omit", signal });
        if (!response.ok) throw new Error(`Tile ${url} answered ${response.status}`);
        await cache.put(url, response);
        added.push(url);
      }
      done += 1;
      onProgress?.(done / urls.length);
    }
  };
  // Every fetch settles before the tiles are taken back, so none is kept after the clean-up.
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(PARALLEL_FETCHES, urls.length) }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failure) {
    await deleteUnused(cache, added, others);
    throw failure.reason;
  }
  const area: SavedArea = { key, urls, savedAt: new Date().toISOString() };
  const previous = await readManifest(cache, manifestUrl(key));
  await cache.put(
    manifestUrl(key),
    new Response(JSON.stringify(area), { headers: { "Content-Type": "application/json" } }),
  );
  // A trip saved again (its stops moved): the tiles only its old area used go.
  if (previous) await deleteUnused(cache, previous.urls, [...others, area]);
  return area;
}

/** Forgets an area and the tiles no other area uses. */
export async function removeArea(key: string): Promise<void> {
  if (!canKeepTiles()) return;
  const cache = await caches.open(TRIP_TILES_CACHE);
  const area = await readManifest(cache, manifestUrl(key));
  if (!area) return;
  await cache.delete(manifestUrl(key));
  await deleteUnused(
    cache,
    area.urls,
    (await allAreas(cache)).filter((other) => other.key !== key),
  );
}

/** A saved trip's area key (the owner's and every member's device). */
export const tripMapKey = (itineraryId: string) => `trip:${itineraryId}`;
/** A shared link's area key. */
export const sharedMapKey = (token: string) => `shared:${token}`;

/** Forgets every kept area: the traveller signs out, and a shared device keeps no trace of where they go. */
export async function forgetAllAreas(): Promise<void> {
  if (canKeepTiles()) await caches.delete(TRIP_TILES_CACHE);
}
