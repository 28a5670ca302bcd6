import type { BrowserContext, Page } from "@playwright/test";
import { percentile } from "../harness.ts";
import { NAVIGATION_MS } from "./traveller.ts";

export const DRAFT_HEADING = "Generated Draft Itinerary";
/** A draft that takes longer than this counts as a failed run, not a slow one. */
const DRAFT_TIMEOUT_MS = 30_000;

export type PlannerTiming =
  | { available: false; reason: string }
  | { available: true; samples: number[]; p50: number; p95: number; max: number; failures: string[] };

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error)
    .split("\n")[0]!
    .replace(/^page\.evaluate: (Error: )?/, "");
}

/** A start date a month ahead, as the date input's value (yyyy-mm-dd). */
function startDate(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The planner keeps its form and draft across reloads under "planner:" keys; a run starts without them.
 * They are cleared from a page of the same origin without the app (robots.txt), so the planner cannot
 * write them back while it unloads.
 */
async function freshPlanner(page: Page, url: string): Promise<void> {
  await page.goto(new URL("/robots.txt", url).href);
  await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) if (key.startsWith("planner:")) storage.removeItem(key);
    }
  });
  await page.goto(url);
  await page.getByRole("combobox", { name: "To", exact: true }).waitFor({ timeout: NAVIGATION_MS });
}

async function fillTrip(page: Page): Promise<void> {
  const to = page.getByRole("combobox", { name: "To", exact: true });
  await to.fill("Lisbon");
  await to.press("Escape");
  await page.getByLabel("Start Date").fill(startDate());
  await page.getByLabel("Number of Days").fill("3");
  const hotel = page.getByRole("checkbox", { name: "Hotel" });
  if (!(await hotel.isChecked())) await hotel.check({ force: true });
}

/**
 * Clicks Generate and times, inside the page, from the click event to the first frame after the draft
 * heading and an activity are visible (no Playwright round trips in the figure).
 */
async function timeGenerate(page: Page): Promise<number> {
  // Installed (and awaited) before the click, so the click event cannot slip past the listener. No
  // named inner functions here: tsx would wrap them in a helper that does not exist inside the page.
  await page.evaluate(
    ({ heading, timeout }) => {
      (window as unknown as { benchDraft: Promise<number> }).benchDraft = new Promise<number>((resolve, reject) => {
        let clickedAt: number | null = null;
        const observer = new MutationObserver(() => {
          const visible =
            Array.from(document.querySelectorAll("h1, h2, h3, h4")).some(
              (h) => h.textContent?.trim() === heading && h.checkVisibility(),
            ) &&
            Array.from(document.querySelectorAll('[data-testid="draft-activity"]')).some((a) => a.checkVisibility());
          if (clickedAt === null || !visible) return;
          observer.disconnect();
          clearTimeout(timer);
          const start = clickedAt;
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          const toast = document.querySelector("[data-sonner-toast]")?.textContent?.trim();
          reject(new Error(`no draft within ${timeout} ms${toast ? ` (toast: ${toast})` : ""}`));
        }, timeout);
        document.addEventListener(
          "click",
          () => {
            clickedAt = performance.now();
            observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
          },
          { capture: true, once: true },
        );
      });
    },
    { heading: DRAFT_HEADING, timeout: DRAFT_TIMEOUT_MS },
  );
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  return page.evaluate(() => (window as unknown as { benchDraft: Promise<number> }).benchDraft);
}

/**
 * Click on Generate Itinerary to a visible draft with the offline planner, over `runs` runs after one
 * untimed warm-up (the functions emulator starts the function's worker on first use).
 */
export async function timePlanner(context: BrowserContext, url: string, runs: number): Promise<PlannerTiming> {
  const page = await context.newPage();
  try {
    await page.goto(url, { timeout: NAVIGATION_MS });
    const to = page.getByRole("combobox", { name: "To", exact: true });
    try {
      await to.waitFor({ timeout: 15_000 });
    } catch {
      return { available: false, reason: `no input labelled "To" on ${new URL(url).pathname}` };
    }
    const samples: number[] = [];
    const failures: string[] = [];
    for (let run = 0; run <= runs; run++) {
      try {
        await freshPlanner(page, url);
        await fillTrip(page);
      } catch (error) {
        // A planner without one of the promised fields is not the planner this bench times.
        return { available: false, reason: `the trip form could not be filled: ${firstLine(error)}` };
      }
      try {
        const ms = await timeGenerate(page);
        if (run > 0) samples.push(ms);
      } catch (error) {
        failures.push(`run ${run}: ${firstLine(error)}`);
        if (failures.length >= 3) break;
      }
    }
    samples.sort((a, b) => a - b);
    return {
      available: true,
      samples,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples.at(-1) ?? Number.NaN,
      failures,
    };
  } finally {
    await page.close();
  }
}
