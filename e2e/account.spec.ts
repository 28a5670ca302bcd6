import { readFile } from "node:fs/promises";
import { createFinalPlan, createSavedPlan, createTimedStop, createTrip, createUser, PASSWORD } from "./data-generators";
import { expect, expectAccessible, NAVIGATION, snapshot, test } from "./support";

/**
 * The account page: the data download holds the saved plan, and deleting the account (after the
 * confirmation that says what goes and what stays) signs the traveller out and removes their data.
 */

const plan = createSavedPlan({
  preferences: createTrip({
    startDate: "2027-06-01",
    numberOfDays: 1,
    totalBudget: 500,
    departureCity: "Porto",
    destinationCity: "Valletta",
    travelPace: "Chill",
    interests: ["Culture"],
    transport: "Walk",
  }),
  itinerary: createFinalPlan([
    {
      accommodation_suggestion: "A guesthouse near the harbour",
      estimated_daily_cost: "$90",
      activities: [
        createTimedStop({
          name: "Upper Barrakka Gardens",
          transport: "Start here",
          highlight: "The saluting battery",
          opening_hours: "07:00-22:00",
          entry_fee: "Free",
          time: "09:00 - 10:00",
        }),
      ],
    },
  ]),
  summary_text: "A day in Valletta.",
});

test("download my data, then delete the account: signed out and the data is gone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, idToken } = await createUser({ prefix: "account" });
  const saved = await request.post("/api/save-itinerary", {
    data: plan,
    headers: { Authorization: `Bearer ${idToken}` },
    timeout: 60_000,
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/itinerary$/, { timeout: NAVIGATION });
  const plannerKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("planner:")));
  await expect.poll(plannerKeys).not.toEqual([]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await snapshot(page, "account");
  await expectAccessible(page, "account page");

  const downloading = page.waitForEvent("download", { timeout: NAVIGATION });
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("itinerary-planner-my-data.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.account.email).toBe(email.toLowerCase());
  expect(
    exported.savedItineraries.map((p: { preferences: { destinationCity: string } }) => p.preferences.destinationCity),
  ).toEqual(["Valletta"]);
  expect(exported.ledger).toEqual([]);

  // The dialog says what goes and what stays; Cancel keeps everything.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("your saved trips and their share links");
  await expect(dialog).toContainText(
    "Payment records and the token ledger are kept for accounting, without your email address.",
  );
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await snapshot(page, "account-delete-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snapshot(page, "account-375");
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("button", { name: "Delete account" }).click();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: NAVIGATION });
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  expect(await plannerKeys()).toEqual([]);

  // Protected pages need a session again, and the account cannot sign in any more.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The deleted account's (not yet expired) ID token reads nothing: the server checks the user behind it.
  const listed = await request.get("/api/get-saved-itineraries", { headers: { Authorization: `Bearer ${idToken}` } });
  expect(listed.status()).toBe(401);
});
