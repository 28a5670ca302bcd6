import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { documentTitle } from "../lib/use-document-title";
import { PRERENDERED_PAGES } from "../config/prerendered-pages";
import { PageShell } from "./routes/page-shells";

/** The build's entry to the prerendered pages (web/prerender-shells.ts loads this module at build time). */
export { PRERENDERED_PAGES };

/**
 * A page's prerendered markup, as React renders it while the page's code loads (and, signed in, while
 * ProtectedLayout confirms the session). `pathname` is a page's path as PRERENDERED_PAGES gives it.
 */
export function renderShell(pathname: string): { html: string; title: string } {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) throw new Error(`${pathname} is not a prerendered page`);
  const html = renderToString(
    <StaticRouter location={pathname}>
      <PageShell pathname={pathname} />
    </StaticRouter>,
  );
  return { html, title: documentTitle(page.title) };
}
