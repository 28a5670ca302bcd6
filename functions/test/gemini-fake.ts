/**
 * A local fake of Gemini's generateContent REST API (as the @google/genai SDK sends it:
 * POST /v1beta/models/{model}:generateContent), recording what it received; each answer is scripted
 * by the test. The Places fake is in places-fake.ts.
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

// The Places fake lives in its own module; kept importable from here for existing tests.
export { startPlacesFake, type FakePlace } from "./places-fake.ts";
