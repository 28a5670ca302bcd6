import { ApiRequestError } from "../../../lib/api-error";

/**
 * What a failed plan load means for the plan page (SPEC sections 2 and 8): a 404 is "not found" and
 * stays on the page, a 401 has already ended the session (the API client did it), anything else is
 * a toast and the way back to /saved.
 */
export type PlanLoadFailure = "not-found" | "session-expired" | "failed";

export function planLoadFailure(error: unknown): PlanLoadFailure {
  if (!(error instanceof ApiRequestError)) return "failed";
  if (error.status === 404) return "not-found";
  if (error.status === 401) return "session-expired";
  return "failed";
}
