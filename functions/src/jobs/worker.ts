import type { PlanGenerator } from "../planning/generator.ts";
import { selectGenerator } from "../planning/select-generator.ts";
import { readJob, type StoredJob } from "../store/plan-jobs.ts";
import { executeJob } from "./execute.ts";
import { failureOf } from "./failure.ts";
import { claimJob, failJobWithRetries } from "./lifecycle.ts";
import { parseStoredRequest, planWork } from "./work.ts";

/**
 * A browser job's overall deadline: a model's draft with its repair and refill, and grounding, fit
 * well inside it; the worker function's own timeout (index.ts) leaves time after it to fail and refund.
 */
export const JOB_DEADLINE_MS = 4 * 60_000;

export interface WorkerOptions {
  generatorFor?: () => PlanGenerator;
}

/**
 * Runs one browser plan job (users/{uid}/planJobs/{id}), as the Firestore trigger does when the job
 * is created. A trigger delivered twice runs it once: only the claim that finds it queued proceeds.
 * Returns the job as it ended, or null when this call did not run it.
 */
export async function runPlanJob(uid: string, id: string, options: WorkerOptions = {}): Promise<StoredJob | null> {
  const job = await claimJob("jobs", uid, id);
  if (!job) return null;
  let work;
  try {
    work = planWork(parseStoredRequest(job.kind, job.request), (options.generatorFor ?? selectGenerator)());
  } catch (error) {
    // Checked when the job was accepted; a request that no longer passes (a start date now past) is failed and refunded.
    return failJobWithRetries(job, failureOf(error, false));
  }
  return executeJob(job, work, { followable: true });
}

/** For tests and tools: the job as stored. */
export const readPlanJob = (uid: string, id: string) => readJob("jobs", uid, id);
