import { initializeApp } from "firebase/app";
import { initializeAppCheck, ReCaptchaEnterpriseProvider, getToken, type AppCheck } from "firebase/app-check";
import { connectAuthEmulator, getAuth } from "firebase/auth";
import { env } from "../config/env";

export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);

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
