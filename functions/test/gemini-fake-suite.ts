import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetGeminiInstanceState } from "../src/planning/generators/gemini/gemini-client.ts";
import { createGeminiGenerator } from "../src/planning/generators/gemini/gemini-generator.ts";
import { FAKE_GEMINI_KEY, startGeminiFake } from "./gemini-fake.ts";

export type GeminiFake = Awaited<ReturnType<typeof startGeminiFake>>;

/**
 * Inside a describe block: one Gemini fake for the block, reset before each test together with the
 * client's per-instance state (its model check), and a generator that talks to it as a deployment
 * with a key would, with this answer deadline.
 */
export function useGeminiFake(timeoutMs: number) {
  let fake: GeminiFake;
  beforeAll(async () => {
    fake = await startGeminiFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    resetGeminiInstanceState();
  });
  return {
    gemini: () => fake,
    generator: () =>
      createGeminiGenerator({
        apiKey: FAKE_GEMINI_KEY,
        model: "gemini-3.8-flash",
        baseUrl: fake.baseUrl,
        timeoutMs,
        thinkingLevel: "LOW",
      }),
  };
}
