import { TripLiveState, tripLivePath } from "@itinerary/contract";
import { doc } from "firebase/firestore";
import { useEffect, useMemo } from "react";
import { useFirestore, useFirestoreDoc } from "reactfire";
import { FirestoreScope } from "../../../lib/firestore-scope";

export interface TripLiveFollowerProps {
  ownerUid: string;
  itineraryId: string;
  /** Every save of the trip, by anyone, as the server recorded it. */
  onSaved: (state: TripLiveState) => void;
}

/**
 * Listens, with reactfire, to who saved a trip last while it is open. A lazy chunk of its own: it
 * brings Firestore's SDK only to pages that show a saved trip.
 */
export function TripLiveFollower(props: TripLiveFollowerProps) {
  return (
    <FirestoreScope>
      <LiveState {...props} />
    </FirestoreScope>
  );
}

/** reactfire throws a listener's error from the hook: the caller's error boundary decides what it means. */
function LiveState({ ownerUid, itineraryId, onSaved }: TripLiveFollowerProps) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, tripLivePath(ownerUid, itineraryId)), [db, ownerUid, itineraryId]);
  const { status, data: snapshot } = useFirestoreDoc(ref);
  useEffect(() => {
    if (status !== "success" || !snapshot?.exists()) return;
    const parsed = TripLiveState.safeParse(snapshot.data());
    if (parsed.success) onSaved(parsed.data);
  }, [status, snapshot, onSaved]);
  return null;
}
