/**
 * Local fakes of the two Google REST APIs the planner calls: Gemini's generateContent (as the
 * @google/genai SDK sends it: POST /v1beta/models/{model}:generateContent) and Places (New) text
 * search. Each records what it received; each answer is scripted by the test.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface GeminiRequest {
  path: string;
  apiKey: string | undefined;
  body: {
    contents: { role: string; parts: { text: string }[] }[];
    systemInstruction?: { parts: { text: string }[] };
    generationConfig?: { responseMimeType?: string; responseJsonSchema?: Record<string, unknown> };
  };
}

/** One scripted answer: model text, a JSON value to send as text, or a delay longer than any deadline. */
export type GeminiAnswer = { text: string } | { json: unknown } | { hangMs: number } | { status: number };

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startGeminiFake() {
  const requests: GeminiRequest[] = [];
  const script: GeminiAnswer[] = [];
  const server = createServer(async (req, res) => {
    const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(req.url?.split("?")[0] ?? "");
    if (req.method !== "POST" || !match) return void res.writeHead(404).end();
    const body = await readJson(req);
    requests.push({ path: req.url ?? "", apiKey: req.headers["x-goog-api-key"] as string | undefined, body });
    const answer = script.shift() ?? { status: 500 };
    if ("hangMs" in answer) {
      const timer = setTimeout(() => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"), answer.hangMs);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if ("status" in answer) {
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { code: answer.status, message: "scripted failure", status: "INTERNAL" } }));
      return;
    }
    const text = "text" in answer ? answer.text : JSON.stringify(answer.json);
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 200, totalTokenCount: 300 },
        modelVersion: match[1],
      }),
    );
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    requests,
    /** Queues the answers of the next calls, in order. */
    answer: (...answers: GeminiAnswer[]) => script.push(...answers),
    reset: () => {
      requests.length = 0;
      script.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FakePlace {
  /** Ranked first when the text query starts with this name (case-insensitive). */
  name: string;
  id: string;
  lat: number;
  lng: number;
  address: string;
  photos: string[];
  /** Daily window, e.g. ["09:00", "17:00"], closed on the given Places weekdays (0 = Sunday). */
  hours?: { open: string; close: string; closedDays: number[] };
}

/**
 * Like the real text search, it answers with places even when none has the name asked for: those
 * named so first, then the others nearest the location bias, up to the requested pageSize. So a
 * client that trusts the first result would take an invented place for a real one nearby.
 */
export async function startPlacesFake(places: FakePlace[]) {
  const requests: { textQuery: string; pageSize: number | undefined; fieldMask: string | undefined; apiKey: string | undefined }[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/places:searchText") return void res.writeHead(404).end();
    const body = await readJson(req);
    const textQuery = String(body.textQuery ?? "");
    const pageSize = typeof body.pageSize === "number" ? body.pageSize : undefined;
    requests.push({ textQuery, pageSize, fieldMask: req.headers["x-goog-fieldmask"] as string, apiKey: req.headers["x-goog-api-key"] as string });
    const centre = body.locationBias?.circle?.center as { latitude: number; longitude: number } | undefined;
    const away = (p: FakePlace) => (centre ? Math.hypot(p.lat - centre.latitude, p.lng - centre.longitude) : 0);
    const named = (p: FakePlace) => textQuery.toLowerCase().startsWith(p.name.toLowerCase());
    const ranked = [...places.filter(named), ...places.filter((p) => !named(p)).sort((a, b) => away(a) - away(b))].slice(0, pageSize ?? 20);
    const hm = (t: string) => ({ hour: Number(t.slice(0, 2)), minute: Number(t.slice(3, 5)) });
    const periodsOf = (place: FakePlace) =>
      place.hours
        ? [0, 1, 2, 3, 4, 5, 6]
            .filter((day) => !place.hours!.closedDays.includes(day))
            .map((day) => ({ open: { day, ...hm(place.hours!.open) }, close: { day, ...hm(place.hours!.close) } }))
        : undefined;
    res.writeHead(200, { "Content-Type": "application/json" });
    if (ranked.length === 0) return void res.end("{}");
    res.end(
      JSON.stringify({
        places: ranked.map((place) => {
          const periods = periodsOf(place);
          return {
            id: place.id,
            displayName: { text: place.name, languageCode: "en" },
            formattedAddress: place.address,
            location: { latitude: place.lat, longitude: place.lng },
            photos: place.photos.map((name) => ({ name, widthPx: 1200, heightPx: 800 })),
            ...(periods ? { regularOpeningHours: { periods } } : {}),
          };
        }),
      }),
    );
  });
  const baseUrl = await listen(server);
  return { baseUrl, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
