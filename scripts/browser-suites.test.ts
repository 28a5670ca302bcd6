import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { browserSuites, journeyFiles } from "./browser-suites.mjs";

const files = ["/repo/e2e/plan-jobs.spec.ts", "/repo/e2e/plan-jobs.gemini.spec.ts", "/repo/e2e/auth.spec.ts"];

describe("which browser suites a test run starts", () => {
  it("starts both without a filter, or when an option (not a file filter) is passed", () => {
    expect(browserSuites([], files)).toEqual({ offline: true, gemini: true });
    expect(browserSuites(["--grep", "auth"], files)).toEqual({ offline: true, gemini: true });
  });

  it("starts only the suite whose journeys a file filter names, as Playwright matches it (a regular expression on the path)", () => {
    expect(browserSuites(["auth"], files)).toEqual({ offline: true, gemini: false });
    expect(browserSuites(["gemini"], files)).toEqual({ offline: false, gemini: true });
    expect(browserSuites(["plan-jobs"], files)).toEqual({ offline: true, gemini: true });
    expect(browserSuites(["plan-jobs\\.spec"], files)).toEqual({ offline: true, gemini: false });
    expect(browserSuites(["nothing-like-this"], files)).toEqual({ offline: false, gemini: false });
  });

  it("finds the project's journeys, the Gemini ones among them", () => {
    const found: string[] = journeyFiles();
    expect(found.some((file) => file.endsWith("e2e/plan-jobs.spec.ts"))).toBe(true);
    expect(found.some((file) => file.endsWith(".gemini.spec.ts"))).toBe(true);
  });
});

describe("the Gemini journeys' file names", () => {
  it("are the ones the Playwright config's gemini project runs", async () => {
    const { readFileSync } = await import("node:fs");
    const config = readFileSync(new URL("../e2e/playwright.config.ts", import.meta.url), "utf8");
    expect(config).toContain('GEMINI_JOURNEYS = "**/*.gemini.spec.ts"');
    expect(browserSuites(["x"], ["/e2e/x.gemini.spec.ts"])).toEqual({ offline: false, gemini: true });
  });
});
