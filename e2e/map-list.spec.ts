import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createFinalPlan, createSavedPlan, createTimedStop, createTrip, createUser, PASSWORD } from "./data-generators";
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

/** The map and the list as one thing (issue: screens travellers prefer), at 1280 and 375 px. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const calls = ["create-user-profile", "plan-jobs", "save-itinerary"].map((path) =>
    request.post(`/api/${path}`, { data: {}, timeout: 90_000 }),
  );
  calls.push(request.get("/api/get-user-profile", { timeout: 90_000 }));
  calls.push(request.get("/api/search-cities?q=Lis", { timeout: 90_000 }));
  // The saved trip's page reads it through get-itinerary: unauthenticated, a 401 that wakes it.
  calls.push(request.get("/api/get-itinerary/wake", { timeout: 90_000 }));
  // Only waking them: a cold start on a busy machine may answer 504 here, and that is fine.
  await Promise.allSettled(calls);
  await warmPlanJobs(request).catch(() => undefined);
});

const shot = (page: Page, name: string) =>
  process.env.SCREENSHOT_DIR ? page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` }) : undefined;
const mapRegion = (page: Page) => page.getByRole("region", { name: "Trip Map" });
const markers = (page: Page) => mapRegion(page).locator(".trip-map-marker");
/** A stop's marker, by its accessible name "3. Alfama". */
const markerOf = (page: Page, number: number) => mapRegion(page).locator(`.trip-map-marker[title^="${number}. "]`);

/** The card that carries the marker's number `number`. */
function cardNumbered(cards: Locator, number: number): Locator {
  return cards.filter({ has: cards.page().getByTestId("stop-mark").getByText(String(number), { exact: true }) });
}

/** Every marker drawn inside the map's box (the view fits what is shown). */
async function expectAllMarkersInMap(page: Page) {
  const box = (await mapRegion(page).boundingBox())!;
  const count = await markers(page).count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const marker = (await markers(page).nth(index).boundingBox())!;
    const [x, y] = [marker.x + marker.width / 2, marker.y + marker.height / 2];
    expect(x, `marker ${index + 1} across`).toBeGreaterThanOrEqual(box.x);
    expect(x, `marker ${index + 1} across`).toBeLessThanOrEqual(box.x + box.width);
    expect(y, `marker ${index + 1} down`).toBeGreaterThanOrEqual(box.y);
    expect(y, `marker ${index + 1} down`).toBeLessThanOrEqual(box.y + box.height);
  }
}

