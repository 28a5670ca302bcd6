import type { BrowserContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { userRef } from "../../src/store/users.ts";

/** Cold functions wake on the first calls of a bench run: navigations get the journeys' leash. */
export const NAVIGATION_MS = 30_000;

export interface Traveller {
  uid: string;
  email: string;
}

/** Signs a new traveller up through the login page (as e2e/support.ts does) and waits for the welcome balance. */
export async function signUpThroughUi(context: BrowserContext, appUrl: string, authEmulatorHost: string): Promise<Traveller> {
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
    // Welcome tokens come only with a verified address: verify it as from the inbox, then let the banner collect them.
    await page.getByTestId("token-balance").getByText("0 tokens").waitFor({ timeout: NAVIGATION_MS });
    await verifyEmail(authEmulatorHost, email);
    await page.getByRole("button", { name: "I've verified my email" }).click();
    await page.getByTestId("token-balance").getByText("30 tokens").waitFor({ timeout: NAVIGATION_MS });
  } finally {
    await page.close();
  }
  return { uid: await uidOf(authEmulatorHost, email, password), email };
}

/** Applies the verification code the Auth emulator recorded for this address (its REST API lists the codes it "sent"). */
async function verifyEmail(authEmulatorHost: string, email: string): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner";
  const listed = (await (await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = listed.oobCodes.filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === "VERIFY_EMAIL").at(-1);
  if (!code) throw new Error(`The app sent no verification email to ${email}`);
  const applied = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oobCode: code.oobCode }),
  });
  if (!applied.ok) throw new Error(`Applying the verification code failed: ${await applied.text()}`);
}

/** The Auth emulator answers a password sign-in with the account's uid (localId). */
async function uidOf(authEmulatorHost: string, email: string, password: string): Promise<string> {
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId) throw new Error(`Auth emulator sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.localId;
}

/** Sets the balance straight in the Firestore emulator, so twenty generations do not run dry. */
export async function topUp(uid: string, tokens: number): Promise<void> {
  await userRef(uid).update({ tokens });
}
