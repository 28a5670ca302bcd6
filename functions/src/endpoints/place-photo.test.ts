import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_PNG, startPlacesFake, type PlacesFake } from "../../test/places-fake.ts";
import { LOCAL_PHOTO_LINK_SECRET, resetConfig } from "../config.ts";
import { PHOTOS_FIELD_MASK } from "../planning/grounding/places-client.ts";
import { signPhotoPath } from "../photos/photo-link.ts";
import type { PhotoMiss } from "../store/photo-misses.ts";
import {
  clearPhotoCache,
  EXPIRED_PHOTO_DETAIL,
  FAILED_PHOTO_RETRY_MS,
  MISSING_PHOTO_RETRY_MS,
  NO_PHOTO_DETAIL,
  NO_PHOTO_KEY_DETAIL,
  PHOTO_BUDGET_DETAIL,
  PHOTO_BUSY_DETAIL,
  PHOTO_TYPE_DETAIL,
  placePhotoHandler,
  UNSIGNED_PHOTO_DETAIL,
} from "./place-photo.ts";

const PLACE = "ChIJ_place-1";
const NOW = Date.UTC(2026, 10, 23, 12, 0);
let places: PlacesFake;
let budgetLeft = Infinity;
let budgetBusy = false;
let budgetTaken = 0;
const misses = new Map<string, PhotoMiss>();

beforeAll(async () => {
  places = await startPlacesFake(
    [{ name: "Kinkaku-ji", id: PLACE, lat: 35, lng: 135.7, address: "Kyoto", photos: ["AWU5eF_p0", "AWU5eF_p1"] }],
    "server-key",
  );
});
afterAll(() => places.close());

let now = NOW;
function app() {
  const mounted = express();
  mounted.all(
    "/{*rest}",
    placePhotoHandler({
      takeFetch: async () => {
        if (budgetBusy) return "busy";
        if (budgetLeft <= 0) return null;
        budgetLeft--;
        budgetTaken++;
        return { day: "today", shard: 0 };
      },
      giveBack: async () => {
        budgetLeft++;
        budgetTaken--;
      },
      recallMiss: async (key, nowMs) => {
        const miss = misses.get(key);
        return miss && miss.untilMs > nowMs ? miss : null;
      },
      rememberMiss: async (key, miss) => void misses.set(key, miss),
      now: () => now,
    }),
  );
  return mounted;
}

const signed = (options: { index?: number; width?: number; placeId?: string } = {}) =>
  signPhotoPath(LOCAL_PHOTO_LINK_SECRET, options.placeId ?? PLACE, { nowMs: NOW, ...options });

