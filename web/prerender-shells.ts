import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import { createServer, type Plugin } from "vite";
import type { PrerenderedPage } from "./src/config/prerendered-pages.ts";
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

/** How the pages that open on a trip's map get it: the map library's module, the tiles' origin. */
export interface TripMapCode {
  module: string;
  tileOrigin: string | null;
}

/**
 * The tags that have the browser fetch a page's own code with the app's: a modulepreload per chunk
 * the page's modules need (those the entry already names left out), a style preload per stylesheet
 * of theirs (not render-blocking: the chunk's loader applies it), and a preconnect to the tiles'
 * server when the page opens on a map.
 */
export function pageCodeTags(
  page: Pick<PrerenderedPage, "code" | "tripMap">,
  chunks: { byModule: (module: string) => OutputChunk; byFile: (file: string) => OutputChunk | undefined },
  entry: OutputChunk,
  tripMap: TripMapCode,
  base = "/",
): string {
  const modules = [...(page.code ?? []), ...(page.tripMap ? [tripMap.module] : [])];
  const named = new Set<string>([entry.fileName, ...entry.imports]);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (named.has(chunk.fileName)) return;
    named.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunks.byFile(file);
      if (imported) visit(imported);
    }
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  for (const module of modules) visit(chunks.byModule(module));
  return [
    ...(page.tripMap && tripMap.tileOrigin ? [`<link rel="preconnect" href="${tripMap.tileOrigin}" />`] : []),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}" />`),
  ].join("\n    ");
}

/** index.html with tags added at the end of its head. */
function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  if (!html.includes("</head>")) throw new Error("index.html has no </head> to add the page's code to");
  return html.replace("</head>", `  ${tags}\n  </head>`);
}

function bundleChunks(bundle: OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  return {
    entry: () => {
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("The build has no entry chunk");
      return entry;
    },
    byFile: (file: string) => chunks.find((chunk) => chunk.fileName === file),
    byModule: (module: string) => {
      const id = resolve(root, module);
      const chunk =
        chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
      if (!chunk) throw new Error(`No chunk of the build holds ${module}`);
      return chunk;
    },
  };
}

/**
 * Writes a copy of the built index.html per prerendered signed-in page (web/src/app/prerender.tsx)
 * whose root already holds the page's header and heading: the first paint shows them, before the
 * app's code, Firebase Auth and the page's chunk have arrived. React replaces the markup with the
 * same on its first render (createRoot, not hydration: the page's state is the browser's). Runs in
 * writeBundle, before the service worker's precache list is made in closeBundle.
 */
export function prerenderShells(tripMap: TripMapCode): Plugin {
  let outDir = "";
  let root = "";
  let base = "/";
  return {
    name: "prerender-shells",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      base = config.base;
    },
    async writeBundle(_options, bundle) {
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
        const chunks = bundleChunks(bundle, root);
        mkdirSync(join(outDir, SHELLS_DIR), { recursive: true });
        for (const page of PRERENDERED_PAGES) {
          const html = withHeadTags(indexHtml, pageCodeTags(page, chunks, chunks.entry(), tripMap, base));
          writeFileSync(join(outDir, SHELLS_DIR, page.file), withShell(html, renderShell(page.path)));
        }
      } finally {
        await server.close();
      }
    },
  };
}
