import type { Page, Request } from "@playwright/test";
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

/**
 * Generation runs as plan jobs (issue 12): the planner posts a job, follows its Firestore document
 * with reactfire, shows each day as it arrives, and picks the job up again after a reload. The suite
 * slows the offline planner per day (OFFLINE_PLANNER_DAY_DELAY_MS, emulator only) so the journey
 * can watch the days arrive and reload while the job still runs.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await warmPlanJobs(request);
});

/** A whole job on a busy shared machine: the trigger, ten slowed days, the document's updates. */
const JOB = 60_000;

const balance = (page: Page) => page.getByTestId("token-balance");
const progress = (page: Page) => page.locator(".job-progress");
const arrivedDay = (page: Page, day: number) =>
  progress(page).getByRole("article", { name: `Day ${day}`, exact: true });

async function fillTrip(page: Page, days: number) {
  await page.getByRole("combobox", { name: "To", exact: true }).fill("Lisbon");
  await page.getByLabel("Start Date").fill(dateInDays(9));
  await page.getByLabel("Number of Days").fill(String(days));
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("checkbox", { name: "Food" }).check({ force: true });
}

/** Every POST /api/plan-jobs the page sends, by job id. */
function recordJobPosts(page: Page): string[] {
  const posted: string[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/plan-jobs")
      posted.push(request.postDataJSON().id);
  });
  return posted;
}

test("generate through a job: days arrive, a reload mid-job follows the same job, and it is charged once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, "jobs-reload");
  // Ten slowed days: the job runs for seconds after its first day is on screen.
  await fillTrip(page, 10);
  const posted = recordJobPosts(page);

  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Planning your trip" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  // The first day is on screen, read-only, while later days are still being planned.
  await expect(arrivedDay(page, 1)).toBeVisible({ timeout: JOB });
  await expect(progress(page).getByRole("status")).toHaveText(/^Planning day ([2-9]|10) of 10…$/);
  await expect(progress(page).getByRole("listitem").filter({ hasText: "Planning" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeHidden();
  expect(posted).toHaveLength(1);
  await snapshot(page, "plan-job-running");
  await page.setViewportSize({ width: 375, height: 812 });
  await snapshot(page, "plan-job-running-375");
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectAccessible(page, "plan job running");

  // A reload mid-job: the planner follows the same job again (it may finish while the page loads) and sends nothing new.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: JOB });
  // The draft's day cards are a lazy chunk of their own, slow to arrive on a busy machine.
  await expect(page.getByRole("region", { name: /^Day 10\b/ })).toBeVisible({ timeout: NAVIGATION });
  await expect(progress(page)).toHaveCount(0);
  expect(posted).toHaveLength(1);
  await expect(balance(page)).toHaveText("20 tokens");
  // Nothing runs any more: the draft's actions are back (the form has folded into the trip's summary line).
  await expect(page.getByRole("button", { name: "Regenerate" })).toBeEnabled();

  // The server agrees: one charge of 10 for the one job.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await expect(balance(page)).toHaveText("20 tokens", { timeout: NAVIGATION });
});

test("finalize through a job: the timed days arrive, then the final plan opens with the balance the job left", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, "jobs-finalize");
  await fillTrip(page, 8);
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: JOB });
  await expect(balance(page)).toHaveText("20 tokens");

  const posted = recordJobPosts(page);
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Finalizing your plan" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByRole("button", { name: "Finalizing..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Regenerate" })).toBeDisabled();
  await expect(arrivedDay(page, 1)).toBeVisible({ timeout: JOB });
  await snapshot(page, "plan-job-finalizing");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: JOB });
  await expect(balance(page)).toHaveText("15 tokens");
  expect(posted).toHaveLength(1);
  // The final plan got its history entry: back returns to the draft on the same page.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page).toHaveURL(/\/itinerary$/);

  // Reloaded on the final plan, Back crosses into the entry the old page made: still the draft.
  await page.getByRole("button", { name: "View final plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page).toHaveURL(/\/itinerary$/);
});

test("a POST whose answer is lost is retried with the same job id, and charged once", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, "jobs-retry");
  await fillTrip(page, 2);
  const posted = recordJobPosts(page);
  // The server accepts the job, but the browser never hears so (a dropped connection).
  await page.route(
    "**/api/plan-jobs",
    async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Failed to generate itinerary.")).toBeVisible({
    timeout: NAVIGATION,
  });
  await expect(page.getByRole("button", { name: "Generate Itinerary" })).toBeEnabled();

  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: JOB });
  expect(posted).toHaveLength(2);
  expect(posted[1]).toBe(posted[0]);
  await expect(balance(page)).toHaveText("20 tokens");
  await page.reload();
  await expect(balance(page)).toHaveText("20 tokens", { timeout: NAVIGATION });
});
