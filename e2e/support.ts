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
