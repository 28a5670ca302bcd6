import type { StopTally } from "../model/discussion";
import { formatScore } from "../model/discussion";
import { COMMENTS_TEXT } from "../model/comments-text";

export interface StopDiscussionProps {
  name: string;
  tally: StopTally;
  /** A vote of the traveller's is on its way: the buttons wait for it. */
  pending: boolean;
  onVote: (pressed: 1 | -1) => void;
  onComments: () => void;
}

/** Beside a stop: its score with up and down buttons (pressed for the traveller's own vote) and its comments. */
export function StopDiscussion({ name, tally, pending, onVote, onComments }: StopDiscussionProps) {
  return (
    <div className="stop-discussion">
      <div className="stop-votes" role="group" aria-label={`${COMMENTS_TEXT.score}: ${name}`}>
        <button
          type="button"
          className="vote-button"
          aria-label={COMMENTS_TEXT.voteUp(name)}
          aria-pressed={tally.myVote === 1}
          disabled={pending}
          onClick={() => onVote(1)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M8 3 14 11H2Z" />
          </svg>
        </button>
        <span className="stop-score" data-testid="stop-score">
          <span className="visually-hidden">{COMMENTS_TEXT.score} </span>
          {formatScore(tally.score)}
        </span>
        <button
          type="button"
          className="vote-button"
          aria-label={COMMENTS_TEXT.voteDown(name)}
          aria-pressed={tally.myVote === -1}
          disabled={pending}
          onClick={() => onVote(-1)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M8 13 2 5H14Z" />
          </svg>
        </button>
      </div>
      <button
        type="button"
        className="stop-comments-button"
        aria-label={COMMENTS_TEXT.stopComments(tally.comments, name)}
        onClick={onComments}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 3h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H8l-4 3v-3H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z"
          />
        </svg>
        <span aria-hidden="true">{COMMENTS_TEXT.commentCount(tally.comments)}</span>
      </button>
    </div>
  );
}
