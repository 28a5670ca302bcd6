import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The deployed PDF renderer drives the Chromium that @sparticuz/chromium unpacks with puppeteer-core,
 * which is built for one Chrome major (its PUPPETEER_REVISIONS). A driver for another major speaks a
 * protocol the browser may not have, so the two are upgraded together: pick the @sparticuz/chromium
 * release, then the puppeteer-core release whose revisions name the same major.
 */
const require = createRequire(import.meta.url);

/** The installed package.json of `name`, as the functions resolve it. */
function installedManifest(name: string): { version: string } {
  let dir = dirname(require.resolve(name));
  while (
    !existsSync(join(dir, "package.json")) ||
    JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name !== name
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json found for ${name}`);
    dir = parent;
  }
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
}

const major = (version: string) => Number(version.split(".")[0]);
const functionsPackage = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8"));

describe("the deployed PDF browser and its driver", () => {
  it("pairs @sparticuz/chromium with the puppeteer-core built for the same Chrome major", async () => {
    const { PUPPETEER_REVISIONS } = (await import("puppeteer-core/internal/revisions.js")) as {
      PUPPETEER_REVISIONS: { chrome: string };
    };
    const chromium = installedManifest("@sparticuz/chromium");
    expect(
      major(PUPPETEER_REVISIONS.chrome),
      `puppeteer-core targets Chrome ${PUPPETEER_REVISIONS.chrome}, @sparticuz/chromium is ${chromium.version}`,
    ).toBe(major(chromium.version));
  });

  it("deploys exactly the versions that were checked: both pinned, and installed as pinned", () => {
    for (const name of ["@sparticuz/chromium", "puppeteer-core"]) {
      const pinned = functionsPackage.dependencies[name] as string;
      expect(pinned, `${name} must be pinned to an exact version`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installedManifest(name).version).toBe(pinned);
    }
  });
});
