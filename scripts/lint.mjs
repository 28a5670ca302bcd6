// `npm run lint`: ESLint, Prettier's check and dependency-cruiser. All three run to the end (ESLint beside
// the other two, which are lighter, so two cores stay busy) and each prints its own report; the lint
// fails if any of them failed, and says which.
import { spawn } from "node:child_process";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(ROOT, "node_modules", ".bin", name);

/** The folders whose imports dependency-cruiser checks: every workspace's code, its tests and benches. */
const CRUISED = ["contract/src", "functions/src", "functions/test", "functions/bench", "web/src", "e2e", "scripts"];

const CHECKS = {
  // Caches keyed by file content: a second run on a developer's machine re-reads only what changed.
  eslint: [
    bin("eslint"),
    [
      ".",
      "--max-warnings",
      "0",
      "--cache",
      "--cache-strategy",
      "content",
      "--cache-location",
      "node_modules/.cache/eslint/",
    ],
  ],
  prettier: [bin("prettier"), ["--check", ".", "--log-level", "warn", "--cache", "--cache-strategy", "content"]],
  depcruise: [bin("depcruise"), [...CRUISED, "--config", ".dependency-cruiser.cjs"]],
};

function check(name) {
  const [command, args] = CHECKS[name];
  const started = Date.now();
  return new Promise((resolve) => {
    // The tools' launchers run the first `node` on the PATH: make it this one (22), also when the script
    // was started as node_modules/.bin/node outside npm (dependency-cruiser refuses older versions).
    const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`;
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, PATH } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ name, ok: false, output: String(error), seconds: 0 }));
    child.on("close", (code) => resolve({ name, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const started = Date.now();
const [eslint, [prettier, depcruise]] = await Promise.all([
  check("eslint"),
  (async () => [await check("prettier"), await check("depcruise")])(),
]);
const results = [eslint, prettier, depcruise];
for (const result of results) {
  console.log(`[lint] ${result.name}: ${result.ok ? "passed" : "FAILED"} in ${result.seconds.toFixed(1)} s`);
  if (!result.ok || result.name === "depcruise") process.stdout.write(result.output.trimEnd() + "\n");
}
const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(
  `[lint] ${failed.length ? `failed: ${failed.join(", ")}` : "all passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
