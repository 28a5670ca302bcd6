import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { verifyEmailThroughEmulator } from "./auth-emulator";
import { createTrip, createUser } from "./data-generators";

export { verifyEmailThroughEmulator };

/**
 * Every journey runs under the Hosting policy (firebase.json's Content-Security-Policy, plus the Auth
 * emulator in the suite's generated copy) and fails on any violation: Chromium's console line
 * ("Refused to ... because it violates the following Content Security Policy directive") and the
 * page's `securitypolicyviolation` event, in every page of every context the test opens. Offline map
 * tiles fail as network errors, not violations, so they do not count.
 */
async function watchPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  const watchPage = (page: Page) =>
    page.on("console", (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watchPage);
  context.on("page", watchPage);
  await context.exposeBinding("__reportPolicyViolation", ({ page }, text: string) =>
    violations.push(`${page.url()}: ${text}`),
  );
  // Init scripts run outside the page's policy, before any of the app's own scripts.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchPolicy(context, violations);
      // A journey's second visitor (browser.newContext()) is watched too, for this test only.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        await watchPolicy(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content Security Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Set SCREENSHOT_DIR to keep pictures of the pages a journey passes (for a human to look at). */
const screenshotDir = process.env.SCREENSHOT_DIR;
export async function snapshot(page: Page, name: string): Promise<void> {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The first calls wake cold functions on a shared machine: navigations get a longer leash. */
export const NAVIGATION = 30_000;

/**
 * Signs a new traveller up through the login page: no tokens until the address is verified, then
 * the banner's check collects the welcome balance.
 */
export async function signUpThroughUi(page: Page, prefix = "e2e"): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const password = "correct-horse-42";
  await page.goto("/login");
  await page.getByRole("button", { name: "Need an account? Sign Up" }).click();
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/itinerary$/, { timeout: NAVIGATION });
  await expect(page.getByTestId("token-balance")).toHaveText("0 tokens", { timeout: NAVIGATION });
  await verifyEmailThroughEmulator(email);
  await page.getByRole("button", { name: "I've verified my email" }).click();
  await expect(page.getByTestId("token-balance")).toHaveText("30 tokens", { timeout: NAVIGATION });
  await expect(page.getByText("Verify your email to receive your 30 welcome tokens")).toBeHidden();
  return { email, password };
}

/**
 * axe-core on the page as it is now: no serious or critical violations. Returns the count of minor
 * and moderate ones so a journey can report them.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  // Colours are judged as they settle: a toast still fading in has not got its contrast yet (axe
  // once read the form's error toast mid-way). Endless animations, such as spinners, are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const described = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(described, `axe on ${state}`).toEqual([]);
}

/** A start date a week from today, as the date input takes it. */
export function dateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Runs one small plan job through the API, so the job trigger's first (cold) start on a busy machine
 * happens here and not inside a journey's waiting time. Returns how it ended.
 */
export async function warmPlanJobs(request: APIRequestContext, destinationCity = "Lisbon"): Promise<string> {
  // Welcome tokens come only with a verified address.
  const { idToken } = await createUser({ prefix: "warm", verified: true });
  const headers = { Authorization: `Bearer ${idToken}` };
  expect((await request.post("/api/create-user-profile", { headers, timeout: 90_000 })).ok()).toBe(true);
  const id = randomUUID();
  const trip = { ...createTrip({ startDate: dateInDays(30), numberOfDays: 1, destinationCity }), suggestion: "" };
  const created = await request.post("/api/plan-jobs", {
    headers,
    data: { id, kind: "generate", request: trip },
    timeout: 90_000,
  });
  expect(created.status(), await created.text()).toBe(202);
  let status = "";
  await expect
    .poll(
      async () =>
        (status = (
          (await (await request.get(`/api/plan-jobs/${id}`, { headers, timeout: 90_000 })).json()) as { status: string }
        ).status),
      {
        timeout: 120_000,
        intervals: [500],
      },
    )
    .toMatch(/^(done|failed)$/);
  return status;
}
