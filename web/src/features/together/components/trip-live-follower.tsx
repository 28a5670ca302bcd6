import { TripLiveState, tripLivePath } from "@itinerary/contract";
import { doc } from "firebase/firestore";
import { Component, useEffect, useMemo, type ReactNode } from "react";
import { FirebaseAppProvider, FirestoreProvider, useFirestore, useFirestoreDoc } from "reactfire";
import { firebaseApp } from "../../../lib/firebase";
import { firestore } from "../../../lib/firestore";

export interface TripLiveFollowerProps {
  ownerUid: string;
  itineraryId: string;
  /** Every save of the trip, by anyone, as the server recorded it. */
  onSaved: (state: TripLiveState) => void;
  /** The trip can no longer be followed: the traveller was removed from it, or it was deleted. */
  onLost: () => void;
}

/**
 * Listens, with reactfire, to who saved a trip last while it is open. A lazy chunk of its own: it
 * brings Firestore's SDK only to pages that show a saved trip.
 */
export function TripLiveFollower(props: TripLiveFollowerProps) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore()}>
        <LostOnError key={`${props.ownerUid}/${props.itineraryId}`} onLost={props.onLost}>
          <LiveState {...props} />
        </LostOnError>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}

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

/** reactfire throws a listener's error (permission denied once removed) from the hook. */
class LostOnError extends Component<{ onLost: () => void; children: ReactNode }, { lost: boolean }> {
  override state = { lost: false };

  static getDerivedStateFromError(): { lost: boolean } {
    return { lost: true };
  }

  override componentDidCatch(): void {
    this.props.onLost();
  }

  override render(): ReactNode {
    return this.state.lost ? null : this.props.children;
  }
}
