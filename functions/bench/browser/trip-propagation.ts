import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { savedPlan } from "../../test/saved-plan.ts";
import { createItinerary } from "../../src/store/itineraries.ts";
import { acceptInvite, createInvite } from "../../src/store/trip-members.ts";
import { percentile } from "../harness.ts";
import { CHROMIUM } from "./chromium.ts";
import playwrightConfig from "../../../e2e/playwright.config.ts";
import { NAVIGATION_MS, signUpThroughUi, type Traveller } from "./traveller.ts";

/**
 * Travelling together, live (issue 24): the owner changes a field of a shared trip in place and saves
 * it in one browser; the time until the companion's page, in a second browser, shows the change. The
 * companion's page hears the save through its Firestore listener and loads the new version.
 */
export interface Spread {
  samples: number[];
  p50: number;
  p95: number;
  max: number;
}

export type PropagationTiming =
  | { available: false; reason: string }
  | {
      available: true;
      /** From the moment the owner's save is answered (Saved!) to the change on the companion's screen. */
      fromSaved: Spread;
      /** From the click on Save Itinerary, the save's own round trip included. */
      fromClick: Spread;
      failures: string[];
    };

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples,
    p50: sorted.length ? percentile(sorted, 50) : NaN,
    p95: sorted.length ? percentile(sorted, 95) : NaN,
    max: sorted.at(-1) ?? NaN,
  };
}

const SHOWN_MS = 15_000;

/** Opens the saved trip and waits for its first day's cost, the field the owner changes. */
async function openTrip(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ }).waitFor({ timeout: NAVIGATION_MS });
}

/** The owner edits day 1's cost in place (Enter) and saves; resolves when the click on Save is made. */
async function editAndSave(page: Page, value: string): Promise<void> {
  await page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ }).click();
  const field = page.getByRole("textbox", { name: "Estimated Cost for day 1" });
  await field.fill(value);
  await field.press("Enter");
}

/** Saves, and resolves when the save is answered (performance.now() then). */
async function save(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await page.getByRole("button", { name: "Saved!" }).waitFor({ timeout: SHOWN_MS });
  return performance.now();
}

/** Waits until the page shows `value` (polled each frame, so the figure is not the polling's). */
const shows = (page: Page, value: string) =>
  page.waitForFunction((text) => document.body.innerText.includes(text), value, {
    polling: "raf",
    timeout: SHOWN_MS,
  });

/**
 * `runs` saves by the owner (after one untimed warm-up, which wakes the functions' workers), each timed
 * from the click on Save Itinerary to the change on the companion's screen.
 */
export async function timePropagation(
  ownerContext: BrowserContext,
  owner: Traveller,
  appUrl: string,
  authEmulatorHost: string,
  runs: number,
): Promise<PropagationTiming> {
  const companionBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: playwrightConfig.use?.launchOptions?.args ?? [],
  });
  try {
    const companionContext = await companionBrowser.newContext({ viewport: { width: 1280, height: 800 } });
    const companion = await signUpThroughUi(companionContext, appUrl, authEmulatorHost);
    const { id } = await createItinerary(owner.uid, savedPlan(), null);
    const invite = await createInvite(owner.uid, owner.email.split("@")[0]!, id, "editor");
    if (!invite || !(await acceptInvite(companion.uid, companion.email.split("@")[0]!, invite.token)))
      return { available: false, reason: "could not share the trip" };

    const url = `${appUrl}/plan/${id}`;
    const ownerPage = await ownerContext.newPage();
    const companionPage = await companionContext.newPage();
    try {
      await openTrip(ownerPage, url);
      await openTrip(companionPage, url);
      const fromSaved: number[] = [];
      const fromClick: number[] = [];
      const failures: string[] = [];
      for (let k = -1; k < runs; k++) {
        const value = `¥${10_000 + k + 1}`;
        try {
          await editAndSave(ownerPage, value);
          const seen = shows(companionPage, value).then(() => performance.now());
          seen.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
          const clicked = performance.now();
          const saved = await save(ownerPage);
          const shown = await seen;
          if (k < 0) continue;
          fromClick.push(shown - clicked);
          // The companion may see it before the owner's page hears its own answer.
          fromSaved.push(Math.max(0, shown - saved));
        } catch (error) {
          failures.push(`run ${k + 1}: ${String((error as Error).message ?? error).split("\n")[0]}`);
          // Start the next run from fresh pages.
          await openTrip(ownerPage, url);
          await openTrip(companionPage, url);
        }
      }
      return { available: true, fromSaved: spread(fromSaved), fromClick: spread(fromClick), failures };
    } finally {
      await ownerPage.close();
      await companionPage.close();
    }
  } finally {
    await companionBrowser.close();
  }
}
