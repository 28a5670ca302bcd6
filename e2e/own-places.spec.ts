import type { Locator, Page } from "@playwright/test";
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
 * The traveller's own accommodation and places (issue: screens travellers prefer): days start at the
 * stay, Maps routes too; a place from the guide's search or typed with its address joins a day.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const calls = ["create-user-profile", "plan-jobs"].map((path) =>
    request.post(`/api/${path}`, { data: {}, timeout: 90_000 }),
  );
  calls.push(request.get("/api/get-user-profile", { timeout: 90_000 }));
  calls.push(request.get("/api/search-cities?q=Lis", { timeout: 90_000 }));
  calls.push(request.get("/api/search-places?city=Lisbon&q=gulb", { timeout: 90_000 }));
  calls.push(request.get("/api/search-places?city=Lisbon&q=chia&for=stay", { timeout: 90_000 }));
  // Only waking them: a cold start on a busy machine may answer 504 here, and that is fine.
  await Promise.allSettled(calls);
  await warmPlanJobs(request).catch(() => undefined);
});

const STAY = { name: "Casa do Largo", address: "Largo do Carmo 5, 1200-092 Lisboa" };

async function fillTrip(page: Page) {
  const destination = page.getByRole("combobox", { name: "To", exact: true });
  await destination.fill("Lisb");
  await expect(page.getByRole("option", { name: /Lisbon/ }).first()).toBeVisible({ timeout: NAVIGATION });
  await destination.press("ArrowDown");
  await destination.press("Enter");
  await page.getByLabel("Start Date").fill(dateInDays(7));
  await page.getByLabel("Number of Days").fill("2");
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("checkbox", { name: "Culture" }).check({ force: true });
}

