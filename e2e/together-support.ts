import type { Locator, Page } from "@playwright/test";
import { dateInDays, expect, NAVIGATION } from "./support";

/** What the journeys of travelling together share: a saved trip the owner opens, and invite links to it. */

/** Plans, finalizes and saves a two-day Lisbon trip, then opens it from the saved list; returns its page's URL. */
export async function openSavedLisbonTrip(page: Page): Promise<string> {
  await page.getByRole("combobox", { name: "To", exact: true }).fill("Lisbon");
  await page.getByLabel("Start Date").fill(dateInDays(12));
  await page.getByLabel("Number of Days").fill("2");
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(page.getByRole("button", { name: "Saved!" })).toBeDisabled({ timeout: NAVIGATION });
  await page.getByRole("link", { name: "Saved" }).first().click();
  await page
    .getByRole("listitem")
    .filter({ hasText: "Trip to Lisbon" })
    .getByRole("link", { name: "View/Edit" })
    .click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  return page.url();
}

/** The owner makes an invite link from the Companions dialog, for the role its radio names. */
export async function inviteLink(page: Page, role: "Edit the plan" | "View the plan"): Promise<string> {
  await page.getByRole("button", { name: "Companions" }).click();
  const dialog = page.getByRole("dialog", { name: "Travel companions" });
  await dialog.getByRole("radio", { name: role }).check({ force: true });
  await dialog.getByRole("button", { name: "Create invite link" }).click();
  const link = dialog.getByLabel(/Invite link/);
  await expect(link).toHaveValue(/\/join\/[A-Za-z0-9_-]{43}$/, { timeout: NAVIGATION });
  const url = await link.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();
  return url;
}

/** Logs an expense in a trip's Shared costs panel, paid by the one logging it and shared as the form suggests. */
export async function logExpense(costs: Locator, amount: string, note: string): Promise<void> {
  await costs.getByLabel("Amount", { exact: true }).fill(amount);
  await costs.getByLabel("Note").fill(note);
  await costs.getByRole("button", { name: "Log expense" }).click();
  await expect(costs.getByRole("list", { name: "Expenses" }).getByText(note)).toBeVisible({ timeout: NAVIGATION });
}
