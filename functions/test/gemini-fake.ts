/**
 * Local fakes of the two Google REST APIs the planner calls. Gemini (as the @google/genai SDK sends
 * it, v1beta): models.get, generateContent, and streamGenerateContent as server-sent events
 * (`alt=sse`). The Places fake is in places-fake.ts. Each records what it received; each answer is scripted by
 * the test. The Gemini fake is strict about the subset we use, as the real API is: a wrong key, an
 * unknown model, an empty part or an unknown field is refused with the real error shape.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Part = { text: string; thoughtSignature?: string; thought?: boolean };

export interface GeminiRequest {
  path: string;
  /** "stream" for streamGenerateContent, "unary" for generateContent. */
  mode: "stream" | "unary";
  apiKey: string | undefined;
  body: {
    contents: { role: string; parts: Part[] }[];
    systemInstruction?: { parts: { text: string }[] };
    generationConfig?: {
      responseMimeType?: string;
      responseJsonSchema?: Record<string, unknown>;
      temperature?: number;
      thinkingConfig?: { thinkingLevel?: string; thinkingBudget?: number };
    };
  };
}

/**
 * One scripted answer: model text, or a JSON value sent as text (streamed a day per chunk when it
 * has `days`), optionally slowed by `chunkDelayMs` before each chunk and held before the chunks
 * numbered in `holdBeforeChunks` (0-based) until the test releases it; a delay longer than any
 * deadline; or an API error with its real status name (and the RetryInfo delay a 429 may carry).
 */
type Streamed = { chunkDelayMs?: number; holdBeforeChunks?: number[] };
export type GeminiAnswer =
  | ({ text: string } & Streamed)
  | ({ json: unknown } & Streamed)
  | { hangMs: number }
  | { status: number; retryDelay?: string };

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

export const FAKE_GEMINI_KEY = "test-gemini-key";
export const FAKE_GEMINI_MODELS = ["gemini-3.8-flash", "gemini-3.7-flash"];

const REQUEST_FIELDS = new Set([
  "contents",
  "systemInstruction",
  "generationConfig",
  "safetySettings",
  "tools",
  "toolConfig",
  "cachedContent",
]);
const CONFIG_FIELDS = new Set([
  "responseMimeType",
  "responseJsonSchema",
  "responseSchema",
  "thinkingConfig",
  "temperature",
  "topP",
  "topK",
  "maxOutputTokens",
  "candidateCount",
  "stopSequences",
  "seed",
]);
const THINKING_LEVELS = new Set(["MINIMAL", "LOW", "MEDIUM", "HIGH"]);
const PART_FIELDS = new Set(["text", "thoughtSignature", "thought"]);

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function sendError(res: ServerResponse, status: number, message: string, details: unknown[] = []): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify({
      error: {
        code: status,
        message,
        status: STATUS_NAMES[status] ?? "UNKNOWN",
        ...(details.length ? { details } : {}),
      },
    }),
  );
}

/** What the real API would refuse in a generate request, in its words; null when it is acceptable. */
export function invalidGenerateRequest(body: any): string | null {
  if (!body || typeof body !== "object") return "Invalid JSON payload received.";
  for (const field of Object.keys(body))
    if (!REQUEST_FIELDS.has(field)) return `Invalid JSON payload received. Unknown name "${field}": Cannot find field.`;
  if (!Array.isArray(body.contents) || body.contents.length === 0)
    return "* GenerateContentRequest.contents: contents is not specified";
  for (const [index, content] of body.contents.entries()) {
    if (content.role !== "user" && content.role !== "model")
      return `Please use a valid role: user, model. (contents[${index}])`;
    if (!Array.isArray(content.parts) || content.parts.length === 0)
      return `* GenerateContentRequest.contents[${index}].parts: contents.parts must not be empty.`;
    for (const part of content.parts as Part[]) {
      for (const field of Object.keys(part))
        if (!PART_FIELDS.has(field))
          return `Invalid JSON payload received. Unknown name "${field}" at 'contents[${index}].parts[0]'`;
      if (typeof part.text !== "string" || part.text.length === 0)
        return "Unable to submit request because it has an empty text parameter. Add a value to the parameter and try again.";
    }
  }
  const config = body.generationConfig ?? {};
  for (const field of Object.keys(config))
    if (!CONFIG_FIELDS.has(field))
      return `Invalid JSON payload received. Unknown name "${field}" at 'generation_config': Cannot find field.`;
  if (config.responseJsonSchema && config.responseSchema)
    return "responseSchema and responseJsonSchema cannot both be set.";
  const thinking = config.thinkingConfig;
  if (thinking) {
    if (thinking.thinkingLevel !== undefined && thinking.thinkingBudget !== undefined)
      return "thinking_level and thinking_budget cannot both be set.";
    if (thinking.thinkingLevel !== undefined && !THINKING_LEVELS.has(String(thinking.thinkingLevel).toUpperCase()))
      return `Invalid value at 'generation_config.thinking_config.thinking_level'`;
  }
  const system = body.systemInstruction;
  if (system && (!Array.isArray(system.parts) || system.parts.some((p: Part) => !p.text)))
    return "Unable to submit request because it has an empty text parameter.";
  return null;
}

