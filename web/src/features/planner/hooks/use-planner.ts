import { VALIDATION, type TripPreferences } from "@itinerary/contract";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { generateFinalPlan } from "../api/generate-final-plan";
import { generateItinerary } from "../api/generate-itinerary";
import { regenerateItinerary } from "../api/regenerate-itinerary";
import { locate } from "../model/draft-edits";
import { initialPlannerState, plannerReducer, type PlannerAction, type PlannerRequest, type PlannerState } from "../model/planner-state";
import { readStored, writeStored } from "../model/planner-storage";
import { toGenerateRequest, toPreferences, validateTripForm } from "../model/trip-form";
import { showValidationToast } from "../components/validation-toast";

/** SPEC section 8 fallbacks when the server gives no detail. */
export const FAILURE = {
  generate: "Failed to generate itinerary.",
  regenerate: "Failed to regenerate.",
  finalize: "Failed to finalize plan.",
} as const;

export interface UsePlannerOptions {
  /** Where the planner keeps its state for this user (null: not persisted). */
  storageKey: string | null;
  departureCity: string | null;
  setTokens: (tokens: number) => void;
  /** A state to start from instead of what was stored (a saved plan being opened). */
  initial?: PlannerState;
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A 401 already ran the session-expired flow (toast, sign-out); anything else gets its own toast. */
function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiRequestError && error.status === 401) return;
  console.error(fallback, error);
  toast.error(errorMessage(error, fallback));
}

export function usePlanner({ storageKey, departureCity, setTokens, initial }: UsePlannerOptions) {
  const [state, dispatch] = useReducer(
    plannerReducer,
    null,
    (): PlannerState => initial ?? (storageKey ? readStored(browserStorage(), storageKey) : null) ?? initialPlannerState(departureCity ?? ""),
  );
  const latest = useRef(state);
  latest.current = state;
  // Set at once, not on the next render: a double click or a repeated Enter must not send (and charge) twice.
  const inFlight = useRef(false);

  useEffect(() => {
    if (storageKey) writeStored(browserStorage(), storageKey, state);
  }, [storageKey, state]);

  useEffect(() => {
    if (departureCity) dispatch({ type: "departureDefaulted", city: departureCity });
  }, [departureCity]);

  /**
   * One charged request: every action waits while it runs, the balance follows the server's answer,
   * and a failure shows the server's detail or the SPEC's fallback for that action.
   */
  const perform = useCallback(
    async <R extends { tokens_remaining: number }>(request: PlannerRequest, call: () => Promise<R>, received: (response: R) => void): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      dispatch({ type: "requestStarted", request });
      try {
        const response = await call();
        setTokens(response.tokens_remaining);
        received(response);
        return true;
      } catch (error) {
        dispatch({ type: "requestFailed" });
        reportFailure(error, FAILURE[request]);
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [setTokens],
  );

  const generate = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (current.pending) return false;
    const errors = validateTripForm(current.form);
    dispatch({ type: "validationFailed", errors });
    if (errors.length) {
      showValidationToast(errors.map((error) => error.message));
      return false;
    }
    const preferences: TripPreferences = toPreferences(current.form);
    return perform("generate", () => generateItinerary(toGenerateRequest(current.form)), (response) =>
      dispatch({ type: "draftReceived", request: "generate", itinerary: response.itinerary, notifications: response.notifications, preferences }),
    );
  }, [perform]);

  const regenerate = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (current.pending) return false;
    const suggestion = current.suggestion.trim();
    if (!suggestion) {
      toast.warning(VALIDATION.suggestionRequired);
      return false;
    }
    const { draft, preferences } = current;
    if (!draft?.length || !preferences) {
      toast.error(VALIDATION.finalizeNeedsDraft);
      return false;
    }
    return perform("regenerate", () => regenerateItinerary({ currentItinerary: draft, suggestion, preferences }), (response) =>
      dispatch({ type: "draftReceived", request: "regenerate", itinerary: response.itinerary, notifications: response.notifications, preferences }),
    );
  }, [perform]);

  const finalize = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (current.pending) return false;
    const { draft, preferences } = current;
    const hasStops = draft?.some((day) => day.activities.length > 0) ?? false;
    if (!draft || !hasStops || !preferences?.destinationCity) {
      toast.error(VALIDATION.finalizeNeedsDraft);
      return false;
    }
    return perform("finalize", () => generateFinalPlan({ currentItinerary: draft, preferences }), (response) =>
      dispatch({ type: "finalReceived", plan: response.structured_plan, summary: response.summary_text, notifications: response.notifications }),
    );
  }, [perform]);

  /** Deletes a stop and offers an Undo on the toast (only while the draft is as the delete left it). */
  const deleteActivity = useCallback((id: string) => {
    const current = latest.current;
    if (!current.draft || current.pending) return;
    const position = locate(current.draft, id);
    if (!position) return;
    const name = current.draft[position.dayIndex]!.activities[position.index]!.name;
    const before = current.draft;
    const versionAfter = current.draftVersion + 1;
    dispatch({ type: "activityDeleted", id });
    toast(`Removed ${name}.`, {
      action: { label: "Undo", onClick: () => dispatch({ type: "deleteUndone", draft: before, version: versionAfter }) },
    });
  }, []);

  const actions = useMemo(
    () => ({ dispatch: (action: PlannerAction) => dispatch(action), generate, regenerate, finalize, deleteActivity }),
    [generate, regenerate, finalize, deleteActivity],
  );
  return { state, ...actions };
}

export type PlannerController = ReturnType<typeof usePlanner>;
