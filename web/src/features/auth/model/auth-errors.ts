/** What the authentication screen may say when an attempt fails (SPEC section 8). */
export const AUTH_ERROR_MESSAGES = {
  incorrectCredentials: "Incorrect email or password. Please try again.",
  userNotFound: "No account found with this email.",
  emailInUse: "This email is already registered. Please log in.",
  popupClosed: "Sign-in process was cancelled. Please try again.",
  generic: "Failed to authenticate. Please try again.",
} as const;

const MESSAGE_BY_CODE: ReadonlyMap<string, string> = new Map([
  ["auth/wrong-password", AUTH_ERROR_MESSAGES.incorrectCredentials],
  ["auth/invalid-credential", AUTH_ERROR_MESSAGES.incorrectCredentials],
  ["auth/invalid-login-credentials", AUTH_ERROR_MESSAGES.incorrectCredentials],
  ["auth/user-not-found", AUTH_ERROR_MESSAGES.userNotFound],
  ["auth/email-already-in-use", AUTH_ERROR_MESSAGES.emailInUse],
  ["auth/popup-closed-by-user", AUTH_ERROR_MESSAGES.popupClosed],
]);

/** The Firebase error code of a failure, if it carries one (profile-creation failures do not). */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string")
    return error.code;
  return null;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && MESSAGE_BY_CODE.get(code)) || AUTH_ERROR_MESSAGES.generic;
}

/** A 401 on a planner action ends the session with this toast (SPEC sections 6 and 8). */
export const SESSION_EXPIRED_MESSAGE = "Session expired. You will be logged out.";
export const LOGOUT_FAILED_MESSAGE = "Logout failed.";
