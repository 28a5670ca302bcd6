import { MAX_AI_JOBS_PER_SAVE, maxStopsPerDay } from "@itinerary/contract";
import type {
  Activity,
  DraftDay,
  FinalDay,
  GenerateFinalPlanResponse,
  GenerateItineraryResponse,
  PlanJobProgress,
  TripPreferences,
} from "@itinerary/contract";
import {
  addActivityToDay,
  deleteActivity,
  draftFromPlan,
  locate,
  moveActivity,
  moveActivityToDay,
  shiftActivity,
  keyDraft,
  keyPlan,
  type KeyedDay,
  type KeyedFinalActivity,
  type KeyedFinalDay,
} from "./draft-edits";
import type { PlannerJob, PlannerRequest } from "./plan-job";
import { resizeFinalActivity, retimedByText } from "./stop-length";
import { emptyTripForm, formFromPreferences, type FieldError, type TripForm, type TripFormField } from "./trip-form";

export type { PlannerJob, PlannerRequest } from "./plan-job";

/** SPEC section 4: create (form and draft), display (the final plan), saved (a saved plan opened). */
export type PlannerMode = "create" | "display" | "saved";

export interface FinalPlan {
  days: KeyedFinalDay[];
  summary: string;
}

export interface PlannerState {
  mode: PlannerMode;
  form: TripForm;
  /** Fields highlighted after a failed Generate; each clears when its field is edited. */
  fieldErrors: Partial<Record<TripFormField, string>>;
  /** The preferences the current draft was made from (regenerate and finalize send these). */
  preferences: TripPreferences | null;
  draft: KeyedDay[] | null;
  /** Bumped on every draft edit, so an Undo can tell whether the draft is still the one it left. */
  draftVersion: number;
  notifications: string[];
  final: FinalPlan | null;
  selectedId: string | null;
  suggestion: string;
  /** The request in flight; every action button is disabled while there is one. */
  pending: PlannerRequest | null;
  /** The plan job behind `pending`, or the last one whose POST failed (its id is reused by a retry). */
  job: PlannerJob | null;
  isSaved: boolean;
  /** Set once saved: a later save updates this plan instead of creating another (SPEC section 4). */
  savedId: string | null;
  /**
   * Regenerate and finalize jobs run since the plan was opened or last saved: the next save names
   * them, so companions on a shared trip see who ran (and paid for) the change.
   */
  aiJobs: string[];
}

export type FinalActivityField =
  "name" | "time" | "highlight" | "transport" | "entry_fee" | "parking_spot" | "postcode";
export type FinalDayField = "estimated_daily_cost" | "accommodation_suggestion";

export type PlannerAction =
  | { type: "fieldChanged"; field: TripFormField; value: TripForm[TripFormField] }
  | { type: "departureDefaulted"; city: string }
  | { type: "validationFailed"; errors: FieldError[] }
  | { type: "jobStarted"; job: Pick<PlannerJob, "id" | "request" | "fingerprint" | "preferences"> }
  | { type: "jobAccepted"; id: string }
  | { type: "jobNotAccepted"; id: string }
  | { type: "jobProgressed"; id: string; progress: PlanJobProgress; days: PlannerJob["days"] }
  | { type: "jobDone"; id: string; result: GenerateItineraryResponse | GenerateFinalPlanResponse }
  | { type: "jobFailed"; id: string }
  | {
      type: "draftReceived";
      request: "generate" | "regenerate";
      itinerary: DraftDay[];
      notifications?: string[];
      preferences: TripPreferences;
    }
  | { type: "finalReceived"; plan: FinalDay[]; summary: string; notifications?: string[] }
  | { type: "suggestionChanged"; value: string }
  | { type: "activitySelected"; id: string | null }
  | { type: "activityMoved"; id: string; toIndex: number }
  /** A stop moved to another day, at `toIndex` there or at its end. */
  | { type: "activityMovedToDay"; id: string; day: number; toIndex?: number }
  /** A place of the traveller's own (from the guide's search, or typed with its address) at a day's end. */
  | { type: "activityAdded"; day: number; activity: Activity }
  | { type: "activityShifted"; id: string; direction: -1 | 1 }
  | { type: "activityDeleted"; id: string }
  | { type: "deleteUndone"; draft: KeyedDay[]; version: number }
  | { type: "finalActivityEdited"; id: string; field: FinalActivityField; value: string }
  | { type: "finalDayEdited"; day: number; field: FinalDayField; value: string }
  | { type: "finalActivityShifted"; id: string; direction: -1 | 1 }
  /** A stop made longer (positive) or shorter by some minutes; its day's later stops move with it. */
  | { type: "finalActivityResized"; id: string; delta: number }
  /** `after` is the plan without the stop (removeFinalActivity): an Undo puts `before` back only over it. */
  | { type: "finalActivityRemoved"; after: KeyedFinalDay[] }
  | { type: "finalRemoveUndone"; before: KeyedFinalDay[]; after: KeyedFinalDay[] }
  | { type: "backToEdit" }
  | { type: "finalShown" }
  | { type: "saveSucceeded"; id: string }
  | { type: "savedPlanOpened"; id: string; preferences: TripPreferences; plan: FinalDay[]; summary: string };

