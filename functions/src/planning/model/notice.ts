/**
 * What the traveller is told about how a plan was made, as data: the pipeline decides on `kind`
 * (which notices a verdict replaces, which explain an unchanged plan) and only the response renders
 * `text`. No code reads the wording of a notice.
 */
export type NoticeKind =
  /** Anything the traveller should know: a stop removed, moved or swapped, a budget note. */
  | "note"
  /**
   * One step's own account of places it added, removed or moved. A revision tells the traveller the
   * net change instead (pipeline/changes.ts), so a step a later step undid is never reported.
   */
  | "change"
  /** What a revision understood of a request it applied only in part. */
  | "understood"
  /** A rule the plan still breaks ("Please check: ..."); replaced by the next review's verdict. */
  | "check"
  /** Why a revision changed nothing, already saying that no tokens were charged. */
  | "unchanged";

export interface Notice {
  readonly kind: NoticeKind;
  readonly text: string;
}

export const notices = (texts: readonly string[], kind: NoticeKind = "note"): Notice[] =>
  texts.map((text) => ({ kind, text }));

/** The response's notifications: the notices' text, in order. */
export const renderNotices = (list: readonly Notice[]): string[] => list.map((notice) => notice.text);
