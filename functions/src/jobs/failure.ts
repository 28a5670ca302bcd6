import type { PlanJobFailure } from "@itinerary/contract";
import { ApiError, INTERNAL_ERROR_DETAIL } from "../errors.ts";
import { log } from "../logs.ts";

/** Said when the overall deadline passed: the run stopped and its tokens came back. */
export const PLANNING_TIMEOUT_DETAIL =
  "Planning took too long and was stopped. No tokens were charged; please try again.";
/** Said by the sweeper for a run whose instance stopped before it finished (it was refunded). */
export const PLANNING_INTERRUPTED_DETAIL =
  "Planning was interrupted before it finished. No tokens were charged; please try again.";
/** A retry with the same Idempotency-Key while the first call is still running. */
export const IDEMPOTENCY_IN_PROGRESS_DETAIL =
  "A request with this Idempotency-Key is still being processed. Wait a moment and send it again to get its answer.";
export const IDEMPOTENCY_MISMATCH_DETAIL =
  "This Idempotency-Key was already used with a different request. Use a new key for a new request.";
export const JOB_ID_MISMATCH_DETAIL =
  "This job id was already used with a different request. Make a new id for a new plan.";
export const IDEMPOTENCY_KEY_INVALID_DETAIL = "The Idempotency-Key header must be 1 to 255 printable ASCII characters.";
export const JOB_NOT_FOUND_DETAIL = "This plan job was not found.";

/** How a failed run is told, in the words its SPEC endpoint would have answered with. */
export function failureOf(error: unknown, timedOut: boolean): PlanJobFailure {
  if (timedOut) return { status: 504, detail: PLANNING_TIMEOUT_DETAIL };
  if (error instanceof ApiError) {
    // A job keeps only status and detail: a server-side cause is logged here, unless already logged where it was understood.
    if (error.status >= 500 && !error.reported) log.unexpectedError("planJob", error.cause ?? error);
    return { status: error.status, detail: error.detail };
  }
  log.unexpectedError("planJob", error);
  return { status: 500, detail: INTERNAL_ERROR_DETAIL };
}
