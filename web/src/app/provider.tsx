import { Suspense, type CSSProperties, type ReactNode } from "react";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { AuthProvider, useAuth } from "../features/auth/components/auth-provider";
import { AppUpdate } from "../features/offline/components/app-update";
import { createUserProfile } from "../features/profile/api/create-user-profile";
import { ProfileProvider } from "../features/profile/components/profile-provider";
import { RouteFallback } from "./routes/page-shells";

/**
 * SPEC section 9: top-right, 4 s, at most 3 at once, 356 px wide (sonner's defaults, stated on purpose).
 * Toasts start below the sticky header, on a phone too, so the balance and menu stay in view; an open
 * phone menu lies over them.
 */
const BELOW_HEADER = "calc(var(--header-height) + 0.5rem)";
const TOASTER = {
  position: "top-right",
  offset: { top: BELOW_HEADER, right: "1rem" },
  mobileOffset: { top: BELOW_HEADER, left: "0.75rem", right: "0.75rem" },
  duration: 4000,
  visibleToasts: 3,
  // Over the dialogs (50), under an open phone menu (the header at 70 then); sonner's own is the maximum.
  style: { "--width": "356px", zIndex: 60 } as CSSProperties,
} as const;

/** The root route: session, profile and toasts around every page. */
export function AppRoot() {
  return (
    <AuthProvider afterSignIn={createUserProfile}>
      <SignedInProfile>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </SignedInProfile>
      <Toaster {...TOASTER} />
      <AppUpdate />
    </AuthProvider>
  );
}

/** The profile follows the signed-in user, but only once a sign-in has created it. */
function SignedInProfile({ children }: { children: ReactNode }) {
  const { user, signInPending } = useAuth();
  return <ProfileProvider uid={signInPending ? null : (user?.uid ?? null)}>{children}</ProfileProvider>;
}
