import type { DraftDay, FinalDay, PlanJobProgress, PlanJobResult } from "@itinerary/contract";
import { log } from "../logs.ts";
import type { PipelineStage } from "../planning/pipeline/pipeline.ts";
import { writeProgress, type StoredJob } from "../store/plan-jobs.ts";
import { failureOf } from "./failure.ts";
import { completeJob, failJobWithRetries } from "./lifecycle.ts";
import type { PlanWork } from "./work.ts";

export class DeadlineExceeded extends Error {
  constructor() {
    super("the plan job's deadline passed");
    this.name = "DeadlineExceeded";
  }
}

export interface ExecuteOptions {
  /** Write each finished day and the stage into the job document (a browser follows it). */
  followable: boolean;
  now?: () => number;
}

/**
 * Runs a claimed job to its end within its deadline: the result on success; on failure or at the
 * deadline the job is failed and refunded (lifecycle.ts makes that happen once). Returns the job as
 * it ended, or null when even failing it could not be recorded (the sweeper settles it later).
 */
export async function executeJob(job: StoredJob, work: PlanWork, options: ExecuteOptions): Promise<StoredJob | null> {
  const now = options.now ?? Date.now;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), Math.max(0, job.deadlineAt.getTime() - now()));
  const progress = options.followable ? progressWriter(job, deadline.signal) : null;
  try {
    const produced = await work.run({ signal: deadline.signal, onDay: progress?.day, onStage: progress?.stage });
    await progress?.flush();
    const result = { ...produced, tokens_remaining: job.charge.balanceAfter } as PlanJobResult;
    const done = await completeJob(job, result);
    if (done) return done;
    // The sweeper failed (and refunded) it first: the plan is not kept, since its tokens are back.
    log.warn("plan job finished after it was failed", { uid: job.uid, id: job.id });
    return null;
  } catch (error) {
    // A day still being grounded when the run failed must not be written after the failure clears
    // the days: the writer takes nothing more, then its queued writes finish.
    progress?.close();
    await progress?.flush();
    return failJobWithRetries(job, failureOf(error, deadline.signal.aborted));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes progress as it happens, one write at a time and in order, and none after the deadline (the
 * failure is written then). A failed progress write is logged and skipped: the result still counts.
 */
function progressWriter(job: StoredJob, signal: AbortSignal) {
  const days = new Map<number, DraftDay | FinalDay>();
  let progress: PlanJobProgress = { ...job.progress, stage: "planning" };
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  const write = (withDays: boolean) => {
    if (closed) return;
    const snapshot = { progress, ...(withDays ? { days: [...days.values()].sort((a, b) => a.day - b.day) } : {}) };
    chain = chain.then(async () => {
      if (signal.aborted) return;
      try {
        await writeProgress(job.home, job.uid, job.id, snapshot);
      } catch (error) {
        log.warn("writing plan job progress failed", { uid: job.uid, id: job.id, error: String(error) });
      }
    });
  };
  return {
    day(day: DraftDay | FinalDay) {
      days.set(day.day, day);
      progress = { ...progress, daysDone: days.size };
      write(true);
    },
    stage(stage: PipelineStage) {
      progress = { ...progress, stage };
      write(false);
    },
    flush: () => chain,
    /** The run has ended: whatever its pipeline still reports is not written. */
    close: () => {
      closed = true;
    },
  };
}
