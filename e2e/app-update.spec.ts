import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, NAVIGATION, test } from "./support";

/**
 * A new version of the app (issue 25) is offered, never forced: once its service worker has installed
 * beside the one running the page, "A new version is ready" waits for the traveller's Reload, which
 * brings it in. The new version is a real one: the worker file Hosting serves changes on disk, as a
 * deploy changes it.
 */
test.use({ serviceWorkers: "allow" });

/** The worker Hosting serves: the suite's built app (scripts/environment.mjs), web/dist by default. */
const WORKER = join(process.env.WEB_DIST ?? join(import.meta.dirname, "..", "web", "dist"), "sw.js");

test("a new version is offered with Reload, waits while the traveller stays, and takes over when asked", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: NAVIGATION });
  // The first visit installs the worker; from the next load on it runs the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const running = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // No offer on a page with nothing newer.
  const offer = page.locator("[data-sonner-toast]").filter({ hasText: "A new version is ready" });
  await expect(offer).toHaveCount(0);

  const original = await readFile(WORKER, "utf8");
  try {
    await writeFile(WORKER, `${original}\n// a later deploy of the app\n`);
    // The app asks for updates every hour; the test asks now, as that timer would.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    await expect(offer).toBeVisible({ timeout: NAVIGATION });
    // Offered, not forced: the page stays as it is while the offer waits.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null,
    );
    expect(waiting).toBe(true);

    // Reload: the new worker takes over and the page loads again under it.
    const reloaded = page.waitForEvent("load", { timeout: NAVIGATION });
    await offer.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: NAVIGATION });
    const after = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, controlled: running });
    await expect(offer).toHaveCount(0);
  } finally {
    await writeFile(WORKER, original);
  }
});
