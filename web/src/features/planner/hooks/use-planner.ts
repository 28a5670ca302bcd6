import { VALIDATION, type CreatePlanJobRequestInput, type PlanJob, type TripPreferences } from "@itinerary/contract";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { createPlanJob } from "../api/create-plan-job";
import { locate } from "../model/draft-edits";
import { jobIdFor, jobOutcome, requestFingerprint } from "../model/plan-job";
import {
  initialPlannerState,
  plannerReducer,
  removeFinalActivity as withoutStop,
  type PlannerAction,
  type PlannerRequest,
  type PlannerState,
} from "../model/planner-state";
import { readStored, writeStored } from "../model/planner-storage";
import { toGenerateRequest, toPreferences, validateTripForm } from "../model/trip-form";
import { showValidationToast } from "../components/validation-toast";
import { useLatest } from "../../../lib/use-latest";

/** SPEC section 8 fallbacks when the server gives no detail. */
export const FAILURE = {
  generate: "Failed to generate itinerary.",
  regenerate: "Failed to regenerate.",
  finalize: "Failed to finalize plan.",
} as const;

export interface UsePlannerOptions {
  /** The signed-in traveller, whose plan jobs the planner follows. */
  uid: string | null;
  /** Where the planner keeps its state for this user (null: not persisted). */
  storageKey: string | null;
  departureCity: string | null;
  setTokens: (tokens: number) => void;
  /** Reads the balance again from the server: a failed job's refund shows in the header. */
  refreshTokens?: () => unknown;
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

function newJobId(): string {
  return crypto.randomUUID();
}

/** A 401 already ran the session-expired flow (toast, sign-out); anything else gets its own toast. */
function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiRequestError && error.status === 401) return;
  console.error(fallback, error);
  toast.error(errorMessage(error, fallback));
}

