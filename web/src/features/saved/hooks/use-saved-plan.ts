import type { SavedItinerary } from "@itinerary/contract";
import { startTransition, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { NotOnDeviceError, type Loaded, type OnDeviceCopy } from "../../../lib/offline/trip-copies";
import { OFFLINE_TEXT } from "../../../lib/offline/connection";
import { planLoadFailure } from "../model/plan-load";
import { SAVED_TEXT } from "../model/saved-text";

/** "failed" covers both the redirect to /saved and a 401 (the session-expired flow has taken over). */
export type SavedPlanStatus = "loading" | "loaded" | "not-found" | "failed";

export interface SavedPlanState {
  status: SavedPlanStatus;
  plan: SavedItinerary | null;
  /** Offline: when this device's copy of the trip was last synced; null when the server answered. */
  syncedAt: number | null;
  /** This device's copy is shown while the server is asked: not offline, not yet confirmed either. */
  checking: boolean;
}

type LoadPlan = (
  id: string,
  signal?: AbortSignal,
  onCopy?: OnDeviceCopy<SavedItinerary>,
) => Promise<Loaded<SavedItinerary>>;

const LOADING: SavedPlanState = { status: "loading", plan: null, syncedAt: null, checking: false };

/**
 * Loads one saved plan for /plan/{id} (SPEC sections 2 and 8): "not-found" on a 404; on any other
 * failure but a 401 the toast "Could not load your trip. Redirecting..." and the way back to
 * /saved. A 401 has already signed the traveller out through the API client. A trip opened on this
 * device before shows its copy at once (`checking`) until the server's answer replaces it.
 */
export function useSavedPlan(itineraryId: string, load: LoadPlan): SavedPlanState {
  const navigate = useNavigate();
  const [state, setState] = useState<SavedPlanState & { id: string }>({ id: itineraryId, ...LOADING });

  useEffect(() => {
    const controller = new AbortController();
    // The whole plan renders at once when it arrives: as a transition, React renders it in slices that
    // leave the main thread free between them, not in one long task (the page keeps its waiting state
    // until the plan is ready to show).
    const show = (plan: SavedItinerary, syncedAt: number | null, checking: boolean) => {
      if (!controller.signal.aborted)
        startTransition(() => setState({ id: itineraryId, status: "loaded", plan, syncedAt, checking }));
    };
    const showCopy: OnDeviceCopy<SavedItinerary> = ({ value: plan, syncedAt }) => show(plan, syncedAt, true);
    load(itineraryId, controller.signal, showCopy).then(
      // An answer that is the copy on screen is the copy's own object (trip-copies): nothing renders again.
      ({ value: plan, syncedAt }) => show(plan, syncedAt, false),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = planLoadFailure(error);
        setState({
          id: itineraryId,
          status: failure === "not-found" ? "not-found" : "failed",
          plan: null,
          syncedAt: null,
          checking: false,
        });
        if (failure !== "failed") return;
        console.error("Loading the saved plan failed:", error);
        // Offline, a trip never opened on this device: the saved list (kept here) is where to go.
        toast.error(error instanceof NotOnDeviceError ? OFFLINE_TEXT.notOnDevice : SAVED_TEXT.planLoadFailed);
        navigate(paths.saved, { replace: true });
      },
    );
    return () => controller.abort();
  }, [itineraryId, load, navigate]);

  // Until the effect for a new id has run, the state still describes the previous plan.
  if (state.id !== itineraryId) return LOADING;
  const { status, plan, syncedAt, checking } = state;
  return { status, plan, syncedAt, checking };
}
