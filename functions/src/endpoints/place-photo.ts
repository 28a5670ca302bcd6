import type { Request, Response } from "express";
import { getConfig, PHOTO_SECRETS } from "../config.ts";
import { ApiError, forbidden, notFound, rateLimited, tooManyRequests, unavailable } from "../errors.ts";
import { sendError } from "../http/guard.ts";
import { requireSecrets } from "../http/required-secrets.ts";
import { log } from "../logs.ts";
import { PLACES_API_BASE, PlacesError, photoNameAt } from "../planning/grounding/places-client.ts";
import { checkPhotoLink, type PhotoRef } from "../photos/photo-link.ts";
import { givePhotoFetchBack, takePhotoFetch, utcDay, type PhotoFetchTicket } from "../store/photo-budget.ts";
import { recallPhotoMiss, rememberPhotoMiss, type PhotoMiss } from "../store/photo-misses.ts";

export const NO_PHOTO_KEY_DETAIL = "Place photos are not available: the server has no Google Maps key.";
export const UNSIGNED_PHOTO_DETAIL =
  "This photo link was not made by this app. Photos open only through the links in a plan.";
export const EXPIRED_PHOTO_DETAIL = "This photo link has expired. Reload the plan to get a fresh one.";
export const NO_PHOTO_DETAIL = "This place has no photo to show.";
export const PHOTO_TYPE_DETAIL = "The photo service answered with something that is not a photo we can serve.";
export const PHOTO_BUSY_DETAIL = "Too many photos are loading right now. Please try again in a moment.";
export const PHOTO_BUDGET_DETAIL =
  "Place photos are paused until tomorrow (UTC): today's photo allowance is used up. Plans work as usual.";

/** Raster types only: an SVG is a document that can carry script, so it is never served from our origin. */
const RASTER_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

interface CachedPhoto {
  bytes: Buffer;
  contentType: string;
}

/** Insertion-ordered map used as a small LRU, bounded by total bytes. */
const cache = new Map<string, CachedPhoto>();
let cachedBytes = 0;

