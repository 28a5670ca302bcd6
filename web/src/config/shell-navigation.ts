import { PRERENDERED_PAGES } from "./prerendered-pages";

/** Where the build puts the prerendered pages (web/prerender-shells.ts); firebase.json rewrites each page's path to its file. */
export const SHELLS_DIR = "shells";

const shells = JSON.stringify(
  PRERENDERED_PAGES.map((page) => ({
    path: page.path,
    prefix: page.prefix === true,
    url: `/${SHELLS_DIR}/${page.file}`,
  })),
);
/** The shell of the page at `url`, or undefined: source text, for the worker. */
const shellOf = `${shells}.find((page) => page.prefix ? url.pathname.startsWith(page.path) && url.pathname.length > page.path.length : url.pathname === page.path)`;

/**
 * The service worker's route for a navigation to a prerendered page: that page's shell from the
 * precache, as Hosting serves it online (firebase.json), so the installed app paints the page's frame
 * before its code runs; index.html if the shell is missing, the network if both are. Workbox writes both
 * functions into the worker as source text, closing over nothing: the pages are written into them.
 */
export const shellNavigation = {
  urlPattern: new Function(
    "{ request, url }",
    `return request.mode === "navigate" && ${shellOf} !== undefined;`,
  ) as (options: { request: { mode: string }; url: URL }) => boolean,
  handler: new Function(
    "{ url }",
    `const page = ${shellOf};
    return caches.match(page.url, { ignoreSearch: true })
      .then((hit) => hit || caches.match("/index.html", { ignoreSearch: true }))
      .then((hit) => hit || fetch(url.href));`,
  ) as (options: { url: URL }) => Promise<Response>,
};

/** The same pages, kept out of the worker's fallback to index.html, which Workbox routes first. */
export const shellPaths = PRERENDERED_PAGES.map((page) =>
  page.prefix ? new RegExp(`^${page.path}.`) : new RegExp(`^${page.path}$`),
);
