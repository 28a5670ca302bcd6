import type { SavedItinerary, TripLiveState } from "@itinerary/contract";
import { Component, lazy, Suspense, useRef, type ReactNode } from "react";
import { toast } from "sonner";
import { getItinerary } from "../../features/saved/api/get-itinerary";
import { TOGETHER_TEXT } from "../../features/together/model/together-text";
import { ApiRequestError } from "../../lib/api-client";
import { useLatest } from "../../lib/use-latest";

const TripLiveFollower = lazy(() =>
  import("../../features/together/components/trip-live-follower").then((m) => ({ default: m.TripLiveFollower })),
);

export interface TripLiveProps {
  plan: SavedItinerary;
  /** The signed-in traveller: their own saves are not news to them. */
  uid: string;
  /** Whether the page holds changes of the traveller's own that are not saved yet. */
  hasUnsavedChanges: boolean;
  /** A newer version of the trip, saved by a companion, to show in place of this one. */
  onNewer: (plan: SavedItinerary) => void;
  /** The traveller can no longer open the trip (removed, or the trip was deleted). */
  onLost: () => void;
}

/**
 * Keeps an open saved trip in step with its companions' saves: the page shows the newer version as
 * soon as it is saved, unless the traveller has changes of their own, who is then told and chooses.
 */
export function TripLive({ plan, uid, hasUnsavedChanges, onNewer, onLost }: TripLiveProps) {
  const known = useRef(Date.parse(plan.saved_at));
  const unsaved = useLatest(hasUnsavedChanges);
  const latest = useLatest({ onNewer, onLost });

  // The version the save carried, shown at once; the API only when a save did not carry it.
  async function load(state: TripLiveState, announce: string | null) {
    try {
      const newer = state.plan ? fromLive(plan, state) : await getItinerary(plan.id);
      latest.current.onNewer(newer);
      if (announce) toast.info(announce);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) latest.current.onLost();
    }
  }

  function onSaved(state: TripLiveState) {
    if (state.saved_at_ms <= known.current) return;
    known.current = state.saved_at_ms;
    if (state.saved_by_uid === uid) return;
    const name = state.saved_by_name || "A companion";
    if (state.overwrote?.uid === uid) toast.warning(TOGETHER_TEXT.overwroteYours(name, state.overwrote.changes));
    if (!unsaved.current) {
      void load(state, TOGETHER_TEXT.updatedBy(name, state.ai_actions));
      return;
    }
    toast.info(TOGETHER_TEXT.newerVersion(name, state.ai_actions), {
      duration: Infinity,
      action: { label: TOGETHER_TEXT.showNewer, onClick: () => void load(state, null) },
    });
  }

  return (
    <LostOnError key={plan.id} onLost={() => latest.current.onLost()}>
      <Suspense fallback={null}>
        <TripLiveFollower ownerUid={plan.owner_uid ?? uid} itineraryId={plan.id} onSaved={onSaved} />
      </Suspense>
    </LostOnError>
  );
}

/**
 * The trip as a companion's save stored it, for the page showing `current`: its photos kept for the
 * stops that are still there (photo links are signed per reader, so a save does not carry them).
 */
export function fromLive(current: SavedItinerary, state: TripLiveState): SavedItinerary {
  const saved = state.plan!;
  const photos = new Map(
    current.itinerary.flatMap((day) =>
      day.activities.flatMap((stop) => (stop.place_id && stop.image_urls ? [[stop.place_id, stop.image_urls]] : [])),
    ),
  );
  return {
    ...current,
    ...saved,
    itinerary: saved.itinerary.map((day) => ({
      ...day,
      activities: day.activities.map((stop) => {
        const images = stop.place_id ? photos.get(stop.place_id) : undefined;
        return images ? { ...stop, image_urls: images } : stop;
      }),
    })),
    saved_at: new Date(state.saved_at_ms).toISOString(),
  };
}

/**
 * reactfire throws a listener's error from the hook. Permission denied means the trip is closed to the
 * traveller (removed, or deleted); any other failure only stops the following, and the page stays.
 */
class LostOnError extends Component<{ onLost: () => void; children: ReactNode }, { lost: boolean }> {
  override state = { lost: false };

  static getDerivedStateFromError(): { lost: boolean } {
    return { lost: true };
  }

  override componentDidCatch(error: unknown): void {
    if ((error as { code?: unknown } | null)?.code === "permission-denied") this.props.onLost();
    else console.warn("Following the trip's saves stopped:", error);
  }

  override render(): ReactNode {
    return this.state.lost ? null : this.props.children;
  }
}
