import { logger } from "firebase-functions";

/** Named log lines, so a log search finds every occurrence of one kind of event. */
export const log = {
  appCheckSkipped: () => logger.warn("App Check skipped: running in the Firebase emulator"),
  requestRejected: (fn: string, status: number, detail: string) =>
    logger.info("request rejected", { fn, status, detail }),
  unexpectedError: (fn: string, error: unknown) =>
    logger.error("unexpected error", {
      fn,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  profileCreated: (uid: string, tokens: number) => logger.info("profile created", { uid, tokens }),
  tokensCharged: (uid: string, amount: number, reason: string, balance: number) =>
    logger.info("tokens charged", { uid, amount, reason, balance }),
  tokensRefunded: (uid: string, amount: number, reason: string) =>
    logger.info("tokens refunded", { uid, amount, reason }),
  refundFailed: (uid: string, amount: number, operationId: string, error: unknown) =>
    logger.error("refund failed: give these tokens back by hand", {
      uid,
      amount,
      operationId,
      error: error instanceof Error ? error.message : String(error),
    }),
  tokensCredited: (uid: string, amount: number, reason: string) =>
    logger.info("tokens credited", { uid, amount, reason }),
  paymentAmountMismatch: (data: {
    sessionId: string;
    uid: string;
    pack: string;
    expected: unknown;
    received: unknown;
  }) =>
    logger.error("payment amount mismatch: nothing credited; check the session in Stripe and settle it by hand", data),
  paymentReversed: (data: {
    sessionId: string;
    uid: string;
    reason: string;
    objectId: string;
    reversed: number;
    unrecovered: number;
  }) =>
    (data.unrecovered > 0 ? logger.warn : logger.info)(
      data.unrecovered > 0
        ? "payment reversed: some tokens were already spent and could not be taken back"
        : "payment reversed",
      data,
    ),
  missingSecrets: (fn: string, missing: readonly string[]) =>
    logger.error(
      `${fn} refuses requests: missing secrets ${missing.join(", ")} (set each with firebase functions:secrets:set, then redeploy)`,
      {
        fn,
        missing,
      },
    ),
  placesRefreshFailed: (status: number | null, error: string) =>
    logger.warn("places refresh of a saved plan failed: its stale stops are asked again on a later read", {
      status,
      error,
    }),
  placesRefreshWriteFailed: (uid: string, id: string, error: unknown) =>
    logger.warn("places refresh not stored: the plan was answered refreshed and is refreshed again on a later read", {
      uid,
      id,
      error: String(error),
    }),
  geminiSettings: (model: string, thinkingLevel: string, accepted: readonly string[]) =>
    logger.info(
      `Gemini model "${model}" at thinking level ${thinkingLevel} (this model accepts ${accepted.join(", ")})`,
      {
        model,
        thinkingLevel,
        accepted,
      },
    ),
  geminiNotUsable: (model: string, status: number | null, cause: string) =>
    logger.error(
      `Gemini model "${model}" cannot be used with this API key (${status ?? "no status"}: ${cause}). ` +
        "Planning with Gemini answers 503 until GEMINI_MODEL or GEMINI_API_KEY is fixed and the function redeployed.",
      { model, status, cause },
    ),
  geminiRequestRejected: (model: string, status: number | null, cause: string) =>
    logger.error("Gemini rejected our request: a bug on our side, the charge is refunded", { model, status, cause }),
  geminiRetry: (model: string, attempt: number, status: number | null, waitMs: number) =>
    logger.warn("Gemini busy or failing, retrying", { model, attempt, status, waitMs }),
  geminiGaveUp: (model: string, attempts: number, status: number | null, why: string) =>
    logger.warn("Gemini stayed busy or failing: the request ends 503 and its charge is refunded", {
      model,
      attempts,
      status,
      why,
    }),
  weatherUnavailable: (what: string, error: unknown) =>
    logger.warn("weather left out of a trip's days", {
      what,
      error: error instanceof Error ? error.message : String(error),
    }),
  info: (message: string, data?: Record<string, unknown>) => logger.info(message, data),
  warn: (message: string, data?: Record<string, unknown>) => logger.warn(message, data),
};
