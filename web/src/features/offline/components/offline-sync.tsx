import { useEffect } from "react";
import { toast } from "sonner";
import type { ReplayReport } from "../../../lib/offline/edit-queue";
import { editsMayBeWaiting, isOnline, OFFLINE_TEXT } from "../../../lib/offline/connection";

/** Told to a page when edits made offline have reached the server: trips whose plan changed. */
export const TRIPS_SYNCED_EVENT = "itinerary:trips-synced";

export function tellReplay(report: ReplayReport): void {
  if (report.applied > 0) toast.success(OFFLINE_TEXT.synced(report.applied));
  if (report.newerKept.length > 0) toast.warning(OFFLINE_TEXT.newerKept(report.newerKept), { duration: 10_000 });
  for (const detail of report.refused) toast.error(OFFLINE_TEXT.dropped(detail));
  if (report.trips.length > 0) {
    window.dispatchEvent(new CustomEvent(TRIPS_SYNCED_EVENT, { detail: { trips: report.trips } }));
  }
}

/**
 * Sends the signed-in traveller's edits made offline: when a page opens with a connection, and each
 * time the connection returns. Renders nothing; what landed, was kept over or refused is a toast.
 */
export function OfflineSync({ uid }: { uid: string }) {
  useEffect(() => {
    let live = true;
    const sync = () => {
      if (!isOnline() || !editsMayBeWaiting(uid)) return;
      import("../../../lib/offline/edit-queue")
        .then(({ replayQueuedEdits }) => replayQueuedEdits(uid))
        .then(
          (report) => {
            if (live) tellReplay(report);
          },
          (error: unknown) => console.error("Sending the edits made offline failed:", error),
        );
    };
    sync();
    window.addEventListener("online", sync);
    return () => {
      live = false;
      window.removeEventListener("online", sync);
    };
  }, [uid]);
  return null;
}
