import type { Page } from "@playwright/test";
import { openSavedLisbonTrip } from "./together-support";
import { expect, expectAccessible, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";
import { storedTrip } from "./trip-store";

/**
 * On the road without a connection (issue 25): the app opens from this device after one visit, a
 * saved trip reads from its copy, edits wait in the device's queue and reach the server once when the
 * connection returns; what needs the server says so and waits.
 */
test.use({ serviceWorkers: "allow" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await warmPlanJobs(request);
});

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Edits a field shown with EditableText: its button opens the input, Enter keeps the new value. */
async function editInPlace(page: Page, label: RegExp, value: string): Promise<void> {
  await page.getByRole("button", { name: label }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(value);
  await page.keyboard.press("Enter");
}

test("a saved trip opens offline, takes two edits, a new order and a dropped visit, and syncs them once when back online", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const account = await signUpThroughUi(page, "offline");
  const tripUrl = await openSavedLisbonTrip(page);
  const tripId = decodeURIComponent(new URL(tripUrl).pathname.split("/").pop()!);
  // The app is on this device once its service worker has installed (the shell and every route precached).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const before = await storedTrip(account, tripId);
  const [first, second] = before.days[0]!.activities;
  const dropped = before.days[1]!.activities.at(-1)!;

  await context.setOffline(true);
  const reloaded = await page.reload();
  // The worker answers with the trip page's own shell, as Hosting does: its frame paints before any code runs.
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(await reloaded?.text()).toContain("Loading your trip...");
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await expect(
    page.getByRole("status").filter({ hasText: /You're offline\. This trip was last synced today at/ }),
  ).toBeVisible();
  // What needs the server waits, and says why.
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  await expect(page.getByText("You're offline: downloads need a connection.")).toBeVisible();

  // Two fields, and the day's first stop moved after the second.
  await editInPlace(page, /^Edit Estimated Cost for day 1/, "$777");
  await editInPlace(page, new RegExp(`^Edit Highlight for ${escape(second!.name)}`), "Sunset from the terrace");
  await page.getByRole("button", { name: `Move ${first!.name} later` }).click();
  // And a visit dropped from day 2.
  await page.getByRole("button", { name: `Remove ${dropped.name} from the plan` }).click();
  await expect(
    page.getByTestId("final-activity").locator(".activity-name", { hasText: new RegExp(`^${escape(dropped.name)}$`) }),
  ).toHaveCount(0);
  const names = page.getByTestId("final-activity").locator(".activity-name");
  await expect(names.nth(0)).toHaveText(second!.name);
  await expect(names.nth(1)).toHaveText(first!.name);
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(toast(page, "Saved on this device. It will sync when you're back online.")).toBeVisible();
  await expectAccessible(page, "a saved trip offline");
  await snapshot(page, "offline-trip-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await snapshot(page, "offline-trip-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Kept on this device: a reload, still offline, opens the trip with the changes in it.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ })).toHaveText("$777", {
    timeout: NAVIGATION,
  });
  await expect(names.nth(0)).toHaveText(second!.name);
  // Nothing reached the server yet.
  expect((await storedTrip(account, tripId)).versions).toBe(before.versions);

  // Paid actions need the server: on the planner (which reopens the plan made there) Regenerate,
  // Finalize and Generate wait, each with its reason.
  await page.getByRole("link", { name: "Create New" }).first().click();
  await page.getByRole("button", { name: "Back to Edit" }).click();
  await expect(page.getByRole("button", { name: "Regenerate" })).toBeDisabled({ timeout: NAVIGATION });
  await expect(page.getByText("You're offline: regenerating needs a connection.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Finalize Plan" })).toBeDisabled();
  await page.getByRole("button", { name: "Edit trip" }).click();
  await expect(page.getByRole("button", { name: "Generate Itinerary" })).toBeDisabled();
  await expect(page.getByText("You're offline: making a new plan needs a connection.")).toBeVisible();
  await snapshot(page, "offline-planner-1280");
  await page.goto(tripUrl);
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });

  await context.setOffline(false);
  await expect(toast(page, "Your offline change is saved.")).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate Itinerary" })).toHaveCount(0);

  // On the server, once: one more version, with both fields and the new order.
  const after = await storedTrip(account, tripId);
  expect(after.versions).toBe(before.versions + 1);
  const day = after.days[0]!;
  expect(day.estimated_daily_cost).toBe("$777");
  expect(day.activities.map((stop) => stop.name).slice(0, 2)).toEqual([second!.name, first!.name]);
  expect(day.activities[0]!.highlight).toBe("Sunset from the terrace");
  // The stops traded their time slots: the day's first slot is still first.
  expect(day.activities[0]!.time).toBe(first!.time);
  expect(after.days[1]!.activities.map((stop) => stop.name)).not.toContain(dropped.name);
  expect(after.days[1]!.activities).toHaveLength(before.days[1]!.activities.length - 1);

  // Opening again online shows the server's trip, and a second reconnect sends nothing again.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ })).toHaveText("$777", {
    timeout: NAVIGATION,
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  expect((await storedTrip(account, tripId)).versions).toBe(before.versions + 1);
});

/** A stop's name inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
