import { chromium, type BrowserContext } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import playwrightConfig from "../../../e2e/playwright.config.ts";
import { startTileServer } from "../../test/osm-tile-fake.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The same flags as the browser journeys, so the figures describe the browser the tests use. */
const ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

export interface BenchBrowser {
  context: BrowserContext;
  /** Lighthouse connects here (it drives its own tab over the DevTools protocol). */
  debuggingPort: number;
  /**
   * Empties the HTTP cache (the session in IndexedDB stays); given the app's origin, also the app its
   * service worker keeps on the device, so a load is cold.
   */
  clearCache: (origin?: string) => Promise<void>;
  close: () => Promise<void>;
}

/** A port nothing listens on right now (the OS picks it; other agents' suites share this machine). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * One Chromium with a persistent profile and a DevTools port. Persistent, because Lighthouse opens its
 * tab in the browser's default context: the session a traveller signs into through Playwright lives
 * there too, so Lighthouse can audit the signed-in planner.
 */
export async function launchBenchBrowser(): Promise<BenchBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const debuggingPort = await freePort();
  // The map's tiles as a traveller online gets them, from a stand-in (this machine has no internet).
  const tiles = await startTileServer();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...ARGS,
      ...(tiles?.browserArgs ?? []),
      "--ignore-certificate-errors",
      `--remote-debugging-port=${debuggingPort}`,
      "--remote-debugging-address=127.0.0.1",
    ],
    viewport: { width: 1280, height: 800 },
    // The app's HTTP/2 front and the tiles' stand-in have certificates made for the run; this covers
    // the context's own requests (the service worker's script fetched for its weight) too.
    ignoreHTTPSErrors: true,
  });
  return {
    context,
    debuggingPort,
    clearCache: async (origin?: string) => {
      const page = await context.newPage();
      try {
        const session = await context.newCDPSession(page);
        await session.send("Network.clearBrowserCache");
        if (origin) {
          await session.send("Storage.clearDataForOrigin", {
            origin: new URL(origin).origin,
            storageTypes: "cache_storage,service_workers",
          });
        }
      } finally {
        await page.close();
      }
    },
    close: async () => {
      await context.close();
      await tiles?.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
