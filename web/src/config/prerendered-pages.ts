import { PAGE_TITLES } from "./page-titles";
import { paths } from "./paths";

export interface PrerenderedPage {
  /** The page's path; with `prefix`, the start of every path it serves ("/plan/" for /plan/{id}). */
  path: string;
  prefix?: boolean;
  title: string;
  /** Its file in the build's shells folder, which firebase.json and the service worker serve for the path. */
  file: string;
  /**
   * The source modules (from web/) of the page's own code, and whether it opens on a trip's map: their
   * chunks are named in the page's HTML, so the browser fetches them with the app's code rather than
   * once it has run (and, signed in, once Firebase Auth has confirmed the session).
   */
  code?: readonly string[];
  tripMap?: boolean;
}

export const PLAN_PREFIX = paths.plan("");
export const SHARED_PREFIX = paths.shared("");

/**
 * The pages served prerendered (web/src/app/prerender.tsx renders them at build time): the ones a visit
 * most often opens on, whose first paint would otherwise wait for the app's code (and, signed in, for
 * Firebase Auth and the page's own chunk). Their tab titles are the ones the pages set. Plain data, so
 * the build's service worker config reads it too.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.itinerary, title: PAGE_TITLES.itinerary, file: "itinerary.html" },
  { path: paths.saved, title: PAGE_TITLES.saved, file: "saved.html" },
  {
    path: PLAN_PREFIX,
    prefix: true,
    title: PAGE_TITLES.plan,
    file: "plan.html",
    // Firebase Auth first: the session's confirmation is the first step of the trip's request.
    code: [
      "src/lib/firebase.ts",
      "src/features/auth/api/auth-sdk.ts",
      "src/app/routes/protected-layout.tsx",
      "src/app/routes/plan.tsx",
    ],
    tripMap: true,
  },
  {
    path: SHARED_PREFIX,
    prefix: true,
    title: PAGE_TITLES.shared,
    file: "shared.html",
    code: ["src/app/routes/shared.tsx"],
    tripMap: true,
  },
];

/** The prerendered page that serves `pathname`, if any. */
export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) =>
    page.prefix ? pathname.startsWith(page.path) && pathname.length > page.path.length : page.path === pathname,
  );
}
