import { AccommodationType, Activity, FinalActivity, FinalDay, Interest, TripPreferences } from "@itinerary/contract";
import { z } from "zod";
import { initialPlannerState, type PlannerState } from "./planner-state";
import type { TripForm } from "./trip-form";

/**
 * The planner survives a reload and a closed tab (localStorage), per signed-in user: another
 * traveller on the same browser never sees it. What is read back is validated like an API answer;
 * anything that does not fit is dropped rather than trusted.
 */
const VERSION = 1;
const PREFIX = "planner:";

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
  }),
  fieldErrors: z.record(z.string(), z.string()),
  preferences: TripPreferences.nullable(),
  draft: z.array(z.object({ day: z.number().int().min(1), activities: z.array(KeyedActivity) })).nullable(),
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
});

/** What is kept: everything but the request in flight, which a reload cannot resume. */
export function serialize(state: PlannerState): string {
  const { pending: _pending, ...kept } = state;
  return JSON.stringify({ version: VERSION, state: kept });
}

export function deserialize(text: string | null): PlannerState | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { version?: unknown; state?: unknown };
    if (stored.version !== VERSION) return null;
    const parsed = StoredState.safeParse(stored.state);
    if (!parsed.success) return null;
    const state = parsed.data;
    return {
      ...initialPlannerState(),
      ...state,
      form: state.form as TripForm,
      fieldErrors: state.fieldErrors as PlannerState["fieldErrors"],
      // Display needs a plan; a draftless create mode is just the form.
      mode: state.final ? state.mode : "create",
      pending: null,
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
