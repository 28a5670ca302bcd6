import type { ReactNode } from "react";
import { MAP_HEIGHT_PX } from "./map-model";

export const MAP_LOADING_TEXT = "Loading map…";

/** Holds the map's 450 px while a library loads, or says why it did not. */
export function MapPlaceholder({ error, children }: { error?: boolean; children?: ReactNode }) {
  return (
    <div
      className={error ? "trip-map__placeholder trip-map__placeholder--error" : "trip-map__placeholder"}
      style={{ height: MAP_HEIGHT_PX }}
      role={error ? "alert" : "status"}
    >
      {children ?? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span>{MAP_LOADING_TEXT}</span>
        </>
      )}
    </div>
  );
}
