// Which browser suites a `scripts/test.mjs e2e -- <args>` run needs. The offline journeys and the Gemini
// journeys run in emulator suites of their own; a file filter that names only one kind skips the
// other suite's start (about 20 s), instead of starting it to find nothing to run.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./environment.mjs";

/** The Gemini journeys' file names (GEMINI_JOURNEYS in e2e/playwright.config.ts says the same). */
const GEMINI_SPEC = /\.gemini\.spec\.ts$/;

export function journeyFiles(dir = join(ROOT, "e2e")) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => join(dir, file));
}

/**
 * Playwright takes plain arguments as regular expressions matched against each file's path. Only plain
 * arguments are read here: with any option (--grep, --project, ...) both suites run, and each passes
 * when the option leaves it nothing to run (--pass-with-no-tests).
 */
export function browserSuites(args, files = journeyFiles()) {
  const filters = args.filter(Boolean);
  if (filters.length === 0 || filters.some((arg) => arg.startsWith("-"))) return { offline: true, gemini: true };
  const matches = (file) => filters.some((filter) => new RegExp(filter).test(file));
  return {
    offline: files.some((file) => !GEMINI_SPEC.test(file) && matches(file)),
    gemini: files.some((file) => GEMINI_SPEC.test(file) && matches(file)),
  };
}
