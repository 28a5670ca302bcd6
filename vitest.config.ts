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
          include: [
            "contract/src/**/*.test.ts",
            "functions/src/**/*.test.ts",
            "functions/bench/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["./web/src/testing/setup-tests.ts"],
          // The emulator suite as config.ts recognises it (a demo- project with the emulator hosts);
          // tests of the deployed behaviour name a real project instead. Nothing listens on these.
          env: {
            FUNCTIONS_EMULATOR: "true",
            GCLOUD_PROJECT: "demo-itinerary-planner",
            FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
            FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
          },
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
