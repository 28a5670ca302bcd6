import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const UNUSED_FIREBASE_SDKS =
  /node_modules\/(@firebase\/(storage|functions|remote-config|installations)|firebase\/(storage|functions|remote-config))\//;

export default defineConfig({
  plugins: [
    react(),
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
        // The API and Firebase's own auth pages are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Map tiles the traveller has seen, so a trip's map still shows its streets offline;
            // bounded, the oldest going first.
            urlPattern: ({ url }) => url.origin === "https://tile.openstreetmap.org",
            handler: "CacheFirst",
            options: {
              cacheName: "map-tiles",
              expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
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
