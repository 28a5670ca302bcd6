import { TRIP_MEMBERS_MAX } from "@itinerary/contract";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { savedPlan } from "../../test/saved-plan.ts";
import { createItinerary } from "../../src/store/itineraries.ts";
import { acceptInvite, createInvite, setPresence } from "../../src/store/trip-members.ts";
import { percentile } from "../harness.ts";
import { CHROMIUM } from "./chromium.ts";
import playwrightConfig from "../../../e2e/playwright.config.ts";
import { NAVIGATION_MS, signUpThroughUi, type Traveller } from "./traveller.ts";

/**
 * Travelling together, live (issue 24): the owner changes a field of a shared trip in place and saves
 * it in one browser; the time until the companion's page, in a second browser, shows the change. The
 * companion's page hears the save through its Firestore listener and loads the new version. The trip
 * is full while it is timed: twenty members have it open, most of them moving between days.
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
      /** How many members had the trip open during the runs (most of them moving between days). */
      present: number;
      /** From the click on a field to its text box, on the owner's page, with everyone present. */
      editOpens: Spread;
      /** Main-thread tasks over 50 ms on both pages during the runs: the page's responsiveness. */
      longTasks: { count: number; maxMs: number };
    };

export function spread(samples: number[]): Spread {
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

/** The owner edits day 1's cost in place (Enter); resolves to how long the field took to open. */
async function editAndSave(page: Page, value: string): Promise<number> {
  const clicked = performance.now();
  await page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ }).click();
  const field = page.getByRole("textbox", { name: "Estimated Cost for day 1" });
  await field.waitFor({ timeout: SHOWN_MS });
  const opened = performance.now() - clicked;
  await field.fill(value);
  await field.press("Enter");
  return opened;
}

/** Counts the page's long tasks from now on, in the page (read back with `longTasksOf`). */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: "longtask" });
  });
const longTasksOf = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

/** Companions beyond the two browsers: twenty people on the trip while the pages are timed. */
const PRESENT = TRIP_MEMBERS_MAX;
const CROWD = PRESENT - 2;
const CROWD_MOVES_MS = 2_000;

/**
 * Fills the trip with synthetic companions who have it open, each moving to another day every
 * CROWD_MOVES_MS, as a trip of twenty reading along would: every move reaches both pages' presence
 * listeners. Returns a function that stops them.
 */
async function crowdIn(ownerUid: string, ownerName: string, id: string): Promise<() => void> {
  const names = Array.from({ length: CROWD }, (_, k) => `Companion ${k + 1}`);
  const uids = names.map((_, k) => `bench-crowd-${id}-${k}`);
  for (const [k, uid] of uids.entries()) {
    const invite = await createInvite(ownerUid, ownerName, id, "viewer");
    if (!invite || !(await acceptInvite(uid, names[k]!, invite.token))) throw new Error("could not fill the trip");
  }
  let tick = 0;
  const move = () =>
    Promise.all(
      uids.map((uid, k) =>
        setPresence({ callerUid: uid, ownerUid, id, access: "viewer" }, names[k]!, ((k + tick) % 2) + 1, true),
      ),
    ).then(() => void (tick += 1));
  await move();
  const timer = setInterval(() => void move().catch(() => undefined), CROWD_MOVES_MS);
  return () => clearInterval(timer);
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
    // The app's HTTP/2 front has a certificate made for the run (http2-front.ts).
    const companionContext = await companionBrowser.newContext({
      viewport: { width: 1280, height: 800 },
      ignoreHTTPSErrors: true,
    });
    const companion = await signUpThroughUi(companionContext, appUrl, authEmulatorHost);
    const { id } = await createItinerary(owner.uid, savedPlan(), null);
    const invite = await createInvite(owner.uid, owner.email.split("@")[0]!, id, "editor");
    if (!invite || !(await acceptInvite(companion.uid, companion.email.split("@")[0]!, invite.token)))
      return { available: false, reason: "could not share the trip" };

    const url = `${appUrl}/plan/${id}`;
    const ownerPage = await ownerContext.newPage();
    const companionPage = await companionContext.newPage();
    const stopCrowd = await crowdIn(owner.uid, owner.email.split("@")[0]!, id);
    try {
      await openTrip(ownerPage, url);
      await openTrip(companionPage, url);
      await Promise.all([watchLongTasks(ownerPage), watchLongTasks(companionPage)]);
      const fromSaved: number[] = [];
      const fromClick: number[] = [];
      const editOpens: number[] = [];
      const failures: string[] = [];
      for (let k = -1; k < runs; k++) {
        const value = `¥${10_000 + k + 1}`;
        try {
          const opened = await editAndSave(ownerPage, value);
          const seen = shows(companionPage, value).then(() => performance.now());
          seen.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
          const clicked = performance.now();
          const saved = await save(ownerPage);
          const shown = await seen;
          if (k < 0) continue;
          editOpens.push(opened);
          fromClick.push(shown - clicked);
          // The companion may see it before the owner's page hears its own answer.
          fromSaved.push(Math.max(0, shown - saved));
        } catch (error) {
          failures.push(`run ${k + 1}: ${String((error as Error).message ?? error).split("\n")[0]}`);
          // Start the next run from fresh pages.
          await openTrip(ownerPage, url);
          await openTrip(companionPage, url);
          await Promise.all([watchLongTasks(ownerPage), watchLongTasks(companionPage)]);
        }
      }
      const long = [...(await longTasksOf(ownerPage)), ...(await longTasksOf(companionPage))];
      return {
        available: true,
        fromSaved: spread(fromSaved),
        fromClick: spread(fromClick),
        failures,
        present: PRESENT,
        editOpens: spread(editOpens),
        longTasks: { count: long.length, maxMs: Math.max(0, ...long) },
      };
    } finally {
      stopCrowd();
      await ownerPage.close();
      await companionPage.close();
    }
  } finally {
    await companionBrowser.close();
  }
}
