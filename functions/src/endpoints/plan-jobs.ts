import {
  GenerateFinalPlanRequest,
  GenerateItineraryRequest,
  PlanJob,
  PlanJobId,
  PlanJobKind,
  RegenerateItineraryRequest,
  type GetPlanJobResponse,
} from "@itinerary/contract";
import { z } from "zod";
import { badRequest, notFound } from "../errors.ts";
import { endpoint, RawResponse } from "../http/guard.ts";
import { formatIssues } from "../http/issues.ts";
import { JOB_NOT_FOUND_DETAIL } from "../jobs/failure.ts";
import { answerOf, startPlanJob } from "../jobs/start-plan-job.ts";
import type { PlanRequest } from "../jobs/work.ts";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { selectGenerator } from "../jobs/select-generator.ts";
import { readJob } from "../store/plan-jobs.ts";

/** The envelope first; the inner request then goes through its SPEC endpoint's own schema, for the same wording. */
const Envelope = z.object({ id: PlanJobId, kind: PlanJobKind, request: z.unknown() });

const SCHEMAS = {
  generate: GenerateItineraryRequest,
  regenerate: RegenerateItineraryRequest,
  finalize: GenerateFinalPlanRequest,
} as const;

function innerRequest(envelope: z.infer<typeof Envelope>): PlanRequest {
  const parsed = SCHEMAS[envelope.kind].safeParse(envelope.request ?? {});
  if (!parsed.success) throw badRequest(formatIssues(parsed.error.issues));
  return { kind: envelope.kind, request: parsed.data } as PlanRequest;
}

export interface PlanJobEndpointOptions {
  /** The generator the job is checked for, and run with when it finishes inline (the worker selects its own the same way). */
  generatorFor?: () => PlanGenerator;
  deadlineMs?: number;
  inlineDeadlineMs?: number;
}

/**
 * POST /api/plan-jobs accepts a job (charged and recorded in one transaction): 202 for a new job and
 * 200 for one already accepted under that id. A job its generator finishes in milliseconds (the
 * offline planner) is run by this request and answered finished, result included; any other is
 * answered queued and run by the Firestore trigger (jobs/start-plan-job.ts).
 * GET /api/plan-jobs/{id} returns the job document's public shape; only its owner finds it.
 */
export function planJobEndpoints({
  generatorFor = selectGenerator,
  deadlineMs,
  inlineDeadlineMs,
}: PlanJobEndpointOptions = {}) {
  const createPlanJob = endpoint(
    { name: "createPlanJob", method: "POST", checkRevoked: true, body: Envelope },
    async ({ uid, body }) => {
      const asked = innerRequest(body);
      const { created, job } = await startPlanJob(uid, body.id, asked, {
        generator: generatorFor(),
        deadlineMs,
        inlineDeadlineMs,
      });
      const answer = answerOf(job, created);
      return new RawResponse((res) => res.status(created ? 202 : 200).json(answer));
    },
  );

  const getPlanJob = endpoint(
    { name: "getPlanJob", method: "GET", hasId: true },
    async ({ uid, id }): Promise<GetPlanJobResponse> => {
      const job = await readJob("jobs", uid, id!);
      if (!job) throw notFound(JOB_NOT_FOUND_DETAIL);
      return PlanJob.parse(job);
    },
  );

  return { createPlanJob, getPlanJob };
}

export const { createPlanJob, getPlanJob } = planJobEndpoints();
