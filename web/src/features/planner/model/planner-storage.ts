import {
  AccommodationType,
  Activity,
  DraftDay,
  FinalActivity,
  FinalDay,
  Interest,
  MAX_AI_JOBS_PER_SAVE,
  PlanJobId,
  PlanJobKind,
  TripPreferences,
} from "@itinerary/contract";
import { z } from "zod";
import { PLANNER_STORAGE_PREFIX } from "../../../lib/traveller-storage";
import type { PlannerJob } from "./plan-job";
import { initialPlannerState, type PlannerState } from "./planner-state";
import type { TripForm } from "./trip-form";

/**
 * The planner survives a reload and a closed tab (localStorage), per signed-in user: another
 * traveller on the same browser never sees it, and sign-out or account deletion removes it
 * (lib/traveller-storage.ts). What is read back is validated like an API answer; anything that does
 * not fit is dropped rather than trusted.
 */
const VERSION = 1;
const PREFIX = PLANNER_STORAGE_PREFIX;

export function plannerStorageKey(uid: string, scope = "new"): string {
  return `${PREFIX}v${VERSION}:${uid}:${scope}`;
}

const KeyedActivity = Activity.extend({ id: z.string().min(1) });
const KeyedFinalActivity = FinalActivity.extend({ id: z.string().min(1) });

const StoredState = z.object({
  mode: z.enum(["create", "display", "saved"]),
  form: z.object({
    departureCity: z.string(),
    destinationCity: z.string(),
    startDate: z.string(),
    numberOfDays: z.string(),
    totalBudget: z.string(),
    travelType: TripPreferences.shape.travelType,
    travelPace: TripPreferences.shape.travelPace,
    transport: TripPreferences.shape.transport,
    accommodation: z.array(AccommodationType),
    interests: z.array(Interest),
    specialRequests: z.string(),
    // Absent from a state stored before travellers could name their own stay.
    stayName: z.string().default(""),
    stayAddress: z.string().default(""),
  }),
  fieldErrors: z.record(z.string(), z.string()),
  preferences: TripPreferences.nullable(),
  draft: z
    .array(
      z.object({
        day: z.number().int().min(1),
        day_start: DraftDay.shape.day_start,
        declined: DraftDay.shape.declined,
        activities: z.array(KeyedActivity),
      }),
    )
    .nullable(),
  draftVersion: z.number(),
  notifications: z.array(z.string()),
  final: z
    .object({
      days: z.array(FinalDay.extend({ activities: z.array(KeyedFinalActivity) })),
      summary: z.string(),
    })
    .nullable(),
  selectedId: z.string().nullable(),
  suggestion: z.string(),
  isSaved: z.boolean(),
  savedId: z.string().nullable(),
  // Optional: planners stored before saves named their paid jobs have none.
  aiJobs: z.array(PlanJobId).max(MAX_AI_JOBS_PER_SAVE).optional(),
  // Optional: planners stored before plan jobs have none.
  job: z
    .object({
      id: PlanJobId,
      request: PlanJobKind,
      fingerprint: z.string().min(1).max(64),
      preferences: TripPreferences,
      phase: z.enum(["sending", "running", "unsent"]),
    })
    .nullable()
    .optional(),
});

type StoredJob = Pick<PlannerJob, "id" | "request" | "fingerprint" | "preferences" | "phase">;

function storedJob(job: PlannerJob | null): StoredJob | null {
  if (!job) return null;
  const { id, request, fingerprint, preferences, phase } = job;
  return { id, request, fingerprint, preferences, phase };
}

/**
 * A job read back is followed again (never posted again): one whose POST had not been answered may
 * or may not exist, and following it tells which (a missing one becomes a retry that keeps its id).
 */
function resumedJob(job: StoredJob): PlannerJob {
  return { ...job, phase: job.phase === "unsent" ? "unsent" : "running", progress: null, days: [] };
}

/** What is kept: everything but the request in flight, which the job (id, not progress) brings back. */
export function serialize(state: PlannerState): string {
  const { pending: _pending, job, ...kept } = state;
  return JSON.stringify({ version: VERSION, state: { ...kept, job: storedJob(job) } });
}

export function deserialize(text: string | null): PlannerState | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { version?: unknown; state?: unknown };
    if (stored.version !== VERSION) return null;
    const parsed = StoredState.safeParse(stored.state);
    if (!parsed.success) return null;
    const { job: keptJob, ...state } = parsed.data;
    const job = keptJob ? resumedJob(keptJob) : null;
    return {
      ...initialPlannerState(),
      ...state,
      form: state.form as TripForm,
      fieldErrors: state.fieldErrors as PlannerState["fieldErrors"],
      // Display needs a plan; a draftless create mode is just the form.
      mode: state.final ? state.mode : "create",
      job,
      // A job still running keeps every action waiting, as before the reload.
      pending: job?.phase === "running" ? job.request : null,
    };
  } catch {
    return null;
  }
}

/** Storage may be full, blocked or absent (private modes); the planner then simply does not persist. */
export function readStored(storage: Storage | undefined, key: string): PlannerState | null {
  try {
    return deserialize(storage?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage | undefined, key: string, state: PlannerState): void {
  try {
    storage?.setItem(key, serialize(state));
  } catch {
    // Quota or privacy settings: keep working without persistence.
  }
}
