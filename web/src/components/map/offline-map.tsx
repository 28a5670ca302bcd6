import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { env } from "../../config/env";
import {
  canKeepTiles,
  coversArea,
  MAX_OFFLINE_AREAS,
  removeArea,
  saveArea,
  savedArea,
  TooManyAreasError,
  type SavedArea,
} from "../../lib/offline/trip-map-tiles";
import { useOnline } from "../../lib/offline/use-online";
import { NeedsConnection } from "../ui/offline-note";
import type { LatLng } from "./map-model";
import { offlineArea } from "./offline-area";
import "./trip-map.css";

export const OFFLINE_MAP_TEXT = {
  save: "Make map available offline",
  saving: (percent: number) => `Saving map… ${percent}%`,
  saved: (tiles: number) => `Map available offline (${tiles} map tiles on this device)`,
  remove: "Remove offline map",
  outdated: (tiles: number) =>
    `This trip's stops changed after its map was saved: the ${tiles} map tiles on this device miss part of it.`,
  update: "Update offline map",
  removed: "The offline map of this trip was removed from this device.",
  done: "This trip's map is available offline.",
  failed: "The map could not be saved for offline use. Try again with a good connection.",
  tooMany: `Maps of ${MAX_OFFLINE_AREAS} trips are already on this device: remove one to keep this one.`,
  needsConnection: "You're offline: saving the map needs a connection.",
  updated: "This trip's offline map is up to date.",
} as const;

/** Whether "Available offline" can be offered: the keyless map, a tile server that allows it, a browser that keeps files. */
export function offersOfflineMap(): boolean {
  return env.mapTiles.downloadAllowed && !env.googleMapsApiKey && canKeepTiles();
}

const isRetina = () => typeof window !== "undefined" && window.devicePixelRatio > 1;

type Status =
  { kind: "checking" } | { kind: "none" } | { kind: "saving"; share: number } | { kind: "saved"; area: SavedArea };

/**
 * "Available offline" for a trip's map: keeps the tiles of the trip's area on this device (bounded, see
 * offline-area.ts), so the map shows its streets without a connection, not only the stops and routes.
 * `areaKey` names the trip on this device (a saved trip's id, a shared link's token); give it as the
 * element's key too, so another trip starts from what the device keeps for that one.
 */
export function OfflineMap({ areaKey, points }: { areaKey: string; points: LatLng[] }) {
  const online = useOnline();
  const reasonId = useId();
  const [status, setStatus] = useState<Status>({ kind: "checking" });
  const abortRef = useRef<AbortController | null>(null);
  const area = useMemo(() => offlineArea(points, { template: env.mapTiles.url, retina: isRetina() }), [points]);

  useEffect(() => {
    let current = true;
    savedArea(areaKey).then(
      (saved) => current && setStatus(saved ? { kind: "saved", area: saved } : { kind: "none" }),
      () => current && setStatus({ kind: "none" }),
    );
    return () => {
      current = false;
      abortRef.current?.abort();
    };
  }, [areaKey]);

  if (!area) return null;

  /** Saves the area as it is now; an area saved before is replaced (the tiles only it used go). */
  async function save(doneText: string = OFFLINE_MAP_TEXT.done) {
    if (!area) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus({ kind: "saving", share: 0 });
    try {
      const saved = await saveArea(areaKey, area.urls, {
        signal: controller.signal,
        onProgress: (share) => setStatus({ kind: "saving", share }),
      });
      setStatus({ kind: "saved", area: saved });
      toast.success(doneText);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("Saving the map for offline use failed:", error);
      // A failed update keeps the area saved before: say what the device still has.
      const before = await savedArea(areaKey).catch(() => null);
      setStatus(before ? { kind: "saved", area: before } : { kind: "none" });
      toast.error(error instanceof TooManyAreasError ? OFFLINE_MAP_TEXT.tooMany : OFFLINE_MAP_TEXT.failed);
    }
  }

  async function remove() {
    try {
      await removeArea(areaKey);
      setStatus({ kind: "none" });
      toast.success(OFFLINE_MAP_TEXT.removed);
    } catch (error) {
      console.error("Removing the offline map failed:", error);
    }
  }

  if (status.kind === "saved") {
    // Saved before the stops moved: the map on the device misses part of the trip, and says so.
    const outdated = !coversArea(status.area, area.urls);
    const tiles = status.area.urls.length;
    return (
      <div className="offline-map">
        {outdated ? (
          <p className="offline-map-outdated">{OFFLINE_MAP_TEXT.outdated(tiles)}</p>
        ) : (
          <p className="offline-map-saved">
            <span className="offline-map-tick" aria-hidden="true">
              ✓
            </span>
            {OFFLINE_MAP_TEXT.saved(tiles)}
          </p>
        )}
        {outdated ? (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={!online}
            aria-describedby={online ? undefined : reasonId}
            onClick={() => void save(OFFLINE_MAP_TEXT.updated)}
          >
            {OFFLINE_MAP_TEXT.update}
          </button>
        ) : null}
        <button type="button" className="button button-outline button-small" onClick={() => void remove()}>
          {OFFLINE_MAP_TEXT.remove}
        </button>
        {outdated && !online ? <NeedsConnection id={reasonId} reason={OFFLINE_MAP_TEXT.needsConnection} /> : null}
      </div>
    );
  }

  const saving = status.kind === "saving";
  // While the device is asked what it keeps, the button holds its place (disabled), so nothing below moves.
  const waiting = saving || status.kind === "checking";
  return (
    <div className="offline-map">
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={waiting || !online}
        aria-describedby={online ? undefined : reasonId}
        onClick={() => void save()}
      >
        {saving ? OFFLINE_MAP_TEXT.saving(Math.round(status.share * 100)) : OFFLINE_MAP_TEXT.save}
      </button>
      {online ? null : <NeedsConnection id={reasonId} reason={OFFLINE_MAP_TEXT.needsConnection} />}
    </div>
  );
}