/** The answer's text in chunks: one per day for a plan (so days arrive one by one), else short slices. */
function chunksOf(answer: { text: string } | { json: unknown }): string[] {
  if (
    "json" in answer &&
    answer.json &&
    typeof answer.json === "object" &&
    Array.isArray((answer.json as { days?: unknown }).days)
  ) {
    const { days, ...rest } = answer.json as { days: unknown[] };
    const tail = JSON.stringify(rest).slice(1);
    return [
      '{"days":[',
      ...days.map((day, i) => (i ? "," : "") + JSON.stringify(day)),
      `]${tail === "}" ? "}" : `,${tail}`}`,
    ];
  }
  const text = "text" in answer ? answer.text : JSON.stringify(answer.json);
  return text.match(/[\s\S]{1,40}/g) ?? [""];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startGeminiFake(options: { models?: string[]; apiKey?: string; port?: number } = {}) {
  const models = new Set(options.models ?? FAKE_GEMINI_MODELS);
  const acceptedKey = options.apiKey ?? FAKE_GEMINI_KEY;
  const requests: GeminiRequest[] = [];
  const modelLookups: { model: string; apiKey: string | undefined }[] = [];
  const script: GeminiAnswer[] = [];
  let modelsGetStatus: number | null = null;
  let defaultChunkDelayMs = 0;
  let openStreams = 0;
  let signatures = 0;
  // Streams waiting at a hold: a browser test lets one go on only once it has seen (and reloaded) the state before.
  const holds = new Set<() => void>();
  const hold = () => new Promise<void>((resolve) => holds.add(resolve));
  const release = (): number => {
    const waiting = [...holds];
    holds.clear();
    waiting.forEach((resolve) => resolve());
    return waiting.length;
  };

  const reset = () => {
    requests.length = 0;
    modelLookups.length = 0;
    script.length = 0;
    modelsGetStatus = null;
    defaultChunkDelayMs = 0;
    signatures = 0;
    release();
  };

  const keyRefused = (res: ServerResponse, key: string | undefined) => {
    if (key === acceptedKey) return false;
    sendError(res, 400, "API key not valid. Please pass a valid API key.", [
      { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" },
    ]);
    return true;
  };

  const server = createServer(async (req, res) => {
    const [path = "", query = ""] = (req.url ?? "").split("?");
    const apiKey = req.headers["x-goog-api-key"] as string | undefined;

    // Control endpoints, for a fake started by another process (the browser journeys).
    if (path === "/__fake/answers" && req.method === "POST") {
      script.push(...((await readJson(req)) as GeminiAnswer[]));
      return void res.writeHead(204).end();
    }
    if (path === "/__fake/settings" && req.method === "POST") {
      const settings = await readJson(req);
      if (typeof settings.chunkDelayMs === "number") defaultChunkDelayMs = settings.chunkDelayMs;
      return void res.writeHead(204).end();
    }
    if (path === "/__fake/release" && req.method === "POST") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify({ released: release() }));
    }
    if (path === "/__fake/reset" && req.method === "POST") {
      reset();
      return void res.writeHead(204).end();
    }
    if (path === "/__fake/requests" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(requests));
    }

    const lookup = /^\/v1beta\/models\/([^/:]+)$/.exec(path);
    if (lookup && req.method === "GET") {
      const model = decodeURIComponent(lookup[1]!);
      modelLookups.push({ model, apiKey });
      if (keyRefused(res, apiKey)) return;
      if (modelsGetStatus) return sendError(res, modelsGetStatus, `scripted models.get failure for models/${model}`);
      if (!models.has(model))
        return sendError(
          res,
          404,
          `models/${model} is not found for API version v1beta, or is not supported for generateContent.`,
        );
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(
        JSON.stringify({
          name: `models/${model}`,
          version: "001",
          displayName: model,
          inputTokenLimit: 1048576,
          outputTokenLimit: 65536,
          supportedGenerationMethods: ["generateContent", "countTokens", "createCachedContent", "batchGenerateContent"],
          thinking: true,
        }),
      );
    }

    const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(path);
    if (req.method !== "POST" || !match) return sendError(res, 404, `Method not found: ${req.method} ${path}`);
    const model = decodeURIComponent(match[1]!);
    const mode = match[2] === "streamGenerateContent" ? "stream" : "unary";
    const body = await readJson(req);
    requests.push({ path: req.url ?? "", mode, apiKey, body });
    if (keyRefused(res, apiKey)) return;
    if (!models.has(model))
      return sendError(
        res,
        404,
        `models/${model} is not found for API version v1beta, or is not supported for generateContent.`,
      );
    if (mode === "stream" && !new URLSearchParams(query).has("alt", "sse"))
      return sendError(res, 400, "This fake streams only as server-sent events (alt=sse).");
    const invalid = invalidGenerateRequest(body);
    if (invalid) return sendError(res, 400, invalid);

    const answer = script.shift() ?? { status: 500 };
    if ("hangMs" in answer) {
      const timer = setTimeout(
        () => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"),
        answer.hangMs,
      );
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if ("status" in answer) {
      const details = answer.retryDelay
        ? [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: answer.retryDelay }]
        : [];
      return sendError(res, answer.status, `scripted ${answer.status} failure`, details);
    }

    // Gemini 3 signs its answers; a client must send the signature back with the answer in a later turn.
    const thoughtSignature = Buffer.from(`fake-signature-${++signatures}`).toString("base64");
    const envelope = (parts: Part[], last: boolean) => ({
      candidates: [{ content: { role: "model", parts }, index: 0, ...(last ? { finishReason: "STOP" } : {}) }],
      usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 200, totalTokenCount: 300 },
      modelVersion: model,
      responseId: `fake-${signatures}`,
    });
    const chunks = chunksOf(answer);
    if (mode === "unary") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(envelope([{ text: chunks.join(""), thoughtSignature }], true)));
    }

    const delay = answer.chunkDelayMs ?? defaultChunkDelayMs;
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    openStreams += 1;
    let closed = false;
    res.on("close", () => (closed = true));
    try {
      for (const [index, chunk] of chunks.entries()) {
        if (answer.holdBeforeChunks?.includes(index)) await hold();
        if (delay) await sleep(delay);
        if (closed) return;
        res.write(`data: ${JSON.stringify(envelope([{ text: chunk }], false))}\r\n\r\n`);
      }
      // As the real stream often does: the signature comes last, on a part without text.
      res.write(`data: ${JSON.stringify(envelope([{ text: "", thoughtSignature }], true))}\r\n\r\n`);
      res.end();
    } finally {
      openStreams -= 1;
    }
  });
  const baseUrl = await listen(server, options.port);
  return {
    baseUrl,
    /** Every generate request (unary and streamed), in order. */
    requests,
    /** Every models.get call. */
    modelLookups,
    /** Queues the answers of the next calls, in order. */
    answer: (...answers: GeminiAnswer[]) => script.push(...answers),
    /** Makes models.get answer with this error status (null: answer normally). */
    failModelLookups: (status: number | null) => void (modelsGetStatus = status),
    /** Slows every streamed chunk by default (a scripted answer may set its own). */
    slowChunks: (ms: number) => void (defaultChunkDelayMs = ms),
    /** Streams still being written: a day reported while this is 1 arrived before the answer ended. */
    openStreams: () => openStreams,
    /** The signature the fake gave its n-th successful answer (1-based). */
    signatureOf: (n: number) => Buffer.from(`fake-signature-${n}`).toString("base64"),
    /** Lets every stream waiting at a hold go on; returns how many were waiting. */
    release,
    reset,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// The Places fake lives in its own module; kept importable from here for existing tests.
export { startPlacesFake, type FakePlace } from "./places-fake.ts";
