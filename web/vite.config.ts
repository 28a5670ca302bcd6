import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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
  resolve: { alias: { zod: fileURLToPath(new URL("./node_modules/zod", import.meta.url)) } },
  build: {
    target: "es2022",
    sourcemap: true,
  },
  server: {
    // `vite dev` against a running `npm start`: the API lives on the hosting emulator's origin.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
});
