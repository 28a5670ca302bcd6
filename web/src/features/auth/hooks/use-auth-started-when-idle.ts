import { useEffect } from "react";

/**
 * Starts Firebase Auth once the page has painted and the main thread is idle: the login form does not
 * need the SDK to appear (a visitor without a remembered session is presumed signed out, and a
 * remembered one starts Auth at once in AuthProvider), and fetching and running it earlier holds back
 * the form's first paint on slow phones. Submitting the form starts it anyway.
 */
export function useAuthStartedWhenIdle(ensureStarted: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(ensureStarted, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(ensureStarted, 0);
    return () => clearTimeout(id);
  }, [ensureStarted]);
}
