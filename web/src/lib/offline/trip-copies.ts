import type { SavedItinerary, SharedItinerary } from "@itinerary/contract";
import { isConnectionFailure } from "./connection";
import {
  readList,
  readShared,
  readTrip,
  rememberList,
  rememberShared,
  rememberTrip,
  type SavedListCopy,
} from "./offline-store";

/** A trip or list as the page shows it: from the server (syncedAt null), or this device's copy when offline. */
export interface Loaded<T> {
  value: T;
  /** When the device's copy was last synced; null when the server just answered. */
  syncedAt: number | null;
}

/** Offline, and the trip was never opened on this device: there is nothing to show. */
export class NotOnDeviceError extends Error {
  constructor() {
    super("Not kept on this device");
    this.name = "NotOnDeviceError";
  }
}

/**
 * The server's answer, kept on this device for the road; when the call fails for want of a
 * connection, the copy kept last. Any answer of the server's own (a 404, a 403) is passed on as it is:
 * a trip deleted or left is not shown from an old copy.
 */
async function withDeviceCopy<T>(
  fromServer: () => Promise<T>,
  keep: (value: T) => Promise<void>,
  read: () => Promise<{ value: T; syncedAt: number } | null>,
): Promise<Loaded<T>> {
  try {
    const value = await fromServer();
    void keep(value);
    return { value, syncedAt: null };
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    const copy = await read();
    if (!copy) throw new NotOnDeviceError();
    return copy;
  }
}

export function loadSavedTrip(
  uid: string,
  id: string,
  fromServer: (id: string, signal?: AbortSignal) => Promise<SavedItinerary>,
  signal?: AbortSignal,
): Promise<Loaded<SavedItinerary>> {
  return withDeviceCopy(
    () => fromServer(id, signal),
    (trip) => rememberTrip(uid, trip),
    () => readTrip(uid, id),
  );
}

export function loadSavedList(uid: string, fromServer: () => Promise<SavedListCopy>): Promise<Loaded<SavedListCopy>> {
  return withDeviceCopy(
    fromServer,
    (list) => rememberList(uid, list),
    () => readList(uid),
  );
}

export function loadSharedTrip(
  token: string,
  fromServer: () => Promise<SharedItinerary>,
): Promise<Loaded<SharedItinerary>> {
  return withDeviceCopy(
    fromServer,
    (trip) => rememberShared(token, trip),
    () => readShared(token),
  );
}
