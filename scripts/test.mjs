// `npm test`: the lint (ESLint, Prettier, dependency-cruiser), type checks, unit tests, then the emulator-backed
// suites (function HTTP tests and rules tests in one `firebase emulators:exec`, Playwright journeys in another,
// with the offline planner slowed, and the Gemini journeys in a third, whose functions plan with a fake Gemini
// in its own process).
//   node scripts/test.mjs [lint] [unit] [integration] [e2e]   runs only the named stages (default: all).
//   EMULATOR_PORT_OFFSET=1100 (or 2200, 3300, 4400, 5500) shifts every emulator port, so two suites can run side by side.
//   Extra arguments after `--` go to vitest / playwright (e.g. a file filter).
import { join } from "node:path";
import { buildApp, emulatorConfig, ensureChromium, fail, ROOT, run, runInEmulators, step } from "./environment.mjs";
import { browserSuites } from "./browser-suites.mjs";
import { startFakeProcess } from "./fake-process.mjs";
import { FAKE_GEMINI_KEY, startGeminiFakeProcess } from "./gemini-fake-process.mjs";

const OPEN_METEO_FAKE = join(ROOT, "functions", "test", "open-meteo-fake-server.ts");

const started = Date.now();
const args = process.argv.slice(2);
const dashdash = args.indexOf("--");
const stages = new Set((dashdash === -1 ? args : args.slice(0, dashdash)).filter(Boolean));
const passThrough = dashdash === -1 ? [] : args.slice(dashdash + 1);
const wants = (stage) => stages.size === 0 || stages.has(stage);

// A file filter for the journeys that names none of them is a typo: said now, not after the build.
if (stages.has("e2e")) {
  const suites = browserSuites(passThrough);
  if (!suites.offline && !suites.gemini) fail(`No browser journey in e2e/ matches: ${passThrough.join(" ")}`);
}

// First, as it is the quickest to fail: an import circle or a hook used wrongly is said before any build.
// The same Node as this script (22): dependency-cruiser runs on no older one.
if (wants("lint")) {
  step("linting (ESLint, Prettier, dependency-cruiser)...");
  run(process.execPath, ["scripts/lint.mjs"]);
}

// Browser journeys and the PDF renderer's unit tests both drive Debian's Chromium.
if (wants("e2e") || wants("unit")) ensureChromium();

if (stages.size === 0) {
  step("type checking...");
  run("npm", ["run", "typecheck", "--silent"]);
}

if (wants("unit")) {
  step("unit tests...");
  run("npx", ["vitest", "run", "--project", "unit", ...passThrough]);
}

if (wants("integration") || wants("e2e")) {
  const emulators = emulatorConfig();
  step("building the app for the emulator suite...");
  buildApp(emulators);
  // The functions emulator starts one worker process per concurrent request and gives each 30 s to
  // load; the 20-request metering test starts 20 at once on 2 shared cores, so allow them longer.
  // No suite reaches the real weather service: nothing listens on port 9, so every call fails at once
  // and the trip's days show no weather (the weather tests run their own fake in-process, the offline
  // browser journeys one in a process of its own).
  const env = {
    FUNCTIONS_EMULATOR_TESTS: "true",
    FUNCTIONS_DISCOVERY_TIMEOUT: "120",
    OPEN_METEO_BASE_URL: "http://127.0.0.1:9",
    OPEN_METEO_CLIMATE_URL: "http://127.0.0.1:9",
  };
  if (wants("integration")) {
    step("starting the emulator suite for integration tests...");
    // The metering test fires 20 generations of one traveller at once to test the balance, not the
    // limits: this suite lets 25 of a traveller's plan actions run at once and 100 a minute (the
    // defaults are 2 and 6, which would answer 14 of the 20 with 429 before the balance is asked). The
    // limits themselves are tested in-process with their own settings (ai-action-limits.test.ts).
    runInEmulators(emulators, `npx vitest run --project integration ${passThrough.join(" ")}`, {
      env: { ...env, AI_ACTIONS_RUNNING: "25", AI_ACTIONS_PER_MINUTE: "100" },
    });
  }
  if (wants("e2e")) {
    const playwright = (project) =>
      `npx playwright test --config e2e/playwright.config.ts --project ${project} --pass-with-no-tests ${passThrough.join(" ")}`;
    const suites = browserSuites(passThrough);
    if (suites.offline) {
      // The offline planner answers a whole plan in milliseconds; slowed per day (emulator only), the
      // plan-job journeys can watch days arrive and reload while a job still runs. A suite of its own,
      // so the integration tests' timings (20 parallel generations) stay as they were.
      // Their plans show each day's weather from the Open-Meteo fake, never from the real service.
      step("starting the Open-Meteo fake and the emulator suite for browser tests...");
      const weather = await startFakeProcess(OPEN_METEO_FAKE, "Open-Meteo fake");
      try {
        runInEmulators(emulators, playwright("offline"), {
          env: {
            ...env,
            OFFLINE_PLANNER_DAY_DELAY_MS: process.env.OFFLINE_PLANNER_DAY_DELAY_MS ?? "500",
            OPEN_METEO_BASE_URL: weather.url,
            OPEN_METEO_CLIMATE_URL: weather.url,
          },
        });
      } finally {
        await weather.stop();
      }
    }
    if (suites.gemini) {
      // A key switches every planning call of a suite to Gemini, so these journeys get a suite of their
      // own: our real @google/genai path against the fake at its HTTP boundary (no Places key: grounding
      // runs without Places). The functions emulator passes its own environment on to the functions.
      const suiteStarted = Date.now();
      step("starting the fake Gemini and an emulator suite whose functions plan with it...");
      const fake = await startGeminiFakeProcess();
      try {
        runInEmulators(emulators, playwright("gemini"), {
          env: {
            ...env,
            GEMINI_API_KEY: FAKE_GEMINI_KEY,
            GEMINI_BASE_URL: fake.url,
            GEMINI_FAKE_URL: fake.url,
            GOOGLE_MAPS_SERVER_KEY: "",
          },
        });
      } finally {
        await fake.stop();
      }
      step(`Gemini browser suite took ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
    }
  }
}

console.log(`\n[test] all stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
