import { PlanJob, planJobPath } from "@itinerary/contract";
import { doc } from "firebase/firestore";
import { Component, useEffect, useMemo, type ReactNode } from "react";
import { useFirestore, useFirestoreDoc } from "reactfire";
import { FirestoreScope } from "../../../lib/firestore-scope";

export interface PlanJobFollowerProps {
  uid: string;
  jobId: string;
  /** Every change of the job's document; null when the server has no such job (it was never accepted). */
  onUpdate: (job: PlanJob | null, id: string) => void;
  /** The document cannot be followed (rules, a document that is not a job). */
  onError: (error: unknown, id: string) => void;
}

/**
 * Follows one plan job's document with reactfire. This module is a lazy chunk of its own: it brings
 * Firestore's SDK, which the planner's first load never needs, only while a job is running.
 */
export function PlanJobFollower(props: PlanJobFollowerProps) {
  return (
    <FirestoreScope>
      <FollowFailure key={props.jobId} jobId={props.jobId} onError={props.onError}>
        <JobDocument {...props} />
      </FollowFailure>
    </FirestoreScope>
  );
}

function JobDocument({ uid, jobId, onUpdate, onError }: PlanJobFollowerProps) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, planJobPath(uid, jobId)), [db, uid, jobId]);
  // reactfire throws a listener's error from the hook; FollowFailure below turns it into onError.
  const { status, data: snapshot } = useFirestoreDoc(ref);

  useEffect(() => {
    if (status !== "success" || !snapshot) return;
    if (!snapshot.exists()) {
      // A cached "missing" may only mean the server has not answered yet; only the server's word counts.
      if (!snapshot.metadata.fromCache) onUpdate(null, jobId);
      return;
    }
    const parsed = PlanJob.safeParse({ ...snapshot.data(), id: snapshot.id });
    if (parsed.success) onUpdate(parsed.data, jobId);
    else onError(new Error(`plan job ${jobId} does not match the contract: ${parsed.error.message}`), jobId);
  }, [status, snapshot, jobId, onUpdate, onError]);

  return null;
}

interface FollowFailureProps {
  jobId: string;
  onError: (error: unknown, id: string) => void;
  children: ReactNode;
}

class FollowFailure extends Component<FollowFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error, this.props.jobId);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
