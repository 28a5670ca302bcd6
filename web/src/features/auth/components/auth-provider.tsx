import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { loadFirebaseAuth, type FirebaseAuthModule } from "../api/firebase-auth";
import { forgetTravellerData } from "../../../lib/traveller-storage";
import { hasSessionHint, setSessionHint } from "../model/session-hint";
import { SHARED_PREFIX } from "../../../config/prerendered-pages";
import { useLatest } from "../../../lib/use-latest";

export type AuthStatus = "unknown" | "signed-in" | "signed-out";

export interface AuthUser {
  uid: string;
  email: string | null;
  /** An email/password account whose address is not verified yet: no welcome tokens until it is. */
  needsVerification: boolean;
}

/** What the provider reads of a Firebase user (a structural subset, so tests can pass plain objects). */
interface FirebaseUserLike {
  uid: string;
  email: string | null;
  emailVerified?: boolean;
  providerData?: readonly { providerId: string }[];
}

function toAuthUser(user: FirebaseUserLike): AuthUser {
  const password = (user.providerData ?? []).some((provider) => provider.providerId === "password");
  return { uid: user.uid, email: user.email, needsVerification: password && user.emailVerified === false };
}

export interface AuthContextValue {
  /** "unknown" only while a remembered session is being confirmed. */
  status: AuthStatus;
  /** Firebase Auth has reported the real state (until then "signed-out" is a presumption). */
  confirmed: boolean;
  user: AuthUser | null;
  /** An interactive sign-in is running, including the profile creation that follows it. */
  signInPending: boolean;
  /** Loads Firebase Auth and starts listening; pages that need the real auth state call it. */
  ensureStarted: () => void;
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Sends (again) the verification email of an email/password account. */
  sendVerificationEmail: () => Promise<void>;
  /**
   * Reloads the account from Firebase Auth; once its address is verified, refreshes the ID token (so
   * the server sees email_verified) and resolves true.
   */
  refreshVerification: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A shared link's page needs no session (anyone with the link reads it), so a remembered one is not
 * started there: Auth's code, its lookup and the profile's request would compete with the trip, and
 * still run when the trip was on screen. The pages that need the session start it when they open
 * (the signed-in frame, the landing page, the login page).
 */
function sessionCanWait(): boolean {
  return typeof window !== "undefined" && window.location.pathname.startsWith(SHARED_PREFIX);
}

// A remembered session: Firebase Auth's chunks start loading with the app's own code, not only once
// the provider's first render has committed (on a slow phone that is a round trip off every signed-in page).
if (typeof window !== "undefined" && hasSessionHint() && !sessionCanWait()) loadFirebaseAuth().catch(() => undefined);

export interface AuthProviderProps {
  /** Runs after every successful sign-in, sign-up or Google sign-in (creates the profile). */
  afterSignIn: () => Promise<unknown>;
  children: ReactNode;
}

export function AuthProvider({ afterSignIn, children }: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>(() => (hasSessionHint() ? "unknown" : "signed-out"));
  const [confirmed, setConfirmed] = useState(false);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [signInPending, setSignInPending] = useState(false);
  const started = useRef(false);
  const unsubscribe = useRef<(() => void) | null>(null);
  const afterSignInRef = useLatest(afterSignIn);

  const applyUser = useCallback((next: FirebaseUserLike | null) => {
    setUser(next ? toAuthUser(next) : null);
    setStatus(next ? "signed-in" : "signed-out");
    setSessionHint(next !== null);
  }, []);

  const ensureStarted = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadFirebaseAuth().then(
      ({ auth, sdk }) => {
        unsubscribe.current = sdk.onAuthStateChanged(auth, (firebaseUser) => {
          applyUser(firebaseUser);
          setConfirmed(true);
        });
      },
      (error: unknown) => {
        // Offline or a stale deploy: treat the visitor as signed out so protected pages send them to
        // the sign-in form (instead of "Loading..." forever); the next sign-in loads the SDK again.
        console.error("Could not load Firebase Auth:", error);
        started.current = false;
        setStatus("signed-out");
        setConfirmed(true);
      },
    );
  }, [applyUser]);

  useEffect(() => {
    if (hasSessionHint() && !sessionCanWait()) ensureStarted();
  }, [ensureStarted]);
  useEffect(() => () => unsubscribe.current?.(), []);

  const runSignIn = useCallback(
    async (attempt: (firebase: FirebaseAuthModule) => Promise<{ user: FirebaseUserLike }>) => {
      setSignInPending(true);
      let firebase: FirebaseAuthModule | null = null;
      try {
        ensureStarted();
        firebase = await loadFirebaseAuth();
        const credential = await attempt(firebase);
        applyUser(credential.user);
        await afterSignInRef.current();
      } catch (error) {
        // Without a profile the session is useless: end it, so the user can simply try again.
        if (firebase?.auth.currentUser) {
          await firebase.sdk.signOut(firebase.auth).catch(() => {});
          applyUser(null);
        }
        throw error;
      } finally {
        setSignInPending(false);
      }
    },
    [afterSignInRef, applyUser, ensureStarted],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      confirmed,
      user,
      signInPending,
      ensureStarted,
      signInWithEmail: (email, password) =>
        runSignIn(({ auth, sdk }) => sdk.signInWithEmailAndPassword(auth, email, password)),
      signUpWithEmail: (email, password) =>
        runSignIn(async ({ auth, sdk }) => {
          const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
          // The welcome tokens wait for the address to be proven. A failed send is not a failed
          // sign-up: the banner offers to send it again.
          await sdk
            .sendEmailVerification(credential.user)
            .catch((error: unknown) => console.error("Verification email failed:", error));
          return credential;
        }),
      signInWithGoogle: () =>
        runSignIn(({ auth, sdk }) =>
          sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver),
        ),
      signOut: async () => {
        try {
          const { auth, sdk } = await loadFirebaseAuth();
          await sdk.signOut(auth);
          applyUser(null);
        } finally {
          // Also when Firebase could not sign out: the traveller asked to leave this browser, and
          // account deletion and an expired session sign out through here too.
          forgetTravellerData();
          void import("../../../lib/offline/offline-store").then(({ forgetOfflineTrips }) => forgetOfflineTrips());
          void import("../../../lib/offline/trip-map-tiles").then(({ forgetAllAreas }) => forgetAllAreas());
        }
      },
      sendVerificationEmail: async () => {
        const { auth, sdk } = await loadFirebaseAuth();
        if (auth.currentUser) await sdk.sendEmailVerification(auth.currentUser);
      },
      refreshVerification: async () => {
        const { auth } = await loadFirebaseAuth();
        const current = auth.currentUser;
        if (!current) return false;
        await current.reload();
        if (!current.emailVerified) return false;
        await current.getIdToken(true);
        applyUser(current);
        return true;
      },
    }),
    [status, confirmed, user, signInPending, ensureStarted, runSignIn, applyUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
