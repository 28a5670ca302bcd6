import type { Request, Response } from "express";
import { getConfig } from "../config.ts";
import { ApiError, badRequest, notFound, tooManyRequests, unavailable } from "../errors.ts";
import { sendError } from "../http/guard.ts";
import { clientAddress, RateLimiter } from "../http/rate-limit.ts";
import { log } from "../logs.ts";
import { PHOTO_NAME, PLACES_API_BASE } from "../planning/grounding/places-client.ts";

export const NO_PHOTO_KEY_DETAIL = "Place photos are not available: the server has no Google Maps key.";
const DEFAULT_WIDTH = 800;
const MIN_WIDTH = 100;
const MAX_WIDTH = 1600;
/** Photos change rarely; browsers and the CDN may keep them for a day. */
export const PHOTO_CACHE_CONTROL = "public, max-age=86400, immutable";
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/**
 * Fetches from Google (cache misses) one client may cause per minute: a 14-day plan shows under a
 * hundred photos, and each fetch is billed to our key, so a public endpoint needs a ceiling.
 */
export const PHOTO_FETCHES_PER_MINUTE = 120;
export const PHOTO_RATE_LIMITED_DETAIL = "Too many photo requests. Please wait a minute and try again.";
let fetchLimiter = new RateLimiter(PHOTO_FETCHES_PER_MINUTE, 60_000);

interface CachedPhoto {
  bytes: Buffer;
  contentType: string;
}

/** Insertion-ordered map used as a small LRU, bounded by total bytes. */
const cache = new Map<string, CachedPhoto>();
let cachedBytes = 0;

function remember(key: string, photo: CachedPhoto): void {
  if (photo.bytes.length > CACHE_LIMIT_BYTES) return;
  cache.set(key, photo);
  cachedBytes += photo.bytes.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.bytes.length;
  }
}

function recall(key: string): CachedPhoto | undefined {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

/** Tests start from an empty cache and fresh rate limits. */
export function clearPhotoCache(): void {
  cache.clear();
  cachedBytes = 0;
  fetchLimiter = new RateLimiter(PHOTO_FETCHES_PER_MINUTE, 60_000);
}

/** The photo resource name at the end of the path, whatever prefix the hosting rewrite left on it. */
export function photoNameFromPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const match = /(?:^|\/)(places\/[^/]+\/photos\/[^/]+)\/?$/.exec(decoded);
  const name = match?.[1];
  return name && PHOTO_NAME.test(name) ? name : null;
}

function widthFrom(raw: unknown): number {
  if (raw === undefined) return DEFAULT_WIDTH;
  const width = Number(raw);
  if (typeof raw !== "string" || !/^\d{1,4}$/.test(raw) || width < MIN_WIDTH || width > MAX_WIDTH) {
    throw badRequest(`maxWidthPx must be a whole number from ${MIN_WIDTH} to ${MAX_WIDTH}.`);
  }
  return width;
}

async function fetchPhoto(name: string, width: number, serverKey: string, baseUrl: string | null): Promise<CachedPhoto> {
  const base = (baseUrl ?? PLACES_API_BASE).replace(/\/$/, "");
  const url = `${base}/v1/${name}/media?maxWidthPx=${width}`;
  let response: globalThis.Response;
  try {
    // The key goes in a header, which request logs do not record as they do URLs. Fetch would send
    // that header on to wherever Google redirects (the image host), so the redirect is followed here,
    // without it.
    response = await fetch(url, { headers: { "X-Goog-Api-Key": serverKey }, redirect: "manual", signal: AbortSignal.timeout(10_000) });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      response = await fetch(new URL(location, url), { redirect: "follow", signal: AbortSignal.timeout(10_000) });
    }
  } catch (error) {
    throw unavailable("The photo service could not be reached. Please try again later.", error);
  }
  if (response.status === 400 || response.status === 404) throw notFound("This photo does not exist.");
  if (!response.ok) throw unavailable("The photo service could not answer. Please try again later.", new Error(`Places media ${response.status}`));
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("image/")) throw unavailable("The photo service answered with something that is not an image.");
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) throw unavailable("The photo is too large to serve.");
  return { bytes, contentType };
}

/**
 * GET /api/place-photo/places/{place}/photos/{photo}: a Places photo fetched with the server key,
 * which never reaches the browser. Public, because <img> tags send neither an ID token nor an App
 * Check header, so the path is checked strictly and only Places photo names are ever fetched.
 */
export async function placePhoto(req: Request, res: Response): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  try {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      throw new ApiError(405, "Use GET for this endpoint.");
    }
    const name = photoNameFromPath(req.path);
    if (!name) throw badRequest("The photo path must look like /api/place-photo/places/{placeId}/photos/{photoId}.");
    const width = widthFrom(req.query.maxWidthPx);
    const { serverKey, placesBaseUrl } = getConfig().maps;
    if (!serverKey) throw notFound(NO_PHOTO_KEY_DETAIL);
    const key = `${name}@${width}`;
    let photo = recall(key);
    const cached = photo !== undefined;
    if (!photo) {
      const client = clientAddress(req);
      if (!fetchLimiter.take(client)) {
        res.setHeader("Retry-After", String(fetchLimiter.retryAfterSeconds(client)));
        throw tooManyRequests(PHOTO_RATE_LIMITED_DETAIL);
      }
      photo = await fetchPhoto(name, width, serverKey, placesBaseUrl);
      remember(key, photo);
    }
    res.setHeader("Cache-Control", PHOTO_CACHE_CONTROL);
    res.setHeader("Content-Type", photo.contentType);
    res.setHeader("X-Photo-Cache", cached ? "hit" : "miss");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.status(200).end(req.method === "HEAD" ? undefined : photo.bytes);
  } catch (error) {
    if (!(error instanceof ApiError)) log.warn("place photo failed", { error: String(error) });
    sendError(res, "placePhoto", error);
  }
}
