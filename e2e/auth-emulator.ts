/**
 * The Auth emulator's REST side, shared by the journeys (e2e/support.ts) and the browser bench
 * (functions/bench/browser/traveller.ts): no Playwright here, so both can import it.
 */

/**
 * Opens the verification link the Auth emulator recorded for this address (its REST API lists the
 * codes it "sent"), as the traveller would from their inbox.
 */
export async function verifyEmailThroughEmulator(email: string, host = process.env.FIREBASE_AUTH_EMULATOR_HOST): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner";
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run this through scripts/test.mjs or scripts/bench.mjs");
  const listed = (await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = listed.oobCodes.filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === "VERIFY_EMAIL").at(-1);
  if (!code) throw new Error(`The app sent no verification email to ${email}`);
  const applied = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oobCode: code.oobCode }),
  });
  if (!applied.ok) throw new Error(`Applying the verification code failed: ${await applied.text()}`);
}
