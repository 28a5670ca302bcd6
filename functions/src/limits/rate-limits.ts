import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import {
  decide,
  DAY_MS,
  stateOf,
  type LimitDecision,
  type LimitState,
  type SlotRule,
  type WindowRule,
} from "./windows.ts";
import { firestore, TRANSACTION_ATTEMPTS } from "../store/db.ts";
import { paths } from "../store/paths.ts";

/**
 * rateLimits/{scope}:{key}: `{windows, running, expires_at}` (limits/windows.ts), read and written
 * only inside Firestore transactions, so all instances share one count per key. One document per key
 * is enough: a key is one traveller or one share link, whose own requests are the only ones that
 * contend on it. `expires_at` is for a Firestore TTL policy on the collection (a day past the last take).
 */
export type LimitScope = "ai" | "pdf-user" | "pdf-share" | "weather";

const refOf = (scope: LimitScope, key: string) => firestore().doc(paths.rateLimit(scope, key));

export interface PendingLimit {
  /** The decision for one take at `nowMs`; when allowed, `commit` writes it (after the transaction's reads). */
  decide(rules: readonly WindowRule[], nowMs: number, slot?: SlotRule): LimitDecision;
  commit(next: LimitState, nowMs: number): void;
}

/** Reads a key's state inside the caller's transaction; the caller decides and commits after its other reads. */
export async function readLimitInTransaction(tx: Transaction, scope: LimitScope, key: string): Promise<PendingLimit> {
  const ref = refOf(scope, key);
  const state = stateOf((await tx.get(ref)).data());
  return {
    decide: (rules, nowMs, slot) => decide(state, rules, nowMs, slot),
    commit: (next, nowMs) => tx.set(ref, { ...next, expires_at: Timestamp.fromMillis(nowMs + 2 * DAY_MS) }),
  };
}

/** One take in its own transaction: for work that has no transaction of its own (PDF renders). */
export async function takeLimit(
  scope: LimitScope,
  key: string,
  rules: readonly WindowRule[],
  nowMs = Date.now(),
): Promise<LimitDecision> {
  return firestore().runTransaction(
    async (tx) => {
      const pending = await readLimitInTransaction(tx, scope, key);
      const decision = pending.decide(rules, nowMs);
      if (decision.allowed) pending.commit(decision.next, nowMs);
      return decision;
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Frees a running slot inside the caller's transaction; a blind write, so it adds no read to contend on. */
export function releaseSlotInTransaction(tx: Transaction, scope: LimitScope, key: string, slotId: string): void {
  tx.set(refOf(scope, key), { running: { [slotId]: FieldValue.delete() } }, { merge: true });
}

/** A key's stored state, for tests and operators. */
export async function limitStateOf(scope: LimitScope, key: string): Promise<LimitState> {
  return stateOf((await refOf(scope, key).get()).data());
}
