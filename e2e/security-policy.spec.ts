import { expect, test } from "./support";

/**
 * The Hosting headers reach the browser, and the journeys' policy guard (support.ts) sees a
 * violation when one happens: without this, a guard that never fires would pass every journey.
 */
test("Hosting sends the security headers on the app and on the API", async ({ request }) => {
  for (const path of ["/", "/saved", "/api/token-packs"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

test("the policy blocks an inline script and a foreign image, and the guard reports both", async ({
  page,
  policyViolations,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    const image = new Image();
    const settled = new Promise((resolve) => (image.onerror = image.onload = resolve));
    image.src = "https://images.example.com/tracker.png";
    await settled;
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => policyViolations.filter((v) => v.includes("script-src")).length).toBeGreaterThan(0);
  await expect.poll(() => policyViolations.filter((v) => v.includes("img-src")).length).toBeGreaterThan(0);
  // Expected here: cleared so the guard's own check at the end of the test passes.
  policyViolations.length = 0;
});
