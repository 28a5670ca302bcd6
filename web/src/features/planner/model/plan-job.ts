import type { DraftDay, FinalDay, PlanJobProgress, TripPreferences } from "@itinerary/contract";

export type PlannerRequest = "generate" | "regenerate" | "finalize";

/**
 * A generation the planner asked the server for, as a plan job (issue 12). The id is made here, so a
 * retry of the same click (a lost answer, a reload) names the same job and is never charged twice.
 *   sending  the POST is on its way; the server may or may not have the job yet
 *   running  the server accepted it; its document is followed until it is done or failed
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
export function jobIdFor(previous: PlannerJob | null, request: PlannerRequest, fingerprint: string, newId: () => string): string {
  if (previous && previous.phase === "unsent" && previous.request === request && previous.fingerprint === fingerprint) return previous.id;
  return newId();
}

/** The job's stages as the screen names them, in the order they happen. */
export const JOB_STEPS = [
  { stage: "queued", label: "Queued" },
  { stage: "planning", label: "Planning" },
  { stage: "checking-places", label: "Checking places" },
  { stage: "scheduling", label: "Scheduling" },
] as const;

const VERB: Record<PlannerRequest, string> = { generate: "Planning", regenerate: "Replanning", finalize: "Finalizing" };

/** One calm line for where the job is: "Planning day 3 of 7…". */
export function progressLine(request: PlannerRequest, progress: PlanJobProgress | null): string {
  if (!progress || progress.stage === "queued") return "Waiting for a planner…";
  switch (progress.stage) {
    case "planning": {
      const { daysDone, daysTotal } = progress;
      if (daysTotal > 0 && daysDone < daysTotal) return `${VERB[request]} day ${daysDone + 1} of ${daysTotal}…`;
      return `${VERB[request]} your days…`;
    }
    case "checking-places":
      return "Checking places…";
    case "scheduling":
      return "Putting your days in order…";
    case "done":
      return "Done.";
    case "failed":
      return "Stopped.";
  }
}

/** How far along the job is, 0 to 1, for a progress bar that never goes backwards between stages. */
export function progressFraction(progress: PlanJobProgress | null): number {
  if (!progress) return 0;
  const { stage, daysDone, daysTotal } = progress;
  const days = daysTotal > 0 ? Math.min(daysDone / daysTotal, 1) : 0;
  switch (stage) {
    case "queued":
      return 0.02;
    case "planning":
      return 0.05 + 0.75 * days;
    case "checking-places":
      return 0.85;
    case "scheduling":
      return 0.93;
    case "done":
    case "failed":
      return 1;
  }
}
