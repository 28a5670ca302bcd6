import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";
import { env } from "../config/env";
import { firebaseApp } from "./firebase-app";
import { provideIdToken } from "./id-token";

// Firestore's modules take the app from here, so it always runs with the traveller's session.
export { firebaseApp };

// getAuth() would also install the popup resolver, which fetches apis.google.com's gapi script on every
// page that starts Auth; only a Google sign-in needs it, so signInWithPopup is given it instead.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

// Every API call made while someone is signed in carries their ID token.
provideIdToken(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
