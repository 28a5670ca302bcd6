import { ZodError } from "zod";
import { log } from "../logs.ts";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { selectGenerator } from "./select-generator.ts";
import { readJob, type StoredJob } from "../store/plan-jobs.ts";
import { executeJob } from "./execute.ts";
import { failureOf } from "./failure.ts";
import { claimJob, failJobWithRetries } from "./lifecycle.ts";
import { planWork, storedRequest } from "./work.ts";

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
  let job: StoredJob | null;
  try {
    job = await claimJob("jobs", uid, id);
  } catch (error) {
    // Only this server writes jobs, so a document that is not one was put there by hand (a console, a
    // test fixture): it is left alone, and the trigger must not crash the instance over it.
    if (error instanceof ZodError) {
      log.warn("a planJobs document is not a plan job; left alone", { uid, id });
      return null;
    }
    throw error;
  }
  if (!job) return null;
  let work;
  try {
    work = planWork(storedRequest(job.kind, job.request), (options.generatorFor ?? selectGenerator)());
  } catch (error) {
    // Its checks passed when the job was accepted; if one no longer does (the generator changed), fail and refund.
    return failJobWithRetries(job, failureOf(error, false));
  }
  return executeJob(job, work, { followable: true });
}

/** For tests and tools: the job as stored. */
export const readPlanJob = (uid: string, id: string) => readJob("jobs", uid, id);
