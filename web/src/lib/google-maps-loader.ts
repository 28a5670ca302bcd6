import type { Libraries, useJsApiLoader } from "@react-google-maps/api";
import { useSyncExternalStore } from "react";
import { env } from "../config/env";

/**
 * The one set of options for loading the Maps JavaScript API. The script loads once per page and
 * `useJsApiLoader` refuses a second call with different options, so the trip map and the city
 * autocomplete must both pass exactly this object. `places` serves the autocomplete element, `marker`
 * the Advanced Markers (SPEC section 7: "weekly version and an optional library list"). Only
 * meaningful when a key is set.
 */
const LIBRARIES: Libraries = ["places", "marker"];

export const GOOGLE_MAPS_LOADER_OPTIONS: Parameters<typeof useJsApiLoader>[0] = {
  id: "google-maps-script",
  googleMapsApiKey: env.googleMapsApiKey ?? "",
  version: "weekly",
  libraries: LIBRARIES,
};

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when it rejects the key (it then greys the map out). */
    gm_authFailure?: () => void;
  }
}

/**
 * Whether Google rejected this page's key, for the page's whole life. Google calls gm_authFailure once,
 * when the script authenticates, and every part that uses the script must hear it: the city field
 * loads the script first, and a map mounted later must still know. A widget on a rejected key shows no
 * suggestions and says nothing, so the city field listens too.
 */
let keyRejected = false;
const listeners = new Set<() => void>();

function listenForKeyRejection(): void {
  if (typeof window === "undefined") return;
  const previous = window.gm_authFailure;
  window.gm_authFailure = () => {
    keyRejected = true;
    for (const listener of [...listeners]) listener();
    previous?.();
  };
}
// Set before any script loads: this module is imported only by the parts that load it.
listenForKeyRejection();

/** Calls `listener` when Google rejects the key; returns the unsubscribe. */
export function onMapsKeyRejected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once Google has rejected this page's key (before or after the caller mounted). */
export function useMapsKeyRejected(): boolean {
  return useSyncExternalStore(
    onMapsKeyRejected,
    () => keyRejected,
    () => false,
  );
}

/** Tests start each case with a key Google has not rejected. */
export function forgetMapsKeyRejection(): void {
  keyRejected = false;
}
