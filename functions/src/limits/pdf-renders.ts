import { getConfig, type AbuseLimits } from "../config.ts";
import { rateLimited } from "../errors.ts";
import { takeLimit } from "./rate-limits.ts";
import { DAY_MS, MINUTE_MS, type WindowRule } from "./windows.ts";
import type { PdfOwner } from "../store/pdf-cache.ts";

/**
 * PDF renders per signed-in traveller and per share link, whoever holds it: renders hold one of an
 * instance's few Chromium tabs, so without a limit a few dozen parallel requests from one account
 * (with no tokens at all) or one link would lock every other traveller out. A PDF already rendered
 * for the same plan comes from the cache (store/pdf-cache.ts) and is not counted.
 */
function rulesFor(owner: PdfOwner, limits: AbuseLimits): WindowRule[] {
  const [perMinute, perDay] =
    "uid" in owner
      ? [limits.pdfRendersPerMinute, limits.pdfRendersPerDay]
      : [limits.sharedPdfRendersPerMinute, limits.sharedPdfRendersPerDay];
  return [
    { name: "minute", windowMs: MINUTE_MS, limit: perMinute },
    { name: "day", windowMs: DAY_MS, limit: perDay },
  ];
}

export function pdfLimitDetail(retryAfterSeconds: number): string {
  if (retryAfterSeconds > 120)
    return `Too many PDF downloads today. Please try again in about ${Math.max(1, Math.round(retryAfterSeconds / 3600))} hours.`;
  return `Too many PDF downloads in a short time. Please wait ${retryAfterSeconds} seconds and try again.`;
}

/** Takes one render for the owner; 429 with Retry-After and a detail when they are past a limit. */
export async function takePdfRender(owner: PdfOwner, nowMs = Date.now()): Promise<void> {
  const [scope, key] = "uid" in owner ? (["pdf-user", owner.uid] as const) : (["pdf-share", owner.shareToken] as const);
  const decision = await takeLimit(scope, key, rulesFor(owner, getConfig().limits), nowMs);
  if (!decision.allowed) throw rateLimited(pdfLimitDetail(decision.retryAfterSeconds), decision.retryAfterSeconds);
}
