import { useLocation } from "react-router";
import { AppHeader } from "../../components/layouts/app-header";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { PAGE_TITLES } from "../../config/page-titles";
import { paths } from "../../config/paths";
import { PlannerIntro } from "../../features/planner/components/planner-intro";
import { SavedHeader } from "../../features/saved/components/saved-header";
import { SAVED_TEXT } from "../../features/saved/model/saved-text";

/**
 * The signed-in pages served prerendered (web/src/app/prerender.tsx renders them at build time): the
 * ones a visit most often opens on, whose largest paint would otherwise wait for the app's code,
 * Firebase Auth and the page's own chunk. Their tab titles are the ones the pages set.
 */
export const PRERENDERED_PAGES = [
  { path: paths.itinerary, title: PAGE_TITLES.itinerary, file: "itinerary.html" },
  { path: paths.saved, title: PAGE_TITLES.saved, file: "saved.html" },
] as const;

const isPrerendered = (pathname: string) => PRERENDERED_PAGES.some((page) => page.path === pathname);

/**
 * What a signed-in page shows while the session is confirmed or its code loads: its own heading where
 * the page will have it (the planner's, the saved list's), or the plain waiting state elsewhere.
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
  return <LoadingScreen />;
}

const nothing = () => {};

/**
 * A signed-in page before the session is confirmed: the header (no balance yet) over the page's
 * placeholder. The same markup is served prerendered for the planner and the saved list
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

/**
 * The app's waiting state while a page's code loads. On a prerendered page it is that page's shell, so
 * React's first render puts back what the browser already shows, never a spinner in between (which
 * would also make the page's heading count as painted only once the page's code has run).
 */
export function RouteFallback() {
  const { pathname } = useLocation();
  return isPrerendered(pathname) ? <SignedInShell pathname={pathname} /> : <LoadingScreen />;
}
