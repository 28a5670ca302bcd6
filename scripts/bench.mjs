// `npm run bench`: prints the performance figures; a missed goal says MISSED, it does not fail the run.
//   1. every functions/bench/*.bench.ts (pure: no services), each in its own process; the random quality
//      sweep (quality-sweep.bench.ts, SWEEP_SEED and SWEEP_PLANS to replay or resize it) after the quality table;
//   2. inside one `firebase emulators:exec`: every functions/bench/*.emulator.bench.ts, then the
//      browser figures (functions/bench/browser/run.ts: Lighthouse, planner timing, route weight).
//   EMULATOR_PORT_OFFSET=1100 (or 2200, 3300, 4400, 5500) shifts every emulator port, as for `npm test`.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { buildApp, emulatorConfig, ensureChromium, ROOT, runInEmulators, step } from "./environment.mjs";

const INSIDE_EMULATORS = "--inside-emulators";
const dir = join(ROOT, "functions", "bench");
const benchFiles = readdirSync(dir).sort();
const pureBenches = benchFiles.filter((file) => file.endsWith(".bench.ts") && !file.endsWith(".emulator.bench.ts"));
// The random quality sweep (seeded: SWEEP_SEED, SWEEP_PLANS) prints right after the quality table it widens.
const SWEEP = "quality-sweep.bench.ts";
if (pureBenches.includes(SWEEP) && pureBenches.includes("quality.bench.ts")) {
  pureBenches.splice(pureBenches.indexOf(SWEEP), 1);
  pureBenches.splice(pureBenches.indexOf("quality.bench.ts") + 1, 0, SWEEP);
}
const emulatorBenches = benchFiles.filter((file) => file.endsWith(".emulator.bench.ts"));
const browserBench = join(dir, "browser", "run.ts");

/** Runs one bench file; a crash is reported and the next bench still runs. Returns whether it passed. */
function runBench(file, tsxArgs = [], env = {}) {
  console.log(`\n== ${relative(join(ROOT, "functions", "bench"), file)}`);
  const result = spawnSync("npx", ["tsx", ...tsxArgs, file], {
    stdio: "inherit",
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    console.log(`[bench] ${relative(ROOT, file)} ended with code ${result.status ?? result.signal}`);
  return result.status === 0;
}

if (process.argv.includes(INSIDE_EMULATORS)) {
  // Here the suite is up and `emulators:exec` has set FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST
  // and GCLOUD_PROJECT. firebase-admin would otherwise probe for a GCE metadata server and warn.
  const env = { METADATA_SERVER_DETECTION: "none" };
  const results = [
    ...emulatorBenches.map((file) => runBench(join(dir, file), [], env)),
    runBench(browserBench, [], env),
  ];
  process.exit(results.every(Boolean) ? 0 : 1);
}

const started = Date.now();
ensureChromium();
const crashed = pureBenches.filter((file) => !runBench(join(dir, file), ["--expose-gc"]));

const emulators = emulatorConfig();
step("building the app for the emulator suite...");
buildApp(emulators);
step("starting the emulator suite for the emulator and browser benches...");
runInEmulators(emulators, `"${process.execPath}" scripts/bench.mjs ${INSIDE_EMULATORS}`, {
  // Warnings and errors only: the emulators' request log would bury the figures.
  extraArgs: ["--log-verbosity", "QUIET"],
  // As for `npm test`: the load benches start many function workers at once on a shared machine.
  // The money load fires five generations per traveller at once to test the balance, not the
  // per-traveller limits (2 running, 6 a minute by default), which the limits bench measures itself.
  env: { FUNCTIONS_DISCOVERY_TIMEOUT: "120", AI_ACTIONS_RUNNING: "50", AI_ACTIONS_PER_MINUTE: "100" },
});
console.log(`\n[bench] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// A missed goal is a figure; a bench that crashed is a bug to fix.
if (crashed.length) {
  console.log(`[bench] crashed: ${crashed.join(", ")}`);
  process.exitCode = 1;
}
