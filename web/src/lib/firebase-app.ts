import { initializeApp } from "firebase/app";
import type { AppCheck } from "firebase/app-check";
import { env } from "../config/env";

/**
 * The Firebase app and its App Check, without Auth: a shared link's page calls the API with this
 * alone, so it never fetches Auth's SDK. Auth (./firebase) and Firestore build on this same app.
 */
export const firebaseApp = initializeApp(env.firebase);

/**
 * App Check attests real deployments only; the emulator suite skips it server-side. Its SDK is a chunk
 * of its own, started as soon as this module loads where it is configured and never fetched where it
 * is not, so it stays off the first paint of every page.
 */
const appCheckConfigured = !env.useEmulators && Boolean(env.recaptchaSiteKey);
let appCheck: Promise<AppCheck> | null = null;

function appCheckInstance(): Promise<AppCheck> | null {
  if (!appCheckConfigured) return null;
  appCheck ??= import("firebase/app-check").then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
    initializeAppCheck(firebaseApp, {
      provider: new ReCaptchaEnterpriseProvider(env.recaptchaSiteKey!),
      isTokenAutoRefreshEnabled: true,
    }),
  );
  return appCheck;
}
void appCheckInstance();

export async function getAppCheckToken(): Promise<string | null> {
  const pending = appCheckInstance();
  if (!pending) return null;
  try {
    const [instance, { getToken }] = await Promise.all([pending, import("firebase/app-check")]);
    return (await getToken(instance, false)).token;
  } catch {
    return null;
  }
}
