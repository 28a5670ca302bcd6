import { randomUUID } from "node:crypto";
import { expect, NAVIGATION, signUpThroughUi, snapshot, test, verifyEmailThroughEmulator } from "./support";

/**
 * The functions emulator starts each function's worker on first use, which takes several seconds on a
 * busy machine; wake the two profile functions once (unauthenticated: they answer 401) so the
 * journeys measure the app, not cold starts.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const calls = [
    request.post("/api/create-user-profile", { timeout: 60_000 }),
    request.get("/api/get-user-profile", { timeout: 60_000 }),
  ];
  for (const response of await Promise.all(calls)) expect(response.status()).toBe(401);
});

test("the landing page and a legal page render for a visitor", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Your Adventure, Perfectly Planned." })).toBeVisible();
  const footer = page.locator("footer");
  for (const label of ["Terms of Service", "Privacy Policy", "Refund & Cancellation Policy", "Attributions"]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await snapshot(page, "landing");

  await footer.getByRole("link", { name: "Refund & Cancellation Policy" }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refund & Cancellation Policy" })).toBeVisible();
  await expect(page.locator("article")).toContainText("cannot be cancelled and cannot be refunded");
  await expect(page.locator("article")).toContainText("They do not expire, unless they came from a promotion");
  await snapshot(page, "refund-policy");

  await page.goto("/terms-of-service");
  await expect(page.locator("article")).toContainText("aged 13 or over");
  await page.goto("/privacy-policy");
  await expect(page.locator("article")).toContainText("takes effect 180 days after it is posted");

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Planning Now" })).toBeVisible();
  await snapshot(page, "landing-mobile");
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto("/");
  await page.getByRole("link", { name: "Start Planning Now" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("sign up, see the balance, log out, fail a login, come back; protected pages need a session", async ({ page }) => {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = "correct-horse-42";

  await page.goto("/itinerary");
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole("button", { name: "Need an account? Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await snapshot(page, "sign-up");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/itinerary$/, { timeout: NAVIGATION });
  // No welcome tokens before the address is verified; the banner says why.
  await expect(page.getByTestId("token-balance")).toHaveText("0 tokens");
  const banner = page.getByRole("region", { name: "Verify your email to receive your 30 welcome tokens" });
  await expect(banner).toContainText(`We sent a verification link to ${email}`);
  await banner.getByRole("button", { name: "I've verified my email" }).click();
  await expect(banner).toContainText("Your email is not verified yet.");
  await expect(page.getByTestId("token-balance")).toHaveText("0 tokens");
  await snapshot(page, "verify-email");

  await verifyEmailThroughEmulator(email);
  await banner.getByRole("button", { name: "I've verified my email" }).click();
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens");
  await expect(banner).toBeHidden();
  await expect(page.getByRole("heading", { name: "Your Adventure Awaits" })).toBeVisible();
  await snapshot(page, "itinerary");

  // Reloading keeps the session and the balance (the profile is fetched again, not re-granted).
  await page.reload();
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole("heading", { name: "Your Saved Itineraries" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/saved");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/plan/some-id");
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password. Please try again.");
  await snapshot(page, "login-error");

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/itinerary$/);
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens");

  // A signed-in user with a loaded profile never sees the landing or login page, not even for a frame.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { publicPagesSeen: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          for (const text of ["Your Adventure, Perfectly Planned.", "Welcome Back"])
            if (node.textContent?.includes(text)) seen.push(text);
    }).observe(document, { childList: true, subtree: true });
  });
  const publicPagesSeen = () =>
    page.evaluate(() => (window as unknown as { publicPagesSeen: string[] }).publicPagesSeen);
  await page.goto("/");
  await expect(page).toHaveURL(/\/itinerary$/);
  expect(await publicPagesSeen()).toEqual([]);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/itinerary$/);
  expect(await publicPagesSeen()).toEqual([]);
});

test("on a small screen the header links sit in a dropdown menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUpThroughUi(page);
  // Sign-up ends with the welcome toast, which on a phone spans the width just under the header,
  // where the menu opens: the open menu lies over it, so its links still take the click.
  const welcome = page.getByText("Email verified! Your welcome tokens have been added.");
  await expect(welcome).toBeVisible();

  const menu = page.getByRole("button", { name: "Menu" });
  await expect(page.getByRole("button", { name: "Logout" })).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" })).toBeVisible();
  await snapshot(page, "mobile-menu");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("a failed profile load hides the balance and says so; Retry loads it", async ({ page }) => {
  await signUpThroughUi(page);

  // The backend is unreachable for the profile call (the route answers as a failing server would).
  await page.route("**/api/get-user-profile", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ detail: "Service unavailable." }),
    }),
  );
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("Failed to load profile. Please try again.");
  await expect(page.getByTestId("token-balance")).toBeHidden();
  await snapshot(page, "profile-failed");

  await page.unroute("**/api/get-user-profile");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens");
  await expect(page.getByRole("alert")).toBeHidden();
});
