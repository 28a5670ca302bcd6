import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { prerenderShells } from "./prerender-shells.ts";
import { shellNavigation, shellPaths } from "./src/config/shell-navigation.ts";
import { DEFAULT_TILE_URL, tileServerOrigin, tileUrlPattern } from "./src/config/map-tiles.ts";
import { SEEN_TILES_CACHE, TRIP_TILES_CACHE } from "./src/lib/offline/tile-caches.ts";

const UNUSED_FIREBASE_SDKS =
  /node_modules\/(@firebase\/(storage|functions|remote-config|installations)|firebase\/(storage|functions|remote-config))\//;

/**
 * zod 4's classic API builds each schema's JSON Schema converter into the schema itself, so every page
 * that validates with it carries zod's JSON Schema writer (about 6 KB gzip) though the browser never
 * asks a schema for its JSON Schema (the server does, for Gemini, from its own copy of zod). In the
 * app's bundle the two modules behind it are replaced by a stand-in with the same export names, all one
 * function that says what is missing if it is ever called. Parsing is untouched (every journey parses
 * the API's answers through these schemas).
 */
function zodWithoutJsonSchema(): Plugin {
  const STUBBED = /\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;
  const PREFIX = "\0zod-without-json-schema:";
  return {
    name: "zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !/\/zod\/v4\/(classic|core|mini)\//.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && STUBBED.test(resolved.id) ? PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const real = readFileSync(id.slice(PREFIX.length), "utf8");
      const names = new Set<string>();
      for (const [, name] of real.matchAll(/^export (?:const|function|class|let) (\w+)/gm)) names.add(name!);
      for (const [, list] of real.matchAll(/^export \{([^}]*)\}/gm))
        for (const part of list!.split(",")) {
          const name = part
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (name) names.add(name);
        }
      // One function behind every name; factories return the method a schema carries, and calling that
      // method is what fails.
      return [
        `const missing = () => { throw new Error("JSON Schema is not part of the web app's zod"); };`,
        "const factory = () => missing;",
        ...[...names].map((name) => `export const ${name} = ${name.startsWith("create") ? "factory" : "missing"};`),
      ].join("\n");
    },
  };
}

/** The build's settings as its app reads them (the environment, or web/.env*). */
const buildEnv = loadEnv("production", fileURLToPath(new URL(".", import.meta.url)), "VITE_");
/** The keyless map's tile template. */
const tileTemplate = buildEnv.VITE_MAP_TILE_URL || DEFAULT_TILE_URL;

/**
 * The worker's fallback to the tiles of trips made available offline, for a tile the seen tiles lack.
 * Workbox writes a plugin into the worker as source text, closing over nothing: the cache's name is
 * written into the function's own source.
 */
const tripTilesFallback = {
  cachedResponseWillBeUsed: new Function(
    "{ request, cachedResponse }",
    `return cachedResponse || caches.match(request.url, { cacheName: ${JSON.stringify(TRIP_TILES_CACHE)}, ignoreVary: true }).then((hit) => hit || null);`,
  ) as () => Promise<Response | null>,
};

export default defineConfig({
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    prerenderShells({
      module: buildEnv.VITE_GOOGLE_MAPS_API_KEY
        ? "src/components/map/google-map-adapter.tsx"
        : "src/components/map/leaflet-map-adapter.tsx",
      // Any origin stands for the app's own here: a template on it has no server to connect to ahead.
      tileOrigin: buildEnv.VITE_GOOGLE_MAPS_API_KEY ? null : tileServerOrigin(tileTemplate, "https://app.invalid"),
    }),
    // React Aria ships every component's strings in 30-odd languages; the app speaks US English only
    // (SPEC section 9), so the rest would be dead weight on every page that shows a form or dialog.
    { ...optimizeLocales.vite({ locales: ["en-US"] }), enforce: "pre" },
    // Installable, and opens without a connection after one visit (issue 25): the shell and every
    // route chunk are precached; a new version waits for the traveller's Reload, never forced mid-edit.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Itinerary Planner",
        short_name: "Itinerary",
        description: "Day-by-day trip plans you can follow, on the road and offline.",
        start_url: "/saved",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#0f766e",
        icons: [
          { src: "/icons/app-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/app-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/app-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The manifest's icons are added by the plugin itself.
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        // Source maps and the PDF's sample pages stay on the network.
        globIgnores: ["**/*.map"],
        navigateFallback: "/index.html",
        // The API and Firebase's own auth pages are never answered from the cache; the prerendered
        // pages are answered with their own shell (shellNavigation).
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//, ...shellPaths],
        cleanupOutdatedCaches: true,
        // One worker script, not a loader plus Workbox's runtime beside it: smaller, and one request.
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          shellNavigation,
          {
            // Map tiles the traveller has seen, so a trip's map still shows its streets offline;
            // bounded, the oldest going first. A tile not among them may be in a trip's area the
            // traveller made available offline (lib/offline/trip-map-tiles.ts).
            urlPattern: tileUrlPattern(tileTemplate),
            handler: "CacheFirst",
            options: {
              cacheName: SEEN_TILES_CACHE,
              expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
              plugins: [tripTilesFallback],
            },
          },
        ],
      },
    }),
  ],
  // contract/ and web/ each get their own node_modules/zod (the root one is zod 3, for the CLI
  // tools); without one explicit copy the bundle carries zod twice, about 20 KB gzip more on every
  // signed-in page. An alias, not `dedupe`: dedupe resolves from the config root, which in the vitest
  // workspace is the repository root and its zod 3.
  resolve: {
    alias: {
      zod: fileURLToPath(new URL("./node_modules/zod", import.meta.url)),
      "firebase/database": fileURLToPath(new URL("./src/lib/no-realtime-database.ts", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      // reactfire's one entry imports every Firebase SDK it has hooks for; the app uses its Firestore
      // hooks only. Each SDK registers itself when imported, so without this the plan-job follower
      // would carry Storage, Functions and Remote Config too (about 13 KB gzip). A module whose
      // exports are used keeps its side effects, so an SDK the app does use still registers.
      // (The Realtime Database is aliased to a stand-in above: reactfire uses its exports at load.)
      treeshake: { moduleSideEffects: (id: string) => !UNUSED_FIREBASE_SDKS.test(id) },
    },
  },
  server: {
    // `vite dev` against a running `npm start`: the API lives on the hosting emulator's origin.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
});
