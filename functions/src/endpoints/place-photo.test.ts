import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../config.ts";
import {
  clearPhotoCache,
  NO_PHOTO_KEY_DETAIL,
  PHOTO_CACHE_CONTROL,
  PHOTO_FETCHES_PER_MINUTE,
  PHOTO_RATE_LIMITED_DETAIL,
  photoNameFromPath,
  placePhoto,
} from "./place-photo.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const PHOTO = "places/ChIJ_place-1/photos/AWU5eF_photo-1";

/**
 * A fake of the Places media endpoint: takes the key only from the X-Goog-Api-Key header (never the
 * URL, where logs would keep it), redirects to the image as Google does, and counts calls.
 */
let server: Server;
let base = "";
const calls: string[] = [];
/** The API key header each image request carried: the image host must never see the key. */
const imageKeys: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname.startsWith("/image/")) {
      imageKeys.push(req.headers["x-goog-api-key"] as string | undefined);
      res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
      return;
    }
    calls.push(`${url.pathname}?${url.searchParams.toString()}`);
    if (url.searchParams.has("key") || req.headers["x-goog-api-key"] !== "server-key") return void res.writeHead(403).end();
    if (url.pathname === `/v1/${PHOTO}/media`) {
      res.writeHead(302, { Location: `${base}/image/1.png` }).end();
      return;
    }
    res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"code":404}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function app() {
  const mounted = express();
  mounted.all("/{*rest}", placePhoto);
  return mounted;
}

describe("GET /api/place-photo/{name}", () => {
  beforeEach(() => {
    calls.length = 0;
    imageKeys.length = 0;
    clearPhotoCache();
    process.env.GOOGLE_MAPS_SERVER_KEY = "server-key";
    process.env.PLACES_BASE_URL = base;
    resetConfig();
  });

  it("proxies the photo with the server key in a header, caches it, and never shows the key", async () => {
    const first = await request(app()).get(`/api/place-photo/${PHOTO}`).query({ maxWidthPx: "400" });
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["cache-control"]).toBe(PHOTO_CACHE_CONTROL);
    expect(first.headers["x-photo-cache"]).toBe("miss");
    expect(Buffer.compare(first.body as Buffer, PNG)).toBe(0);
    expect(calls).toEqual([`/v1/${PHOTO}/media?maxWidthPx=400`]);
    expect(imageKeys).toEqual([undefined]);
    expect(JSON.stringify(first.headers)).not.toContain("server-key");

    const second = await request(app()).get(`/api/place-photo/${PHOTO}`).query({ maxWidthPx: "400" });
    expect(second.status).toBe(200);
    expect(second.headers["x-photo-cache"]).toBe("hit");
    expect(calls).toHaveLength(1);
  });

  it("answers 404 with a detail when there is no server key, so the client shows its placeholder", async () => {
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    const response = await request(app()).get(`/api/place-photo/${PHOTO}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: NO_PHOTO_KEY_DETAIL });
    expect(calls).toHaveLength(0);
  });

  it("answers 404 for a photo Places does not know", async () => {
    const response = await request(app()).get("/api/place-photo/places/unknown/photos/nothing");
    expect(response.status).toBe(404);
    expect(response.body.detail).toBe("This photo does not exist.");
  });

  it("refuses anything that is not a Places photo name, before any upstream call", async () => {
    for (const path of [
      "/api/place-photo/places/x/photos/y/../../../v1/other",
      "/api/place-photo/places/x%2F..%2Fy/photos/z",
      "/api/place-photo/https:%2F%2Fevil.example%2Fa",
      "/api/place-photo/places/x/reviews/y",
      "/api/place-photo/",
    ]) {
      const response = await request(app()).get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.detail).toMatch(/places\/\{placeId\}\/photos\/\{photoId\}/);
    }
    const wide = await request(app()).get(`/api/place-photo/${PHOTO}`).query({ maxWidthPx: "99999" });
    expect(wide.status).toBe(400);
    expect(wide.body.detail).toMatch(/maxWidthPx/);
    expect(calls).toHaveLength(0);
  });

  it("takes the photo name from the end of whatever path the rewrite leaves", () => {
    expect(photoNameFromPath(`/${PHOTO}`)).toBe(PHOTO);
    expect(photoNameFromPath(`/api/place-photo/${PHOTO}`)).toBe(PHOTO);
    expect(photoNameFromPath("/api/place-photo/places/a b/photos/c")).toBeNull();
  });

  it("allows only GET and HEAD", async () => {
    const response = await request(app()).post(`/api/place-photo/${PHOTO}`);
    expect(response.status).toBe(405);
  });

  it("limits how many Google fetches one client can cause, while cached photos keep flowing", async () => {
    const server = app();
    const cached = await request(server).get(`/api/place-photo/${PHOTO}`).set("X-Forwarded-For", "203.0.113.7");
    expect(cached.status).toBe(200);
    // Every width is a fresh upstream fetch: exactly the allowance, counting the one above.
    for (let i = 1; i < PHOTO_FETCHES_PER_MINUTE; i += 1) {
      const miss = await request(server)
        .get(`/api/place-photo/${PHOTO}`)
        .query({ maxWidthPx: String(200 + i) })
        .set("X-Forwarded-For", "203.0.113.7, 10.0.0.1");
      expect(miss.status).toBe(200);
    }
    expect(calls).toHaveLength(PHOTO_FETCHES_PER_MINUTE);

    const refused = await request(server).get(`/api/place-photo/${PHOTO}`).query({ maxWidthPx: "999" }).set("X-Forwarded-For", "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: PHOTO_RATE_LIMITED_DETAIL });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(calls).toHaveLength(PHOTO_FETCHES_PER_MINUTE);

    const hit = await request(server).get(`/api/place-photo/${PHOTO}`).set("X-Forwarded-For", "203.0.113.7");
    expect(hit.status).toBe(200);
    expect(hit.headers["x-photo-cache"]).toBe("hit");
    const otherClient = await request(server).get(`/api/place-photo/${PHOTO}`).query({ maxWidthPx: "999" }).set("X-Forwarded-For", "198.51.100.2");
    expect(otherClient.status).toBe(200);
  });
});
