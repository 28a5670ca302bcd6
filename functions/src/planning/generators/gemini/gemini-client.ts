import type {
  Content,
  GenerateContentConfig,
  GenerateContentResponse,
  GoogleGenAI,
  ThinkingLevel,
} from "@google/genai";
import { ApiError } from "../../../errors.ts";
import { log } from "../../../logs.ts";
import {
  GEMINI_NOT_CONFIGURED_DETAIL,
  GEMINI_REQUEST_FAILED_DETAIL,
  GEMINI_TIMEOUT_DETAIL,
  GEMINI_UNAVAILABLE_DETAIL,
} from "./details.ts";
import {
  backoffDelayMs,
  classifyGeminiError,
  GEMINI_BACKOFF,
  pause,
  type BackoffPolicy,
  type GeminiFailure,
} from "./failures.ts";

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** Another endpoint speaking the Gemini REST API (a local fake in tests). */
  baseUrl: string | null;
  /** Budget for one whole answer: the model check, retries and the repair attempt included. */
  timeoutMs: number;
  thinkingLevel: `${ThinkingLevel}`;
}

export const GEMINI_API_VERSION = "v1beta";

/** The model's side of a turn, as it must be sent back in a repair: its text and its thought signature. */
export interface ModelTurn {
  text: string;
  thoughtSignature: string | null;
}

export interface GeminiRequest {
  contents: Content[];
  config: GenerateContentConfig;
}

/** One deadline for a whole answer: the caller's signal (a job's deadline) and our own timeout. */
export interface Deadline {
  signal: AbortSignal;
  at: number;
}

/** Retries one answer gets at most, on top of the deadline, so a flapping API cannot loop forever. */
const MAX_ATTEMPTS = 6;

type ModelCheck = { usable: true } | { usable: false; failure: GeminiFailure };

/**
 * Per instance: whether each (endpoint, key, model) was found usable. Only a definite answer is kept
 * (the model exists, or the API said the key or model is wrong); a check that failed for a passing
 * reason runs again on the next use. The operator's log line is written once per instance.
 */
const modelChecks = new Map<string, Promise<ModelCheck>>();
const reported = new Set<string>();

/** Tests start each case as a fresh instance would. */
export function resetGeminiInstanceState(): void {
  modelChecks.clear();
  reported.clear();
}

const checkKey = (s: GeminiSettings) => `${s.baseUrl ?? "google"}|${s.apiKey}|${s.model}`;

function notUsable(settings: GeminiSettings, failure: GeminiFailure, cause?: unknown): ApiError {
  const key = checkKey(settings);
  if (!reported.has(key)) {
    reported.add(key);
    log.geminiNotUsable(settings.model, failure.status, failure.message);
  }
  return new ApiError(503, GEMINI_NOT_CONFIGURED_DETAIL, {
    cause: cause ?? new Error(failure.message),
    reported: true,
  });
}

function readTurn(chunk: GenerateContentResponse, turn: ModelTurn): void {
  for (const part of chunk.candidates?.[0]?.content?.parts ?? []) {
    // Thought summaries are not part of the answer (we do not ask for them, but a model may send them).
    if (part.thought) continue;
    if (typeof part.text === "string") turn.text += part.text;
    if (part.thoughtSignature && !turn.thoughtSignature) turn.thoughtSignature = part.thoughtSignature;
  }
}

export interface GeminiClient {
  /**
   * Streams one answer. Each attempt (a retry starts the answer again) first calls `openAttempt`,
   * and the function it returns hears each piece of that attempt's text as it arrives.
   */
  stream(request: GeminiRequest, deadline: Deadline, openAttempt: () => (text: string) => void): Promise<ModelTurn>;
  generate(request: GeminiRequest, deadline: Deadline): Promise<ModelTurn>;
}

