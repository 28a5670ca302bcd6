import type { Download, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import {
  dateInDays,
  expect,
  expectAccessible,
  NAVIGATION,
  signUpThroughUi,
  snapshot,
  test,
  warmPlanJobs,
} from "./support";

/** Everything after a plan is final: save, list, open, update, files, share, revoke, delete. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const wake = ["plan-jobs", "save-itinerary", "generate-pdf", "export-calendar"].map((path) =>
    request.post(`/api/${path}`, { data: {}, timeout: 90_000 }),
  );
  for (const response of await Promise.all(wake)) expect(response.status()).toBe(401);
  // The job trigger's cold start belongs here, not in a journey's wait.
  await warmPlanJobs(request);
});

async function finalizeTrip(page: Page) {
  await page.getByRole("combobox", { name: "To", exact: true }).fill("Lisbon");
  await page.getByLabel("Start Date").fill(dateInDays(10));
  await page.getByLabel("Number of Days").fill("2");
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
}

async function downloadOf(page: Page, button: string): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: NAVIGATION }),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { download, body: await readFile((await download.path())!) };
}

test("save, find it in /saved, open, update without duplicating, download, share, revoke and delete", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpThroughUi(page, "keeper");
  await finalizeTrip(page);

  // Save, then the button says so until something changes.
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Itinerary saved successfully!")).toBeVisible({
    timeout: NAVIGATION,
  });
  await expect(page.getByRole("button", { name: "Saved!" })).toBeDisabled();

  // The files of the plan as it is on screen.
  const pdf = await downloadOf(page, "Download PDF");
  expect(pdf.download.suggestedFilename()).toBe("final_itinerary.pdf");
  expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
  const ics = await downloadOf(page, "Add to Calendar");
  expect(ics.download.suggestedFilename()).toBe("trip.ics");
  expect(ics.body.toString()).toContain("BEGIN:VCALENDAR");
  expect(ics.body.toString().match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(4);

  // It is in the saved list.
  await page.getByRole("link", { name: "Saved" }).first().click();
  await expect(page.getByRole("heading", { name: "Your Saved Itineraries" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Trip to Lisbon" });
  await expect(card).toHaveCount(1, { timeout: NAVIGATION });

  // Open it: display mode, marked saved; an edit clears the flag and the next save updates it.
  await card.getByRole("link", { name: "View/Edit" }).click();
  await expect(page).toHaveURL(/\/plan\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByRole("button", { name: "Saved!" })).toBeDisabled();
  await expectAccessible(page, "saved plan");
  const cost = page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ });
  await cost.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("$999");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Save Itinerary" })).toBeEnabled();
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Itinerary updated successfully!")).toBeVisible({
    timeout: NAVIGATION,
  });
  await page.reload();
  await expect(page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ })).toHaveText("$999", {
    timeout: NAVIGATION,
  });
  await snapshot(page, "saved-plan-page");

  // Share: a link that works signed out, shows the plan read-only, and stops working once revoked.
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with travel companions" });
  const link = dialog.getByLabel("Share link");
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{22,}$/, { timeout: NAVIGATION });
  const url = await link.inputValue();
  await expectAccessible(page, "share dialog");

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(url);
  await expect(guest.getByRole("heading", { level: 1, name: "Trip to Lisbon" })).toBeVisible({ timeout: NAVIGATION });
  await expect(guest.getByText("$999")).toBeVisible();
  await expect(guest.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(guest.getByRole("button", { name: "Save Itinerary" })).toHaveCount(0);
  await expect(guest.locator("[data-map-adapter]")).toBeVisible();
  const guestPdf = await downloadOf(guest, "Download PDF");
  expect(guestPdf.body.subarray(0, 5).toString()).toBe("%PDF-");
  const guestIcs = await downloadOf(guest, "Add to Calendar");
  expect(guestIcs.body.toString()).toContain("BEGIN:VCALENDAR");
  await snapshot(guest, "shared-plan");
  await expectAccessible(guest, "shared plan");

  await dialog.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("The link no longer works.")).toBeVisible();
  await guest.reload();
  await expect(
    guest.getByRole("heading", { name: "This shared plan does not exist or is no longer shared." }),
  ).toBeVisible({ timeout: NAVIGATION });
  await visitor.close();

  // Still one plan in the list (updated, not duplicated); delete it with the dialog.
  await page.goto("/saved");
  await expect(card).toHaveCount(1, { timeout: NAVIGATION });
  await card.getByRole("button", { name: "Delete trip to Lisbon" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(confirm).toContainText(
    "Are you absolutely sure? This will permanently delete your trip to Lisbon. This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  // The first delete wakes its function: on a busy machine that takes longer than a toast's default wait.
  await expect(page.locator("[data-sonner-toast]").getByText("Trip to Lisbon has been deleted.")).toBeVisible({
    timeout: NAVIGATION,
  });
  await expect(page.getByText("You haven't saved any itineraries yet.")).toBeVisible();
});
