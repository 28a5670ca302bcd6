import type { Libraries, useJsApiLoader } from "@react-google-maps/api";
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
