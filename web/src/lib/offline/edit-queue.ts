import type { SaveItineraryRequest } from "@itinerary/contract";
import type { AddTripCommentRequest } from "@itinerary/contract/trip-comments";
import type { AddTripExpenseRequest } from "@itinerary/contract/trip-costs";
import { ApiRequestError } from "../api-error";
import { isConnectionFailure, markEditsWaiting } from "./connection";
import {
  changeTripCopy,
  dropQueuedEdit,
  forgetTrip,
  queuedEdits,
  queueEdit,
  replaceQueuedEdit,
  type QueuedEdit,
} from "./offline-store";

/**
 * Edits made without a connection (issue 25), kept in this device's IndexedDB and sent in order when
 * it returns. Each carries its idempotency key (a save's edit_key, a comment's or expense's
 * client_id), so a resend after a lost answer is applied once by the server. A save says when it was
 * made (edited_at): where a companion changed the same field since, the server keeps theirs and says so.
 */

const newKey = () => crypto.randomUUID();

/**
 * Keeps a save of a saved trip for later. Saves of one trip waiting together become one: the last
 * plan, from the version first opened, dated by the first edit (a companion's change made after it
 * is kept over it), under a new key (the earlier key may have reached the server already).
 */
export async function queueTripSave(uid: string, tripId: string, body: SaveItineraryRequest): Promise<boolean> {
  const waiting = (await queuedEdits(uid)).find((edit) => edit.kind === "update" && edit.tripId === tripId);
  const key = newKey();
  const editedAt = typeof waiting?.body.edited_at === "string" ? waiting.body.edited_at : new Date().toISOString();
  const baseSavedAt = waiting ? waiting.body.base_saved_at : body.base_saved_at;
  const jobs = [...new Set([...((waiting?.body.ai_jobs as string[] | undefined) ?? []), ...(body.ai_jobs ?? [])])];
  const queued: Record<string, unknown> = {
    ...body,
    ...(baseSavedAt ? { base_saved_at: baseSavedAt } : {}),
    ...(jobs.length > 0 ? { ai_jobs: jobs } : {}),
    edit_key: key,
    edited_at: editedAt,
  };
  const kept = waiting
    ? (await replaceQueuedEdit({ ...waiting, key, body: queued }), true)
    : await queueEdit({ kind: "update", uid, tripId, key, body: queued, queuedAt: Date.now() });
  // The trip opens from this device with the change in it, until the server has it.
  if (kept) {
    markEditsWaiting(uid, true);
    await changeTripCopy(uid, tripId, (trip) => ({
      ...trip,
      preferences: body.preferences,
      itinerary: body.itinerary,
      summary_text: body.summary_text,
    }));
  }
  return kept;
}

/** Keeps a new comment or expense for later, under the id it will have (its client_id). */
async function queueNew(
  kind: "comment" | "expense",
  uid: string,
  tripId: string,
  body: AddTripCommentRequest | AddTripExpenseRequest,
): Promise<boolean> {
  const key = newKey();
  const kept = await queueEdit({ kind, uid, tripId, key, body: { ...body, client_id: key }, queuedAt: Date.now() });
  if (kept) markEditsWaiting(uid, true);
  return kept;
}

export const queueTripComment = (uid: string, tripId: string, body: AddTripCommentRequest) =>
  queueNew("comment", uid, tripId, body);

export const queueTripExpense = (uid: string, tripId: string, body: AddTripExpenseRequest) =>
  queueNew("expense", uid, tripId, body);

/** What a replay did: how many edits landed, what companions' newer changes were kept, what was refused. */
export interface ReplayReport {
  applied: number;
  /** Trips whose plan changed on the server: a page showing one loads it again. */
  trips: string[];
  newerKept: string[];
  /** The server's reasons for edits it refused (the trip was deleted, the traveller left it...). */
  refused: string[];
  /** Edits still waiting: the connection went again, or the server could not answer. */
  waiting: number;
}

/** How each kind of edit reaches the server; a seam for tests. */
export interface EditSender {
  update: (tripId: string, body: SaveItineraryRequest) => Promise<{ merged?: { newer_kept?: string[] } }>;
  comment: (tripId: string, body: AddTripCommentRequest) => Promise<unknown>;
  expense: (tripId: string, body: AddTripExpenseRequest) => Promise<unknown>;
}

/** Each edit is the endpoint's own call, the API client and schemas loaded only when something is sent. */
async function client() {
  const [{ apiCall }, contract, comments, costs] = await Promise.all([
    import("../api-client"),
    import("@itinerary/contract"),
    import("@itinerary/contract/trip-comments"),
    import("@itinerary/contract/trip-costs"),
  ]);
  return { apiCall, contract, comments, costs };
}

const apiSender: EditSender = {
  update: async (tripId, body) => {
    const { apiCall, contract } = await client();
    return apiCall("updateItinerary", contract.SaveItineraryResponse, { id: tripId, body });
  },
  comment: async (tripId, body) => {
    const { apiCall, comments } = await client();
    return apiCall("addTripComment", comments.TripComment, { id: tripId, body });
  },
  expense: async (tripId, body) => {
    const { apiCall, costs } = await client();
    return apiCall("addTripExpense", costs.TripExpense, { id: tripId, body });
  },
};

/** The server did not take the edit yet, but may: keep it and try again later. */
function worthRetrying(error: unknown): boolean {
  if (isConnectionFailure(error)) return true;
  if (!(error instanceof ApiRequestError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 401 || error.status === 408;
}

function send(sender: EditSender, edit: QueuedEdit) {
  if (edit.kind === "update") return sender.update(edit.tripId, edit.body as SaveItineraryRequest);
  if (edit.kind === "comment") return sender.comment(edit.tripId, edit.body as AddTripCommentRequest);
  return sender.expense(edit.tripId, edit.body as AddTripExpenseRequest);
}

let running: Promise<ReplayReport> | null = null;

/**
 * Sends the traveller's waiting edits, oldest first, one at a time; stops at the first that cannot
 * reach the server (the rest keep their order for next time). One replay runs at a time on a page.
 */
export function replayQueuedEdits(uid: string, sender: EditSender = apiSender): Promise<ReplayReport> {
  running ??= replay(uid, sender).finally(() => {
    running = null;
  });
  return running;
}

async function replay(uid: string, sender: EditSender): Promise<ReplayReport> {
  const edits = await queuedEdits(uid);
  const report: ReplayReport = { applied: 0, trips: [], newerKept: [], refused: [], waiting: 0 };
  for (const [index, edit] of edits.entries()) {
    try {
      const answer = await send(sender, edit);
      if (edit.kind === "update") {
        if (!report.trips.includes(edit.tripId)) report.trips.push(edit.tripId);
        report.newerKept.push(...((answer as Awaited<ReturnType<EditSender["update"]>>).merged?.newer_kept ?? []));
      }
      report.applied++;
    } catch (error) {
      if (worthRetrying(error)) {
        report.waiting = edits.length - index;
        return report;
      }
      report.refused.push(error instanceof ApiRequestError && error.detail ? error.detail : "it was refused.");
      // The copy on this device holds a change the server will never have: read the trip afresh next time.
      if (edit.kind === "update") await forgetTrip(uid, edit.tripId);
    }
    await dropQueuedEdit(edit.seq, edit.key);
  }
  // An edit folded into one on its way stays in line: the mark says so.
  markEditsWaiting(uid, (await queuedEdits(uid)).length > 0);
  return report;
}
