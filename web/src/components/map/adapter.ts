import type { MapModel } from "./map-model";

/** What TripMap hands to whichever map library draws it; the adapters only render this. */
export interface MapAdapterProps {
  model: MapModel;
  selectedId: string | null;
  onSelect?: (id: string) => void;
  /** The stop the pointer or focus is on, in the list or on the map: its marker is highlighted. */
  highlightedId: string | null;
  /** A marker under the pointer or focus (its id), or none any more (null). */
  onHighlight?: (id: string | null) => void;
  /** Accessible name of the map region. */
  label: string;
  /** Changes when what is shown moves (filter or coordinates), so the adapter fits the view again. */
  viewKey: string;
}

/** Pans and fits jump instead of gliding for people who asked for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Fit padding in pixels, so edge markers are not cut in half. */
export const FIT_PADDING_PX = 36;
