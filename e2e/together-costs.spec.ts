import type { Locator, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect, expectAccessible, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";
import { inviteLink, logExpense, openSavedLisbonTrip } from "./together-support";

/**
 * Shared costs: the owner invites an editor, both log an expense, and both screens settle up the same
 * way; a viewer who joins later reads the same.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const wake = [
    ["POST", "create-trip-invite/x"],
    ["POST", "accept-trip-invite/x"],
    ["GET", "get-trip-members/x"],
    ["POST", "add-trip-expense/x"],
    ["GET", "export-trip-expenses/x"],
  ].map(([method, path]) =>
    request.fetch(`/api/${path}`, { method, data: method === "POST" ? {} : undefined, timeout: 90_000 }),
  );
  for (const response of await Promise.all(wake)) expect([401, 404, 405]).toContain(response.status());
  await warmPlanJobs(request);
});

const costsOf = (page: Page) => page.getByRole("region", { name: "Shared costs" });

/** The costs panel alone, for a person to look at (SCREENSHOT_DIR). */
async function shot(costs: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await costs.screenshot({ path: `${dir}/${name}.png` });
}

test("the owner and an editor each log an expense and both see the same settle-up, live", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughUi(page, "owner");
  await openSavedLisbonTrip(page);
  const ownerCosts = costsOf(page);
  await expect(ownerCosts.getByText("No expenses yet. Log the first one above.")).toBeVisible({ timeout: NAVIGATION });
  const invite = await inviteLink(page, "Edit the plan");

  // The editor joins on a phone and logs the first expense: it makes the trip's currency euros.
  const editorContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const editor = await editorContext.newPage();
  const { email } = await signUpThroughUi(editor, "editor");
  const editorName = email.split("@")[0]!;
  await editor.goto(new URL(invite).pathname);
  await expect(editor).toHaveURL(/\/plan\/[^/]+$/, { timeout: NAVIGATION });
  const editorCosts = costsOf(editor);
  await expect(editorCosts.getByRole("button", { name: "Log expense" })).toBeVisible({ timeout: NAVIGATION });
  await logExpense(editorCosts, "30", "Tram 28 day passes");

  // The owner's open page shows it without a reload, and the editor is there to share the next one.
  await expect(ownerCosts.getByText("Tram 28 day passes")).toBeVisible({ timeout: NAVIGATION });
  await expect(ownerCosts.getByRole("checkbox", { name: editorName })).toBeChecked({ timeout: NAVIGATION });
  await logExpense(ownerCosts, "12.50", "Pastéis de nata for two");

  // 30.00 + 12.50 shared equally: each owes 21.25; the editor paid 30.00, so the owner pays them 8.75.
  const ownerLine = /^owner-[^ ]+ pays editor-[^ ]+ €8\.75$/;
  for (const costs of [ownerCosts, editorCosts]) {
    const settle = costs.getByRole("list", { name: "Settle up" }).getByRole("listitem");
    await expect(settle).toHaveCount(1, { timeout: NAVIGATION });
    await expect(settle).toHaveText(ownerLine);
    await expect(costs.getByText("€42.50 spent so far")).toBeVisible();
  }
  await expect(editorCosts.getByRole("list", { name: "Balances" })).toContainText(`${editorName} (you) is owed €8.75`);
  await expect(ownerCosts.getByRole("list", { name: "Balances" })).toContainText("(you) owes €8.75");

  // A field that makes no sense is said at once, and logs nothing.
  await ownerCosts.getByLabel("Amount", { exact: true }).fill("12.345");
  await ownerCosts.getByRole("button", { name: "Log expense" }).click();
  await expect(ownerCosts.getByRole("alert")).toHaveText("Enter an amount in EUR, such as 12.50.");
  await expect(ownerCosts.getByRole("list", { name: "Expenses" }).getByRole("listitem")).toHaveCount(2);
  await ownerCosts.getByLabel("Amount", { exact: true }).fill("");

  // The file has both expenses.
  const downloading = page.waitForEvent("download");
  await ownerCosts.getByRole("button", { name: "Download expenses (CSV)" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^trip-expenses-[A-Za-z0-9_-]+\.csv$/);
  const csv = await readFile(await file.path(), "utf8");
  expect(csv).toContain("Tram 28 day passes");
  expect(csv).toContain("Pastéis de nata for two");

  // A viewer reads the same settle-up; they may log an expense but neither set the budget nor delete others'.
  const viewerInvite = await inviteLink(page, "View the plan");
  const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await viewerContext.newPage();
  await signUpThroughUi(viewer, "viewer");
  await viewer.goto(new URL(viewerInvite).pathname);
  await expect(viewer.getByRole("heading", { level: 1, name: "Trip to Lisbon" })).toBeVisible({ timeout: NAVIGATION });
  const viewerCosts = costsOf(viewer);
  await expect(viewerCosts.getByRole("list", { name: "Settle up" }).getByRole("listitem")).toHaveText(ownerLine, {
    timeout: NAVIGATION,
  });
  await expect(viewerCosts.getByRole("button", { name: "Log expense" })).toBeVisible();
  await expect(viewerCosts.getByRole("button", { name: "Set budget" })).toHaveCount(0);
  await expect(viewerCosts.getByRole("button", { name: /^Delete expense/ })).toHaveCount(0);
  await expectAccessible(viewer, "viewer's costs panel");
  await shot(viewerCosts, "costs-viewer-1280");
  await viewerContext.close();

  await ownerCosts.scrollIntoViewIfNeeded();
  await expectAccessible(page, "owner's costs panel");
  await expectAccessible(editor, "editor's costs panel at 375 px");
  await shot(ownerCosts, "costs-owner-1280");
  await shot(editorCosts, "costs-editor-375");
  await snapshot(page, "costs-owner-page-1280");
  await snapshot(editor, "costs-editor-page-375");
  await editorContext.close();
});