function remember(key: string, photo: CachedPhoto): void {
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

/** Tests start from an empty cache. */
export function clearPhotoCache(): void {
  cache.clear();
  cachedBytes = 0;
}

async function fetchPhoto(ref: PhotoRef, serverKey: string, baseUrl: string | null): Promise<CachedPhoto> {
  const settings = { serverKey, baseUrl };
  let photo: { name: string } | null;
  try {
    // Photo names expire and plans keep none: a fresh one from the place id ("Place Details
    // Essentials IDs Only", the photos field alone).
    photo = await photoNameAt(ref.placeId, ref.index, settings);
  } catch (error) {
    throw unavailable("The photo service could not answer. Please try again later.", error);
  }
  if (!photo) throw notFound(NO_PHOTO_DETAIL);
  const base = (baseUrl ?? PLACES_API_BASE).replace(/\/$/, "");
  const url = `${base}/v1/${photo.name}/media?maxWidthPx=${ref.width}`;
  let response: globalThis.Response;
  try {
    // The key goes in a header, which request logs do not record as they do URLs. Fetch would send
    // that header on to wherever Google redirects (the image host), so the redirect is followed here,
    // without it.
    response = await fetch(url, {
      headers: { "X-Goog-Api-Key": serverKey },
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      response = await fetch(new URL(location, url), { redirect: "follow", signal: AbortSignal.timeout(10_000) });
    }
  } catch (error) {
    throw unavailable("The photo service could not be reached. Please try again later.", error);
  }
  if (response.status === 400 || response.status === 404) {
    await response.body?.cancel();
    throw notFound(NO_PHOTO_DETAIL);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailable(
      "The photo service could not answer. Please try again later.",
      new PlacesError(response.status, "photo media"),
    );
  }
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!RASTER_TYPES.has(contentType)) {
    await response.body?.cancel();
    throw new ApiError(502, PHOTO_TYPE_DETAIL, { cause: new Error(`photo content-type ${contentType || "(none)"}`) });
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) throw new ApiError(502, "The photo is too large to serve.");
  return { bytes, contentType };
}

const secondsToNextUtcDay = (nowMs: number) => 86_400 - (Math.floor(nowMs / 1000) % 86_400);

/** How long a photo that failed is not asked for again: a place without that photo for a day, a failing service a while. */
export const MISSING_PHOTO_RETRY_MS = 24 * 3600_000;
export const FAILED_PHOTO_RETRY_MS = 10 * 60_000;
/** Once every shard of the budget was full, an instance stops asking for this long (a given-back take may free one). */
const SPENT_BUDGET_RECHECK_MS = 60_000;

export interface PlacePhotoDeps {
  /** Takes one fetch from the global daily budget (store/photo-budget.ts); null when none is left. */
  takeFetch: (budget: number, shards: number) => Promise<PhotoFetchTicket | null | "busy">;
  /** Gives a take back when no photo came of it: the budget counts photos fetched, not attempts. */
  giveBack: (ticket: PhotoFetchTicket) => Promise<void>;
  recallMiss: (key: string, nowMs: number) => Promise<PhotoMiss | null>;
  rememberMiss: (key: string, miss: PhotoMiss) => Promise<void>;
  now: () => number;
}

export const defaultPhotoDeps = (): PlacePhotoDeps => ({
  takeFetch: (budget, shards) => takePhotoFetch(budget, shards),
  giveBack: givePhotoFetchBack,
  recallMiss: recallPhotoMiss,
  rememberMiss: rememberPhotoMiss,
  now: Date.now,
});

const missOf = (error: ApiError, nowMs: number): PhotoMiss => ({
  status: error.status,
  detail: error.detail,
  untilMs: nowMs + (error.status === 404 ? MISSING_PHOTO_RETRY_MS : FAILED_PHOTO_RETRY_MS),
});

/**
 * GET /api/place-photo/{placeId}/{index}?w=&exp=&sig=: a Places photo fetched with the server key,
 * which never reaches the browser. Public, because <img> tags send neither an ID token nor an App
 * Check header; instead only links this server signed are served (photos/photo-link.ts), and every
 * photo fetched from Google counts against one budget per UTC day for all instances. A photo that
 * could not be fetched is remembered for all instances and answered the same way until its retry time.
 */
export function placePhotoHandler(deps: PlacePhotoDeps = defaultPhotoDeps()) {
  let spentUntil = { day: "", untilMs: 0 };
  return async function placePhoto(req: Request, res: Response): Promise<void> {
    res.setHeader("Cache-Control", "no-store");
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        throw new ApiError(405, "Use GET for this endpoint.");
      }
      requireSecrets("placePhoto", PHOTO_SECRETS);
      const { serverKey, placesBaseUrl, photoLinkSecret, photoDailyBudget } = getConfig().maps;
      if (!photoLinkSecret) throw unavailable(UNSIGNED_PHOTO_DETAIL);
      const now = deps.now();
      const link = checkPhotoLink(photoLinkSecret, req.path, req.query as Record<string, unknown>, now);
      if (!link.ok) throw forbidden(link.reason === "expired" ? EXPIRED_PHOTO_DETAIL : UNSIGNED_PHOTO_DETAIL);
      if (!serverKey) throw notFound(NO_PHOTO_KEY_DETAIL);

      const { ref } = link;
      const key = `${ref.placeId}/${ref.index}@${ref.width}`;
      let photo = recall(key);
      const cached = photo !== undefined;
      if (!photo) {
        // Every width of one photo fails alike: one remembered miss per place and index.
        const missKey = `${ref.placeId}-${ref.index}`;
        const miss = await deps.recallMiss(missKey, now);
        if (miss) {
          res.setHeader("X-Photo-Cache", "miss-remembered");
          throw new ApiError(miss.status, miss.detail, {
            reported: true,
            headers: { "Retry-After": String(Math.ceil((miss.untilMs - now) / 1000)) },
          });
        }
        // Over the day's budget the answer is a 429, not a placeholder image or a redirect to one: the
        // app already shows its own placeholder (which says it is one) when a photo fails, and an image
        // answer would be kept by the CDN under the photo's link after the budget comes back.
        const spent = spentUntil.day === utcDay(now) && now < spentUntil.untilMs;
        const ticket = spent ? null : await deps.takeFetch(photoDailyBudget, getConfig().limits.photoBudgetShards);
        if (ticket === "busy") throw rateLimited(PHOTO_BUSY_DETAIL, 2);
        if (!ticket) {
          if (!spent) spentUntil = { day: utcDay(now), untilMs: now + SPENT_BUDGET_RECHECK_MS };
          res.setHeader("Retry-After", String(secondsToNextUtcDay(now)));
          throw tooManyRequests(PHOTO_BUDGET_DETAIL);
        }
        try {
          photo = await fetchPhoto(ref, serverKey, placesBaseUrl);
        } catch (error) {
          await deps
            .giveBack(ticket)
            .catch((cause: unknown) => log.warn("giving a photo fetch back failed", { error: String(cause) }));
          if (error instanceof ApiError) await deps.rememberMiss(missKey, missOf(error, now)).catch(() => undefined);
          throw error;
        }
        remember(key, photo);
      }
      // The link cannot change what it shows until it expires, so browsers and the CDN may keep it that long.
      const maxAge = Math.max(0, link.expires - Math.floor(now / 1000));
      res.setHeader("Cache-Control", `public, max-age=${maxAge}, s-maxage=${maxAge}, immutable`);
      res.setHeader("Content-Type", photo.contentType);
      res.setHeader("X-Photo-Cache", cached ? "hit" : "miss");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.status(200).end(req.method === "HEAD" ? undefined : photo.bytes);
    } catch (error) {
      sendError(res, "placePhoto", error);
    }
  };
}

export const placePhoto = placePhotoHandler();
