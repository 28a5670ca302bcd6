import { isFinishedPlanJob, PlanJob, type CreatePlanJobResponse } from "@itinerary/contract";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { readJob, type StoredJob } from "../store/plan-jobs.ts";
import { executeJob } from "./execute.ts";
import { JOB_ID_MISMATCH_DETAIL } from "./failure.ts";
import { acceptJob } from "./lifecycle.ts";
import { REQUEST_DEADLINE_MS } from "./run-request.ts";
import { JOB_DEADLINE_MS } from "./worker.ts";
import { planWork, type PlanRequest } from "./work.ts";

export interface StartOptions {
  generator: PlanGenerator;
  /** The deadline of a job the worker runs. */
  deadlineMs?: number;
  /** The deadline of a job the accepting request runs itself: inside Firebase Hosting's 60 s, like a SPEC endpoint's. */
  inlineDeadlineMs?: number;
}

/**
 * Accepts a browser plan job (charged and recorded in one transaction) and, when its generator is
 * sure to finish well inside this request, runs it here and now. Such a job is recorded already
 * running, so the Firestore trigger that its creation still fires finds it claimed and leaves it; it
 * runs through executeJob as the worker's jobs do (done, or failed and refunded exactly once) and
 * the job is returned finished. Any other job is returned queued, for the worker. The same id again
 * returns the job as it is now, charged nothing.
 */
export async function startPlanJob(
  uid: string,
  id: string,
  asked: PlanRequest,
  options: StartOptions,
): Promise<{ created: boolean; job: StoredJob }> {
  const work = planWork(asked, options.generator);
  const inline = await options.generator.finishesInline();
  const { created, job } = await acceptJob({
    home: "jobs",
    uid,
    id,
    kind: asked.kind,
    request: asked.request,
    work,
    status: inline ? "running" : "queued",
    deadlineMs: inline ? (options.inlineDeadlineMs ?? REQUEST_DEADLINE_MS) : (options.deadlineMs ?? JOB_DEADLINE_MS),
    mismatchDetail: JOB_ID_MISMATCH_DETAIL,
  });
  if (!created || !inline) return { created, job };
  // Nobody watches an inline job's days arrive (it ends in milliseconds), so no progress writes:
  // a reload in between sees it running and then done.
  const ended = await executeJob(job, work, { followable: false });
  if (ended) return { created, job: ended };
  // Not recorded as ended here (the sweeper beat it, or Firestore refused the failure): answer with
  // what the document says, or as running; the browser then follows the document as for any job.
  return { created, job: (await readJob("jobs", uid, id).catch(() => null)) ?? job };
}

/**
 * POST /api/plan-jobs's answer: a finished job comes whole, so the caller need not follow its document;
 * a job this request accepted and left running says the balance its charge left, for the header.
 */
export function answerOf(job: StoredJob, created: boolean): CreatePlanJobResponse {
  if (isFinishedPlanJob(job)) return { id: job.id, status: job.status, job: PlanJob.parse(job) };
  return created
    ? { id: job.id, status: job.status, tokens_remaining: job.charge.balanceAfter }
    : { id: job.id, status: job.status };
}
