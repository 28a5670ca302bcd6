/**
 * A one-bit note in localStorage that this browser had a signed-in session. With it, the app waits
 * for Firebase Auth before showing / and /login (no flash of the wrong page); without it, visitors get
 * the landing page at once and the Auth SDK is only fetched when they go to sign in.
 */
const KEY = "itinerary-planner:had-session";

export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(KEY, "1");
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage disabled: the app still works, it just waits for Auth less cleverly.
  }
}
