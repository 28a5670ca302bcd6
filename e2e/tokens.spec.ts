import type { Page } from "@playwright/test";
import { expect, NAVIGATION, signUpThroughUi, snapshot, test } from "./support";

async function openDialog(page: Page) {
  await page.getByRole("button", { name: "Buy Tokens" }).click();
  const dialog = page.getByRole("dialog", { name: "Recharge Your Tokens" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("buy the Explorer Pack through the local test checkout; a cancelled checkout changes nothing", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpThroughUi(page, "buyer");

  const dialog = await openDialog(page);
  await expect(dialog.getByText("Choose a pack to continue creating your perfect adventures.")).toBeVisible();
  const card = (name: string) => dialog.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(dialog.getByRole("listitem")).toHaveCount(3);
  await expect(card("Starter Pack")).toContainText("$5");
  await expect(card("Starter Pack")).toContainText("50 tokens");
  await expect(card("Starter Pack")).not.toContainText("Save");
  await expect(card("Starter Pack")).not.toContainText("Best Value");
  await expect(card("Traveller Pack")).toContainText("$10");
  await expect(card("Traveller Pack")).toContainText("120 tokens");
  await expect(card("Traveller Pack")).toContainText("Save 20%");
  await expect(card("Traveller Pack")).not.toContainText("Best Value");
  await expect(card("Explorer Pack")).toContainText("$20");
  await expect(card("Explorer Pack")).toContainText("300 tokens");
  await expect(card("Explorer Pack")).toContainText("Save 50%");
  await expect(card("Explorer Pack")).toContainText("Best Value");
  await snapshot(page, "buy-tokens-dialog");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Cancel: back with the failure toast, the query gone, the balance unchanged.
  await (await openDialog(page)).getByRole("button", { name: "Buy Starter Pack" }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/, { timeout: NAVIGATION });
  await expect(page.getByRole("heading", { name: "Test checkout — no real payment" })).toBeVisible();
  await expect(page.getByTestId("pack")).toHaveText("Starter Pack");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Payment failed or was cancelled. Please try again.")).toBeVisible({
    timeout: NAVIGATION,
  });
  await expect(page).toHaveURL(/\/itinerary$/);
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens");

  // Pay: the signed webhook credits the pack, the app shows it.
  await (await openDialog(page)).getByRole("button", { name: "Buy Explorer Pack" }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/, { timeout: NAVIGATION });
  await expect(page.getByText("No card is charged and no real payment is made.")).toBeVisible();
  await expect(page.getByTestId("pack")).toHaveText("Explorer Pack");
  await expect(page.getByTestId("price")).toHaveText("$20.00");
  await expect(page.getByTestId("tokens")).toHaveText("300");
  await snapshot(page, "local-checkout");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment successful! Tokens added to your account.")).toBeVisible({
    timeout: NAVIGATION,
  });
  await expect(page).toHaveURL(/\/itinerary$/);
  await expect(page.getByTestId("token-balance")).toHaveText("330 tokens");

  // Coming back to the page later shows no stale toast and keeps the balance.
  await page.reload();
  await expect(page.getByTestId("token-balance")).toHaveText("330 tokens");
  await expect(page.getByText("Payment successful! Tokens added to your account.")).toHaveCount(0);
});
