/**
 * A local fake of the Places API (New) REST subset we call, as strict as the real one where it
 * matters to cost and correctness:
 *   POST /v1/places:searchText       Text Search
 *   GET  /v1/places/{id}             Place Details
 *   GET  /v1/{photo name}/media      Place Photos (redirects to the image, as Google does)
 * A request without X-Goog-FieldMask is refused with 400, as Google refuses it; answers carry only the
 * masked fields; a wrong key is 403. Tests can make it answer 403, 429 or 500, and serve an SVG.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePlace {
  /** Ranked first when the text query starts with this name (case-insensitive). */
  name: string;
  id: string;
  lat: number;
  lng: number;
  address: string;
  /** Photo references; each becomes `places/{id}/photos/{ref}` with an author attribution. */
  photos: string[];
  /** Further authors of the first photo, after its own (Google lists every author a photo must credit). */
  coAuthors?: string[];
  /** Daily window, e.g. ["09:00", "17:00"], closed on the given Places weekdays (0 = Sunday). */
  hours?: { open: string; close: string; closedDays: number[] };
}

export type PlacesMethod = "searchText" | "details" | "media";

export interface PlacesRequest {
  method: PlacesMethod;
  fieldMask: string | undefined;
  apiKey: string | undefined;
  textQuery?: string;
  pageSize?: number;
  placeId?: string;
  photoName?: string;
  maxWidthPx?: string;
}

/** A 1x1 PNG: a real raster image, so what the proxy serves can be checked byte for byte. */
export const FAKE_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);
export const FAKE_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export const authorOf = (photoRef: string) => ({
  displayName: `Author of ${photoRef}`,
  uri: `https://maps.google.com/maps/contrib/${photoRef}`,
  photoUri: `https://lh3.googleusercontent.com/a/${photoRef}`,
});

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
};

function googleError(res: ServerResponse, code: number, message: string): void {
  res.writeHead(code, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: { code, message, status: STATUS_NAMES[code] ?? "UNKNOWN" } }));
}

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

/** Keeps only the masked paths of `value` ("*" keeps all; "photos" keeps the whole photos list). */
export function applyFieldMask(value: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  if (paths.includes("*")) return value;
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [head, ...rest] = path.split(".");
    if (!head || !(head in value)) continue;
    const field = value[head];
    if (rest.length === 0) out[head] = field;
    else if (Array.isArray(field))
      out[head] = field.map((item) => applyFieldMask(item as Record<string, unknown>, [rest.join(".")]));
    else if (field && typeof field === "object")
      out[head] = { ...(out[head] as object), ...applyFieldMask(field as Record<string, unknown>, [rest.join(".")]) };
  }
  return out;
}

