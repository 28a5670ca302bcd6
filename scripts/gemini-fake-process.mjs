// The fake Gemini (functions/test/gemini-fake.ts) as a process of its own, for an emulator suite whose
// functions plan with it: `npm test`'s Gemini browser journeys.
import { join } from "node:path";
import { ROOT } from "./environment.mjs";
import { startFakeProcess } from "./fake-process.mjs";

/** The key the fake accepts (FAKE_GEMINI_KEY in functions/test/gemini-fake.ts). */
export const FAKE_GEMINI_KEY = "test-gemini-key";

const SERVER = join(ROOT, "functions", "test", "gemini-fake-server.ts");

/**
 * Starts the fake and resolves once it listens, with its base URL and a `stop()` that ends it and
 * waits for it. Rejects when it does not come up within `timeoutMs`.
 */
export function startGeminiFakeProcess({ timeoutMs = 15_000 } = {}) {
  return startFakeProcess(SERVER, "Gemini fake", { timeoutMs });
}