test("a traveller's own stay: each day starts from it, it replaces the suggestion, and Open in Maps goes from it and back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughUi(page, "own-stay");
  await fillTrip(page);

  // An address alone is not enough: the plan names the stay in every first leg.
  await page.getByLabel("Stay address").fill(STAY.address);
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  // Said on the field itself (and in the toast that lists the form's problems).
  await expect(page.getByRole("combobox", { name: "Stay name" })).toHaveAccessibleDescription(
    /Give your stay a name too, or clear its address\.$/,
  );
  await expect(page.getByRole("combobox", { name: "Stay name" })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("combobox", { name: "Stay name" }).fill(STAY.name);

  const group = page.getByRole("group", { name: "Already booked your stay? (optional)" });
  await group.scrollIntoViewIfNeeded();
  await snapshot(page, "own-stay-form");
  await expectAccessible(page, "the form with the traveller's own stay");
  await page.setViewportSize({ width: 375, height: 812 });
  await group.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snapshot(page, "own-stay-form-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  // The folded trip line names the stay; Edit trip opens the form with it, to change.
  const trip = page.getByRole("region", { name: "Your trip" });
  await expect(trip).toContainText("Staying at Casa do Largo");
  await trip.getByRole("button", { name: "Edit trip" }).click();
  await expect(page.getByRole("combobox", { name: "Stay name" })).toHaveValue(STAY.name);
  await expect(page.getByLabel("Stay address")).toHaveValue(STAY.address);
  await trip.getByRole("button", { name: "Hide trip details" }).click();

  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });

  // Every day's accommodation line is the traveller's stay, and its first leg starts there.
  const stayLine = `Your stay: ${STAY.name}, ${STAY.address}`;
  await expect(page.getByText(stayLine, { exact: true })).toHaveCount(2);
  await expect(page.getByText(/^From Casa do Largo: /)).toHaveCount(2);
  // And each day ends there, after dinner.
  await expect(page.locator(".day-return").filter({ hasText: /^Back to Casa do Largo: / })).toHaveCount(2);
  // The address is near Largo do Carmo, which the guide knows: no note that it could not be placed.
  await expect(page.getByText(/could not find your stay/)).toHaveCount(0);
  // The map marks where the days start and end: a house, named for screen readers, keyed beside the days.
  const map = page.getByRole("region", { name: "Trip Map" });
  await expect(map.getByRole("img", { name: `Your stay: ${STAY.name}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Day colours on the map" })).toContainText("Your stay");
  await expectAccessible(page, "the final plan with the traveller's stay on its map");
  await snapshot(page, "own-stay-final");

  // Open in Maps: from the stay, through the day's stops, back to the stay.
  await page.evaluate(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await page.getByRole("button", { name: "Open in Maps" }).first().click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  const route = new URL(opened[0]!).searchParams;
  expect(route.get("origin")).toBe(`${STAY.name}, ${STAY.address}`);
  expect(route.get("destination")).toBe(`${STAY.name}, ${STAY.address}`);
  expect(route.get("waypoints")?.split("|").length).toBeGreaterThanOrEqual(2);
});

const dayCard = (page: Page, day: number) => page.getByRole("region", { name: new RegExp(`^Day ${day}\\b`) });
const draftNames = async (scope: Locator) =>
  (await scope.getByTestId("draft-activity").locator(".activity-select").allInnerTexts()).map((name) => name.trim());
const finalNames = async (scope: Locator) =>
  (await scope.getByTestId("final-activity").locator(".activity-name").allInnerTexts()).map((name) => name.trim());
/** Guide places of Lisbon a two-day plan may or may not hold: the journey adds one it does not. */
const CANDIDATES = [
  "Calouste Gulbenkian Museum",
  "Oceanário de Lisboa",
  "LX Factory",
  "MAAT",
  "Tapada das Necessidades",
];

test("a stay picked from our guide's suggestions for the city: the area we suggest, placed on the map, where each day starts and ends", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpThroughUi(page, "stay-pick");
  await fillTrip(page);

  const stayName = page.getByRole("combobox", { name: "Stay name" });
  await stayName.click();
  await stayName.pressSequentially("chia");
  const area = page.getByRole("option", { name: /^Baixa and Chiado/ });
  await expect(area).toBeVisible({ timeout: NAVIGATION });
  await expect(area).toContainText("area we suggest staying in");
  // The guide's own Chiado is offered too; a day trip never is (nobody sleeps in Sintra for a Lisbon trip).
  await expect(page.getByRole("option", { name: /^Chiado/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snapshot(page, "stay-picker-375");
  await expectAccessible(page, "the stay picker open");
  await area.click();
  await expect(stayName).toHaveValue("Baixa and Chiado");
  await expect(stayName).toHaveAccessibleDescription(
    "Each day starts in Baixa and Chiado, where we suggest staying in Lisbon. Add your street address for exact walks.",
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByText("Your stay: Baixa and Chiado", { exact: true })).toHaveCount(2);
  await expect(page.getByText(/^From Baixa and Chiado: /)).toHaveCount(2);
  await expect(page.locator(".day-return").filter({ hasText: /^Back to Baixa and Chiado: / })).toHaveCount(2);
  await expect(page.getByText(/could not find your stay/)).toHaveCount(0);
  const map = page.getByRole("region", { name: "Trip Map" });
  await expect(map.getByRole("img", { name: "Your stay: Baixa and Chiado" })).toBeVisible();
});

test("a place of the traveller's own joins a day: from the guide's search, or typed with its address, and finalize times it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughUi(page, "own-place");
  await fillTrip(page);
  await page.getByLabel("Pace").selectOption("Intense");
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });

  // From the guide: typed, found, chosen with Enter; it joins the end of day 1.
  const day1 = dayCard(page, 1);
  // The day cards are a lazy chunk: read the plan once both days show their stops, not before.
  await expect(day1.getByTestId("draft-activity").first()).toBeVisible({ timeout: NAVIGATION });
  await expect(dayCard(page, 2).getByTestId("draft-activity").first()).toBeVisible({ timeout: NAVIGATION });
  const planned = [...(await draftNames(day1)), ...(await draftNames(dayCard(page, 2)))];
  const pick = CANDIDATES.find((name) => !planned.includes(name))!;
  const before = await draftNames(day1);
  await day1.getByRole("button", { name: "Add a place to day 1" }).click();
  const field = day1.getByRole("combobox", { name: "Place" });
  await expect(field).toBeFocused();
  await field.fill(pick);
  await expect(day1.getByRole("option", { name: new RegExp(pick) })).toBeVisible({ timeout: NAVIGATION });
  await snapshot(page, "add-place-search");
  await expectAccessible(page, "a day's add-a-place form with the guide's matches");
  await field.press("Enter");
  await expect.poll(() => draftNames(day1)).toEqual([...before, pick]);
  // The focus stays with the day: on its Add button, or on its heading when the day is now full.
  await expect(day1.locator(":focus")).toHaveCount(1);

  // Typed, with its address: the guide has no such place, and says so.
  const day2 = dayCard(page, 2);
  await day2.getByRole("button", { name: "Add a place to day 2" }).click();
  await day2.getByRole("combobox", { name: "Place" }).fill("Atelier Ventura");
  await expect(day2.getByText("Nothing in our guide by that name: add it as typed, with its address.")).toBeVisible({
    timeout: NAVIGATION,
  });
  await day2.getByLabel("Address (for a place not in our guide)").fill("Travessa Nova 7, 1200-195 Lisboa");
  await page.setViewportSize({ width: 375, height: 812 });
  await day2.getByRole("button", { name: "Add “Atelier Ventura” as typed" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snapshot(page, "add-place-typed-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await day2.getByRole("button", { name: "Add “Atelier Ventura” as typed" }).click();
  await expect.poll(async () => (await draftNames(day2)).at(-1)).toBe("Atelier Ventura");

  // Finalize times both where they were put; the typed one is placed by its postcode, and said so.
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  expect(await finalNames(dayCard(page, 1))).toContain(pick);
  expect(await finalNames(dayCard(page, 2))).toContain("Atelier Ventura");
  await expect(page.getByRole("region", { name: "Important Notes" })).toContainText(
    'Placed "Atelier Ventura" by its postcode, not its exact address: its walks are estimates.',
  );
  const atelier = page.getByTestId("final-activity").filter({ hasText: "Atelier Ventura" });
  await expect(atelier).toContainText(/\d\d:\d\d - \d\d:\d\d/);
  await snapshot(page, "add-place-final");
});
