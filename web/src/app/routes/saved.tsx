import { SavedItineraries } from "../../features/saved/components/saved-itineraries";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /saved: the traveller's saved itineraries. */
export function SavedRoute() {
  useDocumentTitle("Saved itineraries");
  return <SavedItineraries />;
}
