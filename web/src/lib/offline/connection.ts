import { ApiRequestError } from "../api-error";

/** Whether the browser believes it has a connection (a captive portal may still fail a call). */
export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/**
 * A call that never reached the server, or that a missing connection broke: the device's copy and
 * the edit queue stand in. An answer from the server (any status) is not one: it is the server's word.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return false;
  if (error instanceof DOMException && error.name === "AbortError") return false;
  if (!isOnline()) return true;
  // fetch's own failure, and Firebase Auth's when a token could not be refreshed.
  if (error instanceof TypeError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === "auth/network-request-failed";
}

/**
 * A mark in localStorage that this traveller has edits waiting: pages open without loading the queue
 * (and IndexedDB's code) unless there is something to send.
 */
export const waitingEditsKey = (uid: string) => `offline-edits:${uid}`;

export function markEditsWaiting(uid: string, waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(waitingEditsKey(uid), "1");
    else localStorage.removeItem(waitingEditsKey(uid));
  } catch {
    // Storage blocked: the queue is read on every reconnect instead.
  }
}

export function editsMayBeWaiting(uid: string): boolean {
  try {
    return localStorage.getItem(waitingEditsKey(uid)) !== null;
  } catch {
    return true;
  }
}

/** When a device copy was last synced, in a traveller's words ("today at 14:05", "on 3 May at 09:10"). */
export function lastSyncedText(syncedAt: number, now = Date.now(), locale = "en-US"): string {
  const at = new Date(syncedAt);
  const time = at.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" });
  const sameDay = new Date(now).toDateString() === at.toDateString();
  if (sameDay) return `today at ${time}`;
  return `on ${at.toLocaleDateString(locale, { day: "numeric", month: "short" })} at ${time}`;
}

export const OFFLINE_TEXT = {
  tripOffline: (synced: string) =>
    `You're offline. This trip was last synced ${synced}; changes you save are kept on this device.`,
  listOffline: (synced: string) => `You're offline. This list was last synced ${synced}.`,
  sharedOffline: (synced: string) => `You're offline. This trip was last synced ${synced}.`,
  savedOnDevice: "Saved on this device. It will sync when you're back online.",
  commentQueued: "Comment kept on this device. It will be posted when you're back online.",
  expenseQueued: "Expense kept on this device. It will be added when you're back online.",
  notOnDevice:
    "You're offline, and this trip isn't on this device yet. Open it once while online to keep it for the road.",
  synced: (count: number) =>
    count === 1 ? "Your offline change is saved." : `Your ${count} offline changes are saved.`,
  newerKept: (fields: string[]) => `A newer change by a companion was kept over yours: ${fields.join("; ")}.`,
  dropped: (detail: string) => `An offline change could not be saved: ${detail}`,
  needsConnection: {
    generate: "You're offline: making a new plan needs a connection.",
    regenerate: "You're offline: regenerating needs a connection.",
    finalize: "You're offline: finalizing needs a connection.",
    buy: "You're offline: buying tokens needs a connection.",
    files: "You're offline: downloads need a connection.",
  },
} as const;

/** aria-describedby from the descriptions a control has now (its cost, why it is disabled). */
export function describedBy(...ids: (string | null)[]): string | undefined {
  const present = ids.filter((id): id is string => id !== null);
  return present.length > 0 ? present.join(" ") : undefined;
}
