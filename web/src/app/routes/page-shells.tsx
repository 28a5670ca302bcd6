import { useLocation } from "react-router";
import { AppHeader } from "../../components/layouts/app-header";
import { PublicLayout } from "../../components/layouts/public-layout";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { PAGE_TITLES } from "../../config/page-titles";
import { paths } from "../../config/paths";
import { PlannerIntro } from "../../features/planner/components/planner-intro";
import { SavedHeader } from "../../features/saved/components/saved-header";
import { SAVED_TEXT } from "../../features/saved/model/saved-text";
import { SHARED_TEXT } from "../../features/shared/model/shared-text";

export interface PrerenderedPage {
  /** The page's path; with `prefix`, the start of every path it serves ("/plan/" for /plan/{id}). */
  path: string;
  prefix?: boolean;
  title: string;
  /** Its file in the build's shells folder, which firebase.json serves for the path. */
  file: string;
}

const PLAN_PREFIX = paths.plan("");
const SHARED_PREFIX = paths.shared("");

/**
 * The pages served prerendered (web/src/app/prerender.tsx renders them at build time): the ones a visit
 * most often opens on, whose first paint would otherwise wait for the app's code (and, signed in, for
 * Firebase Auth and the page's own chunk). Their tab titles are the ones the pages set.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.itinerary, title: PAGE_TITLES.itinerary, file: "itinerary.html" },
  { path: paths.saved, title: PAGE_TITLES.saved, file: "saved.html" },
  { path: PLAN_PREFIX, prefix: true, title: PAGE_TITLES.plan, file: "plan.html" },
  { path: SHARED_PREFIX, prefix: true, title: PAGE_TITLES.shared, file: "shared.html" },
];

/** The prerendered page that serves `pathname`, if any. */
export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) =>
    page.prefix ? pathname.startsWith(page.path) && pathname.length > page.path.length : page.path === pathname,
  );
}

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
