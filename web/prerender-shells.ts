import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type Plugin } from "vite";
import { SHELLS_DIR } from "./src/config/shell-navigation.ts";

/** Where the prerendered pages go in the build (firebase.json and the service worker serve them from there). */
export { SHELLS_DIR };

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html with a page's markup inside the root element and its own tab title. */
export function withShell(indexHtml: string, shell: { html: string; title: string }): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const escapedTitle = shell.title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return indexHtml
    .replace(ROOT_ELEMENT, `<div id="root">${shell.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`);
}

/**
 * Writes a copy of the built index.html per prerendered signed-in page (web/src/app/prerender.tsx)
 * whose root already holds the page's header and heading: the first paint shows them, before the
 * app's code, Firebase Auth and the page's chunk have arrived. React replaces the markup with the
 * same on its first render (createRoot, not hydration: the page's state is the browser's). Runs in
 * writeBundle, before the service worker's precache list is made in closeBundle.
 */
export function prerenderShells(): Plugin {
  let outDir = "";
  let root = "";
  return {
    name: "prerender-shells",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async writeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PRERENDERED_PAGES, renderShell } = (await server.ssrLoadModule(
          "/src/app/prerender.tsx",
        )) as typeof import("./src/app/prerender.tsx");
        const indexHtml = readFileSync(join(outDir, "index.html"), "utf8");
        mkdirSync(join(outDir, SHELLS_DIR), { recursive: true });
        for (const page of PRERENDERED_PAGES)
          writeFileSync(join(outDir, SHELLS_DIR, page.file), withShell(indexHtml, renderShell(page.path)));
      } finally {
        await server.close();
      }
    },
  };
}
