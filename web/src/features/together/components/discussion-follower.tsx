import { tripCommentsPath, tripVotesPath } from "@itinerary/contract/trip-comments";
import { collection } from "firebase/firestore";
import { useEffect, useMemo } from "react";
import { useFirestore, useFirestoreCollection } from "reactfire";
import { FirestoreScope } from "../../../lib/firestore-scope";
import { readComments, readVotes, type Discussion } from "../model/discussion";

export interface DiscussionFollowerProps {
  ownerUid: string;
  itineraryId: string;
  /** Every change to the trip's comments or votes, by anyone, as the server wrote it. */
  onChange: (change: Partial<Discussion>) => void;
}

/**
 * Listens, with reactfire, to a trip's comments and votes while it is open. A lazy chunk of its own:
 * Firestore's SDK comes only with a saved trip's page.
 */
export function DiscussionFollower(props: DiscussionFollowerProps) {
  return (
    <FirestoreScope>
      <Comments {...props} />
      <Votes {...props} />
    </FirestoreScope>
  );
}

/** reactfire throws a listener's error from the hook: the caller's error boundary decides what it means. */
function Comments({ ownerUid, itineraryId, onChange }: DiscussionFollowerProps) {
  const db = useFirestore();
  const ref = useMemo(() => collection(db, tripCommentsPath(ownerUid, itineraryId)), [db, ownerUid, itineraryId]);
  const { status, data: snapshot } = useFirestoreCollection(ref);
  useEffect(() => {
    if (status !== "success" || !snapshot) return;
    onChange({ comments: readComments(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))) });
  }, [status, snapshot, onChange]);
  return null;
}

function Votes({ ownerUid, itineraryId, onChange }: DiscussionFollowerProps) {
  const db = useFirestore();
  const ref = useMemo(() => collection(db, tripVotesPath(ownerUid, itineraryId)), [db, ownerUid, itineraryId]);
  const { status, data: snapshot } = useFirestoreCollection(ref);
  useEffect(() => {
    if (status !== "success" || !snapshot) return;
    onChange({ votes: readVotes(snapshot.docs.map((doc) => ({ data: doc.data() }))) });
  }, [status, snapshot, onChange]);
  return null;
}
