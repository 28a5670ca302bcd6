import { z } from "zod";
import { DraftDay, FinalDay } from "../itinerary.ts";
import { MAX_DAYS } from "../limits.ts";
import { GenerateFinalPlanRequest, GenerateFinalPlanResponse } from "./generate-final-plan.ts";
import { GenerateItineraryRequest, GenerateItineraryResponse } from "./generate-itinerary.ts";
import { RegenerateItineraryRequest, RegenerateItineraryResponse } from "./regenerate-itinerary.ts";

/**
 * Plan jobs: generation that outlives one HTTP request. The browser makes the id (a UUID), posts the
 * job, and follows its document at `users/{uid}/planJobs/{id}` (owner-readable, never client-written)
 * or polls `GET /api/plan-jobs/{id}`. Both carry the same shape, `PlanJob` below.
 */
export const PLAN_JOB_KINDS = ["generate", "regenerate", "finalize"] as const;
export const PlanJobKind = z.enum(PLAN_JOB_KINDS);
export type PlanJobKind = z.infer<typeof PlanJobKind>;

export const PlanJobId = z.string().uuid("id must be a UUID");

/** `request` is the body of the matching SPEC endpoint, validated by that endpoint's own schema. */
export const CreatePlanJobRequest = z.discriminatedUnion("kind", [
  z.object({ id: PlanJobId, kind: z.literal("generate"), request: GenerateItineraryRequest }),
  z.object({ id: PlanJobId, kind: z.literal("regenerate"), request: RegenerateItineraryRequest }),
  z.object({ id: PlanJobId, kind: z.literal("finalize"), request: GenerateFinalPlanRequest }),
]);
export type CreatePlanJobRequest = z.infer<typeof CreatePlanJobRequest>;
export type CreatePlanJobRequestInput = z.input<typeof CreatePlanJobRequest>;

export const PLAN_JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export const PlanJobStatus = z.enum(PLAN_JOB_STATUSES);
export type PlanJobStatus = z.infer<typeof PlanJobStatus>;

/** What the job is doing now, for the screen to name ("Planning day 3 of 7…"). */
export const PLAN_JOB_STAGES = ["queued", "planning", "checking-places", "scheduling", "done", "failed"] as const;
export const PlanJobStage = z.enum(PLAN_JOB_STAGES);
export type PlanJobStage = z.infer<typeof PlanJobStage>;

export const PlanJobProgress = z.object({
  stage: PlanJobStage,
  daysDone: z.number().int().min(0).max(MAX_DAYS),
  daysTotal: z.number().int().min(0).max(MAX_DAYS),
});
export type PlanJobProgress = z.infer<typeof PlanJobProgress>;

/** The job's result is exactly the matching SPEC endpoint's response. */
export const PlanJobResult = z.union([
  GenerateFinalPlanResponse,
  GenerateItineraryResponse,
  RegenerateItineraryResponse,
]);
export type PlanJobResult = z.infer<typeof PlanJobResult>;

/** A failed job: the HTTP status the SPEC endpoint would have answered, and the catalogue's wording. */
export const PlanJobFailure = z.object({ status: z.number().int(), detail: z.string() });
export type PlanJobFailure = z.infer<typeof PlanJobFailure>;

export const PlanJob = z.object({
  id: PlanJobId,
  kind: PlanJobKind,
  status: PlanJobStatus,
  progress: PlanJobProgress,
  /** Days finished so far, in day order: draft days for generate/regenerate, final days for finalize. */
  days: z.array(z.union([FinalDay, DraftDay])).max(MAX_DAYS),
  result: PlanJobResult.nullable(),
  failure: PlanJobFailure.nullable(),
});
export type PlanJob = z.infer<typeof PlanJob>;

/** The statuses a job ends in; a job in one of them never changes again. */
export const FINISHED_PLAN_JOB_STATUSES = ["done", "failed"] as const satisfies readonly PlanJobStatus[];
export const isFinishedPlanJob = (job: Pick<PlanJob, "status">): boolean =>
  (FINISHED_PLAN_JOB_STATUSES as readonly string[]).includes(job.status);

/**
 * The answer to POST /api/plan-jobs: 202 for a job this call accepted, 200 for one already accepted
 * under that id (nothing charged again). `id` and `status` are always there. `job` is there exactly
 * when the job has finished by the time of the answer (status done or failed): the whole job as GET
 * returns it, so the caller has the result (or the failure) without following the document. A job
 * the server can finish well inside the request (the offline planner) is run by the accepting request
 * itself and answered this way; a long one (Gemini) answers queued and is run by the worker.
 */
export const CreatePlanJobResponse = z
  .object({
    id: PlanJobId,
    status: PlanJobStatus,
    job: PlanJob.optional(),
    /** The balance right after this job's charge, when this request accepted it: the header shows the charge at once. */
    tokens_remaining: z.number().int().min(0).optional(),
  })
  .refine(
    (answer) =>
      answer.job === undefined
        ? !isFinishedPlanJob(answer)
        : isFinishedPlanJob(answer) && answer.job.id === answer.id && answer.job.status === answer.status,
    {
      message: "a finished job's answer carries the job (with the same id and status), an unfinished one's does not",
      path: ["job"],
    },
  );
export type CreatePlanJobResponse = z.infer<typeof CreatePlanJobResponse>;

export const GetPlanJobResponse = PlanJob;
export type GetPlanJobResponse = PlanJob;

/** Where the job document lives; the rules let only its owner read it. */
export const planJobPath = (uid: string, id: string) => `users/${uid}/planJobs/${id}`;
