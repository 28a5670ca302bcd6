import { startTileServer, type TileServer } from "../functions/test/osm-tile-fake";
import { expect, expectAccessible, NAVIGATION, signUpThroughUi, snapshot, test as base } from "./support";
import { openSavedLisbonTrip } from "./together-support";

/**
 * "Available offline" for a trip's map (issue 25): the tiles of the trip's area kept on the device show
 * its streets without a connection. It is offered only for a tile server whose terms allow it, which
 * OpenStreetMap's do not: this journey's build says so at run time (an emulator build reads
 * __EMULATOR_TILE_DOWNLOAD__), and a stand-in for the tile server answers the browser instead of the
 * internet, so nothing is downloaded from OpenStreetMap.
 */
const test = base.extend<object, { osmTiles: TileServer }>({
  osmTiles: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startTileServer();
      if (!server) throw new Error("the tile server stand-in needs openssl (scripts/environment.mjs installs it)");
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  browser: [
    async ({ playwright, osmTiles, launchOptions }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...osmTiles.browserArgs],
      });
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
});

test.use({ serviceWorkers: "allow" });

const allTilesDrawn = () =>
  Array.from(document.querySelectorAll<HTMLImageElement>("img.leaflet-tile")).every(
    (tile) => tile.complete && tile.naturalWidth === 256,
  ) && document.querySelectorAll("img.leaflet-tile").length > 0;

test("a saved trip's map made available offline shows its streets without a connection, and can be removed", async ({
  page,
  context,
  osmTiles,
}) => {
  test.setTimeout(300_000);
  await context.addInitScript(() => Object.assign(window, { __EMULATOR_TILE_DOWNLOAD__: true }));
  await signUpThroughUi(page, "offline-map");
  await openSavedLisbonTrip(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.getByRole("button", { name: "Make map available offline" }).click();
  const saved = page.getByText(/Map available offline \(\d+ map tiles on this device\)$/);
  await expect(saved).toBeVisible({ timeout: NAVIGATION });
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "This trip's map is available offline." }),
  ).toBeVisible();
  const kept = Number((await saved.textContent())!.match(/\d+/)![0]);
  expect(kept).toBeGreaterThan(50);
  expect(kept).toBeLessThanOrEqual(400);
  await expectAccessible(page, "a trip whose map is available offline");

  // Only the trip's own tiles may draw the map now: the tiles seen lately are let go.
  await page.evaluate(() => caches.delete("map-tiles"));
  const servedOnline = osmTiles.served();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await expect(
    page.getByRole("status").filter({ hasText: /You're offline\. This trip was last synced/ }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(allTilesDrawn), { timeout: NAVIGATION }).toBe(true);
  await expect(page.getByText("Map tiles did not load")).toBeHidden();
  // One step closer still draws from the device.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(() => page.evaluate(allTilesDrawn), { timeout: NAVIGATION }).toBe(true);
  expect(osmTiles.served(), "no tile came from the tile server while offline").toBe(servedOnline);
  await expect(saved).toBeVisible();
  await snapshot(page, "offline-map-offline");

  await context.setOffline(false);
  // The trip's stops moved after its map was kept (a stop added far out): the device's record of the
  // area lacks some of the tiles the trip needs now. The page says so, and updates it on request.
  await page.evaluate(async () => {
    const cache = await caches.open("trip-map-tiles");
    const record = (await cache.keys()).find((request) =>
      new URL(request.url).pathname.startsWith("/offline-map-areas/"),
    )!;
    const area = (await (await cache.match(record))!.json()) as { urls: string[] };
    await cache.put(record, new Response(JSON.stringify({ ...area, urls: area.urls.slice(0, -20) })));
  });
  await page.reload();
  const outdated = page.getByText(/^This trip's stops changed after its map was saved: the \d+ map tiles/);
  await expect(outdated).toBeVisible({ timeout: NAVIGATION });
  await expect(saved).toBeHidden();
  await expectAccessible(page, "a trip whose offline map misses part of it");
  await snapshot(page, "offline-map-outdated");
  await page.getByRole("button", { name: "Update offline map" }).click();
  await expect(saved).toBeVisible({ timeout: NAVIGATION });
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "This trip's offline map is up to date." }),
  ).toBeVisible();
  expect(Number((await saved.textContent())!.match(/\d+/)![0])).toBe(kept);

  await page.getByRole("button", { name: "Remove offline map" }).click();
  await expect(page.getByRole("button", { name: "Make map available offline" })).toBeEnabled();
  const left = await page.evaluate(async () => (await (await caches.open("trip-map-tiles")).keys()).length);
  expect(left).toBe(0);
});
