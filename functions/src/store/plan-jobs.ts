import {
  PlanJob,
  scrubControlCharacters,
  type DraftDay,
  type FinalDay,
  type PlanJobFailure,
  type PlanJobKind,
  type PlanJobProgress,
  type PlanJobResult,
  type PlanJobStatus,
} from "@itinerary/contract";
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { ChargeReason } from "./ledger.ts";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * Plan jobs in Firestore. Two homes share one document shape: `planJobs` (the browser's jobs, run
 * by a trigger and read by their owner) and `planRequests` (the SPEC planning endpoints' runs, which
 * the request itself runs; no trigger, no client reads). The sweeper looks at both.
 */
export type JobHome = "jobs" | "requests";

const COLLECTION: Record<JobHome, string> = { jobs: paths.planJobs, requests: paths.planRequests };

export function planJobRef(home: JobHome, uid: string, id: string): DocumentReference {
  return firestore().doc(home === "jobs" ? paths.planJob(uid, id) : paths.planRequest(uid, id));
}

/** What the job's charge was, so a refund gives back exactly that, once. */
export interface JobCharge {
  amount: number;
  reason: ChargeReason;
  /** The ledger entries are `${operationId}-charge` and `${operationId}-refund`. */
  operationId: string;
  balanceAfter: number;
}

/** Everything a job document holds: the contract's PlanJob plus what the server needs to run and settle it. */
export interface StoredJob extends PlanJob {
  uid: string;
  home: JobHome;
  request: unknown;
  /** Hash of kind + request: the same id with another request is a conflict. */
  fingerprint: string;
  charge: JobCharge;
  deadlineAt: Date;
  createdAt: Date | null;
}

export const OPEN_STATUSES: readonly PlanJobStatus[] = ["queued", "running"];

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

export function storedJobOf(home: JobHome, data: FirebaseFirestore.DocumentData): StoredJob {
  return {
    // A job written before the contract refused control characters still reads (the sweeper reads them all).
    ...PlanJob.parse(scrubControlCharacters(data)),
    uid: String(data.uid),
    home,
    request: data.request,
    fingerprint: String(data.fingerprint),
    charge: data.charge as JobCharge,
    deadlineAt: toDate(data.deadlineAt) ?? new Date(0),
    createdAt: toDate(data.createdAt),
  };
}

export async function readJobInTransaction(
  tx: Transaction,
  home: JobHome,
  uid: string,
  id: string,
): Promise<StoredJob | null> {
  const snapshot = await tx.get(planJobRef(home, uid, id));
  return snapshot.exists ? storedJobOf(home, snapshot.data()!) : null;
}

export async function readJob(home: JobHome, uid: string, id: string): Promise<StoredJob | null> {
  const snapshot = await planJobRef(home, uid, id).get();
  return snapshot.exists ? storedJobOf(home, snapshot.data()!) : null;
}

export interface NewJob {
  uid: string;
  id: string;
  kind: PlanJobKind;
  request: unknown;
  fingerprint: string;
  charge: JobCharge;
  status: Extract<PlanJobStatus, "queued" | "running">;
  daysTotal: number;
  deadlineAt: Date;
}

export function createJobInTransaction(tx: Transaction, home: JobHome, job: NewJob): void {
  const now = FieldValue.serverTimestamp();
  tx.create(planJobRef(home, job.uid, job.id), {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: {
      stage: job.status === "queued" ? "queued" : "planning",
      daysDone: 0,
      daysTotal: job.daysTotal,
    } satisfies PlanJobProgress,
    days: [],
    result: null,
    failure: null,
    uid: job.uid,
    request: job.request,
    fingerprint: job.fingerprint,
    charge: job.charge,
    deadlineAt: Timestamp.fromDate(job.deadlineAt),
    createdAt: now,
    updatedAt: now,
  });
}

export function updateJobInTransaction(
  tx: Transaction,
  home: JobHome,
  uid: string,
  id: string,
  change: {
    status?: PlanJobStatus;
    progress?: PlanJobProgress;
    days?: (DraftDay | FinalDay)[];
    result?: PlanJobResult;
    failure?: PlanJobFailure;
  },
): void {
  tx.update(planJobRef(home, uid, id), { ...change, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Progress while running: plain writes, since only the job's one runner writes them, and none after
 * its deadline (jobs/execute.ts), before which no one else fails the job (the sweeper waits a minute
 * past it).
 */
export async function writeProgress(
  home: JobHome,
  uid: string,
  id: string,
  change: { progress: PlanJobProgress; days?: (DraftDay | FinalDay)[] },
): Promise<void> {
  await planJobRef(home, uid, id).update({ ...change, updatedAt: FieldValue.serverTimestamp() });
}

/** Jobs still queued or running whose deadline is before `cutoff`, in both homes (collection group queries). */
export async function findOverdueJobs(cutoff: Date, limit: number): Promise<StoredJob[]> {
  const found: StoredJob[] = [];
  for (const home of ["jobs", "requests"] as const) {
    const snapshot = await firestore()
      .collectionGroup(COLLECTION[home])
      .where("status", "in", OPEN_STATUSES)
      .where("deadlineAt", "<", Timestamp.fromDate(cutoff))
      .limit(limit)
      .get();
    found.push(...snapshot.docs.map((doc) => storedJobOf(home, doc.data())));
  }
  return found;
}
