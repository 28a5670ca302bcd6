import { Link, Navigate } from "react-router";
import { toast } from "sonner";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { Logo } from "../../components/ui/logo";
import { paths } from "../../config/paths";
import { AuthForm, type AuthMode } from "../../features/auth/components/auth-form";
import { useAuth } from "../../features/auth/components/auth-provider";
import { useAuthStartedWhenIdle } from "../../features/auth/hooks/use-auth-started-when-idle";
import { LOGOUT_FAILED_MESSAGE } from "../../features/auth/model/auth-errors";
import { useProfile } from "../../features/profile/components/profile-provider";
import { ProfileStatus } from "../../features/profile/components/profile-status";
import { pendingInvite } from "../../features/together/model/pending-invite";
import { useDocumentTitle } from "../../lib/use-document-title";

export function LoginRoute() {
  const auth = useAuth();
  const profile = useProfile();
  const { ensureStarted } = auth;
  useAuthStartedWhenIdle(ensureStarted);
  useDocumentTitle("Login");

  async function signOut() {
    try {
      await auth.signOut();
    } catch (error) {
      console.error("Logout failed:", error);
      toast.error(LOGOUT_FAILED_MESSAGE);
    }
  }

  if (auth.status === "unknown") return <LoadingScreen />;
  // Signed in (and no sign-in still creating the profile): wait for the profile, then go plan.
  if (auth.status === "signed-in" && !auth.signInPending) {
    // After sign-in the planner (SPEC section 2), or the trip invite that sent the traveller here.
    if (profile.status === "loaded") return <Navigate to={pendingInvite() ?? paths.itinerary} replace />;
    if (profile.status !== "slow" && profile.status !== "failed") return <LoadingScreen />;
    return (
      <main className="auth-page">
        <div className="auth-card">
          <ProfileStatus status={profile.status} onRetry={profile.retry} />
          <button type="button" className="link-button" onClick={() => void signOut()}>
            Sign out and use another account
          </button>
        </div>
      </main>
    );
  }

  const submit = (mode: AuthMode, email: string, password: string) =>
    mode === "login" ? auth.signInWithEmail(email, password) : auth.signUpWithEmail(email, password);

  return (
    <main className="auth-page">
      <Link to={paths.home} className="logo-link auth-logo" aria-label="Itinerary Planner home">
        <Logo size={40} />
      </Link>
      <AuthForm onSubmitCredentials={submit} onGoogleSignIn={auth.signInWithGoogle} />
    </main>
  );
}
