import type { Transaction } from "firebase-admin/firestore";
import { getConfig, type AbuseLimits } from "../config.ts";
import { rateLimited } from "../errors.ts";
import { readLimitInTransaction, releaseSlotInTransaction } from "./rate-limits.ts";
import { DAY_MS, MINUTE_MS, type LimitDecision, type WindowRule } from "./windows.ts";

/**
 * Plan actions per traveller: generate, regenerate and finalize, through the SPEC endpoints or plan
 * jobs alike. Each accepted run counts, whether it then succeeds, is refused (a revision that changes
 * nothing) or fails and is refunded: every one of them may have cost Places and Gemini calls. Taken in
 * the transaction that charges the run, so a run exists exactly when it was counted; a replay of an
 * accepted run (the same job id or Idempotency-Key) is not a new action and is never counted.
 */

/** How long a running slot outlives its run's deadline: the sweeper fails a stuck run within this. */
export const SLOT_GRACE_MS = 2 * 60_000;

export const aiActionRules = (limits: AbuseLimits = getConfig().limits): WindowRule[] => [
  { name: "minute", windowMs: MINUTE_MS, limit: limits.aiActionsPerMinute },
  { name: "day", windowMs: DAY_MS, limit: limits.aiActionsPerDay },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the planner shows: how long to wait, never how the limit works inside. */
export function aiLimitDetail(refusal: Exclude<LimitDecision, { allowed: true }>): string {
  if (refusal.reason === "running") {
    return `You already have ${plural(refusal.limit, "plan", "plans")} being made. Please wait for one to finish, then try again.`;
  }
  if (refusal.rule.name === "day") {
    const hours = Math.max(1, Math.round(refusal.retryAfterSeconds / 3600));
    return `You have reached today's limit of ${refusal.rule.limit} plan requests. Please try again in about ${plural(hours, "hour", "hours")}.`;
  }
  return `Too many plan requests in a short time. Please wait ${plural(refusal.retryAfterSeconds, "second", "seconds")} and try again.`;
}

export const slotIdOf = (home: string, id: string) => `${home}-${id}`;

/**
 * Reads the traveller's counters inside the accepting transaction (before its writes). `take` then
 * throws 429 (Retry-After and a detail) or writes the take and the running slot; call it after the
 * charge, so a balance too short still answers 402 and nothing is counted.
 */
export async function prepareAiActionInTransaction(
  tx: Transaction,
  uid: string,
  slot: { id: string; deadlineAt: Date },
  nowMs: number,
) {
  const pending = await readLimitInTransaction(tx, "ai", uid);
  return {
    take(): void {
      const limits = getConfig().limits;
      const decision = pending.decide(aiActionRules(limits), nowMs, {
        id: slot.id,
        limit: limits.aiActionsRunning,
        expiresAtMs: slot.deadlineAt.getTime() + SLOT_GRACE_MS,
      });
      if (!decision.allowed) throw rateLimited(aiLimitDetail(decision), decision.retryAfterSeconds);
      pending.commit(decision.next, nowMs);
    },
  };
}

/** A run ended (done or failed): its slot is free for the traveller's next one. */
export function releaseAiActionInTransaction(tx: Transaction, uid: string, slotId: string): void {
  releaseSlotInTransaction(tx, "ai", uid, slotId);
}
