import type { Page } from "@playwright/test";
import { expect, test } from "./support";
import { gzipSync } from "node:zlib";

/** The issue's budget for the JavaScript the landing page loads, gzip-compressed. */
const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/** Every script the page fetches until the network is idle, with its gzip size. */
async function collectScripts(page: Page, url: string) {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.set(new URL(response.url()).pathname, response.body());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const scripts = await Promise.all(
    [...bodies].map(async ([path, body]) => {
      const code = await body;
      return { path, code: code.toString("utf8"), gzipBytes: gzipSync(code, { level: 9 }).length };
    }),
  );
  return { scripts, totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("a visitor's landing page stays under the JavaScript budget and does not load Firebase", async ({
  page,
}, testInfo) => {
  const { scripts, totalGzipBytes } = await collectScripts(page, "/");
  await expect(page.getByRole("heading", { name: "Your Adventure, Perfectly Planned." })).toBeVisible();
  const report = `landing JS (visitor): ${kb(totalGzipBytes)} gzip in ${scripts.length} files: ${scripts.map((s) => `${s.path} ${kb(s.gzipBytes)}`).join(", ")}`;
  console.log(report);
  testInfo.annotations.push({ type: "landing-js", description: report });
  expect(totalGzipBytes).toBeLessThan(LANDING_JS_BUDGET_BYTES);
  // The Auth SDK is fetched only when a session may exist or the visitor goes to sign in.
  expect(scripts.filter((s) => s.code.includes("identitytoolkit")).map((s) => s.path)).toEqual([]);
  // No map is shown here, so no map library is fetched: neither Leaflet, nor Google's loader or its script.
  expect(scripts.map((s) => s.path).filter((path) => /leaflet|google-map|trip-map|\/maps\/api\/js/.test(path))).toEqual(
    [],
  );
});
