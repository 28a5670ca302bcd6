import { SESSION_EXPIRED_MESSAGE } from "./auth-errors";

export interface SessionExpiryEffects {
  notify: (message: string) => void;
  signOut: () => Promise<void>;
  goToLogin: () => void;
}

/**
 * What a 401 on a planner action does (SPEC section 6): say so, end the session, go to /login.
 * The user leaves even if signing out fails: the server has already stopped trusting the token.
 */
export function createSessionExpiredHandler(effects: SessionExpiryEffects): () => void {
  return () => {
    effects.notify(SESSION_EXPIRED_MESSAGE);
    effects.signOut().catch((error: unknown) => console.error("Sign-out after 401 failed:", error));
    effects.goToLogin();
  };
}
