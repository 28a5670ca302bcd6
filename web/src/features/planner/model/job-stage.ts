import type { PlanJobProgress } from "@itinerary/contract";
import type { PlannerRequest } from "./plan-job";

/* How a running job is put into words and a progress bar; loaded with the progress panel, not before. */

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