export async function startPlacesFake(places: FakePlace[], apiKey?: string) {
  const requests: PlacesRequest[] = [];
  /** Scripted failures, taken one per matching request. */
  const failures: { status: number; method: PlacesMethod | "any" }[] = [];
  const options = { svg: false };
  let base = "";

  const full = (place: FakePlace) => {
    const hm = (t: string) => ({ hour: Number(t.slice(0, 2)), minute: Number(t.slice(3, 5)) });
    const periods = place.hours
      ? [0, 1, 2, 3, 4, 5, 6]
          .filter((day) => !place.hours!.closedDays.includes(day))
          .map((day) => ({ open: { day, ...hm(place.hours!.open) }, close: { day, ...hm(place.hours!.close) } }))
      : undefined;
    return {
      name: `places/${place.id}`,
      id: place.id,
      displayName: { text: place.name, languageCode: "en" },
      formattedAddress: place.address,
      location: { latitude: place.lat, longitude: place.lng },
      types: ["tourist_attraction"],
      rating: 4.6,
      websiteUri: "https://example.com/",
      ...(place.photos.length
        ? {
            photos: place.photos.map((ref, index) => ({
              name: `places/${place.id}/photos/${ref}`,
              widthPx: 1200,
              heightPx: 800,
              authorAttributions: [authorOf(ref), ...(index === 0 ? (place.coAuthors ?? []).map(authorOf) : [])],
            })),
          }
        : {}),
      ...(periods ? { regularOpeningHours: { openNow: true, periods, weekdayDescriptions: [] } } : {}),
    };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname.startsWith("/image/")) {
      // The image host: no key involved, like Google's photo CDN.
      if (options.svg) return void res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(FAKE_SVG);
      return void res.writeHead(200, { "Content-Type": "image/png" }).end(FAKE_PNG);
    }
    const key = req.headers["x-goog-api-key"] as string | undefined;
    const fieldMask = req.headers["x-goog-fieldmask"] as string | undefined;
    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
    const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    let method: PlacesMethod;
    if (req.method === "POST" && url.pathname === "/v1/places:searchText") method = "searchText";
    else if (req.method === "GET" && media) method = "media";
    else if (req.method === "GET" && details) method = "details";
    else return googleError(res, 404, "Not found.");

    const body = method === "searchText" ? await readJson(req) : {};
    requests.push({
      method,
      fieldMask,
      apiKey: key,
      ...(method === "searchText" ? { textQuery: String(body.textQuery ?? ""), pageSize: body.pageSize } : {}),
      ...(method === "details" ? { placeId: details![1] } : {}),
      ...(method === "media"
        ? { photoName: media![1], maxWidthPx: url.searchParams.get("maxWidthPx") ?? undefined }
        : {}),
    });

    if (url.searchParams.has("key") || !key || (apiKey !== undefined && key !== apiKey)) {
      return googleError(res, 403, "The provided API key is invalid.");
    }
    const failure = failures.findIndex((f) => f.method === "any" || f.method === method);
    if (failure >= 0) {
      const { status } = failures.splice(failure, 1)[0]!;
      return googleError(res, status, "Scripted failure.");
    }

    if (method === "media") {
      const width = Number(url.searchParams.get("maxWidthPx"));
      if (!Number.isInteger(width) || width < 1 || width > 4800)
        return googleError(res, 400, "maxWidthPx or maxHeightPx must be set, from 1 to 4800.");
      const [, placeId, , ref] = media![1]!.split("/");
      const place = places.find((p) => p.id === placeId);
      if (!place || !place.photos.includes(ref!)) return googleError(res, 404, "Photo not found.");
      res.writeHead(302, { Location: `${base}/image/${ref}.png` }).end();
      return;
    }

    const mask = (fieldMask ?? "")
      .split(",")
      .map((path) => path.trim())
      .filter(Boolean);
    if (mask.length === 0)
      return googleError(
        res,
        400,
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters.",
      );

    if (method === "details") {
      const place = places.find((p) => p.id === details![1]);
      if (!/^[A-Za-z0-9_-]+$/.test(details![1]!)) return googleError(res, 400, "Not a valid Place ID.");
      if (!place) return googleError(res, 404, "Requested entity was not found.");
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(applyFieldMask(full(place), mask)));
    }

    if (!mask.every((path) => path === "*" || path.startsWith("places.") || path === "nextPageToken")) {
      return googleError(res, 400, "Invalid field mask: Text Search fields start with places.");
    }
    // Like the real text search, it answers with places even when none has the name asked for:
    // those named so first, then the others nearest the location bias, up to the requested pageSize.
    const textQuery = String(body.textQuery ?? "");
    const centre = body.locationBias?.circle?.center as { latitude: number; longitude: number } | undefined;
    const away = (p: FakePlace) => (centre ? Math.hypot(p.lat - centre.latitude, p.lng - centre.longitude) : 0);
    const named = (p: FakePlace) => textQuery.toLowerCase().startsWith(p.name.toLowerCase());
    const pageSize = typeof body.pageSize === "number" ? body.pageSize : 20;
    const ranked = [
      ...places.filter(named),
      ...places.filter((p) => !named(p)).sort((a, b) => away(a) - away(b)),
    ].slice(0, pageSize);
    res.writeHead(200, { "Content-Type": "application/json" });
    if (ranked.length === 0) return void res.end("{}");
    const placeMask = mask.filter((path) => path.startsWith("places.")).map((path) => path.slice("places.".length));
    res.end(
      JSON.stringify(
        applyFieldMask({ places: ranked.map((place) => applyFieldMask(full(place), placeMask)) }, ["places"]),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    requests,
    /** The next `count` requests (of `method`, or any) answer `status` with Google's error body. */
    fail: (status: 403 | 429 | 500, count = 1, method: PlacesMethod | "any" = "any") => {
      for (let i = 0; i < count; i++) failures.push({ status, method });
    },
    /** The image host answers with an SVG instead of a PNG. */
    serveSvg: (on: boolean) => {
      options.svg = on;
    },
    reset: () => {
      requests.length = 0;
      failures.length = 0;
      options.svg = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PlacesFake = Awaited<ReturnType<typeof startPlacesFake>>;
