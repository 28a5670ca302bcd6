import {
  GenerateFinalPlanRequest,
  type GenerateFinalPlanResponse,
  GenerateItineraryRequest,
  type GenerateItineraryResponse,
  RegenerateItineraryRequest,
  type RegenerateItineraryResponse,
} from "@itinerary/contract";
import type { Request } from "express";
import { badRequest } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import { IDEMPOTENCY_KEY_INVALID_DETAIL } from "../jobs/failure.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../jobs/fingerprint.ts";
import { REQUEST_DEADLINE_MS, runPlanRequest } from "../jobs/run-request.ts";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { selectGenerator } from "../jobs/select-generator.ts";

export interface PlanningEndpointOptions {
  /** The generator for each request (tests meter a stand-in). */
  generatorFor?: () => PlanGenerator;
  /** The overall deadline of one request (tests shorten it). */
  deadlineMs?: number;
}

/** The optional Idempotency-Key header: absent is fine, malformed is a 400 before anything is charged. */
function idempotencyKeyOf(req: Request): string | null {
  const key = req.header("Idempotency-Key");
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID_DETAIL);
  return key;
}

/**
 * The three paid planning endpoints (SPEC section 7). Each runs through the plan-job machinery
 * (jobs/run-request.ts): charged and recorded together, finished or failed and refunded within the
 * deadline, and an Idempotency-Key makes a retry safe.
 */
export function planningEndpoints({
  generatorFor = selectGenerator,
  deadlineMs = REQUEST_DEADLINE_MS,
}: PlanningEndpointOptions = {}) {
  const run = () => ({ deadlineMs, generator: generatorFor() });

  const generateItinerary = endpoint(
    { name: "generateItinerary", method: "POST", checkRevoked: true, body: GenerateItineraryRequest },
    async ({ uid, body, req }): Promise<GenerateItineraryResponse> => {
      const key = idempotencyKeyOf(req);
      return (await runPlanRequest(uid, { kind: "generate", request: body }, key, run())) as GenerateItineraryResponse;
    },
  );

  const regenerateItinerary = endpoint(
    { name: "regenerateItinerary", method: "POST", checkRevoked: true, body: RegenerateItineraryRequest },
    async ({ uid, body, req }): Promise<RegenerateItineraryResponse> => {
      const key = idempotencyKeyOf(req);
      return (await runPlanRequest(
        uid,
        { kind: "regenerate", request: body },
        key,
        run(),
      )) as RegenerateItineraryResponse;
    },
  );

  const generateFinalPlan = endpoint(
    { name: "generateFinalPlan", method: "POST", checkRevoked: true, body: GenerateFinalPlanRequest },
    async ({ uid, body, req }): Promise<GenerateFinalPlanResponse> => {
      const key = idempotencyKeyOf(req);
      return (await runPlanRequest(uid, { kind: "finalize", request: body }, key, run())) as GenerateFinalPlanResponse;
    },
  );

  return { generateItinerary, regenerateItinerary, generateFinalPlan };
}

export const { generateItinerary, regenerateItinerary, generateFinalPlan } = planningEndpoints();
