import type { Locator, Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expect, expectAccessible, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";
import { inviteLink, openSavedLisbonTrip } from "./together-support";

/** Comments and votes: the owner comments on a stop, a viewer sees it live and votes, the owner sees the vote live. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  if (process.env.SCREENSHOT_DIR) mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  const wake = [
    "create-trip-invite/x",
    "accept-trip-invite/x",
    "add-trip-comment/x",
    "vote-trip-stop/x",
    "resolve-trip-comment/x/y",
  ].map((path) => request.post(`/api/${path}`, { data: {}, timeout: 90_000 }));
  for (const response of await Promise.all(wake)) expect([401, 404, 405]).toContain(response.status());
  await warmPlanJobs(request);
});

/** The first stop of day 1 on a page, and its name as its comments button says it. */
async function firstStop(page: Page): Promise<{ card: Locator; name: string }> {
  const card = page.getByTestId("final-activity").first();
  const button = card.getByRole("button", { name: /^Comment on / });
  await expect(button).toBeVisible({ timeout: NAVIGATION });
  const name = (await button.getAttribute("aria-label"))!.replace(/^Comment on /, "");
  return { card, name };
}

// Plain text with markup in it: shown as typed, never as markup.
const REMARK = "Let's start here <b>early</b> & skip the queue";

test("the owner comments on a stop, a viewer sees it live and votes it up, the owner sees the vote live", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signUpThroughUi(page, "owner");
  await openSavedLisbonTrip(page);
  const invite = await inviteLink(page, "View the plan");

  // The viewer joins at phone width and keeps the trip open.
  const viewerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const viewer = await viewerContext.newPage();
  await signUpThroughUi(viewer, "viewer");
  await viewer.goto(new URL(invite).pathname);
  await expect(viewer).toHaveURL(/\/plan\/[^/]+$/, { timeout: NAVIGATION });
  await expect(viewer.getByRole("heading", { level: 1, name: "Trip to Lisbon" })).toBeVisible({ timeout: NAVIGATION });
  const viewerStop = await firstStop(viewer);
  await expect(viewerStop.card.getByRole("group", { name: `Votes: ${viewerStop.name}` })).toContainText("0");

  // The owner comments on the same stop.
  const ownerStop = await firstStop(page);
  expect(ownerStop.name).toBe(viewerStop.name);
  await ownerStop.card.getByRole("button", { name: `Comment on ${ownerStop.name}` }).click();
  const ownerDialog = page.getByRole("dialog", { name: `Comments on ${ownerStop.name}` });
  await expect(ownerDialog.getByText("No comments on this stop yet.")).toBeVisible();
  await ownerDialog.getByLabel("Your comment").fill(REMARK);
  const posted = Date.now();
  await ownerDialog.getByRole("button", { name: "Post comment" }).click();
  await expect(ownerDialog.getByTestId("trip-comment")).toHaveCount(1, { timeout: NAVIGATION });
  await expect(ownerDialog.getByLabel("Your comment")).toHaveValue("");
  await ownerDialog.getByRole("button", { name: "Close" }).click();

  // The viewer's page shows it without a reload, as plain text.
  const viewerComments = viewerStop.card.getByRole("button", { name: `1 comment on ${viewerStop.name}` });
  await expect(viewerComments).toBeVisible({ timeout: NAVIGATION });
  console.log(`[together-comments] a comment reached the other member's screen in ${Date.now() - posted} ms`);
  await expect(viewer.getByRole("button", { name: "Comments (1)" })).toBeVisible();
  await viewerComments.click();
  const viewerDialog = viewer.getByRole("dialog", { name: `Comments on ${viewerStop.name}` });
  const remark = viewerDialog.getByTestId("trip-comment");
  await expect(remark).toHaveCount(1);
  await expect(remark.locator(".comment-text")).toHaveText(REMARK);
  await expect(remark.locator("b")).toHaveCount(0);
  await expect(remark).toContainText(/owner-/);
  // A viewer neither resolves nor deletes the owner's comment.
  await expect(remark.getByRole("button")).toHaveCount(0);
  await expectAccessible(viewer, "viewer's comments panel");
  await snapshot(viewer, "together-comments-viewer-panel-375");
  await viewerDialog.getByRole("button", { name: "Close" }).click();

  // The viewer votes the stop up; the owner's page shows the vote without a reload.
  const up = viewerStop.card.getByRole("button", { name: `Vote ${viewerStop.name} up` });
  await expect(up).toHaveAttribute("aria-pressed", "false");
  const voted = Date.now();
  await up.click();
  await expect(up).toHaveAttribute("aria-pressed", "true", { timeout: NAVIGATION });
  await expect(viewerStop.card.getByRole("group", { name: `Votes: ${viewerStop.name}` })).toContainText("+1");
  const ownerVotes = ownerStop.card.getByRole("group", { name: `Votes: ${ownerStop.name}` });
  await expect(ownerVotes).toContainText("+1", { timeout: NAVIGATION });
  console.log(`[together-comments] a vote reached the other member's screen in ${Date.now() - voted} ms`);
  // The owner's own vote is not the viewer's.
  await expect(ownerStop.card.getByRole("button", { name: `Vote ${ownerStop.name} up` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expectAccessible(viewer, "viewer's trip with votes");
  await snapshot(viewer, "together-comments-viewer-375");

  // The owner resolves the comment; the viewer sees who resolved it.
  await page.getByRole("button", { name: "Comments (1)" }).click();
  const all = page.getByRole("dialog", { name: "Comments" });
  await expect(all.getByTestId("trip-comment")).toContainText(`Day 1 · ${ownerStop.name}`);
  await expectAccessible(page, "owner's comments panel");
  await snapshot(page, "together-comments-owner-panel-1280");
  await all.getByRole("button", { name: "Resolve" }).click();
  await expect(all.getByRole("button", { name: "Reopen" })).toBeVisible({ timeout: NAVIGATION });
  await all.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: "Comments", exact: true })).toBeVisible();
  await expectAccessible(page, "owner's trip with votes");
  await snapshot(page, "together-comments-owner-1280");
  // The draft, where the owner refines the trip, shows the same votes and comments beside each stop.
  await page.getByRole("button", { name: "Back to Edit" }).click();
  const draftStop = page.getByTestId("draft-activity").filter({ hasText: ownerStop.name }).first();
  await expect(draftStop.getByRole("group", { name: `Votes: ${ownerStop.name}` })).toContainText("+1", {
    timeout: NAVIGATION,
  });
  await expect(draftStop.getByRole("button", { name: `1 comment on ${ownerStop.name}` })).toBeVisible();
  await expectAccessible(page, "owner's draft with votes");
  await snapshot(page, "together-comments-owner-draft-1280");
  await viewer.getByRole("button", { name: "Comments", exact: true }).click();
  await expect(viewer.getByRole("dialog", { name: "Comments" }).getByText(/^Resolved by owner-/)).toBeVisible({
    timeout: NAVIGATION,
  });
  await viewerContext.close();
});
