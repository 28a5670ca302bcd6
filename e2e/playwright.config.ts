import { defineConfig } from "@playwright/test";

/** Journeys whose suite's functions plan with the fake Gemini (scripts/test.mjs runs them in a suite of their own). */
export const GEMINI_JOURNEYS = "**/*.gemini.spec.ts";

/**
 * Journeys in Debian's Chromium against the running emulator suite (scripts/test.mjs starts it).
 * Two projects, one per suite: `offline` (no keys: the offline planner) and `gemini` (the functions
 * get GEMINI_API_KEY and GEMINI_BASE_URL of a fake Gemini, whose address the journeys get as GEMINI_FAKE_URL).
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  projects: [
    { name: "offline", testIgnore: GEMINI_JOURNEYS },
    { name: "gemini", testMatch: GEMINI_JOURNEYS },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    baseURL: process.env.APP_URL ?? "http://127.0.0.1:5000",
    trace: "retain-on-failure",
    // The app's service worker (issue 25) is a journey of its own (offline.spec.ts allows it): the
    // others load every page from the network, as a first visit does.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
