import type { BrowserContext, Page } from "@playwright/test";
import { savedPlan } from "../../test/saved-plan.ts";
import { firestore } from "../../src/store/db.ts";
import { createItinerary } from "../../src/store/itineraries.ts";
import { paths } from "../../src/store/paths.ts";
import { spread, type Spread } from "./trip-propagation.ts";
import { NAVIGATION_MS, type Traveller } from "./traveller.ts";

/**
 * On the road without a connection (issue 25): how long a saved trip takes to open offline, from this
 * device's copy through the service worker's app shell; and whether the edits made offline reach the
 * server once each when the connection returns (a second reconnect sends nothing again).
 */
export type OfflineTiming =
  | { available: false; reason: string }
  | {
      available: true;
      /** From navigation to the trip's plan on screen, offline. */
      open: Spread;
      /** The same online (the app from the service worker, the trip from the server), for comparison. */
      openOnline: Spread;
      /** From navigation to the first tile of the trip's map drawn (the tiles seen lately kept by the service worker). */
      mapOffline: Spread;
      mapOnline: Spread;
      replay: {
        /** Edits made offline: field edits and a reorder (saved as one), and comments. */
        queued: { saves: number; comments: number };
        /** What the server gained: new versions of the trip, new comments. */
        applied: { versions: number; comments: number };
        /** After a second reconnect: nothing more may arrive. */
        afterSecondReconnect: { versions: number; comments: number };
        /** From the connection's return to "saved" said on screen. */
        syncMs: number;
      };
    };

/** The trip's plan is on screen: performance.now() then, or false. Runs in the page. */
const planShownNow = () => {
  const button = document.querySelector<HTMLElement>('button[aria-label^="Edit Estimated Cost for day 1"]');
  return button?.checkVisibility() ? performance.now() : false;
};

/** A tile of the trip's map is drawn: performance.now() then, or false. Runs in the page. */
const tileDrawnNow = () =>
  Array.from(document.querySelectorAll<HTMLImageElement>("img.leaflet-tile")).some(
    (tile) => tile.complete && tile.naturalWidth > 0,
  )
    ? performance.now()
    : false;

/**
 * When `now` first held, in ms from the navigation's start, read in the page at every frame.
 * Playwright's own waits retry up to 500 ms apart, which rounds a 400 ms opening up to 900.
 */
async function frameWhen(page: Page, now: () => number | false): Promise<number> {
  const at = await page.waitForFunction(now, undefined, { polling: "raf", timeout: NAVIGATION_MS });
  return (await at.jsonValue()) as number;
}

async function counts(uid: string, id: string): Promise<{ versions: number; comments: number }> {
  const [versions, comments] = await Promise.all([
    firestore().collection(paths.tripVersions(uid, id)).count().get(),
    firestore().collection(paths.tripComments(uid, id)).count().get(),
  ]);
  return { versions: versions.data().count, comments: comments.data().count };
}

async function editInPlace(page: Page, label: RegExp, value: string): Promise<void> {
  await page.getByRole("button", { name: label }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(value);
  await page.keyboard.press("Enter");
}

async function commentOnFirstStop(page: Page, text: string): Promise<void> {
  const commentOn = page
    .getByTestId("final-activity")
    .first()
    .getByRole("button", { name: /^Comment on / });
  const stopName = (await commentOn.getAttribute("aria-label"))!.replace(/^Comment on /, "");
  await commentOn.click();
  const panel = page.getByRole("dialog", { name: `Comments on ${stopName}` });
  await panel.getByLabel("Your comment").fill(text);
  await panel.getByRole("button", { name: "Post comment" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Comment kept on this device" }).last().waitFor();
  await panel.getByRole("button", { name: "Close" }).click();
}

export async function timeOfflineTrips(
  context: BrowserContext,
  traveller: Traveller,
  appUrl: string,
  runs: number,
): Promise<OfflineTiming> {
  const { id } = await createItinerary(traveller.uid, savedPlan(), null);
  const url = `${appUrl}/plan/${id}`;
  const page = await context.newPage();
  try {
    // One visit online: the app installs on the device and the trip is kept there.
    await page.goto(url);
    await frameWhen(page, planShownNow);
    const installed = await page.evaluate(async () => {
      if (!("serviceWorker" in navigator)) return false;
      await navigator.serviceWorker.ready;
      return true;
    });
    if (!installed) return { available: false, reason: "the browser has no service worker" };

    const timeOpenings = async () => {
      const plan: number[] = [];
      const map: number[] = [];
      for (let k = -1; k < runs; k++) {
        await page.goto(url);
        const shownAt = await frameWhen(page, planShownNow);
        const drawnAt = await frameWhen(page, tileDrawnNow);
        if (k < 0) continue;
        plan.push(shownAt);
        map.push(drawnAt);
      }
      return { plan, map };
    };
    const online = await timeOpenings();
    await context.setOffline(true);
    const offline = await timeOpenings();

    const before = await counts(traveller.uid, id);
    await editInPlace(page, /^Edit Estimated Cost for day 1/, "$4321");
    await editInPlace(page, /^Edit Accommodation Suggestion for day 1/, "A guesthouse by the river");
    const later = page.getByRole("button", { name: / later$/ }).first();
    await later.click();
    await page.getByRole("button", { name: "Save Itinerary" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Saved on this device" }).waitFor();
    const comments = 2;
    for (let k = 0; k < comments; k++) await commentOnFirstStop(page, `Offline note ${k + 1}`);

    const reconnected = performance.now();
    await context.setOffline(false);
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: /Your (\d+ )?offline changes? (is|are) saved\./ })
      .waitFor({ timeout: NAVIGATION_MS });
    const syncMs = performance.now() - reconnected;
    const after = await counts(traveller.uid, id);

    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForTimeout(3_000);
    const again = await counts(traveller.uid, id);
    return {
      available: true,
      open: spread(offline.plan),
      openOnline: spread(online.plan),
      mapOffline: spread(offline.map),
      mapOnline: spread(online.map),
      replay: {
        queued: { saves: 1, comments },
        applied: { versions: after.versions - before.versions, comments: after.comments - before.comments },
        afterSecondReconnect: { versions: again.versions - after.versions, comments: again.comments - after.comments },
        syncMs,
      },
    };
  } finally {
    await context.setOffline(false);
    await page.close();
  }
}
