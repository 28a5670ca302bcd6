import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` needs nothing running; `integration` runs inside `firebase emulators:exec`
 * (see scripts/test.mjs) against the real Firestore, Auth and Functions emulators.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: "./web/vite.config.ts",
        test: {
          name: "unit",
          include: ["contract/src/**/*.test.ts", "functions/src/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          env: { FUNCTIONS_EMULATOR: "true" },
        },
      },
      {
        test: {
          name: "integration",
          include: ["functions/test/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          env: { FUNCTIONS_EMULATOR: "true" },
        },
      },
    ],
  },
});
