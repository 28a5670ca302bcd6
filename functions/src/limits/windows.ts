/**
 * Fixed-window counters and running slots, as pure functions over the stored state of one key (a
 * user's AI actions, a user's or a share link's PDF renders). The store (limits/rate-limits.ts) reads
 * and writes that state inside a Firestore transaction, so every instance counts against the same
 * numbers: a per-instance counter would let a burst spread over new instances pass every limit.
 */

/** At most `limit` takes per window of `windowMs`, windows aligned on the epoch (a minute, a UTC day). */
export interface WindowRule {
  name: string;
  windowMs: number;
  limit: number;
}

/** At most `limit` runs at once; each slot frees itself at its expiry, so a crashed run cannot hold one for ever. */
export interface SlotRule {
  limit: number;
  /** The slot's id (a job's) and when it expires unless released first. */
  id: string;
  expiresAtMs: number;
}

export interface LimitState {
  /** Per rule name: the window's start and how many takes it has had. */
  windows: Record<string, { start: number; count: number }>;
  /** Running slots: id -> expiry (ms since the epoch). */
  running: Record<string, number>;
}

export type LimitDecision =
  | { allowed: true; next: LimitState }
  | { allowed: false; reason: "window"; rule: WindowRule; retryAfterSeconds: number }
  | { allowed: false; reason: "running"; limit: number; retryAfterSeconds: number };

/** How long a refusal for running slots asks the caller to wait: a run usually ends well before its slot's expiry. */
export const RUNNING_RETRY_AFTER_SECONDS = 10;

export const EMPTY_STATE: LimitState = { windows: {}, running: {} };

const windowStart = (nowMs: number, windowMs: number) => Math.floor(nowMs / windowMs) * windowMs;

/** Reads a stored state defensively: a missing or odd field counts as empty, never as a crash. */
export function stateOf(data: unknown): LimitState {
  const record = (data ?? {}) as Partial<LimitState>;
  const windows: LimitState["windows"] = {};
  for (const [name, value] of Object.entries(record.windows ?? {})) {
    if (value && typeof value.start === "number" && typeof value.count === "number")
      windows[name] = { start: value.start, count: value.count };
  }
  const running: LimitState["running"] = {};
  for (const [id, expiry] of Object.entries(record.running ?? {})) {
    if (typeof expiry === "number") running[id] = expiry;
  }
  return { windows, running };
}

/**
 * One take against every rule, all or nothing: refused by the first window that is full (the longest
 * wait wins, so the caller is not sent back into another full window), else by the running slots.
 * Expired slots are dropped from the next state.
 */
export function decide(state: LimitState, rules: readonly WindowRule[], nowMs: number, slot?: SlotRule): LimitDecision {
  const windows: LimitState["windows"] = {};
  let refusal: Extract<LimitDecision, { reason: "window" }> | null = null;
  for (const rule of rules) {
    const start = windowStart(nowMs, rule.windowMs);
    const stored = state.windows[rule.name];
    const count = stored && stored.start === start ? stored.count : 0;
    if (count >= rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowMs - nowMs) / 1000));
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds)
        refusal = { allowed: false, reason: "window", rule, retryAfterSeconds };
    }
    windows[rule.name] = { start, count: count + 1 };
  }
  if (refusal) return refusal;
  const running = Object.fromEntries(Object.entries(state.running).filter(([, expiry]) => expiry > nowMs));
  if (slot) {
    if (!(slot.id in running) && Object.keys(running).length >= slot.limit) {
      return { allowed: false, reason: "running", limit: slot.limit, retryAfterSeconds: RUNNING_RETRY_AFTER_SECONDS };
    }
    running[slot.id] = slot.expiresAtMs;
  }
  return { allowed: true, next: { windows, running } };
}

/** Seconds from `nowMs` to the end of its window: a convenient Retry-After for a day's budget. */
export const secondsToWindowEnd = (nowMs: number, windowMs: number) =>
  Math.max(1, Math.ceil((windowStart(nowMs, windowMs) + windowMs - nowMs) / 1000));

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
