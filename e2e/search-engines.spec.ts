import { expect, test } from "@playwright/test";

/**
 * What Lighthouse's SEO and accessibility audits look at on the public pages (issue 10): a real
 * robots.txt that keeps private pages out of search engines, a main landmark and a page title on the
 * login page, and a console free of errors (Auth must not fetch Google's gapi script up front).
 */
test("robots.txt is served as a file that allows the public pages and disallows the private ones", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  // The SPA fallback would answer with index.html: the file must win over the rewrite.
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = (await response.text()).split("\n").map((line) => line.trim());
  expect(rules).toContain("User-agent: *");
  expect(rules).toContain("Allow: /");
  for (const path of ["/itinerary", "/saved", "/plan/", "/shared/", "/api/"]) expect(rules).toContain(`Disallow: ${path}`);
});

test("the login page has one main landmark, its own title and no console errors", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const googleScripts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("google.com")) googleScripts.push(request.url());
  });

  await page.goto("/login", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("main")).toContainText("Welcome Back");
  await expect(page).toHaveTitle("Login · Itinerary Planner");
  expect(googleScripts).toEqual([]);
  expect(consoleErrors).toEqual([]);

  await page.goto("/");
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page).toHaveTitle("Itinerary Planner");
});
