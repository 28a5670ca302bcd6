/**
 * Stands in for `firebase/database` in the build (see vite.config.ts). reactfire imports the Realtime
 * Database SDK for its database hooks and builds a table of its listeners when it loads, so tree
 * shaking cannot drop it; the app keeps its data in Firestore and never calls these. Without the
 * stand-in the plan-job follower would carry about 40 KB gzip of an SDK it never runs.
 */
function unavailable(): never {
  throw new Error("The Realtime Database is not part of this app: its data lives in Firestore.");
}

export const get = unavailable;
export const off = unavailable;
export const onChildAdded = unavailable;
export const onChildChanged = unavailable;
export const onChildMoved = unavailable;
export const onChildRemoved = unavailable;
export const onValue = unavailable;