describe("GET /api/place-photo/{placeId}/{index} (signed)", () => {
  beforeEach(() => {
    places.reset();
    clearPhotoCache();
    budgetLeft = Infinity;
    budgetTaken = 0;
    budgetBusy = false;
    misses.clear();
    now = NOW;
    process.env.GOOGLE_MAPS_SERVER_KEY = "server-key";
    process.env.PLACES_BASE_URL = places.baseUrl;
    resetConfig();
  });

  it("serves a signed photo: a fresh photo name from the place id, the key in headers only, long cache headers", async () => {
    const first = await request(app()).get(signed({ index: 1 }));
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(first.body as Buffer, FAKE_PNG)).toBe(0);
    // The link expires on 2026-12-01 00:00 UTC, 7.5 days after NOW: the CDN may keep it that long.
    const maxAge = 7.5 * 86_400;
    expect(first.headers["cache-control"]).toBe(`public, max-age=${maxAge}, s-maxage=${maxAge}, immutable`);
    expect(places.requests.map((r) => [r.method, r.placeId ?? r.photoName, r.fieldMask ?? r.maxWidthPx])).toEqual([
      ["details", PLACE, PHOTOS_FIELD_MASK],
      ["media", `places/${PLACE}/photos/AWU5eF_p1`, "400"],
    ]);
    expect(places.requests.every((r) => r.apiKey === "server-key")).toBe(true);
    expect(JSON.stringify(first.headers)).not.toContain("server-key");

    const second = await request(app()).get(signed({ index: 1 }));
    expect(second.headers["x-photo-cache"]).toBe("hit");
    expect(places.requests).toHaveLength(2);
    expect(budgetTaken).toBe(1);
  });

  it("snaps the width it signs, and Google is asked for that width", async () => {
    const response = await request(app()).get(signed({ width: 1000 }));
    expect(response.status).toBe(200);
    expect(places.requests.find((r) => r.method === "media")!.maxWidthPx).toBe("800");
  });

  it("refuses unsigned, tampered and expired links with 403 before any upstream call", async () => {
    const good = signed();
    const cases = [
      `/api/place-photo/${PLACE}/0`,
      `/api/place-photo/places/${PLACE}/photos/AWU5eF_p0?maxWidthPx=1600`,
      good.replace("w=400", "w=800"),
      good.replace("w=400", "w=1600"),
      good.replace(`/${PLACE}/0`, `/${PLACE}/1`),
      good.replace(PLACE, "ChIJ_other"),
      good.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 86_400}`),
      good.replace(/sig=[\w-]{4}/, "sig=AAAA"),
    ];
    for (const path of cases) {
      const response = await request(app()).get(path);
      expect(response.status, path).toBe(403);
      expect(response.body, path).toEqual({ detail: UNSIGNED_PHOTO_DETAIL });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    now = NOW + 9 * 86_400_000;
    const expired = await request(app()).get(good);
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({ detail: EXPIRED_PHOTO_DETAIL });
    expect(places.requests).toHaveLength(0);
    expect(budgetTaken).toBe(0);
  });

  it("never serves an SVG, whatever Google's image host answers", async () => {
    places.serveSvg(true);
    const response = await request(app()).get(signed());
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ detail: PHOTO_TYPE_DETAIL });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.text).not.toContain("<svg");
  });

  it("over the global daily budget answers 429 with a clear detail until the next UTC day", async () => {
    budgetLeft = 1;
    expect((await request(app()).get(signed({ index: 0 }))).status).toBe(200);
    const refused = await request(app()).get(signed({ index: 1 }));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: PHOTO_BUDGET_DETAIL });
    expect(refused.headers["retry-after"]).toBe(String(12 * 3600));
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(places.requests.filter((r) => r.method === "media")).toHaveLength(1);
    // A photo already cached still flows: it costs nothing.
    expect((await request(app()).get(signed({ index: 0 }))).status).toBe(200);
  });

  it("answers 404 for a photo index the place does not have, and 503 when Places fails", async () => {
    const missing = await request(app()).get(signed({ index: 7 }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: NO_PHOTO_DETAIL });
    for (const status of [403, 429, 500] as const) {
      misses.clear();
      places.fail(status);
      const failed = await request(app()).get(signed({ index: 1 }));
      expect(failed.status, String(status)).toBe(503);
      expect(failed.body.detail).toMatch(/photo service could not answer/);
    }
  });

  it("answers a budget too contended to count with a short 429, never a 500, and asks Google nothing", async () => {
    budgetBusy = true;
    const busy = await request(app()).get(signed());
    expect(busy.status).toBe(429);
    expect(busy.body).toEqual({ detail: PHOTO_BUSY_DETAIL });
    expect(busy.headers["retry-after"]).toBe("2");
    expect(places.requests).toHaveLength(0);
  });

  it("counts only photos fetched: a fetch that brings no photo gives its take back", async () => {
    budgetLeft = 1;
    expect((await request(app()).get(signed({ index: 7 }))).status).toBe(404);
    places.fail(500);
    expect((await request(app()).get(signed({ index: 1 }))).status).toBe(503);
    expect(budgetTaken).toBe(0);
    places.reset();
    // The one fetch the budget allows is still there for a photo that exists.
    expect((await request(app()).get(signed({ index: 0 }))).status).toBe(200);
    expect(budgetTaken).toBe(1);
  });

  it("remembers a photo that failed: the same link, at any width, does not reach Google again until its retry time", async () => {
    for (const width of [400, 400, 800, 200]) {
      const missing = await request(app()).get(signed({ index: 7, width }));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: NO_PHOTO_DETAIL });
    }
    expect(places.requests.filter((r) => r.method === "details")).toHaveLength(1);
    now = NOW + MISSING_PHOTO_RETRY_MS + 1;
    expect((await request(app()).get(signed({ index: 7 }))).status).toBe(404);
    expect(places.requests.filter((r) => r.method === "details")).toHaveLength(2);

    // A failing service is asked again sooner.
    places.fail(500);
    now = NOW;
    expect((await request(app()).get(signed({ index: 1 }))).status).toBe(503);
    const remembered = await request(app()).get(signed({ index: 1 }));
    expect(remembered.status).toBe(503);
    expect(Number(remembered.headers["retry-after"])).toBe(FAILED_PHOTO_RETRY_MS / 1000);
    expect(places.requests.filter((r) => r.method === "details")).toHaveLength(3);
  });

  it("answers 404 with a detail when there is no server key, so the client shows its placeholder", async () => {
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    const response = await request(app()).get(signed());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: NO_PHOTO_KEY_DETAIL });
    expect(places.requests).toHaveLength(0);
  });

  it("a deployed function without its link secret refuses to serve (503), never unsigned", async () => {
    const saved = process.env.GCLOUD_PROJECT;
    process.env.GCLOUD_PROJECT = "itinerary-planner-prod";
    resetConfig();
    try {
      const response = await request(app()).get(signed());
      expect(response.status).toBe(503);
      expect(places.requests).toHaveLength(0);
    } finally {
      process.env.GCLOUD_PROJECT = saved;
      resetConfig();
    }
  });

  it("allows only GET and HEAD", async () => {
    const response = await request(app()).post(signed());
    expect(response.status).toBe(405);
  });
});
