import type { SavedItinerary } from "@itinerary/contract";
import { useCallback, useEffect, useState } from "react";
import { getSavedItineraries } from "../api/get-saved-itineraries";
import { newestFirst } from "../model/trip-labels";

export type SavedListStatus = "loading" | "loaded" | "failed";

export interface SavedItineraries {
  status: SavedListStatus;
  /** Newest first. */
  plans: SavedItinerary[];
  retry: () => void;
  /** Takes a deleted plan off the list without fetching it again. */
  remove: (id: string) => void;
}

type LoadList = (signal?: AbortSignal) => Promise<SavedItinerary[]>;

/** The saved list of /saved. A failure (a 401 included: SPEC section 8) is the list's own state with Retry. */
export function useSavedItineraries(load: LoadList = getSavedItineraries): SavedItineraries {
  const [status, setStatus] = useState<SavedListStatus>("loading");
  const [plans, setPlans] = useState<SavedItinerary[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    load(controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setPlans(newestFirst(loaded));
        setStatus("loaded");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Loading the saved itineraries failed:", error);
        setStatus("failed");
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const remove = useCallback((id: string) => setPlans((current) => current.filter((plan) => plan.id !== id)), []);
  return { status, plans, retry, remove };
}
