import { useLocation } from "react-router";
import { AppHeader } from "../../components/layouts/app-header";
import { PublicLayout } from "../../components/layouts/public-layout";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { paths } from "../../config/paths";
import { PLAN_PREFIX, prerenderedPage, SHARED_PREFIX } from "../../config/prerendered-pages";
import { PlannerIntro } from "../../features/planner/components/planner-intro";
import { SavedHeader } from "../../features/saved/components/saved-header";
import { SAVED_TEXT } from "../../features/saved/model/saved-text";
import { SHARED_TEXT } from "../../features/shared/model/shared-text";

/**
 * What a signed-in page shows while the session is confirmed or its code loads: its own heading where
 * the page will have it (the planner's, the saved list's), a trip's own waiting state, or the plain
 * waiting state elsewhere.
 */
export function PagePlaceholder({ pathname }: { pathname: string }) {
  if (pathname === paths.itinerary)
    return (
      <div className="planner planner-create">
        <PlannerIntro />
      </div>
    );
  if (pathname === paths.saved)
    return (
      <section className="page saved-page" aria-labelledby="saved-heading">
        <SavedHeader />
        <LoadingScreen label={SAVED_TEXT.listLoading} />
      </section>
    );
  if (pathname.startsWith(PLAN_PREFIX)) return <LoadingScreen label={SAVED_TEXT.planLoading} />;
  return <LoadingScreen />;
}

const nothing = () => {};

/**
 * A signed-in page before the session is confirmed: the header (no balance yet) over the page's
 * placeholder. The same markup is served prerendered for the planner, the saved list and a saved trip
 * (web/prerender-shells.ts), so their first paint already shows it, before any JavaScript has run.
 */
export function SignedInShell({
  pathname,
  onBuyTokens = nothing,
  onLogout = nothing,
}: {
  pathname: string;
  onBuyTokens?: () => void;
  onLogout?: () => void;
}) {
  return (
    <div className="app-shell">
      <AppHeader tokens={null} onBuyTokens={onBuyTokens} onLogout={onLogout} />
      <main className="app-main">
        <PagePlaceholder pathname={pathname} />
      </main>
    </div>
  );
}

/** A shared trip while it loads, as its page shows it (no sign-in needed, so the public frame). */
export function SharedTripLoading() {
  return (
    <PublicLayout>
      <LoadingScreen label={SHARED_TEXT.loading} />
    </PublicLayout>
  );
}

/** A prerendered page as served: the markup React's first render on that page puts back. */
export function PageShell({ pathname }: { pathname: string }) {
  return pathname.startsWith(SHARED_PREFIX) ? <SharedTripLoading /> : <SignedInShell pathname={pathname} />;
}

/**
 * The app's waiting state while a page's code loads. On a prerendered page it is that page's shell, so
 * React's first render puts back what the browser already shows, never a spinner in between (which
 * would also make the page's heading count as painted only once the page's code has run).
 */
export function RouteFallback() {
  const { pathname } = useLocation();
  return prerenderedPage(pathname) ? <PageShell pathname={pathname} /> : <LoadingScreen />;
}
