import type { SavedItinerary } from "@itinerary/contract";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { getItinerary } from "../api/get-itinerary";
import { planLoadFailure } from "../model/plan-load";
import { SAVED_TEXT } from "../model/saved-text";

/** "failed" covers both the redirect to /saved and a 401 (the session-expired flow has taken over). */
export type SavedPlanStatus = "loading" | "loaded" | "not-found" | "failed";

export interface SavedPlanState {
  status: SavedPlanStatus;
  plan: SavedItinerary | null;
}

type LoadPlan = (id: string, signal?: AbortSignal) => Promise<SavedItinerary>;

/**
 * Loads one saved plan for /plan/{id} (SPEC sections 2 and 8): "not-found" on a 404; on any other
 * failure but a 401 the toast "Could not load your trip. Redirecting..." and the way back to
 * /saved. A 401 has already signed the traveller out through the API client.
 */
export function useSavedPlan(itineraryId: string, load: LoadPlan = getItinerary): SavedPlanState {
  const navigate = useNavigate();
  const [state, setState] = useState<SavedPlanState & { id: string }>({
    id: itineraryId,
    status: "loading",
    plan: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    load(itineraryId, controller.signal).then(
      (plan) => {
        if (!controller.signal.aborted) setState({ id: itineraryId, status: "loaded", plan });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = planLoadFailure(error);
        setState({ id: itineraryId, status: failure === "not-found" ? "not-found" : "failed", plan: null });
        if (failure !== "failed") return;
        console.error("Loading the saved plan failed:", error);
        toast.error(SAVED_TEXT.planLoadFailed);
        navigate(paths.saved, { replace: true });
      },
    );
    return () => controller.abort();
  }, [itineraryId, load, navigate]);

  // Until the effect for a new id has run, the state still describes the previous plan.
  if (state.id !== itineraryId) return { status: "loading", plan: null };
  return { status: state.status, plan: state.plan };
}
