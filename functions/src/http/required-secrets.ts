import { getConfig, missingSecrets, type RequiredSecret } from "../config.ts";
import { ApiError } from "../errors.ts";
import { log } from "../logs.ts";

export const NOT_CONFIGURED = "This feature is not configured on this server yet. Please try again later.";

/** Functions whose missing secrets were already reported: one line per instance is enough for the operator. */
const reported = new Set<string>();

/**
 * A deployed function without the secrets it needs answers 503 before doing any work, instead of
 * failing halfway (a checkout started that no webhook could ever credit). The traveller reads a
 * plain sentence; the operator gets one log line naming the secrets to set.
 */
export function requireSecrets(fn: string, required: readonly RequiredSecret[]): void {
  const missing = missingSecrets(getConfig(), required);
  if (missing.length === 0) return;
  if (!reported.has(fn)) {
    reported.add(fn);
    log.missingSecrets(fn, missing);
  }
  throw new ApiError(503, NOT_CONFIGURED);
}
