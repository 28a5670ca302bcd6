import { log } from "../logs.ts";
import { findOverdueJobs } from "../store/plan-jobs.ts";
import { PLANNING_INTERRUPTED_DETAIL } from "./failure.ts";
import { failJob } from "./lifecycle.ts";

/**
 * How long past its deadline a job may still be open before the sweeper steps in: its own runner
 * fails it at the deadline, and should have written that well within this.
 */
export const SWEEP_GRACE_MS = 60_000;
const SWEEP_BATCH = 200;

/**
 * Fails and refunds every job (browser jobs and SPEC endpoint runs) still queued or running past its
 * deadline plus the grace: its instance crashed or its trigger never came, and no charge may stay
 * stranded. Safe to run concurrently with a runner or another sweep: failJob changes a job once.
 */
export async function sweepOverdueJobs(
  now = new Date(),
  graceMs = SWEEP_GRACE_MS,
): Promise<{ found: number; failed: number }> {
  const overdue = await findOverdueJobs(new Date(now.getTime() - graceMs), SWEEP_BATCH);
  let failed = 0;
  for (const job of overdue) {
    try {
      if ((await failJob(job, { status: 503, detail: PLANNING_INTERRUPTED_DETAIL })).failed) failed++;
    } catch (error) {
      // The next sweep tries again.
      log.warn("sweeping a plan job failed", { uid: job.uid, id: job.id, error: String(error) });
    }
  }
  if (overdue.length) log.info("plan jobs swept", { found: overdue.length, failed });
  return { found: overdue.length, failed };
}
