/**
 * An invite opened signed out: remembered for this tab while the traveller signs in, so the sign-in
 * lands on the invite instead of the planner; the join page forgets it once it runs.
 */
const KEY = "pending-trip-invite";
const JOIN_PATH = /^\/join\/[A-Za-z0-9_-]{1,128}$/;

export function rememberInvite(pathname: string): void {
  if (!JOIN_PATH.test(pathname)) return;
  try {
    sessionStorage.setItem(KEY, pathname);
  } catch {
    // Storage refused: the traveller opens the link again after signing in.
  }
}

/** The remembered invite's path; null when there is none (or what is stored is not one). */
export function pendingInvite(): string | null {
  try {
    const pathname = sessionStorage.getItem(KEY);
    return pathname && JOIN_PATH.test(pathname) ? pathname : null;
  } catch {
    return null;
  }
}

export function forgetInvite(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
