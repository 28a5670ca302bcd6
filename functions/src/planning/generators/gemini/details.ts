/** What the traveller reads when Gemini fails; every path refunds, so each one says so. */
export const GEMINI_TIMEOUT_DETAIL =
  "The AI planner took too long to answer. No tokens were charged; please try again.";
export const GEMINI_INVALID_DETAIL =
  "The AI planner returned a plan we could not use, even after asking it to correct itself. No tokens were charged; please try again.";
export const GEMINI_UNAVAILABLE_DETAIL =
  "The AI planner is unavailable right now. No tokens were charged; please try again in a moment.";
/** A key or model problem only the operator can fix: retrying in a moment would not help. */
export const GEMINI_NOT_CONFIGURED_DETAIL =
  "The AI planner is not available at the moment. No tokens were charged; please try again later.";
/** Gemini refused the request itself: our fault, logged with its cause. */
export const GEMINI_REQUEST_FAILED_DETAIL =
  "Something went wrong on our side while asking the AI planner. No tokens were charged; please try again later.";