export function initialPlannerState(departureCity = ""): PlannerState {
  return {
    mode: "create",
    form: emptyTripForm(departureCity),
    fieldErrors: {},
    preferences: null,
    draft: null,
    draftVersion: 0,
    notifications: [],
    final: null,
    selectedId: null,
    suggestion: "",
    pending: null,
    job: null,
    isSaved: false,
    aiJobs: [],
    savedId: null,
  };
}

function editDraft(state: PlannerState, edit: (days: KeyedDay[]) => KeyedDay[]): PlannerState {
  if (!state.draft || state.pending) return state;
  const draft = edit(state.draft);
  if (draft === state.draft) return state;
  return { ...state, draft, draftVersion: state.draftVersion + 1 };
}

function editFinal(state: PlannerState, edit: (days: KeyedFinalDay[]) => KeyedFinalDay[] | null): PlannerState {
  if (!state.final) return state;
  const days = edit(state.final.days);
  // An unchanged value changes nothing, the saved flag included (SPEC section 5).
  if (!days) return state;
  return { ...state, final: { ...state.final, days }, isSaved: false };
}

/**
 * A final plan without one stop (a traveller on the road drops a visit); null when it is not there or
 * is its day's only stop (a day keeps at least one).
 */
export function removeFinalActivity(days: KeyedFinalDay[], id: string): KeyedFinalDay[] | null {
  const at = locate(days, id);
  if (!at || days[at.dayIndex]!.activities.length < 2) return null;
  return days.map((day, index) =>
    index === at.dayIndex ? { ...day, activities: day.activities.filter((stop) => stop.id !== id) } : day,
  );
}

/** A stop's time is its slot in the day: moved earlier or later, a stop takes the slot it lands in. */
const SLOT_FIELDS = ["time", "start_time", "end_time", "duration_minutes"] as const;

/**
 * Moves a stop of the final plan one place earlier or later in its day (the plan on the road: a
 * traveller swaps two visits). The day's time slots stay where they are; the stops trade them. Null at
 * either end of the day, where nothing moves.
 */
export function shiftFinalActivity(days: KeyedFinalDay[], id: string, direction: -1 | 1): KeyedFinalDay[] | null {
  const at = locate(days, id);
  if (!at) return null;
  const stops = days[at.dayIndex]!.activities;
  const to = at.index + direction;
  if (to < 0 || to >= stops.length) return null;
  const slot = (stop: KeyedFinalActivity) => Object.fromEntries(SLOT_FIELDS.map((field) => [field, stop[field]]));
  const moved = stops.map((stop, index) => {
    if (index === at.index) return { ...stops[to]!, ...slot(stop) } as KeyedFinalActivity;
    if (index === to) return { ...stops[at.index]!, ...slot(stop) } as KeyedFinalActivity;
    return stop;
  });
  return days.map((day, index) => (index === at.dayIndex ? { ...day, activities: moved } : day));
}

function editFinalActivity(
  days: KeyedFinalDay[],
  id: string,
  field: FinalActivityField,
  value: string,
): KeyedFinalDay[] | null {
  let changed = false;
  const next = days.map((day) => ({
    ...day,
    activities: day.activities.map((activity): KeyedFinalActivity => {
      if (activity.id !== id || (activity[field] ?? "") === value) return activity;
      // The name is required: an emptied name keeps the old one.
      if (field === "name" && !value.trim()) return activity;
      changed = true;
      return field === "time" ? retimedByText(activity, value) : { ...activity, [field]: value };
    }),
  }));
  return changed ? next : null;
}

