import { randomUUID } from "node:crypto";
import type { PlanJobResult } from "@itinerary/contract";
import { ApiError, conflict, INTERNAL_ERROR_DETAIL, unavailable } from "../errors.ts";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { readJob, type StoredJob } from "../store/plan-jobs.ts";
import { executeJob } from "./execute.ts";
import { IDEMPOTENCY_IN_PROGRESS_DETAIL, IDEMPOTENCY_MISMATCH_DETAIL } from "./failure.ts";
import { idempotencyRunId } from "./fingerprint.ts";
import { acceptJob } from "./lifecycle.ts";
import { planWork, type PlanRequest } from "./work.ts";

/**
 * A SPEC planning endpoint finishes or fails within this, so its answer arrives inside Firebase
 * Hosting's 60 s limit on a rewritten request, with time left to record a failure and refund.
 */
export const REQUEST_DEADLINE_MS = 50_000;

export interface RunRequestOptions {
  generator: PlanGenerator;
  deadlineMs?: number;
}

/**
 * A SPEC endpoint's paid run, through the same machinery as a plan job: the run is recorded with its
 * charge, so a crashed instance is refunded by the sweeper. With an Idempotency-Key, the same key and
 * the same body answer what the first call answered, without a second charge; another body is a 409.
 */
export async function runPlanRequest(
  uid: string,
  asked: PlanRequest,
  idempotencyKey: string | null,
  options: RunRequestOptions,
): Promise<PlanJobResult> {
  const work = planWork(asked, options.generator);
  const id = idempotencyKey ? idempotencyRunId(uid, idempotencyKey) : randomUUID();
  const { created, job } = await acceptJob({
    home: "requests",
    uid,
    id,
    kind: asked.kind,
    request: asked.request,
    work,
    status: "running",
    deadlineMs: options.deadlineMs ?? REQUEST_DEADLINE_MS,
    mismatchDetail: IDEMPOTENCY_MISMATCH_DETAIL,
  });
  if (!created) return answerOf(job);
  const ended = (await executeJob(job, work, { followable: false })) ?? (await readJob("requests", uid, id));
  if (!ended) throw unavailable(INTERNAL_ERROR_DETAIL);
  return answerOf(ended);
}

/** What the endpoint answers for a run: its result, its failure as the same error, or "still running". */
function answerOf(job: StoredJob): PlanJobResult {
  if (job.status === "done" && job.result) return job.result;
  // Its cause was logged when the run failed (failure.ts); the guard need not log it again.
  if (job.status === "failed" && job.failure)
    throw new ApiError(job.failure.status, job.failure.detail, { reported: true });
  if (job.status === "failed") throw unavailable(INTERNAL_ERROR_DETAIL);
  throw conflict(IDEMPOTENCY_IN_PROGRESS_DETAIL);
}
