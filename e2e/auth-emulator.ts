/**
 * The Auth emulator's REST side, shared by the journeys (e2e/support.ts) and the browser bench
 * (functions/bench/browser/traveller.ts): no Playwright here, so both can import it.
 */

/** An account of the Auth emulator: its uid, an ID token the API accepts, and its address. */
export interface EmulatorAccount {
  uid: string;
  idToken: string;
  email: string;
}

function authHost(host: string | undefined): string {
  if (!host)
    throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run this through scripts/test.mjs or scripts/bench.mjs");
  return host;
}

async function identityToolkit<T>(host: string | undefined, path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${authHost(host)}/identitytoolkit.googleapis.com/v1/${path}?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} failed (${response.status}): ${text}`);
  return JSON.parse(text) as T;
}

/** A new email-and-password account, signed in (the ID token is what the SPA would send). */
export async function signUpThroughEmulator(
  email: string,
  password: string,
  host = process.env.FIREBASE_AUTH_EMULATOR_HOST,
): Promise<EmulatorAccount> {
  const json = await identityToolkit<{ localId: string; idToken: string }>(host, "accounts:signUp", {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: json.localId, idToken: json.idToken, email };
}

/** Signs an existing account in again: a fresh ID token, which says email_verified once it is. */
export async function signInThroughEmulator(
  email: string,
  password: string,
  host = process.env.FIREBASE_AUTH_EMULATOR_HOST,
): Promise<EmulatorAccount> {
  const json = await identityToolkit<{ localId: string; idToken: string }>(host, "accounts:signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: json.localId, idToken: json.idToken, email };
}

/**
 * Verifies an account's address as its owner would: the emulator records the verification email,
 * its link is opened, and the account signs in again for a token that says so.
 */
export async function verifyAccountThroughEmulator(
  account: EmulatorAccount,
  password: string,
  host = process.env.FIREBASE_AUTH_EMULATOR_HOST,
): Promise<EmulatorAccount> {
  await identityToolkit(host, "accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken: account.idToken });
  await verifyEmailThroughEmulator(account.email, host);
  return signInThroughEmulator(account.email, password, host);
}

/**
 * Opens the verification link the Auth emulator recorded for this address (its REST API lists the
 * codes it "sent"), as the traveller would from their inbox.
 */
export async function verifyEmailThroughEmulator(
  email: string,
  host = process.env.FIREBASE_AUTH_EMULATOR_HOST,
): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner";
  if (!host)
    throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run this through scripts/test.mjs or scripts/bench.mjs");
  const listed = (await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = listed.oobCodes
    .filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === "VERIFY_EMAIL")
    .at(-1);
  if (!code) throw new Error(`The app sent no verification email to ${email}`);
  const applied = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oobCode: code.oobCode }),
  });
  if (!applied.ok) throw new Error(`Applying the verification code failed: ${await applied.text()}`);
}
