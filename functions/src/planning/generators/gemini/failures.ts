/**
 * What a failed Gemini call means for us, decided by its cause (the SDK's ApiError carries the
 * HTTP status and the API's JSON error body as its message):
 * - `request`: the API refused what we sent (400, a schema it would not take): our bug, a 500.
 * - `config`: a bad key, a forbidden or unknown model (401, 403, 404, 400 API_KEY_INVALID): the
 *   operator must act, a 503 that is logged once per instance, never retried.
 * - `transient`: 429, 5xx, a dropped connection: worth retrying with backoff while time remains.
 */
export type GeminiFailureKind = "request" | "config" | "transient";

export interface GeminiFailure {
  kind: GeminiFailureKind;
  status: number | null;
  /** The API's own message, for the logs; never shown to the traveller. */
  message: string;
  /** How long the API asked us to wait (RetryInfo on a 429), when it said. */
  retryAfterMs: number | null;
}

interface ErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: { reason?: string; retryDelay?: string }[] };
}

function parseBody(message: string): ErrorBody | null {
  // Stream errors arrive as "got status: X. {json}", HTTP errors as the bare JSON body.
  const start = message.indexOf("{");
  if (start < 0) return null;
  try {
    return JSON.parse(message.slice(start)) as ErrorBody;
  } catch {
    return null;
  }
}

/** "17s" or "1.5s" (a protobuf Duration in JSON) -> milliseconds. */
function durationMs(value: string | undefined): number | null {
  const match = value ? /^(\d+(?:\.\d+)?)s$/.exec(value) : null;
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

const isStatusError = (error: unknown): error is Error & { status: number } =>
  error instanceof Error && typeof (error as { status?: unknown }).status === "number";

export function classifyGeminiError(error: unknown): GeminiFailure {
  if (!isStatusError(error)) {
    // No HTTP status: the connection failed or dropped mid-stream. Nothing says the request was wrong.
    return {
      kind: "transient",
      status: null,
      message: error instanceof Error ? error.message : String(error),
      retryAfterMs: null,
    };
  }
  const body = parseBody(error.message);
  const details = body?.error?.details ?? [];
  const message = body?.error?.message ?? error.message;
  const retryAfterMs = details.map((d) => durationMs(d.retryDelay)).find((ms) => ms !== null) ?? null;
  const status = error.status;
  const keyInvalid = details.some((d) => d.reason === "API_KEY_INVALID");
  if (status === 401 || status === 403 || status === 404 || keyInvalid)
    return { kind: "config", status, message, retryAfterMs };
  if (status === 429 || status >= 500) return { kind: "transient", status, message, retryAfterMs };
  return { kind: "request", status, message, retryAfterMs };
}

export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  factor: number;
}

export const GEMINI_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 8_000, factor: 2 };

/**
 * The wait before retry number `attempt` (1 for the first retry): half of an exponentially growing
 * cap plus a random share of the other half ("equal jitter"), so instances that failed together do
 * not come back together, and none hammers the API with near-zero waits. A wait the API asked for
 * is a floor.
 */
export function backoffDelayMs(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number,
  retryAfterMs: number | null = null,
): number {
  const cap = Math.min(policy.maxMs, policy.initialMs * policy.factor ** (attempt - 1));
  const jittered = Math.round(cap / 2 + (random() * cap) / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Waits `ms`, or less when `signal` aborts first (then resolves false). */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (completed: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      resolve(completed);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
