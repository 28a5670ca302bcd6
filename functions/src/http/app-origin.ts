import type { Config } from "../config.ts";

/**
 * The app origin to build links to (checkout returns, share links): the request's own origin when it
 * is one of ours, else the configured app origin. The Firebase Auth session lives per origin: sent to
 * another one (web.app after starting on firebaseapp.com or a custom domain), the traveller would
 * arrive signed out. Never a foreign origin, so no one can make us mint links to their site.
 */
export function appOrigin(
  config: Pick<Config, "allowedOrigins" | "appBaseUrl">,
  requestOrigin: string | undefined,
): string {
  const origin = requestOrigin && config.allowedOrigins.includes(requestOrigin) ? requestOrigin : config.appBaseUrl;
  return origin.replace(/\/+$/, "");
}
