import type { BrowserContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { signInThroughEmulator, verifyEmailThroughEmulator } from "../../../e2e/auth-emulator.ts";
import { userRef } from "../../src/store/users.ts";

/** Cold functions wake on the first calls of a bench run: navigations get the journeys' leash. */
export const NAVIGATION_MS = 30_000;

export interface Traveller {
  uid: string;
  email: string;
}

/**
 * Signs a new traveller up through the login page (as e2e/support.ts does): no tokens until the
 * address is verified, then the banner's check collects the welcome balance.
 */
export async function signUpThroughUi(
  context: BrowserContext,
  appUrl: string,
  authEmulatorHost: string,
): Promise<Traveller> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = "correct-horse-42";
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}/login`);
    await page.getByRole("button", { name: "Need an account? Sign Up" }).click();
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(/\/itinerary$/, { timeout: NAVIGATION_MS });
    await page.getByTestId("token-balance").getByText("0 tokens").waitFor({ timeout: NAVIGATION_MS });
    await verifyEmailThroughEmulator(email, authEmulatorHost);
    await page.getByRole("button", { name: "I've verified my email" }).click();
    await page.getByTestId("token-balance").getByText("30 tokens").waitFor({ timeout: NAVIGATION_MS });
  } finally {
    await page.close();
  }
  return { uid: (await signInThroughEmulator(email, password, authEmulatorHost)).uid, email };
}

/** Sets the balance straight in the Firestore emulator, so twenty generations do not run dry. */
export async function topUp(uid: string, tokens: number): Promise<void> {
  await userRef(uid).update({ tokens });
}
