import { SavedItineraries } from "../../features/saved/components/saved-itineraries";

/** /saved: the traveller's saved itineraries. */
export function SavedRoute() {
  return <SavedItineraries />;
}
