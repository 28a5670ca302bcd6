import { stopKey, type SavedItinerary } from "@itinerary/contract";
import { type TripComment } from "@itinerary/contract/trip-comments";
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { StopExtrasContext, type StopRef } from "../../../components/ui/stop-extras";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useLiveAfterPaint } from "../../../lib/offline/use-live-after-paint";
import { queueTripComment } from "../../../lib/offline/edit-queue";
import { isConnectionFailure, OFFLINE_TEXT } from "../../../lib/offline/connection";
import { addTripComment, deleteTripComment, resolveTripComment, voteTripStop } from "../api/trip-comments";
import { COMMENTS_TEXT } from "../model/comments-text";
import {
  EMPTY_DISCUSSION,
  nextVote,
  openCount,
  stopTally,
  tripStops,
  type CommentFilter,
  type Discussion,
} from "../model/discussion";
import { StopDiscussion } from "./stop-discussion";
import "./discussion.css";

// The panel's dialog (React Aria) is fetched as the traveller heads for the Comments button, or opens a stop's
// comments, not with the page.
const loadCommentsPanel = () => import("./comments-panel");
const CommentsPanel = lazy(() => loadCommentsPanel().then((m) => ({ default: m.CommentsPanel })));
const DiscussionFollower = lazy(() => import("./discussion-follower").then((m) => ({ default: m.DiscussionFollower })));

export interface TripDiscussionProps {
  plan: SavedItinerary;
  /** The signed-in traveller. */
  uid: string;
  /** The page that shows the trip: each of its stops gets its votes and comments. */
  children: ReactNode;
}

/**
 * Comments and votes on a saved trip, for everyone on it: each stop of the page shows its score, the
 * traveller's vote and its comments; a Comments panel lists them all. Both follow the trip live.
 */
export function TripDiscussion({ plan, uid, children }: TripDiscussionProps) {
  const [discussion, setDiscussion] = useState<Discussion>(EMPTY_DISCUSSION);
  const [panel, setPanel] = useState<{ open: boolean; filter: CommentFilter }>({ open: false, filter: null });
  const [voting, setVoting] = useState<string | null>(null);
  const role = plan.role ?? "owner";
  const stops = useMemo(() => tripStops(plan.itinerary), [plan.itinerary]);
  const onChange = useCallback((change: Partial<Discussion>) => setDiscussion((now) => ({ ...now, ...change })), []);
  const live = useLiveAfterPaint();
  // Mounted from its first opening on, so closing it hands the focus back to the button that opened it.
  const [panelUsed, setPanelUsed] = useState(false);
  if (panel.open && !panelUsed) setPanelUsed(true);
  const preloadPanel = () => void loadCommentsPanel().catch(() => undefined);

  const report = (error: unknown, fallback: string) => {
    if (error instanceof ApiRequestError && error.status === 401) return;
    toast.error(errorMessage(error, fallback));
  };

  const vote = useCallback(
    async (key: string, pressed: 1 | -1, current: 0 | 1 | -1) => {
      setVoting(key);
      try {
        await voteTripStop(plan.id, key, nextVote(current, pressed));
      } catch (error) {
        report(error, COMMENTS_TEXT.voteFailed);
      } finally {
        setVoting(null);
      }
    },
    [plan.id],
  );

  const renderStop = useCallback(
    ({ day, name, place_id }: StopRef) => {
      const key = stopKey({ name, place_id });
      // A stop the draft added since the last save has nothing to vote or comment on until it is saved.
      if (!stops.some((stop) => stop.day === day && stop.key === key)) return null;
      const tally = stopTally(discussion, { day, key }, uid);
      return (
        <StopDiscussion
          name={name}
          tally={tally}
          pending={voting === key}
          onVote={(pressed) => void vote(key, pressed, tally.myVote)}
          onComments={() => setPanel({ open: true, filter: { day, key, name } })}
        />
      );
    },
    [discussion, stops, uid, voting, vote],
  );

  const add = async (text: string, about: { day: number; key: string } | null) => {
    const body = about ? { text, day: about.day, stop_key: about.key } : { text };
    try {
      await addTripComment(plan.id, body);
      toast.success(COMMENTS_TEXT.posted);
      return true;
    } catch (error) {
      // No connection: the comment waits on this device and is posted once when it returns.
      if (isConnectionFailure(error) && (await queueTripComment(uid, plan.id, body))) {
        toast.success(OFFLINE_TEXT.commentQueued);
        return true;
      }
      report(error, COMMENTS_TEXT.failed);
      return false;
    }
  };
  const resolve = async (comment: TripComment, resolved: boolean) => {
    try {
      await resolveTripComment(plan.id, comment.id, resolved);
    } catch (error) {
      report(error, COMMENTS_TEXT.failed);
    }
  };
  const remove = async (comment: TripComment) => {
    try {
      await deleteTripComment(plan.id, comment.id);
      toast.success(COMMENTS_TEXT.deleted);
    } catch (error) {
      report(error, COMMENTS_TEXT.failed);
    }
  };

  return (
    <StopExtrasContext.Provider value={renderStop}>
      <div className="trip-discussion-bar">
        <button
          type="button"
          className="button button-outline button-small"
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => setPanel({ open: true, filter: null })}
        >
          {COMMENTS_TEXT.openWithCount(openCount(discussion.comments))}
        </button>
      </div>
      {children}
      {panelUsed ? (
        <Suspense fallback={null}>
          <CommentsPanel
            isOpen={panel.open}
            onOpenChange={(open) => setPanel((now) => ({ ...now, open }))}
            filter={panel.filter}
            onShowAll={() => setPanel({ open: true, filter: null })}
            comments={discussion.comments}
            stops={stops}
            uid={uid}
            role={role}
            onAdd={add}
            onResolve={resolve}
            onDelete={remove}
          />
        </Suspense>
      ) : null}
      {live ? (
        <QuietOnError>
          <Suspense fallback={null}>
            <DiscussionFollower ownerUid={plan.owner_uid ?? uid} itineraryId={plan.id} onChange={onChange} />
          </Suspense>
        </QuietOnError>
      ) : null}
    </StopExtrasContext.Provider>
  );
}

/**
 * reactfire throws a listener's error from the hook. The comments stop following and the page stays:
 * a removal or a deleted trip is the page's own follower's to announce (trip-live).
 */
class QuietOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn("Following the trip's comments stopped:", error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
