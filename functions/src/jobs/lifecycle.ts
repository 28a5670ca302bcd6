import type { PlanJobFailure, PlanJobKind, PlanJobResult } from "@itinerary/contract";
import { conflict } from "../errors.ts";
import { prepareAiActionInTransaction, releaseAiActionInTransaction, slotIdOf } from "../limits/ai-actions.ts";
import { log } from "../logs.ts";
import { againIfClosed, firestore, TRANSACTION_ATTEMPTS } from "../store/db.ts";
import {
  createJobInTransaction,
  OPEN_STATUSES,
  readJobInTransaction,
  updateJobInTransaction,
  type JobHome,
  type StoredJob,
} from "../store/plan-jobs.ts";
import { prepareRefundInTransaction, reserveTokensInTransaction } from "../tokens/balance.ts";
import { fingerprintOf } from "./fingerprint.ts";
import type { PlanWork } from "./work.ts";

/**
 * A job's life, each step one Firestore transaction: accepted (charged and recorded together),
 * claimed by exactly one runner, then done, or failed and refunded exactly once. Whoever moves a job
 * out of queued/running first wins; every later attempt sees a finished job and changes nothing.
 */

export interface Acceptance {
  home: JobHome;
  uid: string;
  id: string;
  kind: PlanJobKind;
  request: unknown;
  work: PlanWork;
  /** A trigger's job starts queued; a request's own run starts running (no trigger picks it up). */
  status: "queued" | "running";
  deadlineMs: number;
  /** Worded for the caller: a job id or an Idempotency-Key used with another request. */
  mismatchDetail: string;
}

/** The ledger's operation id of a job's charge: one per job, so its refund can exist only once. */
export const operationIdOf = (home: JobHome, id: string) => `${home === "jobs" ? "plan-job" : "plan-request"}-${id}`;

/**
 * Records the job and takes its tokens in one transaction; 402 (nothing recorded) when the balance
 * is short, then 429 when the traveller is past a plan-action limit (limits/ai-actions.ts). The same
 * id with the same request returns the job as it is (no second charge, no second count); with a
 * different request, a 409.
 */
export async function acceptJob(
  acceptance: Acceptance,
  now = new Date(),
): Promise<{ created: boolean; job: StoredJob }> {
  const { home, uid, id, kind, request, work } = acceptance;
  const fingerprint = fingerprintOf(kind, request);
  const result = await againIfClosed(() =>
    firestore().runTransaction(
      async (tx) => {
        const existing = await readJobInTransaction(tx, home, uid, id);
        if (existing) {
          if (existing.fingerprint !== fingerprint) throw conflict(acceptance.mismatchDetail);
          return { created: false, job: existing };
        }
        const deadlineAt = new Date(now.getTime() + acceptance.deadlineMs);
        const limit = await prepareAiActionInTransaction(
          tx,
          uid,
          { id: slotIdOf(home, id), deadlineAt },
          now.getTime(),
        );
        const charge = await reserveTokensInTransaction(tx, uid, work.cost, work.reason, operationIdOf(home, id));
        limit.take();
        const job = {
          uid,
          id,
          kind,
          request,
          fingerprint,
          charge: {
            amount: charge.amount,
            reason: charge.reason,
            operationId: charge.operationId,
            balanceAfter: charge.balanceAfter,
          },
          status: acceptance.status,
          daysTotal: work.daysTotal,
          deadlineAt,
        };
        createJobInTransaction(tx, home, job);
        const stored: StoredJob = {
          ...job,
          home,
          progress: { stage: job.status === "queued" ? "queued" : "planning", daysDone: 0, daysTotal: job.daysTotal },
          days: [],
          result: null,
          failure: null,
          createdAt: now,
        };
        return { created: true, job: stored };
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
  if (result.created) log.tokensCharged(uid, work.cost, work.reason, result.job.charge.balanceAfter);
  return result;
}

/** queued -> running; null when the job is not queued (another run claimed it, or the sweeper failed it). */
export async function claimJob(home: JobHome, uid: string, id: string): Promise<StoredJob | null> {
  return firestore().runTransaction(
    async (tx) => {
      const job = await readJobInTransaction(tx, home, uid, id);
      if (!job || job.status !== "queued") return null;
      const progress = { ...job.progress, stage: "planning" as const };
      updateJobInTransaction(tx, home, uid, id, { status: "running", progress });
      return { ...job, status: "running" as const, progress };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * running -> done with the result; returns the job as now stored, or null when it was already
 * finished (the sweeper failed it first).
 */
export async function completeJob(job: StoredJob, result: PlanJobResult): Promise<StoredJob | null> {
  const days = "structured_plan" in result ? result.structured_plan : result.itinerary;
  const done = {
    status: "done" as const,
    result,
    days,
    progress: { stage: "done" as const, daysDone: days.length, daysTotal: days.length },
  };
  return firestore().runTransaction(
    async (tx) => {
      const current = await readJobInTransaction(tx, job.home, job.uid, job.id);
      if (!current || !OPEN_STATUSES.includes(current.status)) return null;
      updateJobInTransaction(tx, job.home, job.uid, job.id, done);
      releaseAiActionInTransaction(tx, job.uid, slotIdOf(job.home, job.id));
      return { ...current, ...done };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * queued/running -> failed, and its tokens back, in one transaction: the status change and the
 * refund's ledger entry (keyed by the job) both make it happen at most once. The days it streamed
 * go with it: refunded work stays unread. Returns
 * whether this call failed the job, and the job as it now is.
 */
export async function failJob(
  job: Pick<StoredJob, "home" | "uid" | "id">,
  failure: PlanJobFailure,
): Promise<{ failed: boolean; job: StoredJob | null }> {
  const outcome = await firestore().runTransaction(
    async (tx) => {
      const current = await readJobInTransaction(tx, job.home, job.uid, job.id);
      if (!current || !OPEN_STATUSES.includes(current.status)) return { failed: false, job: current, refunded: false };
      const refund = await prepareRefundInTransaction(tx, { uid: current.uid, ...current.charge }, failure.detail);
      refund.apply();
      const progress = { ...current.progress, stage: "failed" as const, daysDone: 0 };
      const days: StoredJob["days"] = [];
      updateJobInTransaction(tx, job.home, job.uid, job.id, { status: "failed", failure, progress, days });
      releaseAiActionInTransaction(tx, current.uid, slotIdOf(job.home, job.id));
      return {
        failed: true,
        job: { ...current, status: "failed" as const, failure, progress, days },
        refunded: refund.refunded,
      };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  if (outcome.refunded && outcome.job)
    log.tokensRefunded(outcome.job.uid, outcome.job.charge.amount, outcome.job.charge.reason);
  return { failed: outcome.failed, job: outcome.job };
}

/** Waits before each further attempt to fail a job; failing is idempotent, so retrying is safe. */
export const FAIL_RETRY_DELAYS_MS = [200, 1000, 3000];

/**
 * failJob, retried while Firestore is briefly unavailable. If every attempt fails the job stays
 * open and the sweeper fails and refunds it after its deadline.
 */
export async function failJobWithRetries(
  job: Pick<StoredJob, "home" | "uid" | "id">,
  failure: PlanJobFailure,
  fail: typeof failJob = failJob,
  delaysMs: readonly number[] = FAIL_RETRY_DELAYS_MS,
): Promise<StoredJob | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await fail(job, failure)).job;
    } catch (error) {
      if (attempt >= delaysMs.length) {
        log.warn("failing a plan job did not succeed; the sweeper will refund it after its deadline", {
          ...job,
          error: String(error),
        });
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
  }
}
