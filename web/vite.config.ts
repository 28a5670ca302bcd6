import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const UNUSED_FIREBASE_SDKS =
  /node_modules\/(@firebase\/(storage|functions|remote-config|installations)|firebase\/(storage|functions|remote-config))\//;

export default defineConfig({
  plugins: [
    react(),
    // React Aria ships every component's strings in 30-odd languages; the app speaks US English only
    // (SPEC section 9), so the rest would be dead weight on every page that shows a form or dialog.
    { ...optimizeLocales.vite({ locales: ["en-US"] }), enforce: "pre" },
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