export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case "fieldChanged": {
      if (state.form[action.field] === action.value) return state;
      const { [action.field]: _cleared, ...fieldErrors } = state.fieldErrors;
      return { ...state, form: { ...state.form, [action.field]: action.value }, fieldErrors };
    }
    case "departureDefaulted":
      // The profile's city fills From only while the traveller has not typed one.
      return state.form.departureCity ? state : { ...state, form: { ...state.form, departureCity: action.city } };
    case "validationFailed":
      return { ...state, fieldErrors: Object.fromEntries(action.errors.map((error) => [error.field, error.message])) };
    case "jobStarted":
      return state.pending
        ? state
        : { ...state, pending: action.job.request, job: { ...action.job, phase: "sending", progress: null, days: [] } };
    case "jobAccepted":
      return state.job?.id === action.id && state.job.phase === "sending"
        ? { ...state, job: { ...state.job, phase: "running" } }
        : state;
    case "jobNotAccepted":
      // Kept, not running: the same request sent again reuses this id, so a job the server did get is not charged twice.
      if (state.job?.id !== action.id) return state;
      return { ...state, pending: null, job: { ...state.job, phase: "unsent", progress: null, days: [] } };
    case "jobProgressed":
      if (state.job?.id !== action.id || state.job.phase === "unsent") return state;
      return { ...state, job: { ...state.job, phase: "running", progress: action.progress, days: action.days } };
    case "jobDone": {
      const job = state.job;
      if (job?.id !== action.id || job.phase === "unsent") return state;
      const { result } = action;
      const paid = job.request === "generate" ? state : { ...state, aiJobs: withJob(state.aiJobs, job.id) };
      if ("structured_plan" in result) {
        if (job.request !== "finalize") return state;
        return plannerReducer(paid, {
          type: "finalReceived",
          plan: result.structured_plan,
          summary: result.summary_text,
          notifications: result.notifications,
        });
      }
      if (job.request === "finalize") return state;
      return plannerReducer(paid, {
        type: "draftReceived",
        request: job.request,
        itinerary: result.itinerary,
        notifications: result.notifications,
        preferences: job.preferences,
      });
    }
    case "jobFailed":
      return state.job?.id === action.id ? { ...state, pending: null, job: null } : state;
    case "draftReceived":
      return {
        ...state,
        mode: "create",
        pending: null,
        job: null,
        preferences: action.preferences,
        draft: keyDraft(action.itinerary),
        draftVersion: state.draftVersion + 1,
        notifications: action.notifications ?? [],
        final: null,
        selectedId: null,
        isSaved: false,
        // A new trip is a new plan; a revision of the same trip still updates the plan it came from.
        savedId: action.request === "generate" ? null : state.savedId,
        aiJobs: action.request === "generate" ? [] : state.aiJobs,
        suggestion: action.request === "regenerate" ? "" : state.suggestion,
      };
    case "finalReceived":
      return {
        ...state,
        mode: "display",
        pending: null,
        job: null,
        final: { days: keyPlan(action.plan), summary: action.summary },
        notifications: action.notifications ?? [],
        selectedId: null,
        isSaved: false,
      };
    case "suggestionChanged":
      return { ...state, suggestion: action.value };
    case "activitySelected":
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
    case "activityMoved":
      return editDraft(state, (days) => moveActivity(days, action.id, action.toIndex));
    case "activityShifted":
      return editDraft(state, (days) => shiftActivity(days, action.id, action.direction));
    case "activityMovedToDay": {
      const maxStops = maxStopsPerDay(state.preferences?.travelPace);
      return editDraft(state, (days) => moveActivityToDay(days, action.id, action.day, maxStops, action.toIndex));
    }
    case "activityAdded": {
      const maxStops = maxStopsPerDay(state.preferences?.travelPace);
      return editDraft(state, (days) => addActivityToDay(days, action.day, action.activity, maxStops));
    }
    case "activityDeleted": {
      const next = editDraft(state, (days) => deleteActivity(days, action.id));
      return next.selectedId === action.id ? { ...next, selectedId: null } : next;
    }
    case "deleteUndone":
      // Only the draft the delete left behind may be put back; later edits would be lost otherwise.
      if (!state.draft || state.pending || state.draftVersion !== action.version) return state;
      return { ...state, draft: action.draft, draftVersion: state.draftVersion + 1 };
    case "finalActivityEdited":
      return editFinal(state, (days) => editFinalActivity(days, action.id, action.field, action.value));
    case "finalActivityRemoved":
      return editFinal(state, (days) => (days === action.after ? null : action.after));
    case "finalRemoveUndone":
      // Only the plan the removal left may be put back; a later edit would be lost otherwise.
      return state.final?.days === action.after ? editFinal(state, () => action.before) : state;
    case "finalActivityShifted":
      return editFinal(state, (days) => shiftFinalActivity(days, action.id, action.direction));
    case "finalActivityResized":
      return editFinal(state, (days) => resizeFinalActivity(days, action.id, action.delta));
    case "finalDayEdited":
      return editFinal(state, (days) => {
        const target = days.find((day) => day.day === action.day);
        if (!target || (target[action.field] ?? "") === action.value) return null;
        return days.map((day) => (day === target ? { ...day, [action.field]: action.value } : day));
      });
    case "backToEdit":
      return state.mode === "create" ? state : { ...state, mode: "create", selectedId: null };
    case "finalShown":
      return state.final ? { ...state, mode: state.savedId && state.isSaved ? "saved" : "display" } : state;
    case "saveSucceeded":
      return { ...state, isSaved: true, savedId: action.id, aiJobs: [] };
    case "savedPlanOpened": {
      const days = keyPlan(action.plan);
      return {
        ...initialPlannerState(),
        mode: "saved",
        form: formFromPreferences(action.preferences),
        preferences: action.preferences,
        draft: draftFromPlan(days),
        final: { days, summary: action.summary },
        isSaved: true,
        savedId: action.id,
      };
    }
  }
}

/** The jobs a save names, the newest kept when there are more than one save may carry. */
function withJob(jobs: string[], id: string): string[] {
  return jobs.includes(id) ? jobs : [...jobs, id].slice(-MAX_AI_JOBS_PER_SAVE);
}

/** The final plan screen shows in display and saved modes. */
export function showsFinalPlan(state: PlannerState): boolean {
  return state.mode !== "create" && state.final !== null;
}
