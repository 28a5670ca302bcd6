import type { Page, Request } from "@playwright/test";
import { GEMINI_UNAVAILABLE_DETAIL } from "../functions/src/planning/generators/gemini/details";
import { geminiFake, kyotoPlan } from "./gemini-fake";
import { ledgerOf } from "./ledger";
import { dateInDays, expect, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";

/**
 * Generation through a plan job on the Gemini path (issue 12): this suite's functions have a Gemini
 * key and plan through our real @google/genai code against the fake Gemini at its HTTP boundary
 * (scripts/test.mjs starts it), without a Places key, so grounding runs without Places. The fake
 * streams the plan a day per chunk, slowed, and holds it between days until the journey lets it go
 * on, so "mid-job" is a state the journey sees, not a race it hopes to win.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await geminiFake.reset();
  // The job trigger's cold start, on the Gemini path too (models.get, the SDK's first load), while the
  // functions the planner page calls first start beside it (their answer, a 401, does not matter: the
  // city search builds its gazetteer when its instance starts).
  await geminiFake.answer({ json: kyotoPlan(1) });
  const [warmed] = await Promise.all([
    warmPlanJobs(request, "Kyoto"),
    request.get("/api/search-cities?q=Kyoto&limit=8", { timeout: 90_000 }),
    request.get("/api/get-user-profile", { timeout: 90_000 }),
  ]);
  expect(warmed).toBe("done");
});

test.beforeEach(() => geminiFake.reset());
// Nothing a failed journey left held or queued reaches the next one.
test.afterEach(() => geminiFake.reset());

/** A whole job on a busy shared machine: the trigger, the streamed days, the document's updates. */
const JOB = 60_000;
/** The fake's pace between streamed chunks: days arrive one by one, as from a model that is thinking. */
const CHUNK_MS = 400;

const balance = (page: Page) => page.getByTestId("token-balance");
const progress = (page: Page) => page.locator(".job-progress");
const status = (page: Page) => progress(page).getByRole("status");
const arrivedDay = (page: Page, day: number) =>
  progress(page).getByRole("article", { name: `Day ${day}`, exact: true });

async function fillTrip(page: Page, days: number) {
  await page.getByRole("combobox", { name: "To", exact: true }).fill("Kyoto");
  await page.getByLabel("Start Date").fill(dateInDays(9));
  await page.getByLabel("Number of Days").fill(String(days));
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
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

/** The fake holds its stream before a chunk until released; expect exactly one stream to be waiting. */
async function releaseHeldStream() {
  await expect.poll(() => geminiFake.release(), { timeout: 5_000 }).toBe(1);
}

test("generate with Gemini through a job: days arrive one by one, a reload mid-job follows the same job, and it is charged once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await signUpThroughUi(page, "gemini-jobs");
  await fillTrip(page, 4);
  // Chunk 0 opens the plan, chunks 1-4 are days 1-4: held after day 1, and again after day 3.
  await geminiFake.answer({ json: kyotoPlan(4), chunkDelayMs: CHUNK_MS, holdBeforeChunks: [2, 4] });
  const posted = recordJobPosts(page);

  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Planning your trip" })).toBeVisible({ timeout: NAVIGATION });
  // Day 1 is on screen, read-only, with the model's stops, while Gemini has not written day 2 yet.
  await expect(arrivedDay(page, 1)).toBeVisible({ timeout: JOB });
  await expect(arrivedDay(page, 1)).toContainText("Kiyomizu-dera");
  await expect(arrivedDay(page, 1)).toContainText("Hanamikoji");
  await expect(status(page)).toHaveText("Planning day 2 of 4…");
  await expect(arrivedDay(page, 2)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  // Charged when the job was accepted, and the header says so while it runs.
  await expect(balance(page)).toHaveText("20 tokens");
  await snapshot(page, "gemini-job-running");

  // A reload while the job is certainly still running: the planner follows the same job again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Planning your trip" })).toBeVisible({ timeout: NAVIGATION });
  await expect(arrivedDay(page, 1)).toBeVisible({ timeout: NAVIGATION });
  await expect(status(page)).toHaveText("Planning day 2 of 4…");
  expect(posted).toHaveLength(1);

  // Gemini goes on: days 2 and 3 arrive after the reload, into the same page, before the job is done.
  await releaseHeldStream();
  await expect(arrivedDay(page, 3)).toBeVisible({ timeout: JOB });
  await expect(arrivedDay(page, 2)).toContainText("Kinkaku-ji");
  await expect(arrivedDay(page, 3)).toContainText("Arashiyama Bamboo Grove");
  await expect(status(page)).toHaveText("Planning day 4 of 4…");
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeHidden();

  await releaseHeldStream();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: JOB });
  // The draft's day cards are a lazy chunk of their own, slow to arrive on a busy machine.
  await expect(page.getByRole("region", { name: /^Day 4\b/ })).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByRole("region", { name: /^Day 4\b/ })).toContainText("Nanzen-ji");
  await expect(progress(page)).toHaveCount(0);
  await expect(balance(page)).toHaveText("20 tokens");
  expect(posted).toHaveLength(1);

  // One question to the model, streamed, through the real SDK (its key header, v1beta, alt=sse): no
  // second run after the reload, and no refill, since grounding kept every stop.
  const asked = await geminiFake.requests();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ mode: "stream", apiKey: "test-gemini-key" });
  expect(asked[0]!.path).toMatch(/^\/v1beta\/models\/gemini-3\.8-flash:streamGenerateContent\?alt=sse/);
  expect(JSON.stringify(asked[0]!.body.contents)).toContain("Kyoto");

  // The server agrees: one charge of 10 for the one job.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await expect(balance(page)).toHaveText("20 tokens", { timeout: NAVIGATION });
  expect(await ledgerOf(account)).toEqual([
    { reason: "welcome", delta: 30 },
    { reason: "generate", delta: -10 },
  ]);
});

test("Gemini out of quota: the job fails with the catalogue's words and the charge is refunded", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpThroughUi(page, "gemini-quota");
  await fillTrip(page, 2);
  // A 429 whose RetryInfo asks for longer than the answer's deadline: no retry can help.
  await geminiFake.answer({ status: 429, retryDelay: "3600s" });
  const posted = recordJobPosts(page);

  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText(GEMINI_UNAVAILABLE_DETAIL)).toBeVisible({ timeout: JOB });
  await expect(page.getByRole("button", { name: "Generate Itinerary" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeHidden();
  await expect(progress(page)).toHaveCount(0);
  // The header showed the charge, then reads the refunded balance back.
  await expect(balance(page)).toHaveText("30 tokens", { timeout: NAVIGATION });
  expect(posted).toHaveLength(1);
  expect(await geminiFake.requests()).toHaveLength(1);

  // Charged when the job was accepted, refunded once when it failed; a fresh load reads the balance back.
  expect(await ledgerOf(account)).toEqual([
    { reason: "welcome", delta: 30 },
    { reason: "generate", delta: -10 },
    { reason: "refund", delta: 10 },
  ]);
  await page.reload();
  await expect(balance(page)).toHaveText("30 tokens", { timeout: NAVIGATION });
});