export function usePlanner({ uid, storageKey, departureCity, setTokens, refreshTokens, initial }: UsePlannerOptions) {
  const [state, dispatch] = useReducer(
    plannerReducer,
    null,
    (): PlannerState =>
      initial ??
      (storageKey ? readStored(browserStorage(), storageKey) : null) ??
      initialPlannerState(departureCity ?? ""),
  );
  const latestRef = useLatest(state);
  // Set at once, not on the next render: a double click or a repeated Enter must not send (and charge) twice.
  const inFlight = useRef(false);

  useEffect(() => {
    if (storageKey) writeStored(browserStorage(), storageKey, state);
  }, [storageKey, state]);

  useEffect(() => {
    if (departureCity) dispatch({ type: "departureDefaulted", city: departureCity });
  }, [departureCity]);

  /**
   * What the server says of a job (its document, or the POST's answer for a job it already finished):
   * progress is shown; a result is applied as the SPEC endpoint's answer, with the new balance; a
   * failure is told with the server's detail or the SPEC's fallback for that action.
   */
  const settle = useCallback(
    (id: string, request: PlannerRequest, job: PlanJob) => {
      const outcome = jobOutcome(request, job);
      switch (outcome.kind) {
        case "done":
          setTokens(outcome.result.tokens_remaining);
          dispatch({ type: "jobDone", id, result: outcome.result });
          return;
        case "malformed":
          dispatch({ type: "jobFailed", id });
          reportFailure(new Error(`plan job ${id} finished with a result of the wrong shape`), FAILURE[request]);
          return;
        case "failed":
          dispatch({ type: "jobFailed", id });
          reportFailure(new ApiRequestError(outcome.status, outcome.detail), FAILURE[request]);
          // The job's tokens came back: the header, which showed the charge, shows the refund.
          refreshTokens?.();
          return;
        case "running":
          dispatch({ type: "jobProgressed", id, progress: outcome.progress, days: outcome.days });
      }
    },
    [setTokens, refreshTokens],
  );

  /**
   * One charged request, as a plan job: every action waits while it runs, and a failure to start it
   * shows the server's detail or the SPEC's fallback for that action. The same request after a failed
   * POST reuses the job id, so a job the server did get (its answer lost) is not charged twice. A job
   * the server finished inside the POST comes back whole and is shown at once: nothing is followed.
   */
  const perform = useCallback(
    async (
      body: CreatePlanJobRequestInput["request"],
      request: PlannerRequest,
      preferences: TripPreferences,
    ): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      const fingerprint = requestFingerprint(body);
      const id = jobIdFor(latestRef.current.job, request, fingerprint, newJobId);
      dispatch({ type: "jobStarted", job: { id, request, fingerprint, preferences } });
      try {
        const answer = await createPlanJob({ id, kind: request, request: body } as CreatePlanJobRequestInput);
        if (answer.job) settle(id, request, answer.job);
        else {
          // Charged when accepted: the header says so now, not when the job ends.
          if (answer.tokens_remaining !== undefined) setTokens(answer.tokens_remaining);
          dispatch({ type: "jobAccepted", id });
        }
        return true;
      } catch (error) {
        dispatch({ type: "jobNotAccepted", id });
        reportFailure(error, FAILURE[request]);
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [latestRef, settle, setTokens],
  );

  /** The job's document changed: show its progress, or apply its result as the SPEC endpoint's answer. */
  const jobUpdated = useCallback(
    (job: PlanJob | null, id: string) => {
      const current = latestRef.current.job;
      // Only a job the server accepted (or one resumed after a reload) is followed; a POST still on its way is not news.
      if (!current || current.id !== id || current.phase !== "running") return;
      if (!job) {
        // Followed after a reload but never accepted: nothing was charged; the same click may try again.
        dispatch({ type: "jobNotAccepted", id });
        return;
      }
      settle(id, current.request, job);
    },
    [latestRef, settle],
  );

  /** The job's document could not be followed (rules, network): the traveller hears of it once. */
  const jobLost = useCallback(
    (error: unknown, id: string) => {
      const current = latestRef.current.job;
      if (!current || current.id !== id || current.phase === "unsent") return;
      dispatch({ type: "jobFailed", id });
      reportFailure(error, FAILURE[current.request]);
    },
    [latestRef],
  );

  const generate = useCallback(async (): Promise<boolean> => {
    const current = latestRef.current;
    if (current.pending) return false;
    const errors = validateTripForm(current.form);
    dispatch({ type: "validationFailed", errors });
    if (errors.length) {
      showValidationToast(errors.map((error) => error.message));
      return false;
    }
    return perform(toGenerateRequest(current.form), "generate", toPreferences(current.form));
  }, [latestRef, perform]);

  const regenerate = useCallback(async (): Promise<boolean> => {
    const current = latestRef.current;
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
    return perform({ currentItinerary: draft, suggestion, preferences }, "regenerate", preferences);
  }, [latestRef, perform]);

  const finalize = useCallback(async (): Promise<boolean> => {
    const current = latestRef.current;
    if (current.pending) return false;
    const { draft, preferences } = current;
    const hasStops = draft?.some((day) => day.activities.length > 0) ?? false;
    if (!draft || !hasStops || !preferences?.destinationCity) {
      toast.error(VALIDATION.finalizeNeedsDraft);
      return false;
    }
    return perform({ currentItinerary: draft, preferences }, "finalize", preferences);
  }, [latestRef, perform]);

  /** Deletes a stop and offers an Undo on the toast (only while the draft is as the delete left it). */
  const deleteActivity = useCallback(
    (id: string) => {
      const current = latestRef.current;
      if (!current.draft || current.pending) return;
      const position = locate(current.draft, id);
      if (!position) return;
      const name = current.draft[position.dayIndex]!.activities[position.index]!.name;
      const before = current.draft;
      const versionAfter = current.draftVersion + 1;
      dispatch({ type: "activityDeleted", id });
      toast(`Removed ${name}.`, {
        action: {
          label: "Undo",
          onClick: () => dispatch({ type: "deleteUndone", draft: before, version: versionAfter }),
        },
      });
    },
    [latestRef],
  );

  /** Takes a stop out of the final plan, with an Undo on the toast (while the plan is as it left it). */
  const removeFinalActivity = useCallback(
    (id: string) => {
      const current = latestRef.current;
      if (!current.final || current.pending) return;
      const before = current.final.days;
      const after = withoutStop(before, id);
      if (!after) return;
      const name = before.flatMap((day) => day.activities).find((stop) => stop.id === id)?.name ?? "the stop";
      dispatch({ type: "finalActivityRemoved", after });
      toast(`Removed ${name}.`, {
        action: { label: "Undo", onClick: () => dispatch({ type: "finalRemoveUndone", before, after }) },
      });
    },
    [latestRef],
  );

  const actions = useMemo(
    () => ({
      dispatch: (action: PlannerAction) => dispatch(action),
      generate,
      regenerate,
      finalize,
      deleteActivity,
      removeFinalActivity,
      jobUpdated,
      jobLost,
    }),
    [generate, regenerate, finalize, deleteActivity, removeFinalActivity, jobUpdated, jobLost],
  );
  return { state, uid, ...actions };
}

export type PlannerController = ReturnType<typeof usePlanner>;
