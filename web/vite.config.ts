import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    sourcemap: true,
  },
  server: {
    // `vite dev` against a running `npm start`: the API lives on the hosting emulator's origin.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
});
