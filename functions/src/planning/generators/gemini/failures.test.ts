import { ApiError } from "@google/genai";
import { describe, expect, it } from "vitest";
import { backoffDelayMs, classifyGeminiError, GEMINI_BACKOFF, pause } from "./failures.ts";

/** What the SDK throws for an HTTP error: the status, and the API's JSON body as the message. */
const sdkError = (status: number, error: Record<string, unknown>) =>
  new ApiError({ status, message: JSON.stringify({ error: { code: status, ...error } }) });

describe("what a failed Gemini call means", () => {
  it("a bad request or a schema the API refused is our bug", () => {
    const failure = classifyGeminiError(
      sdkError(400, { status: "INVALID_ARGUMENT", message: 'Invalid JSON payload received. Unknown name "pattern"' }),
    );
    expect(failure).toMatchObject({
      kind: "request",
      status: 400,
      message: 'Invalid JSON payload received. Unknown name "pattern"',
    });
  });

  it("a bad key (400 API_KEY_INVALID), 401, 403 and an unknown model are configuration", () => {
    const badKey = sdkError(400, {
      status: "INVALID_ARGUMENT",
      message: "API key not valid. Please pass a valid API key.",
      details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" }],
    });
    expect(classifyGeminiError(badKey).kind).toBe("config");
    for (const status of [401, 403, 404])
      expect(classifyGeminiError(sdkError(status, { status: "X", message: "no" })).kind).toBe("config");
  });

  it("429, 5xx, stream error events and dropped connections are worth retrying, with the wait the API asked for", () => {
    const quota = sdkError(429, {
      status: "RESOURCE_EXHAUSTED",
      message: "Quota exceeded",
      details: [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "1.5s" }],
    });
    expect(classifyGeminiError(quota)).toMatchObject({ kind: "transient", status: 429, retryAfterMs: 1500 });
    expect(classifyGeminiError(sdkError(503, { status: "UNAVAILABLE", message: "overloaded" })).kind).toBe("transient");
    const inStream = new ApiError({
      status: 500,
      message: `got status: INTERNAL. ${JSON.stringify({ error: { code: 500, message: "boom" } })}`,
    });
    expect(classifyGeminiError(inStream)).toMatchObject({ kind: "transient", message: "boom" });
    expect(classifyGeminiError(new TypeError("fetch failed"))).toMatchObject({ kind: "transient", status: null });
  });
});

describe("backoff", () => {
  it("grows exponentially up to the cap, with jitter in the upper half of each step", () => {
    const low = [1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n, GEMINI_BACKOFF, () => 0));
    const high = [1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n, GEMINI_BACKOFF, () => 1));
    expect(low).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(high).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    const spread = new Set(Array.from({ length: 50 }, () => backoffDelayMs(3, GEMINI_BACKOFF, Math.random)));
    expect(spread.size).toBeGreaterThan(10);
  });

  it("never waits less than the API asked for", () => {
    expect(backoffDelayMs(1, GEMINI_BACKOFF, () => 0, 3000)).toBe(3000);
  });

  it("a pause ends early, answering false, when the deadline aborts", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const paused = pause(5000, controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await paused).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pause(5, new AbortController().signal)).toBe(true);
  });
});
