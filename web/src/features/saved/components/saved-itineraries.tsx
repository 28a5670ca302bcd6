import type { SavedItinerary } from "@itinerary/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadingScreen } from "../../../components/ui/loading-screen";
import { ApiRequestError } from "../../../lib/api-error";
import { loadSavedList } from "../../../lib/offline/trip-copies";
import { OfflineNote } from "../../../components/ui/offline-note";
import { lastSyncedText, OFFLINE_TEXT } from "../../../lib/offline/connection";
import { deleteItinerary } from "../api/delete-itinerary";
import { getSavedItineraries, type SavedItinerariesPage } from "../api/get-saved-itineraries";
import { useSavedItineraries } from "../hooks/use-saved-itineraries";
import { SAVED_TEXT, tripDeleted } from "../model/saved-text";
import { SavedCard } from "./saved-card";
import { SavedHeader } from "./saved-header";
import "./saved.css";

/** The /saved page (SPEC section 2): the traveller's saved trips, newest first, each deletable. */
export function SavedItineraries({ uid = null }: { uid?: string | null }) {
  // The first page is kept on this device, and read from it when there is no connection.
  const load = useCallback(
    async (options: { cursor?: string; signal?: AbortSignal }): Promise<SavedItinerariesPage> => {
      if (options.cursor || !uid) return getSavedItineraries(options);
      const { value, syncedAt } = await loadSavedList(uid, () => getSavedItineraries(options));
      return syncedAt === null ? value : { ...value, syncedAt };
    },
    [uid],
  );
  const list = useSavedItineraries(load);
  const [pending, setPending] = useState<SavedItinerary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  // The deleted card took its delete button with it, so the dialog cannot hand focus back there:
  // the heading takes it, after the dialog's own focus restoration has run.
  useEffect(() => {
    if (!focusHeading || pending) return;
    const frame = requestAnimationFrame(() => {
      headingRef.current?.focus();
      setFocusHeading(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusHeading, pending]);

  async function showMore() {
    const shown = list.plans.length;
    if (await list.loadMore()) {
      // Focus goes to the first trip of the new page, where reading continues (and the button
      // may be gone, with nothing more to load).
      requestAnimationFrame(() => gridRef.current?.querySelectorAll<HTMLElement>(".saved-card a")[shown]?.focus());
    } else {
      toast.error(SAVED_TEXT.listFailed);
    }
  }

  async function confirmDelete() {
    if (!pending || deleting) return;
    const plan = pending;
    const destination = plan.preferences.destinationCity;
    setDeleting(true);
    const gone = () => {
      list.remove(plan.id);
      setFocusHeading(true);
      toast.success(tripDeleted(destination));
    };
    try {
      await deleteItinerary(plan.id);
      gone();
    } catch (error) {
      // A 404 means it was already deleted (in another tab): what the traveller asked for is
      // true, so the stale card goes too.
      if (error instanceof ApiRequestError && error.status === 404) gone();
      else {
        console.error("Deleting the itinerary failed:", error);
        toast.error(SAVED_TEXT.deleteFailed);
      }
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return (
    <section className="page saved-page" aria-labelledby="saved-heading">
      <SavedHeader headingRef={headingRef} />

      {list.status === "loading" && <LoadingScreen label={SAVED_TEXT.listLoading} />}

      {list.status === "loaded" && list.syncedAt !== null && (
        <OfflineNote>{OFFLINE_TEXT.listOffline(lastSyncedText(list.syncedAt))}</OfflineNote>
      )}

      {list.status === "failed" && (
        <div className="notice notice-error" role="alert">
          <p>{SAVED_TEXT.listFailed}</p>
          <button type="button" className="button button-secondary button-small" onClick={list.retry}>
            {SAVED_TEXT.retry}
          </button>
        </div>
      )}

      {/* Every shown trip deleted while older pages remain is not "nothing saved": Show more stays. */}
      {list.status === "loaded" && list.plans.length === 0 && !list.hasMore && (
        <div className="saved-empty">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path
              d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z"
              fill="currentColor"
            />
          </svg>
          <p className="saved-empty-text">{SAVED_TEXT.listEmpty}</p>
          <p className="saved-empty-hint">Plans you save from the planner appear here.</p>
        </div>
      )}

      {list.status === "loaded" && list.plans.length > 0 && (
        <ul ref={gridRef} className="saved-grid" aria-label={SAVED_TEXT.listHeading}>
          {list.plans.map((plan) => (
            <SavedCard key={plan.id} plan={plan} onDelete={setPending} />
          ))}
        </ul>
      )}

      {list.status === "loaded" && list.hasMore && (
        <div className="saved-more">
          <button
            type="button"
            className="button button-outline"
            // aria-disabled, not disabled: the button keeps focus while the page loads.
            aria-disabled={list.loadingMore}
            aria-busy={list.loadingMore}
            onClick={() => void showMore()}
          >
            {list.loadingMore ? "Loading..." : SAVED_TEXT.showMore}
          </button>
        </div>
      )}

      {/* The delete confirmation of the saved list (SPEC section 2). */}
      <ConfirmDialog
        open={pending !== null}
        busy={deleting}
        title="Are you absolutely sure?"
        description={
          <p>
            This will permanently delete your trip to {pending?.preferences.destinationCity}. This action cannot be
            undone.
          </p>
        }
        cancelLabel={SAVED_TEXT.cancel}
        confirmLabel={SAVED_TEXT.delete}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
