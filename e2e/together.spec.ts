import { expect, expectAccessible, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";
import { inviteLink, logExpense, openSavedLisbonTrip } from "./together-support";

/**
 * Travelling together, end to end: an owner invites an editor and a viewer by link; each joins; the
 * editor's change reaches the owner live; they comment, vote and split costs; the owner removes the editor.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const wake = [
    "create-trip-invite/x",
    "accept-trip-invite/x",
    "get-trip-members/x",
    "add-trip-comment/x",
    "vote-trip-stop/x",
    "add-trip-expense/x",
  ].map((path) => request.post(`/api/${path}`, { data: {}, timeout: 90_000 }));
  for (const response of await Promise.all(wake)) expect([401, 404, 405]).toContain(response.status());
  await warmPlanJobs(request);
});

test("an editor joins signed out and edits live; owner and editor comment, vote and split costs; a viewer reads; the owner removes the editor", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signUpThroughUi(page, "owner");
  const planUrl = await openSavedLisbonTrip(page);
  const editorInvite = await inviteLink(page, "Edit the plan");
  await page.getByRole("button", { name: "Companions" }).click();
  await expectAccessible(page, "companions dialog");
  await snapshot(page, "companions-owner");
  await page.getByRole("dialog", { name: "Travel companions" }).getByRole("button", { name: "Close" }).click();
  const viewerInvite = await inviteLink(page, "View the plan");

  // The editor opens the link signed out, signs up, and lands on the trip.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(new URL(editorInvite).pathname);
  await expect(editor).toHaveURL(/\/login$/, { timeout: NAVIGATION });
  await editor.getByRole("button", { name: "Need an account? Sign Up" }).click();
  await editor.getByLabel("Email Address").fill(`editor-${Date.now()}@example.com`);
  await editor.getByLabel("Password").fill("correct-horse-42");
  await editor.getByRole("button", { name: "Create Account" }).click();
  await expect(editor).toHaveURL(/\/plan\/[^/]+$/, { timeout: NAVIGATION });
  await expect(editor.locator("[data-sonner-toast]").getByText("You joined the trip.")).toBeVisible();
  expect(new URL(editor.url()).pathname).toBe(new URL(planUrl).pathname);
  await expect(editor.getByText(/^Shared by owner-[^ ]+ · Editor$/)).toBeVisible({ timeout: NAVIGATION });
  // A share link is the owner's to give: an editor has Companions, not Share.
  await expect(editor.getByRole("button", { name: "Companions" })).toBeVisible();
  await expect(editor.getByRole("button", { name: "Share" })).toHaveCount(0);
  const cost = editor.getByRole("button", { name: /^Edit Estimated Cost for day 1/ });
  await cost.click();
  await editor.keyboard.press("ControlOrMeta+a");
  await editor.keyboard.type("$444");
  await editor.keyboard.press("Enter");
  // The owner, with the trip open, sees the editor's change arrive without a reload, and is told who made it.
  const ownerCost = page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ });
  await expect(ownerCost).not.toHaveText("$444");
  const saved = Date.now();
  await editor.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(ownerCost).toHaveText("$444", { timeout: NAVIGATION });
  console.log(`[together] a save reached the other member's screen in ${Date.now() - saved} ms (click to paint)`);
  await expect(page.locator("[data-sonner-toast]").getByText(/^editor-\d+ updated the trip\.$/)).toBeVisible();
  await expect(editor.locator("[data-sonner-toast]").getByText("Itinerary updated successfully!")).toBeVisible({
    timeout: NAVIGATION,
  });

  // Each sees the other on the trip, and the day they are on.
  const ownerSees = page.getByRole("region", { name: "Who else has this trip open" });
  await expect(ownerSees.getByRole("listitem").filter({ hasText: /editor-\d+/ })).toBeVisible({
    timeout: NAVIGATION,
  });
  // The editor reads day 2: its heading at the top of the window.
  await editor.locator("#final-day-2").evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await expect(ownerSees.getByText("on day 2")).toBeVisible({ timeout: NAVIGATION });
  await expect(
    editor.getByRole("region", { name: "Who else has this trip open" }).getByText(/^owner-[^ ]+$/),
  ).toBeVisible({ timeout: NAVIGATION });

  // Both change the trip at once, each a different field: the later save merges, and both changes stay.
  const ownerDay2 = page.getByRole("button", { name: /^Edit Estimated Cost for day 2/ });
  await page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("$555");
  await page.keyboard.press("Enter");
  await editor.getByRole("button", { name: /^Edit Estimated Cost for day 2/ }).click();
  await editor.keyboard.press("ControlOrMeta+a");
  await editor.keyboard.type("$222");
  await editor.keyboard.press("Enter");
  await editor.getByRole("button", { name: "Save Itinerary" }).click();
  // The owner, with a change of their own not saved yet, is told rather than having it replaced.
  await expect(
    page.locator("[data-sonner-toast]").getByText(/saved changes to this trip\. Saving yours keeps both/),
  ).toBeVisible({
    timeout: NAVIGATION,
  });
  await page.getByRole("button", { name: "Save Itinerary" }).click();
  await expect(
    page.locator("[data-sonner-toast]").getByText("Your companions' changes were kept too: Day 2: Estimated Cost."),
  ).toBeVisible({ timeout: NAVIGATION });
  await expect(ownerDay2).toHaveText("$222", { timeout: NAVIGATION });
  await expect(page.getByRole("button", { name: /^Edit Estimated Cost for day 1/ })).toHaveText("$555");
  await expect(editor.getByRole("button", { name: /^Edit Estimated Cost for day 1/ })).toHaveText("$555", {
    timeout: NAVIGATION,
  });
  await expect(editor.getByRole("button", { name: /^Edit Estimated Cost for day 2/ })).toHaveText("$222");

  // The owner comments on a stop; the editor sees it without a reload and votes the stop up, which the owner sees.
  const ownerStop = page.getByTestId("final-activity").first();
  const commentOn = ownerStop.getByRole("button", { name: /^Comment on / });
  const stopName = (await commentOn.getAttribute("aria-label"))!.replace(/^Comment on /, "");
  await commentOn.click();
  const comments = page.getByRole("dialog", { name: `Comments on ${stopName}` });
  await comments.getByLabel("Your comment").fill("Shall we go here first, before the queue?");
  await comments.getByRole("button", { name: "Post comment" }).click();
  await expect(comments.getByTestId("trip-comment")).toHaveCount(1, { timeout: NAVIGATION });
  await comments.getByRole("button", { name: "Close" }).click();
  const editorStop = editor.getByTestId("final-activity").filter({ hasText: stopName }).first();
  await expect(editorStop.getByRole("button", { name: `1 comment on ${stopName}` })).toBeVisible({
    timeout: NAVIGATION,
  });
  await editorStop.getByRole("button", { name: `Vote ${stopName} up` }).click();
  await expect(ownerStop.getByRole("group", { name: `Votes: ${stopName}` })).toContainText("+1", {
    timeout: NAVIGATION,
  });

  // Both log an expense, shared equally by default: each sees the same settle-up.
  const ownerCosts = page.getByRole("region", { name: "Shared costs" });
  const editorCosts = editor.getByRole("region", { name: "Shared costs" });
  await logExpense(editorCosts, "30", "Tram 28 day passes");
  await expect(ownerCosts.getByText("Tram 28 day passes")).toBeVisible({ timeout: NAVIGATION });
  await logExpense(ownerCosts, "12.50", "Pastéis de nata for two");
  // 42.50 between two: 21.25 each; the editor paid 30.00, so the owner pays them 8.75.
  for (const costs of [ownerCosts, editorCosts]) {
    await expect(costs.getByRole("list", { name: "Settle up" }).getByRole("listitem")).toHaveText(
      /^owner-[^ ]+ pays editor-\d+ €8\.75$/,
      { timeout: NAVIGATION },
    );
  }

  // The viewer reads the trip with nothing to edit, at phone width.
  const viewerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const viewer = await viewerContext.newPage();
  await signUpThroughUi(viewer, "viewer");
  await viewer.goto(new URL(viewerInvite).pathname);
  await expect(viewer).toHaveURL(/\/plan\/[^/]+$/, { timeout: NAVIGATION });
  await expect(viewer.getByRole("heading", { level: 1, name: "Trip to Lisbon" })).toBeVisible({ timeout: NAVIGATION });
  await expect(viewer.getByText(/Shared by owner-[^ ]+ · Viewer/)).toBeVisible();
  await expect(viewer.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Save Itinerary" })).toHaveCount(0);
  await expectAccessible(viewer, "viewer's trip");
  await snapshot(viewer, "together-viewer-375");

  // The editor's saved list shows the trip as shared, with no delete.
  await editor.getByRole("link", { name: "Saved" }).first().click();
  const card = editor.getByRole("listitem").filter({ hasText: "Trip to Lisbon" });
  await expect(card.getByText(/Shared by owner-[^ ]+ · Editor/)).toBeVisible({ timeout: NAVIGATION });
  await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await snapshot(editor, "together-saved-list");

  // The owner lists everyone and removes the editor, who then finds nothing.
  await page.getByRole("button", { name: "Companions" }).click();
  const dialog = page.getByRole("dialog", { name: "Travel companions" });
  const people = dialog.getByRole("list", { name: "People on this trip" }).getByRole("listitem");
  await expect(people).toHaveCount(3, { timeout: NAVIGATION });
  await expect(people.nth(0)).toContainText("(you)");
  await expect(people.nth(1)).toContainText("Editor");
  await expect(people.nth(2)).toContainText("Viewer");
  // The editor has the trip open when removed: the page closes on them without a reload.
  await editor.goto(new URL(planUrl).pathname);
  await expect(editor.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await dialog.getByRole("button", { name: /^Remove editor-/ }).click();
  await expect(people).toHaveCount(2, { timeout: NAVIGATION });
  await expect(editor.getByRole("heading", { name: "Could not find the requested plan." })).toBeVisible({
    timeout: NAVIGATION,
  });
  await editor.reload();
  await expect(editor.getByRole("heading", { name: "Could not find the requested plan." })).toBeVisible({
    timeout: NAVIGATION,
  });

  // A used-up link stays a link: the removed editor can be let back only by a new one, and a made-up one opens nothing.
  await editor.goto("/join/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(
    editor.getByRole("heading", { name: "This invite link does not exist, has expired or was revoked." }),
  ).toBeVisible({ timeout: NAVIGATION });
  await editorContext.close();
  await viewerContext.close();
});
