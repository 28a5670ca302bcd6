import type { Page } from "@playwright/test";
import { useFakeGoogleMaps } from "./google-maps";
import { dateInDays, expect, NAVIGATION, signUpThroughUi, snapshot, test, warmPlanJobs } from "./support";

/**
 * The Google path of the trip map and the city fields, in Chromium against a fake of the Maps
 * JavaScript API (google-maps-fake.js) served in place of Google's script: the same build as the
 * keyless journeys, given a browser Maps key at run time.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await warmPlanJobs(request);
});

const draftCards = (page: Page) => page.getByTestId("draft-activity");
const widgetInput = (page: Page) => page.locator('gmp-place-autocomplete[aria-label="To"] input');

async function chooseLisbonInWidget(page: Page) {
  // The widget replaces the field once the Maps script and its places library are there.
  await expect(page.locator('[data-city-field="google"]').first()).toBeVisible({ timeout: NAVIGATION });
  await widgetInput(page).pressSequentially("Lis");
  await page.locator("gmp-place-autocomplete li", { hasText: "Lisbon, Portugal" }).click();
}

test("with a browser Maps key: the widget picks the city, and the plan's map draws numbered Advanced Markers and day routes", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const requested = await useFakeGoogleMaps(context);
  const chunks: string[] = [];
  page.on("request", (request) => chunks.push(new URL(request.url()).pathname));
  await signUpThroughUi(page, "google-map");
  await chooseLisbonInWidget(page);
  const script = new URL(requested.find((url) => url.includes("/maps/api/js"))!);
  expect(script.searchParams.get("key")).toBe("fake-browser-maps-key");
  expect(script.searchParams.get("v")).toBe("weekly");
  expect(script.searchParams.get("libraries")).toBe("places,marker");
  const autocomplete = await page.evaluate(
    () => (window as unknown as { __mapsFake: { requests: unknown[] } }).__mapsFake.requests,
  );
  expect(autocomplete).toContainEqual({ kind: "autocomplete", input: "lis", includedPrimaryTypes: ["(cities)"] });

  await page.getByLabel("Start Date").fill(dateInDays(7));
  await page.getByLabel("Number of Days").fill("2");
  await page.getByRole("checkbox", { name: "Hotel" }).check({ force: true });
  await page.getByRole("checkbox", { name: "Culture" }).check({ force: true });
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("heading", { name: "Generated Draft Itinerary" })).toBeVisible({ timeout: NAVIGATION });
  await expect(page.getByText(/Lisbon/).first()).toBeVisible();

  const map = page.locator('[data-map-adapter="google"]');
  await expect(map).toBeVisible();
  await expect(page.getByText("Map: Google Maps")).toBeVisible();
  await expect(map.locator(".fake-google-map")).toHaveAttribute("data-map-id", "DEMO_MAP_ID");
  const stops = await draftCards(page).count();
  const markers = map.locator("gmp-advanced-marker");
  await expect(markers).toHaveCount(stops);
  expect(await markers.locator(".fake-google-pin__glyph").allInnerTexts()).toEqual(
    Array.from({ length: stops }, (_, i) => String(i + 1)),
  );
  // One route per day, each in its own colour, drawn as a Polyline by the adapter.
  const routes = map.locator("polyline.fake-google-polyline");
  await expect(routes).toHaveCount(2);
  const colours = await routes.evaluateAll((lines) => lines.map((line) => line.getAttribute("stroke")));
  expect(new Set(colours).size).toBe(2);
  // No legacy Marker and no Leaflet on this path: the keyless map's library is never even fetched.
  expect(await page.locator(".leaflet-container").count()).toBe(0);
  expect(chunks.filter((path) => path.includes("leaflet"))).toEqual([]);
  expect(chunks.some((path) => /\/assets\/google-map-adapter-[\w-]+\.js$/.test(path))).toBe(true);

  // A marker is a button named by its stop; clicking the pin the traveller sees selects the stop, and
  // the pin grows. (The pin, not the marker's own box: a pin spread off a neighbour is drawn away from
  // its place, and a click where it is not drawn may fall on the neighbour it was spread from.)
  const second = map.getByRole("button", { name: /^2\. / });
  await second.locator(".fake-google-pin").click();
  await expect(draftCards(page).nth(1)).toHaveClass(/is-selected/);
  await expect(second.locator(".fake-google-pin")).toHaveAttribute("data-scale", "1.3");
  // The pointer resting on that pin lights its card too.
  await expect(draftCards(page).nth(1)).toHaveClass(/is-highlighted/);
  // The pointer on a card lights its pin, and on a pin its card, as on the keyless map.
  // (Again until it holds: the card the click selected glides into view, and the browser does not say
  // what a glide brought under a still pointer.)
  const third = map.getByRole("button", { name: /^3\. / });
  await expect(async () => {
    await page.mouse.move(0, 300);
    await draftCards(page).nth(2).locator(".activity-body").hover();
    await expect(third).toHaveAttribute("data-highlighted", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(third.locator(".fake-google-pin")).toHaveAttribute("data-scale", "1.2");
  await snapshot(page, "google-map-1280");
  if (process.env.SCREENSHOT_DIR)
    await map.screenshot({ path: `${process.env.SCREENSHOT_DIR}/google-map-only-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await map.scrollIntoViewIfNeeded();
  if (process.env.SCREENSHOT_DIR)
    await map.screenshot({ path: `${process.env.SCREENSHOT_DIR}/google-map-only-375.png` });
});

test("with a key Google refuses for places: the city field falls back to our own suggestions and keeps the typed text", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await useFakeGoogleMaps(context, "error");
  await signUpThroughUi(page, "google-places-refused");
  await expect(page.locator('[data-city-field="google"]').first()).toBeVisible({ timeout: NAVIGATION });
  await widgetInput(page).pressSequentially("Lisb");
  const destination = page.getByRole("combobox", { name: "To", exact: true });
  await expect(destination).toHaveValue("Lisb");
  await expect(destination).toBeFocused();
  await expect(page.getByRole("option", { name: /Lisbon/ }).first()).toBeVisible({ timeout: NAVIGATION });
  await destination.press("ArrowDown");
  await destination.press("Enter");
  await expect(destination).toHaveValue(/^Lisbon/);
});

test("with a key Google rejects: the city field serves our own suggestions instead of a widget that offers nothing", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await useFakeGoogleMaps(context, "rejected");
  await signUpThroughUi(page, "google-key-rejected");
  // Typing before the widget is ready keeps our field anyway: wait until Google has said no.
  await page.waitForFunction(() => (window as { __mapsFake?: { authFailed?: boolean } }).__mapsFake?.authFailed, null, {
    timeout: NAVIGATION,
  });
  const destination = page.getByRole("combobox", { name: "To", exact: true });
  await destination.fill("Lisb");
  await expect(page.getByRole("option", { name: /Lisbon/ }).first()).toBeVisible({ timeout: NAVIGATION });
  expect(await page.locator("gmp-place-autocomplete").count()).toBe(0);
  // The script did load: this is the key, not the network.
  expect(await page.evaluate(() => typeof (window as { google?: unknown }).google)).toBe("object");
});

test("when the Maps script cannot load: the city field serves our own suggestions", async ({ page, context }) => {
  test.setTimeout(120_000);
  await useFakeGoogleMaps(context);
  await context.route("https://maps.googleapis.com/maps/api/js**", (route) => route.abort("internetdisconnected"));
  await signUpThroughUi(page, "google-script-fails");
  const destination = page.getByRole("combobox", { name: "To", exact: true });
  await destination.fill("Lisb");
  await expect(page.getByRole("option", { name: /Lisbon/ }).first()).toBeVisible({ timeout: NAVIGATION });
  expect(await page.locator("gmp-place-autocomplete").count()).toBe(0);
});
