import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Photo links are made by the server and only by it: an HMAC over the place id, the photo's index
 * and the width, with an expiry, so nobody can ask our billed proxy for a photo, a width or a time
 * we did not hand out. Pure: the secret and the clock are parameters.
 *
 *   /api/place-photo/{placeId}/{index}?w={width}&exp={unix seconds}&sig={base64url HMAC-SHA256}
 */
export const PHOTO_PATH_PREFIX = "/api/place-photo";

/** The only widths served: few sizes, so the CDN and our cache hold few copies of each photo. */
export const PHOTO_WIDTHS = [200, 400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** What the planner's cards ask for: 112 CSS px wide, sharp at 3x. */
export const CARD_PHOTO_WIDTH: PhotoWidth = 400;
export const MAX_PHOTO_INDEX = 9;

const DAY_SECONDS = 86_400;
/** A link lives 7 to 8 days: long enough for a plan left open, short enough that a leaked one dies. */
export const LINK_LIFETIME_DAYS = 7;

const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

export interface PhotoRef {
  placeId: string;
  index: number;
  width: PhotoWidth;
}

/** The nearest served width at or above the one asked for (the largest when beyond it). */
export function snapWidth(requested: number): PhotoWidth {
  return PHOTO_WIDTHS.find((width) => width >= requested) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
}

/**
 * Expiry at a day boundary (UTC), 7 to 8 days ahead: every response made on one day signs the same
 * link for the same photo, so browsers and the CDN see one URL per photo per day, not one per request.
 */
export function linkExpiry(nowMs: number): number {
  const today = Math.floor(nowMs / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return today + (LINK_LIFETIME_DAYS + 1) * DAY_SECONDS;
}

function signature(secret: string, ref: PhotoRef, expires: number): string {
  return createHmac("sha256", secret)
    .update(`photo-v1\n${ref.placeId}\n${ref.index}\n${ref.width}\n${expires}`)
    .digest("base64url");
}

/** The signed path of a place's photo; the width is snapped to a served size. */
export function signPhotoPath(
  secret: string,
  placeId: string,
  options: { index?: number; width?: number; nowMs?: number } = {},
): string {
  if (!PLACE_ID.test(placeId)) throw new Error("not a place id");
  const ref: PhotoRef = { placeId, index: options.index ?? 0, width: snapWidth(options.width ?? CARD_PHOTO_WIDTH) };
  const expires = linkExpiry(options.nowMs ?? Date.now());
  return `${PHOTO_PATH_PREFIX}/${placeId}/${ref.index}?w=${ref.width}&exp=${expires}&sig=${signature(secret, ref, expires)}`;
}

export type PhotoLinkCheck =
  { ok: true; ref: PhotoRef; expires: number } | { ok: false; reason: "unsigned" | "invalid" | "expired" };

const one = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * Checks a request for a photo: `path` is whatever the hosting rewrite left (it ends in
 * {placeId}/{index}), `query` its parameters. Anything we did not sign, exactly as signed, is refused.
 */
export function checkPhotoLink(
  secret: string,
  path: string,
  query: Record<string, unknown>,
  nowMs: number,
): PhotoLinkCheck {
  const sig = one(query.sig);
  if (!sig) return { ok: false, reason: "unsigned" };
  const match = /(?:^|\/)([A-Za-z0-9_-]{1,300})\/(\d{1,2})\/?$/.exec(path);
  const width = Number(one(query.w));
  const expires = Number(one(query.exp));
  if (!match || !PHOTO_WIDTHS.includes(width as PhotoWidth) || !/^\d{1,12}$/.test(one(query.exp) ?? ""))
    return { ok: false, reason: "invalid" };
  const ref: PhotoRef = { placeId: match[1]!, index: Number(match[2]), width: width as PhotoWidth };
  if (ref.index > MAX_PHOTO_INDEX) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(secret, ref, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (expires * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, ref, expires };
}
