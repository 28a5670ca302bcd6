import { initializeApp } from "firebase/app";
import { initializeAppCheck, ReCaptchaEnterpriseProvider, getToken, type AppCheck } from "firebase/app-check";
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from "firebase/auth";
import { env } from "../config/env";

export const firebaseApp = initializeApp(env.firebase);
// getAuth() would also install the popup resolver, which fetches apis.google.com's gapi script on every
// page that starts Auth; only a Google sign-in needs it, so signInWithPopup is given it instead.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

/** App Check attests real deployments only; the emulator suite skips it server-side. */
const appCheck: AppCheck | null =
  !env.useEmulators && env.recaptchaSiteKey
    ? initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(env.recaptchaSiteKey),
        isTokenAutoRefreshEnabled: true,
      })
    : null;

export async function getAppCheckToken(): Promise<string | null> {
  if (!appCheck) return null;
  try {
    return (await getToken(appCheck, false)).token;
  } catch {
    return null;
  }
}
