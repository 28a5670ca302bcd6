import { expect, expectAccessible, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";

/** On the road (issue 25): a trip under way opens on Today, read on the destination's clock. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await warmPlanJobs(request);
});

/** Today's date (UTC) at 07:00 UTC: early morning in Lisbon all year, before any day's first stop. */
function thisMorning(): { date: string; at: Date } {
  const date = new Date().toISOString().slice(0, 10);
  return { date, at: new Date(`${date}T07:00:00Z`) };
}

test("a trip that starts today opens on Today: the next stop, how to get there, and the rest of the day", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { date, at } = thisMorning();
  // The browser's clock, and with it the page's "now", starts this morning and runs on from there.
  await page.clock.install({ time: at });
  await signUpThroughUi(page, "road");
  await page.getByRole("combobox", { name: "To", exact: true }).fill("Lisbon");
  await page.getByLabel("Start Date").fill(date);
  await page.getByLabel("Number of Days").fill("2");
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  // An unsaved plan has no Today yet: its destination's clock is known once it is saved.
  await expect(page.getByRole("region", { name: /^Today/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(page.getByRole("button", { name: "Saved!" })).toBeDisabled({ timeout: NAVIGATION });

  await page.getByRole("link", { name: "Saved" }).first().click();
  await page
    .getByRole("listitem")
    .filter({ hasText: "Trip to Lisbon" })
    .getByRole("link", { name: "View/Edit" })
    .click();
  const today = page.getByRole("region", { name: /^Today/ });
  await expect(today).toBeVisible({ timeout: NAVIGATION });
  await expect(today).toContainText("Day 1");
  // Lisbon keeps UTC in winter and UTC+1 in summer: 07:00 or 08:00 there.
  await expect(today).toContainText(/0[78]:0\d in Lisbon/);
  // Before the day's first stop: it is next, with its directions, and the others follow in order.
  const firstStop = (await page.getByTestId("final-activity").first().locator(".activity-name").textContent())!.trim();
  await expect(today.getByText("Next", { exact: true })).toBeVisible();
  await expect(today.locator(".today-stop-name")).toHaveText(firstStop);
  await expect(today.getByRole("link", { name: `Directions to ${firstStop}` })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(today.getByRole("heading", { name: "Later today" })).toBeVisible();
  await expectAccessible(page, "Today on a trip under way");
  await snapshot(page, "today-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(today).toBeInViewport();
  await snapshot(page, "today-375");
});