/** The map wholly on screen, below the header. */
async function expectMapInView(page: Page, height: number) {
  const header = (await page.locator(".app-header").boundingBox())!;
  const box = (await mapRegion(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

async function hoverLinksBothWays(page: Page, cards: Locator) {
  // A card under the pointer lights its marker, and only that one.
  const card = cardNumbered(cards, 2);
  await card.locator(".activity-body").hover();
  await expect(card).toHaveClass(/\bis-highlighted\b/);
  await expect(markerOf(page, 2)).toHaveClass(/\bis-highlighted\b/);
  await expect(mapRegion(page).locator(".trip-map-marker.is-highlighted")).toHaveCount(1);
  // A marker under the pointer lights its card; the list does not move for a mere hover.
  const scrolled = await page.evaluate(() => window.scrollY);
  await markerOf(page, 1).hover();
  await expect(cardNumbered(cards, 1)).toHaveClass(/\bis-highlighted\b/);
  await expect(markerOf(page, 1)).toHaveClass(/\bis-highlighted\b/);
  await expect(cards.and(page.locator(".is-highlighted"))).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Leaving the map leaves nothing lit.
  await page.mouse.move(2, 400);
  await expect(mapRegion(page).locator(".trip-map-marker.is-highlighted")).toHaveCount(0);
  await expect(cards.and(page.locator(".is-highlighted"))).toHaveCount(0);
}

async function fillTrip(page: Page) {
  const destination = page.getByRole("combobox", { name: "To", exact: true });
  await destination.fill("Lisb");
  await expect(page.getByRole("option", { name: /Lisbon/ }).first()).toBeVisible({ timeout: NAVIGATION });
  await destination.press("ArrowDown");
  await destination.press("Enter");
  await page.getByLabel("Start Date").fill(dateInDays(7));
  await page.getByLabel("Number of Days").fill("3");
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("checkbox", { name: "Culture" }).check({ force: true });
}

test("the draft and the final plan: numbered cards in their day's colour, hover both ways, a map in view beside the list", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughUi(page, "map-list");
  await fillTrip(page);
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await expect(markers(page).first()).toBeVisible({ timeout: NAVIGATION });

  // Each located stop's card carries its marker's number; the map has a key of day colours.
  const cards = page.getByTestId("draft-activity");
  const count = await markers(page).count();
  await expect(page.getByTestId("stop-mark")).toHaveCount(count);
  await expect(page.getByTestId("stop-mark").first()).toHaveText("1");
  await expect(page.getByRole("list", { name: "Day colours on the map" }).getByRole("listitem")).toHaveText([
    "Day 1",
    "Day 2",
    "Day 3",
  ]);
  const firstName = (await markerOf(page, 1).getAttribute("title"))!.replace(/^1\. /, "");
  await expect(cardNumbered(cards, 1)).toContainText(firstName);

  // Beside the list, not above it: the map's left edge is right of the cards'.
  const cardBox = (await cards.first().boundingBox())!;
  expect((await mapRegion(page).boundingBox())!.x).toBeGreaterThan(cardBox.x + cardBox.width);
  await expectAllMarkersInMap(page);
  await shot(page, "draft-1280");
  await expectAccessible(page, "draft with the map beside the list");

  await hoverLinksBothWays(page, cards);
  // Keyboard focus on a card lights its marker too.
  await cardNumbered(cards, 3)
    .getByRole("button", { name: /^Move .* down$|^Move .* up$/ })
    .first()
    .focus();
  await expect(markerOf(page, 3)).toHaveClass(/\bis-highlighted\b/);
  await shot(page, "draft-1280-focus");

  // Scrolled down to the last day, the map (and the dock) are still in view.
  await page.getByRole("region", { name: /^Day 3\b/ }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expectMapInView(page, 800);
  await expect(page.getByRole("button", { name: "Finalize Plan" })).toBeInViewport();
  await shot(page, "draft-1280-scrolled");

  // A marker clicked brings its card into view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await markerOf(page, 1).click();
  await expect(cardNumbered(cards, 1)).toHaveClass(/\bis-selected\b/);
  await expect(cardNumbered(cards, 1)).toBeInViewport();
  await expect(markerOf(page, 1)).toHaveClass(/\bis-selected\b/);

  // The phone: the map above the list, fitting every stop; Re-centre brings them back after a pan.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Re-centre map" }).click();
  await expect(mapRegion(page)).toBeInViewport();
  const phoneMap = (await mapRegion(page).boundingBox())!;
  expect((await cards.first().boundingBox())!.y).toBeGreaterThan(phoneMap.y + phoneMap.height);
  await expect
    .poll(async () =>
      expectAllMarkersInMap(page).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await shot(page, "draft-375");
  // A pan from the map's upper part (the bottom bar covers its lower part at first) takes stops out of view.
  const from = { x: phoneMap.x + phoneMap.width / 2, y: phoneMap.y + 120 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 300, from.y + 200, { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(async () =>
      expectAllMarkersInMap(page).then(
        () => true,
        () => false,
      ),
    )
    .toBe(false);
  await page.getByRole("button", { name: "Re-centre map" }).click();
  await expect
    .poll(async () =>
      expectAllMarkersInMap(page).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await page.getByLabel("Show on map").selectOption("2");
  await expect(page.getByRole("list", { name: "Day colours on the map" }).getByRole("listitem")).toHaveText(["Day 2"]);
  await expect
    .poll(async () =>
      expectAllMarkersInMap(page).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await shot(page, "draft-375-day-2");
  await expectAccessible(page, "draft at 375 px");
  await page.getByLabel("Show on map").selectOption("all");

  // The final plan, on a wide screen: the same, the map beside the list and in view to the end.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Finalize Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Final Detailed Plan" })).toBeVisible({ timeout: NAVIGATION });
  await expect(markers(page).first()).toBeVisible({ timeout: NAVIGATION });
  const finalCards = page.getByTestId("final-activity");
  await expect(page.getByTestId("stop-mark").first()).toHaveText("1");
  await expectAllMarkersInMap(page);
  await shot(page, "final-1280");
  await hoverLinksBothWays(page, finalCards);
  await page.getByRole("region", { name: /^Day 3\b/ }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expectMapInView(page, 800);
  await shot(page, "final-1280-scrolled");
  await snapshot(page, "map-list-final-1280");
  await expectAccessible(page, "final plan with the map beside the list");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Re-centre map" }).click();
  await expect
    .poll(async () =>
      expectAllMarkersInMap(page).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await shot(page, "final-375");
});

/** Granville Island and its Public Market, a minute's walk apart, on one day of a saved Vancouver trip. */
function vancouverTrip() {
  const stop = (name: string, latitude: number, longitude: number, time: string) =>
    createTimedStop({ name, latitude, longitude, time, transport: "Walk", highlight: name, entry_fee: "Free" });
  return createSavedPlan({
    preferences: createTrip({ destinationCity: "Vancouver", numberOfDays: 2, startDate: "2027-06-01" }),
    itinerary: createFinalPlan([
      {
        accommodation_suggestion: "A small hotel in Yaletown",
        estimated_daily_cost: "$80",
        activities: [
          stop("Granville Island", 49.2712, -123.134, "09:00 - 10:30"),
          stop("Granville Island Public Market", 49.2727, -123.1353, "10:45 - 12:00"),
          stop("Vanier Park", 49.2766, -123.1447, "12:30 - 13:30"),
        ],
      },
      {
        accommodation_suggestion: "A small hotel in Yaletown",
        estimated_daily_cost: "$60",
        activities: [
          stop("Stanley Park", 49.3043, -123.1443, "09:00 - 11:00"),
          stop("Gastown", 49.2839, -123.1089, "11:30 - 12:30"),
        ],
      },
    ]),
  });
}

async function saveOverApi(request: APIRequestContext, idToken: string) {
  const response = await request.post("/api/save-itinerary", {
    data: vancouverTrip(),
    headers: { Authorization: `Bearer ${idToken}` },
    timeout: 60_000,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

test("a saved trip's stops on the same spot keep their own numbers, apart on the map, at 1280 and 375 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, idToken } = await createUser({ prefix: "map-list-saved" });
  const id = await saveOverApi(request, idToken);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/itinerary$/, { timeout: NAVIGATION });
  await page.goto(`/plan/${id}`);
  await expect(markers(page)).toHaveCount(5, { timeout: 2 * NAVIGATION });

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel("Show on map").selectOption("all");
    await page.getByRole("button", { name: "Re-centre map" }).click();
    await expect
      .poll(async () =>
        expectAllMarkersInMap(page).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    // The island and its market: two badges a full badge apart, each clickable on its own.
    await expect
      .poll(async () => {
        const [island, market] = [(await markerOf(page, 1).boundingBox())!, (await markerOf(page, 2).boundingBox())!];
        return Math.hypot(island.x - market.x, island.y - market.y);
      })
      .toBeGreaterThanOrEqual(26);
    await markerOf(page, 2).click();
    await expect(cardNumbered(page.getByTestId("final-activity"), 2)).toHaveClass(/\bis-selected\b/);
    await expect(page.getByTestId("final-activity").filter({ hasText: "Granville Island Public Market" })).toHaveClass(
      /\bis-selected\b/,
    );
    await markerOf(page, 1).click();
    await expect(page.getByTestId("final-activity").first()).toHaveClass(/\bis-selected\b/);
    await mapRegion(page).scrollIntoViewIfNeeded();
    await shot(page, `saved-overlap-${width}`);
    await expectAccessible(page, `saved trip at ${width} px`);
  }
});
