import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createFinalPlan, createSavedPlan, createTimedStop, createTrip, createUser, PASSWORD } from "./data-generators";
import { expect, NAVIGATION, snapshot, test } from "./support";

/**
 * Saved plans end to end: plans saved through the real API (with a real Auth emulator ID token) are
 * listed newest first in /saved, open on /plan/{id}, and are deleted through the dialog.
 */

function tripFor(destination: string, startDate: string, stops: string[][]) {
  return createSavedPlan({
    preferences: createTrip({
      startDate,
      numberOfDays: stops.length,
      totalBudget: 900,
      departureCity: "Porto",
      destinationCity: destination,
      travelType: "Couple",
      interests: ["Culture", "Food"],
    }),
    itinerary: createFinalPlan(
      stops.map((names) => ({
        accommodation_suggestion: `A small hotel in central ${destination}`,
        estimated_daily_cost: "$140",
        activities: names.map((name, j) =>
          createTimedStop({
            name,
            transport: j === 0 ? "Start here" : "Walk 10 min",
            highlight: `${name} at its quietest`,
            opening_hours: "09:00-18:00",
            entry_fee: "Free",
            time: `${String(9 + 2 * j).padStart(2, "0")}:00 - ${String(10 + 2 * j).padStart(2, "0")}:30`,
          }),
        ),
      })),
    ),
  });
}

async function saveOverApi(request: APIRequestContext, idToken: string, body: ReturnType<typeof tripFor>) {
  const response = await request.post("/api/save-itinerary", {
    data: body,
    headers: { Authorization: `Bearer ${idToken}` },
    timeout: 60_000,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; saved_at: string };
}

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/itinerary$/, { timeout: NAVIGATION });
}

/** No WCAG A/AA violation that axe can find on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const longUsDate = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(iso));

test("saved plans: empty at first, listed newest first, opened, deleted through the dialog", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, idToken } = await createUser({ prefix: "saved" });
  await logIn(page, email);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Saved Itineraries" })).toBeVisible();
  await expect(page.getByText("You haven't saved any itineraries yet.")).toBeVisible({ timeout: NAVIGATION });
  await snapshot(page, "saved-empty");

  // Lisbon first, Kyoto second: Kyoto is the newest.
  const lisbon = await saveOverApi(
    request,
    idToken,
    tripFor("Lisbon", "2027-05-10", [["Belém Tower", "Jerónimos Monastery"], ["São Jorge Castle"]]),
  );
  const kyoto = await saveOverApi(
    request,
    idToken,
    tripFor("Kyoto", "2027-04-02", [["Fushimi Inari Taisha"], ["Kinkaku-ji"], ["Nishiki Market"]]),
  );

  await page.reload();
  const list = page.getByRole("list", { name: "Your Saved Itineraries" });
  const cards = list.getByRole("article");
  await expect(cards).toHaveCount(2, { timeout: NAVIGATION });
  await expect(cards.getByRole("heading")).toHaveText(["Trip to Kyoto", "Trip to Lisbon"]);
  const kyotoCard = page.getByRole("article", { name: "Trip to Kyoto" });
  const lisbonCard = page.getByRole("article", { name: "Trip to Lisbon" });
  await expect(kyotoCard).toContainText(`Saved on ${longUsDate(kyoto.saved_at)}`);
  await expect(kyotoCard).toContainText("April 2 – 4, 2027 · 3 days");
  await expect(lisbonCard).toContainText(`Saved on ${longUsDate(lisbon.saved_at)}`);
  await expect(lisbonCard).toContainText("May 10 – 11, 2027 · 2 days");
  await expect(page.getByRole("link", { name: "Create New Itinerary" })).toHaveAttribute("href", "/itinerary");
  await snapshot(page, "saved-list");
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(kyotoCard.getByRole("button", { name: "Delete trip to Kyoto" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snapshot(page, "saved-list-375");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Open Lisbon.
  await lisbonCard.getByRole("link", { name: "View/Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/plan/${lisbon.id}$`));
  await expect(page.getByText("Belém Tower").first()).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByText("São Jorge Castle").first()).toBeVisible();
  await expect(page.getByText("Loading your trip...")).toHaveCount(0);
  await snapshot(page, "plan-page");
  await expectAccessible(page);

  // An id that is not one of this traveller's plans is not found.
  await page.goto(`/plan/${randomUUID()}`);
  await expect(page.getByText("Could not find the requested plan.")).toBeVisible({ timeout: NAVIGATION });
  await snapshot(page, "plan-not-found");

  // Delete Kyoto: Escape backs out and gives focus back; Delete deletes.
  await page.goto("/saved");
  const deleteKyoto = page.getByRole("button", { name: "Delete trip to Kyoto" });
  await deleteKyoto.click();
  const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Are you absolutely sure? This will permanently delete your trip to Kyoto. This action cannot be undone.",
  );
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await snapshot(page, "saved-delete-dialog");
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteKyoto).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Trip to Kyoto has been deleted.")).toBeVisible({ timeout: NAVIGATION });
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("heading")).toHaveText(["Trip to Lisbon"]);

  // The server forgot it too.
  await page.reload();
  await expect(cards).toHaveCount(1, { timeout: NAVIGATION });
  await expect(page.getByRole("article", { name: "Trip to Kyoto" })).toHaveCount(0);
});

test("the saved list says when it cannot be fetched, and Retry fetches it again", async ({ page }) => {
  const { email } = await createUser({ prefix: "saved" });
  await logIn(page, email);
  await page.route("**/api/get-saved-itineraries", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ detail: "Service unavailable." }),
    }),
  );
  await page.goto("/saved");
  const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch saved itineraries." });
  await expect(alert).toBeVisible({ timeout: NAVIGATION });
  await snapshot(page, "saved-failed");

  await page.unroute("**/api/get-saved-itineraries");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("You haven't saved any itineraries yet.")).toBeVisible({ timeout: NAVIGATION });
  await expect(alert).toBeHidden();
});
