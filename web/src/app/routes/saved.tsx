import { useAuth } from "../../features/auth/components/auth-provider";
import { SavedItineraries } from "../../features/saved/components/saved-itineraries";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /saved: the traveller's saved itineraries. */
export function SavedRoute() {
  useDocumentTitle("Saved itineraries");
  // The signed-in traveller: the list is kept on this device for them, to read offline.
  return <SavedItineraries uid={useAuth().user?.uid} />;
}
