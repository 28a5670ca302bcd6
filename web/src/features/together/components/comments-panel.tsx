import { type TripAccess } from "@itinerary/contract";
import { TRIP_COMMENT_MAX, type TripComment } from "@itinerary/contract/trip-comments";
import { useId, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { COMMENTS_TEXT } from "../model/comments-text";
import { canDelete, canResolve, commentsShown, type CommentFilter } from "../model/discussion";
import { dateFormat } from "../../../lib/intl-formats";

export interface CommentsPanelProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** One stop's comments, or all of them. */
  filter: CommentFilter;
  onShowAll: () => void;
  comments: TripComment[];
  /** The trip's stops as saved: what a new comment may be about. */
  stops: { day: number; key: string; name: string }[];
  uid: string;
  role: TripAccess;
  /** Each resolves once the server has it (the list itself follows the live comments). */
  onAdd: (text: string, about: { day: number; key: string } | null) => Promise<boolean>;
  onResolve: (comment: TripComment, resolved: boolean) => Promise<void>;
  onDelete: (comment: TripComment) => Promise<void>;
}

const WHOLE_TRIP = "";
const aboutValue = (stop: { day: number; key: string }) => `${stop.day}\u0000${stop.key}`;
const when = (ms: number) => dateFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(ms);

/** The trip's comments, live: read, add, resolve and reopen (owner and editors), delete one's own. */
export function CommentsPanel(props: CommentsPanelProps) {
  const { isOpen, onOpenChange, filter, comments } = props;
  const shown = commentsShown(comments, filter);
  return (
    <ModalOverlay className="confirm-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="confirm-modal comments-modal">
        <Dialog className="confirm-dialog comments-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="confirm-title">
                {filter ? COMMENTS_TEXT.stopTitle(filter.name) : COMMENTS_TEXT.title}
              </Heading>
              {filter ? (
                <Button className="link-button comments-show-all" onPress={props.onShowAll}>
                  {COMMENTS_TEXT.showAll}
                </Button>
              ) : (
                <p className="confirm-description">{COMMENTS_TEXT.description}</p>
              )}
              {shown.length === 0 ? (
                <p className="comments-empty">{filter ? COMMENTS_TEXT.stopEmpty : COMMENTS_TEXT.empty}</p>
              ) : (
                <ol className="comments-list" aria-label={COMMENTS_TEXT.title}>
                  {shown.map((comment) => (
                    <CommentItem key={comment.id} comment={comment} showStop={!filter} {...props} />
                  ))}
                </ol>
              )}
              <CommentForm key={filter ? aboutValue(filter) : WHOLE_TRIP} {...props} />
              <div className="confirm-actions">
                <Button className="button button-ghost" onPress={close}>
                  {COMMENTS_TEXT.close}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function CommentItem({
  comment,
  showStop,
  uid,
  role,
  onResolve,
  onDelete,
}: { comment: TripComment; showStop: boolean } & CommentsPanelProps) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const mine = comment.author_uid === uid;
  return (
    <li className={`comment${comment.resolved ? " is-resolved" : ""}`} data-testid="trip-comment">
      <p className="comment-meta">
        <span className="comment-author">
          {comment.author_name}
          {mine ? ` (${COMMENTS_TEXT.you})` : ""}
        </span>
        <time dateTime={new Date(comment.created_at_ms).toISOString()}>{when(comment.created_at_ms)}</time>
      </p>
      {showStop ? (
        <p className="comment-about">
          {comment.day !== null && comment.stop_name !== null
            ? COMMENTS_TEXT.onStop(comment.day, comment.stop_name)
            : COMMENTS_TEXT.wholeTrip}
        </p>
      ) : null}
      <p className="comment-text">{comment.text}</p>
      {comment.resolved && comment.resolved_by_name ? (
        <p className="comment-resolved">{COMMENTS_TEXT.resolvedBy(comment.resolved_by_name)}</p>
      ) : null}
      {canResolve(role) || canDelete(comment, uid) ? (
        <div className="comment-actions">
          {canResolve(role) ? (
            <Button
              className="button button-ghost button-small"
              isDisabled={busy}
              onPress={() => void run(() => onResolve(comment, !comment.resolved))}
            >
              {comment.resolved ? COMMENTS_TEXT.reopen : COMMENTS_TEXT.resolve}
            </Button>
          ) : null}
          {canDelete(comment, uid) ? (
            <Button
              className="button button-ghost button-small comment-delete"
              isDisabled={busy}
              onPress={() => void run(() => onDelete(comment))}
            >
              {COMMENTS_TEXT.delete}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CommentForm({ filter, stops, onAdd }: CommentsPanelProps) {
  const ids = { about: useId(), text: useId(), count: useId() };
  const [text, setText] = useState("");
  const [about, setAbout] = useState(filter ? aboutValue(filter) : WHOLE_TRIP);
  const [posting, setPosting] = useState(false);
  const length = text.trim().length;
  const tooLong = length > TRIP_COMMENT_MAX;

  const post = async () => {
    const stop = stops.find((candidate) => aboutValue(candidate) === about) ?? filter;
    setPosting(true);
    try {
      if (await onAdd(text, about === WHOLE_TRIP || !stop ? null : { day: stop.day, key: stop.key })) setText("");
    } finally {
      setPosting(false);
    }
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (length > 0 && !tooLong && !posting) void post();
      }}
    >
      {filter ? null : (
        <div className="comment-field">
          <label className="field-label" htmlFor={ids.about}>
            {COMMENTS_TEXT.about}
          </label>
          <select id={ids.about} className="input" value={about} onChange={(event) => setAbout(event.target.value)}>
            <option value={WHOLE_TRIP}>{COMMENTS_TEXT.wholeTrip}</option>
            {stops.map((stop) => (
              <option key={aboutValue(stop)} value={aboutValue(stop)}>
                {COMMENTS_TEXT.onStop(stop.day, stop.name)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="comment-field">
        <label className="field-label" htmlFor={ids.text}>
          {COMMENTS_TEXT.textLabel}
        </label>
        <textarea
          id={ids.text}
          className="input textarea"
          rows={3}
          value={text}
          placeholder={COMMENTS_TEXT.placeholder}
          aria-describedby={ids.count}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={ids.count} className={`comment-count${tooLong ? " is-over" : ""}`}>
          {tooLong
            ? COMMENTS_TEXT.tooLong(TRIP_COMMENT_MAX, length)
            : COMMENTS_TEXT.charactersLeft(TRIP_COMMENT_MAX - length)}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={length === 0 || tooLong || posting}>
        {posting ? COMMENTS_TEXT.posting : COMMENTS_TEXT.post}
      </button>
    </form>
  );
}
