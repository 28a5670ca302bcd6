import type { SavedItinerary, SharedItinerary } from "@itinerary/contract";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/**
 * This device's copy of the traveller's trips, for the road (issue 25): each saved or shared trip as
 * last read from the server, the saved list, shared links opened, and the edits made offline waiting
 * to be sent. Records carry the account's uid, so another traveller on this browser never reads them;
 * signing out forgets them all (forgetOfflineTrips).
 */

/** An edit made without a connection, sent in order when it returns. `key` makes a resend apply once. */
export interface QueuedEdit {
  /** A save of the trip's plan, a comment on it, or an expense logged on it. */
  kind: "update" | "comment" | "expense";
  uid: string;
  tripId: string;
  /** The edit's idempotency key: a save's edit_key, a comment's or expense's client_id. */
  key: string;
  body: Record<string, unknown>;
  queuedAt: number;
}

/** The first page of the saved list, as the list page shows it. */
export interface SavedListCopy {
  plans: SavedItinerary[];
  nextCursor: string | null;
}

export interface Synced<T> {
  value: T;
  /** When the server last answered with it (ms since the epoch). */
  syncedAt: number;
}

interface OfflineSchema extends DBSchema {
  trips: { key: string; value: { uid: string; id: string; value: SavedItinerary; syncedAt: number } };
  lists: { key: string; value: { uid: string; value: SavedListCopy; syncedAt: number } };
  shared: { key: string; value: { token: string; value: SharedItinerary; syncedAt: number } };
  queue: { key: number; value: QueuedEdit & { seq?: number }; indexes: { byUid: string } };
}

const DB_NAME = "itinerary-offline";
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("trips");
      database.createObjectStore("lists");
      database.createObjectStore("shared");
      database.createObjectStore("queue", { keyPath: "seq", autoIncrement: true }).createIndex("byUid", "uid");
    },
  });
  return opening;
}

/** Storage may be refused (a private window, a full disk): the app then works as it did without it. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    if (typeof indexedDB === "undefined") return fallback;
    return await work();
  } catch (error) {
    console.warn("This device's trip store is unavailable:", error);
    return fallback;
  }
}

const tripKey = (uid: string, id: string) => `${uid}/${id}`;

export const rememberTrip = (uid: string, trip: SavedItinerary, syncedAt = Date.now()) =>
  quietly(
    async () =>
      void (await (await db()).put("trips", { uid, id: trip.id, value: trip, syncedAt }, tripKey(uid, trip.id))),
    undefined,
  );

export const readTrip = (uid: string, id: string) =>
  quietly(async (): Promise<Synced<SavedItinerary> | null> => {
    const record = await (await db()).get("trips", tripKey(uid, id));
    return record && record.uid === uid ? { value: record.value, syncedAt: record.syncedAt } : null;
  }, null);

/** An edit kept on this device before it reaches the server: the copy opens with it, its sync time unchanged. */
export const changeTripCopy = (uid: string, id: string, change: (trip: SavedItinerary) => SavedItinerary) =>
  quietly(async () => {
    const database = await db();
    const record = await database.get("trips", tripKey(uid, id));
    if (record) await database.put("trips", { ...record, value: change(record.value) }, tripKey(uid, id));
  }, undefined);

export const forgetTrip = (uid: string, id: string) =>
  quietly(async () => void (await (await db()).delete("trips", tripKey(uid, id))), undefined);

export const rememberList = (uid: string, list: SavedListCopy) =>
  quietly(
    async () => void (await (await db()).put("lists", { uid, value: list, syncedAt: Date.now() }, uid)),
    undefined,
  );

export const readList = (uid: string) =>
  quietly(async (): Promise<Synced<SavedListCopy> | null> => {
    const record = await (await db()).get("lists", uid);
    return record ? { value: record.value, syncedAt: record.syncedAt } : null;
  }, null);

export const rememberShared = (token: string, trip: SharedItinerary) =>
  quietly(
    async () => void (await (await db()).put("shared", { token, value: trip, syncedAt: Date.now() }, token)),
    undefined,
  );

export const readShared = (token: string) =>
  quietly(async (): Promise<Synced<SharedItinerary> | null> => {
    const record = await (await db()).get("shared", token);
    return record ? { value: record.value, syncedAt: record.syncedAt } : null;
  }, null);

/** Puts an edit at the end of the line; false when this device cannot keep it. */
export const queueEdit = (edit: QueuedEdit) =>
  quietly(async () => {
    await (await db()).add("queue", edit);
    return true;
  }, false);

/** The traveller's waiting edits, oldest first, each with its place in the line. */
export const queuedEdits = (uid: string) =>
  quietly(
    async () => {
      const all = await (await db()).getAllFromIndex("queue", "byUid", uid);
      return all
        .filter((edit): edit is QueuedEdit & { seq: number } => typeof edit.seq === "number")
        .sort((a, b) => a.seq - b.seq);
    },
    [] as (QueuedEdit & { seq: number })[],
  );

/**
 * Takes a sent edit out of the line, unless it changed meanwhile (a later save of the same trip was
 * folded into it under a new key while this one was on its way): that one is still to be sent.
 */
export const dropQueuedEdit = (seq: number, key: string) =>
  quietly(async () => {
    const tx = (await db()).transaction("queue", "readwrite");
    const stored = await tx.store.get(seq);
    if (stored?.key === key) await tx.store.delete(seq);
    await tx.done;
  }, undefined);

/** Changes a waiting edit in place: a later save of the same trip folded into it. */
export const replaceQueuedEdit = (edit: QueuedEdit & { seq: number }) =>
  quietly(async () => void (await (await db()).put("queue", edit)), undefined);

/** Sign-out on this browser: nothing of any traveller's trips stays behind. */
export const forgetOfflineTrips = () =>
  quietly(async () => {
    const database = await db();
    await Promise.all((["trips", "lists", "shared", "queue"] as const).map((store) => database.clear(store)));
  }, undefined);