export function createGeminiClient(
  settings: GeminiSettings,
  options: { backoff?: BackoffPolicy; random?: () => number } = {},
): GeminiClient {
  const backoff = options.backoff ?? GEMINI_BACKOFF;
  const random = options.random ?? Math.random;
  // Loaded on first use: every function shares the bundle, and only planning with a key needs the SDK.
  let client: Promise<GoogleGenAI> | null = null;
  const genai = () =>
    (client ??= import("@google/genai").then(
      ({ GoogleGenAI }) =>
        new GoogleGenAI({
          apiKey: settings.apiKey,
          // Retries are ours (by cause, within the deadline); the SDK must not retry on its own.
          // v1beta is pinned: it is the version that documents responseJsonSchema and thinkingConfig.
          httpOptions: {
            ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
            apiVersion: GEMINI_API_VERSION,
            timeout: settings.timeoutMs,
            retryOptions: { attempts: 1 },
          },
        }),
    ));

  /** models.get once per instance: a missing or forbidden model fails every request the same clear way. */
  async function ensureModel(deadline: Deadline): Promise<void> {
    const key = checkKey(settings);
    let check = modelChecks.get(key);
    if (!check) {
      check = (async (): Promise<ModelCheck> => {
        try {
          const model = await (
            await genai()
          ).models.get({ model: settings.model, config: { abortSignal: deadline.signal } });
          if (model.supportedActions && !model.supportedActions.includes("generateContent")) {
            return {
              usable: false,
              failure: {
                kind: "config",
                status: null,
                message: "the model does not support generateContent",
                retryAfterMs: null,
              },
            };
          }
          return { usable: true };
        } catch (error) {
          const failure = classifyGeminiError(error);
          if (failure.kind === "config") return { usable: false, failure };
          // Busy, unreachable or aborted: unknown. Let the request try, and check again next time.
          modelChecks.delete(key);
          return { usable: true };
        }
      })();
      modelChecks.set(key, check);
    }
    const result = await check;
    if (!result.usable) throw notUsable(settings, result.failure);
  }

  /** One answer with retries by cause; every error leaves as an ApiError the endpoints and jobs refund. */
  async function withRetries(deadline: Deadline, once: () => Promise<ModelTurn>): Promise<ModelTurn> {
    await ensureModel(deadline);
    for (let attempt = 1; ; attempt++) {
      try {
        return await once();
      } catch (error) {
        // An outage or a slow answer is expected weather, not a bug: one warning, no error with a stack.
        const giveUp = (detail: string, status: number | null, why: string) => {
          log.geminiGaveUp(settings.model, attempt, status, why);
          return new ApiError(503, detail, { cause: error, reported: true });
        };
        if (deadline.signal.aborted) throw giveUp(GEMINI_TIMEOUT_DETAIL, null, "the deadline passed");
        const failure = classifyGeminiError(error);
        if (failure.kind === "config") {
          modelChecks.set(checkKey(settings), Promise.resolve({ usable: false, failure }));
          throw notUsable(settings, failure, error);
        }
        if (failure.kind === "request") {
          log.geminiRequestRejected(settings.model, failure.status, failure.message);
          throw new ApiError(500, GEMINI_REQUEST_FAILED_DETAIL, { cause: error, reported: true });
        }
        const wait = backoffDelayMs(attempt, backoff, random, failure.retryAfterMs);
        if (attempt >= MAX_ATTEMPTS) throw giveUp(GEMINI_UNAVAILABLE_DETAIL, failure.status, "out of attempts");
        if (Date.now() + wait >= deadline.at)
          throw giveUp(GEMINI_UNAVAILABLE_DETAIL, failure.status, "the next try would pass the deadline");
        log.geminiRetry(settings.model, attempt, failure.status, wait);
        // The caller's deadline may end the wait: the cause is still the busy API, not a slow answer.
        if (!(await pause(wait, deadline.signal)))
          throw giveUp(GEMINI_UNAVAILABLE_DETAIL, failure.status, "the deadline passed while waiting");
      }
    }
  }

  const configFor = (request: GeminiRequest, deadline: Deadline): GenerateContentConfig => ({
    ...request.config,
    thinkingConfig: { thinkingLevel: settings.thinkingLevel as ThinkingLevel },
    abortSignal: deadline.signal,
  });

  return {
    stream(request, deadline, openAttempt) {
      return withRetries(deadline, async () => {
        const onText = openAttempt();
        const turn: ModelTurn = { text: "", thoughtSignature: null };
        const stream = await (
          await genai()
        ).models.generateContentStream({
          model: settings.model,
          contents: request.contents,
          config: configFor(request, deadline),
        });
        for await (const chunk of stream) {
          const before = turn.text.length;
          readTurn(chunk, turn);
          if (turn.text.length > before) onText(turn.text.slice(before));
        }
        return turn;
      });
    },
    generate(request, deadline) {
      return withRetries(deadline, async () => {
        const turn: ModelTurn = { text: "", thoughtSignature: null };
        const response = await (
          await genai()
        ).models.generateContent({
          model: settings.model,
          contents: request.contents,
          config: configFor(request, deadline),
        });
        readTurn(response, turn);
        return turn;
      });
    },
  };
}
