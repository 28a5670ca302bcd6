import { useAuth } from "../../features/auth/components/auth-provider";
import { SavedItineraries } from "../../features/saved/components/saved-itineraries";
import { PAGE_TITLES } from "../../config/page-titles";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /saved: the traveller's saved itineraries. */
export function SavedRoute() {
  useDocumentTitle(PAGE_TITLES.saved);
  // The signed-in traveller: the list is kept on this device for them, to read offline.
  return <SavedItineraries uid={useAuth().user?.uid} />;
}
