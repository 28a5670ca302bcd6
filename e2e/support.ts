import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

/** Set SCREENSHOT_DIR to keep pictures of the pages a journey passes (for a human to look at). */
const screenshotDir = process.env.SCREENSHOT_DIR;
export async function snapshot(page: Page, name: string): Promise<void> {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The first calls wake cold functions on a shared machine: navigations get a longer leash. */
export const NAVIGATION = 30_000;

/** Signs a new traveller up through the login page and waits for the welcome balance. */
export async function signUpThroughUi(page: Page, prefix = "e2e"): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const password = "correct-horse-42";
  await page.goto("/login");
  await page.getByRole("button", { name: "Need an account? Sign Up" }).click();
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/itinerary$/, { timeout: NAVIGATION });
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens", { timeout: NAVIGATION });
  return { email, password };
}

/**
 * axe-core on the page as it is now: no serious or critical violations. Returns the count of minor
 * and moderate ones so a journey can report them.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const described = blocking.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(described, `axe on ${state}`).toEqual([]);
}

/** A start date a week from today, as the date input takes it. */
export function dateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
