import { stopKey, type StructuredPlan, type TripAccess } from "@itinerary/contract";
import { TripComment, TripStopVotes, type TripVote, voteScore } from "@itinerary/contract/trip-comments";

/** A trip's comments and votes as its members read them live. */
export interface Discussion {
  /** Oldest first, as a conversation reads. */
  comments: TripComment[];
  /** Each voted stop's votes, by stop key. */
  votes: ReadonlyMap<string, TripStopVotes>;
}

export const EMPTY_DISCUSSION: Discussion = { comments: [], votes: new Map() };

/** What a stop shows: its score, the traveller's own vote, and how many comments are about it. */
export interface StopTally {
  score: number;
  myVote: TripVote;
  comments: number;
}

/** Which comments a view shows: all of them, or one stop's on one day. */
export type CommentFilter = { day: number; key: string; name: string } | null;

/** Documents as read from Firestore, checked against the contract: anything else is left out, not shown broken. */
export function readComments(docs: readonly { id: string; data: unknown }[]): TripComment[] {
  const comments: TripComment[] = [];
  for (const doc of docs) {
    const parsed = TripComment.safeParse({ ...(doc.data as object), id: doc.id });
    if (parsed.success) comments.push(parsed.data);
  }
  return comments.sort((a, b) => a.created_at_ms - b.created_at_ms || (a.id < b.id ? -1 : 1));
}

export function readVotes(docs: readonly { data: unknown }[]): Map<string, TripStopVotes> {
  const votes = new Map<string, TripStopVotes>();
  for (const doc of docs) {
    const parsed = TripStopVotes.safeParse(doc.data);
    if (parsed.success) votes.set(parsed.data.stop_key, parsed.data);
  }
  return votes;
}

export function stopTally(discussion: Discussion, stop: { day: number; key: string }, uid: string): StopTally {
  const votes = discussion.votes.get(stop.key)?.votes ?? {};
  return {
    score: voteScore(votes),
    myVote: votes[uid] ?? 0,
    comments: discussion.comments.filter((comment) => isAbout(comment, stop)).length,
  };
}

const isAbout = (comment: TripComment, stop: { day: number; key: string }) =>
  comment.stop_key === stop.key && comment.day === stop.day;

export function commentsShown(comments: readonly TripComment[], filter: CommentFilter): TripComment[] {
  return filter ? comments.filter((comment) => isAbout(comment, filter)) : [...comments];
}

/** Comments nobody has resolved yet: what the Comments button counts. */
export const openCount = (comments: readonly TripComment[]) => comments.filter((comment) => !comment.resolved).length;

/** The owner and editors resolve and reopen; a viewer reads, comments and votes. */
export const canResolve = (role: TripAccess) => role !== "viewer";

/** Only its author takes a comment back. */
export const canDelete = (comment: TripComment, uid: string) => comment.author_uid === uid;

/** The vote a press sends: pressing the vote one already gave takes it back. */
export const nextVote = (current: TripVote, pressed: 1 | -1): TripVote => (current === pressed ? 0 : pressed);

/** Every stop of the trip as saved, in order, as the comment form offers them. */
export function tripStops(plan: StructuredPlan): { day: number; key: string; name: string }[] {
  return plan.flatMap((day) =>
    day.activities.map((activity) => ({ day: day.day, key: stopKey(activity), name: activity.name })),
  );
}

/** "+2", "0", "-1": a score reads with its sign. */
export const formatScore = (score: number) => (score > 0 ? `+${score}` : String(score));
