import type { SavedItinerary } from "@itinerary/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { getSavedItineraries, type SavedItinerariesPage } from "../api/get-saved-itineraries";
import { newestFirst } from "../model/trip-labels";
import { useLatest } from "../../../lib/use-latest";

export type SavedListStatus = "loading" | "loaded" | "failed";

export interface SavedItineraries {
  status: SavedListStatus;
  /** Newest first. */
  plans: SavedItinerary[];
  /** More saved plans remain on the server (the list comes in pages). */
  hasMore: boolean;
  loadingMore: boolean;
  /** Fetches the next page; resolves to whether it worked. */
  loadMore: () => Promise<boolean>;
  retry: () => void;
  /** Offline: when this device's copy of the list was last synced; null when the server answered. */
  syncedAt: number | null;
  /** Takes a deleted plan off the list without fetching it again. */
  remove: (id: string) => void;
}

type LoadPage = (options: { cursor?: string; signal?: AbortSignal }) => Promise<SavedItinerariesPage>;

/** Adds a page to the plans already shown, keeping each plan once and the newest first. */
function merge(shown: SavedItinerary[], page: SavedItinerary[]): SavedItinerary[] {
  const known = new Set(shown.map((plan) => plan.id));
  return newestFirst([...shown, ...page.filter((plan) => !known.has(plan.id))]);
}

/** The saved list of /saved. A failure (a 401 included: SPEC section 8) is the list's own state with Retry. */
export function useSavedItineraries(load: LoadPage = getSavedItineraries): SavedItineraries {
  const [status, setStatus] = useState<SavedListStatus>("loading");
  const [plans, setPlans] = useState<SavedItinerary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [syncedAt, setSyncedAt] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A page requested before a retry or an unmount must not land in the new list.
  const generation = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    load({ signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted || current !== generation.current) return;
        setPlans(newestFirst(page.plans));
        setCursor(page.nextCursor);
        setSyncedAt(page.syncedAt ?? null);
        setStatus("loaded");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Loading the saved itineraries failed:", error);
        setStatus("failed");
      },
    );
    return () => {
      controller.abort();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- bumping the counter now is the point: it retires this request's pages
      generation.current++;
    };
  }, [load, attempt]);

  const latestRef = useLatest({ cursor, loadingMore });

  const loadMore = useCallback(async () => {
    const { cursor: from, loadingMore: busy } = latestRef.current;
    if (!from || busy) return false;
    const current = generation.current;
    latestRef.current.loadingMore = true;
    setLoadingMore(true);
    try {
      const page = await load({ cursor: from });
      if (current !== generation.current) return false;
      setPlans((shown) => merge(shown, page.plans));
      setCursor(page.nextCursor);
      return true;
    } catch (error) {
      console.error("Loading more saved itineraries failed:", error);
      return false;
    } finally {
      if (current === generation.current) setLoadingMore(false);
    }
  }, [latestRef, load]);

  const retry = useCallback(() => {
    setStatus("loading");
    setLoadingMore(false);
    setAttempt((n) => n + 1);
  }, []);
  const remove = useCallback((id: string) => setPlans((shown) => shown.filter((plan) => plan.id !== id)), []);
  return { status, plans, hasMore: cursor !== null, loadingMore, loadMore, retry, syncedAt, remove };
}
