import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { AppHeader } from "../../components/layouts/app-header";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/components/auth-provider";
import { VerifyEmailBanner } from "../../features/auth/components/verify-email-banner";
import { LOGOUT_FAILED_MESSAGE } from "../../features/auth/model/auth-errors";
import { createSessionExpiredHandler } from "../../features/auth/model/session-expiry";
import { OfflineSync } from "../../features/offline/components/offline-sync";
import { useOnline } from "../../lib/offline/use-online";
import { useProfile } from "../../features/profile/components/profile-provider";
import { createUserProfile } from "../../features/profile/api/create-user-profile";
import { ProfileStatus } from "../../features/profile/components/profile-status";
import { knownBalance } from "../../features/profile/model/profile-state";
import { rememberInvite } from "../../features/together/model/pending-invite";
import { useLatest } from "../../lib/use-latest";
import { PagePlaceholder, SignedInShell } from "./page-shells";

// The dialog and React Aria load the first time it opens: the signed-in first load does not carry them.
const BuyTokensDialog = lazy(() =>
  import("../../features/tokens/components/buy-tokens-dialog").then((m) => ({ default: m.BuyTokensDialog })),
);

const WELCOME_GRANTED = "Email verified! Your welcome tokens have been added.";
const WELCOME_ALREADY_USED = "Email verified. This address already received its welcome tokens with another account.";

/** Every signed-in screen: the session gate, the header, the profile's problems, the page. */
export function ProtectedLayout() {
  const auth = useAuth();
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const [buyTokensOpen, setBuyTokensOpen] = useState(false);
  // Once loaded the dialog stays mounted, so closing it can give focus back to the button that opened it.
  const [buyTokensLoaded, setBuyTokensLoaded] = useState(false);
  const { ensureStarted } = auth;
  useEffect(ensureStarted, [ensureStarted]);
  // Offline the profile cannot load, and saying it failed helps nobody: it loads when the connection returns.
  const online = useOnline();
  const profileRef = useLatest(profile);
  useEffect(() => {
    if (online && profileRef.current.status === "failed") profileRef.current.retry();
  }, [online, profileRef]);
  useSessionExpiry(auth.signOut);

  async function logout() {
    try {
      await auth.signOut();
      navigate(paths.login, { replace: true });
    } catch (error) {
      console.error("Logout failed:", error);
      toast.error(LOGOUT_FAILED_MESSAGE);
    }
  }

  const openBuyTokens = () => {
    setBuyTokensLoaded(true);
    setBuyTokensOpen(true);
  };
  // The page's heading in its place while the session is confirmed (as the prerendered page has it).
  if (!auth.confirmed || auth.status === "unknown")
    return <SignedInShell pathname={location.pathname} onBuyTokens={openBuyTokens} onLogout={() => void logout()} />;
  if (auth.status === "signed-out") {
    // An invite opened signed out is where the sign-in should land.
    rememberInvite(location.pathname);
    return <Navigate to={paths.login} replace />;
  }

  /** Once the address is verified, the profile call collects the welcome grant with the fresh ID token. */
  async function checkVerification(): Promise<boolean> {
    if (!(await auth.refreshVerification())) return false;
    const { welcome } = await createUserProfile();
    await profile.refresh();
    if (welcome === "granted") toast.success(WELCOME_GRANTED);
    if (welcome === "identity_used") toast.info(WELCOME_ALREADY_USED);
    return true;
  }

  return (
    <div className="app-shell">
      <AppHeader tokens={knownBalance(profile)} onBuyTokens={openBuyTokens} onLogout={() => void logout()} />
      {auth.user ? <OfflineSync uid={auth.user.uid} /> : null}
      <main className="app-main">
        {online ? <ProfileStatus status={profile.status} onRetry={profile.retry} /> : null}
        {auth.user?.needsVerification && (
          <VerifyEmailBanner
            email={auth.user.email ?? ""}
            onCheck={checkVerification}
            onResend={auth.sendVerificationEmail}
          />
        )}
        {/* Its own boundary, so the header stays while a page's chunk loads. */}
        <Suspense fallback={<PagePlaceholder pathname={location.pathname} />}>
          <Outlet />
        </Suspense>
      </main>
      {buyTokensLoaded ? (
        <Suspense fallback={null}>
          <BuyTokensDialog
            open={buyTokensOpen}
            balance={knownBalance(profile)}
            onClose={() => setBuyTokensOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A 401 on a planner action: toast, sign out, back to /login (SPEC section 6). */
function useSessionExpiry(signOut: () => Promise<void>) {
  const navigate = useNavigate();
  const latestRef = useLatest({ signOut, navigate });

  useEffect(() => {
    // The handler stays registered after unmount but goes quiet: nulling it asynchronously could
    // race with the next mount's registration.
    let active = true;
    void import("../../lib/api-client").then(({ setSessionExpiredHandler }) => {
      if (!active) return;
      const expire = createSessionExpiredHandler({
        // Parallel requests may all answer 401: one toast is enough.
        notify: (message) => toast.error(message, { id: "session-expired" }),
        signOut: () => latestRef.current.signOut(),
        goToLogin: () => latestRef.current.navigate(paths.login, { replace: true }),
      });
      setSessionExpiredHandler(() => {
        if (active) expire();
      });
    });
    return () => {
      active = false;
    };
  }, [latestRef]);
}
