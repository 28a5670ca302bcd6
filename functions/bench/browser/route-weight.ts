import type { BrowserContext } from "@playwright/test";
import { gzipSync } from "node:zlib";

export interface ScriptWeight {
  path: string;
  gzipBytes: number;
}

/** The Google Maps loader and map tiles are the map provider's, not the app's (and never load offline). */
function isMapProviderScript(url: URL): boolean {
  return (
    /(^|\.)(googleapis|gstatic)\.com$/.test(url.hostname) ||
    /tile/i.test(url.hostname) ||
    /\/tiles?\//.test(url.pathname)
  );
}

/**
 * Every script a fresh tab of the page fetches until the network is idle, each gzip-compressed at
 * level 9 (the measuring approach of e2e/landing-weight.spec.ts).
 */
export async function scriptWeight(
  context: BrowserContext,
  url: string,
): Promise<{ scripts: ScriptWeight[]; totalGzipBytes: number }> {
  const page = await context.newPage();
  try {
    // Every script from the network, none from the cache earlier tabs filled.
    await (await context.newCDPSession(page)).send("Network.setCacheDisabled", { cacheDisabled: true });
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      const address = new URL(response.url());
      if (response.request().resourceType() !== "script" || isMapProviderScript(address)) return;
      bodies.set(address.pathname, response.body());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // The service worker the page registers, and the Workbox runtime it imports, count as the page's.
    const origin = new URL(url).origin;
    const worker = await page.request.get(`${origin}/sw.js`);
    if (worker.ok()) {
      const source = await worker.body();
      bodies.set("/sw.js (service worker)", Promise.resolve(source));
      for (const name of new Set(source.toString().match(/workbox-\w+(?=["'])/g) ?? [])) {
        const runtime = await page.request.get(`${origin}/${name}.js`);
        if (runtime.ok()) bodies.set(`/${name}.js (service worker)`, runtime.body());
      }
    }
    const scripts = await Promise.all(
      [...bodies].map(async ([path, body]) => ({ path, gzipBytes: gzipSync(await body, { level: 9 }).length })),
    );
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await page.close();
  }
}
