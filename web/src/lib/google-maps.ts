import type { Libraries } from "@react-google-maps/api";

/**
 * One set of loader options for every Google Maps use (the map and the city autocomplete): the
 * loader refuses a second call with different options, so they must be the same object everywhere.
 */
const LIBRARIES: Libraries = ["places"];

export function googleMapsLoaderOptions(googleMapsApiKey: string) {
  return { id: "google-maps-script", googleMapsApiKey, version: "weekly", libraries: LIBRARIES };
}
