import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { documentTitle } from "../lib/use-document-title";
import { PRERENDERED_PAGES, SignedInShell } from "./routes/signed-in-shell";

/** The build's entry to the prerendered pages (web/prerender-shells.ts loads this module at build time). */
export { PRERENDERED_PAGES };

/** A page's prerendered markup, as ProtectedLayout renders it while the session is confirmed. */
export function renderShell(pathname: string): { html: string; title: string } {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) throw new Error(`${pathname} is not a prerendered page`);
  const html = renderToString(
    <StaticRouter location={pathname}>
      <SignedInShell pathname={pathname} />
    </StaticRouter>,
  );
  return { html, title: documentTitle(page.title) };
}
