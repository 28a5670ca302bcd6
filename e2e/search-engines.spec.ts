import { expect, test } from "./support";

/**
 * What Lighthouse's SEO and accessibility audits look at on the public pages (issue 10): a real
 * robots.txt that keeps share links and the API out of search engines (the signed-in pages stay
 * crawlable: a crawler sees only the sign-in form there, and Lighthouse counts a blocked page against
 * SEO), a main landmark and a page title on the
 * login page, and a console free of errors (Auth must not fetch Google's gapi script up front).
 */
test("robots.txt is served as a file that keeps share links and the API out of search engines", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  // The SPA fallback would answer with index.html: the file must win over the rewrite.
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = (await response.text()).split("\n").map((line) => line.trim());
  expect(rules).toContain("User-agent: *");
  expect(rules).toContain("Allow: /");
  for (const path of ["/shared/", "/api/"]) expect(rules).toContain(`Disallow: ${path}`);
  for (const path of ["/itinerary", "/saved", "/plan/"]) expect(rules).not.toContain(`Disallow: ${path}`);
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
