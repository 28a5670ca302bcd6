import type {
  DraftDay,
  FinalDay,
  GenerateFinalPlanResponse,
  GenerateItineraryResponse,
  PlanJob,
  PlanJobProgress,
  PlanJobResult,
  TripPreferences,
} from "@itinerary/contract";

export type PlannerRequest = "generate" | "regenerate" | "finalize";

/**
 * A generation the planner asked the server for, as a plan job (issue 12). The id is made here, so a
 * retry of the same click (a lost answer, a reload) names the same job and is never charged twice.
 *   sending  the POST is on its way; the server may or may not have the job yet
 *   running  the server accepted it; its document is followed until it is done or failed
 * A job the server finished inside the POST (the offline planner) is applied from the POST's answer
 * straight from "sending": it is never running here, so its document is never followed.
 *   unsent   the POST failed; kept only so that the same request sent again reuses the id
 */
export type PlannerJobPhase = "sending" | "running" | "unsent";

export interface PlannerJob {
  id: string;
  request: PlannerRequest;
  /** Identifies what was asked, so only the same request reuses the id (another one would be a 409). */
  fingerprint: string;
  /** The preferences the result is applied with (a draft remembers what it was made from). */
  preferences: TripPreferences;
  phase: PlannerJobPhase;
  progress: PlanJobProgress | null;
  /** Days finished so far, shown read-only while the rest are planned. */
  days: Array<DraftDay | FinalDay>;
}

/**
 * A short, stable digest of a request body (cyrb53): two different requests practically never share
 * one, and the stored planner does not carry a second copy of the draft.
 */
export function requestFingerprint(body: unknown): string {
  const text = JSON.stringify(body) ?? "";
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The id for a new request: the unsent job's when it is the same request again, else a fresh UUID. */
export function jobIdFor(
  previous: PlannerJob | null,
  request: PlannerRequest,
  fingerprint: string,
  newId: () => string,
): string {
  if (previous && previous.phase === "unsent" && previous.request === request && previous.fingerprint === fingerprint)
    return previous.id;
  return newId();
}

/** What a job, as the server tells it (its document, or the POST's answer), means for the planner. */
export type PlanJobOutcome =
  | { kind: "done"; result: GenerateItineraryResponse | GenerateFinalPlanResponse }
  | { kind: "failed"; status: number; detail: string | null }
  /** Done, but its result is not the shape its request's SPEC endpoint answers: a server bug. */
  | { kind: "malformed" }
  | { kind: "running"; progress: PlanJobProgress; days: Array<DraftDay | FinalDay> };

/** The result in the shape its request's SPEC endpoint answers, or null when it is not that shape. */
function resultFor(
  request: PlannerRequest,
  result: PlanJobResult,
): GenerateItineraryResponse | GenerateFinalPlanResponse | null {
  if (request === "finalize") return "structured_plan" in result ? result : null;
  return "itinerary" in result ? result : null;
}

export function jobOutcome(request: PlannerRequest, job: PlanJob): PlanJobOutcome {
  if (job.status === "done" && job.result) {
    const result = resultFor(request, job.result);
    return result ? { kind: "done", result } : { kind: "malformed" };
  }
  // A failure without its words gets the action's fallback (the SPEC's wording for that action).
  if (job.status === "failed")
    return { kind: "failed", status: job.failure?.status ?? 500, detail: job.failure?.detail ?? null };
  return { kind: "running", progress: job.progress, days: job.days };
}
