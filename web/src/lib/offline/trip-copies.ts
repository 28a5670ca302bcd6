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

/**
 * Shown while the server is asked: this device's copy, when it is read before the server answers. The
 * answer (or, without a connection, the same copy) follows through the returned promise.
 */
export type OnDeviceCopy<T> = (copy: Loaded<T> & { syncedAt: number }) => void;

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
 * a trip deleted or left is not shown from an old copy. With `onCopy`, a trip opened before paints at
 * once from this device's copy while the server is asked (its answer replaces it). An answer that is
 * the copy on screen comes back as the copy's own object, so nothing renders again.
 */
async function withDeviceCopy<T>(
  fromServer: () => Promise<T>,
  keep: (value: T) => Promise<void>,
  read: () => Promise<{ value: T; syncedAt: number } | null>,
  onCopy?: OnDeviceCopy<T>,
): Promise<Loaded<T>> {
  let answered = false;
  let shown: T | null = null;
  // Read once: for the early paint, and again for the answer when the connection fails.
  const copyRead = onCopy ? read() : null;
  void copyRead?.then((copy) => {
    if (!copy || answered) return;
    shown = copy.value;
    onCopy!(copy);
  });
  try {
    const value = await fromServer();
    answered = true;
    void keep(value);
    const same = shown !== null && JSON.stringify(shown) === JSON.stringify(value);
    return { value: same ? shown! : value, syncedAt: null };
  } catch (error) {
    answered = true;
    if (!isConnectionFailure(error)) throw error;
    const copy = await (copyRead ?? read());
    if (!copy) throw new NotOnDeviceError();
    return shown !== null ? { value: shown, syncedAt: copy.syncedAt } : copy;
  }
}

export function loadSavedTrip(
  uid: string,
  id: string,
  fromServer: (id: string, signal?: AbortSignal) => Promise<SavedItinerary>,
  signal?: AbortSignal,
  onCopy?: OnDeviceCopy<SavedItinerary>,
): Promise<Loaded<SavedItinerary>> {
  return withDeviceCopy(
    () => fromServer(id, signal),
    (trip) => rememberTrip(uid, trip),
    () => readTrip(uid, id),
    onCopy,
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
  onCopy?: OnDeviceCopy<SharedItinerary>,
): Promise<Loaded<SharedItinerary>> {
  return withDeviceCopy(
    fromServer,
    (trip) => rememberShared(token, trip),
    () => readShared(token),
    onCopy,
  );
}
