import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { createTrip } from "./data-generators.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * The endpoints that spend tokens or start a payment check an ID token against revocation and a
 * disabled account, so an old token cannot spend after sign-out. Against the Auth emulator the Admin
 * SDK checks revocation on every call (its emulator mode), so this proves the end-to-end answer (401,
 * nothing charged); that the guard asks for the check in production is proved in guard.test.ts.
 */

const preferences = createTrip({ numberOfDays: 2, destinationCity: "Lisbon" });

const balanceOf = async (uid: string): Promise<number> => (await db.doc(`users/${uid}`).get()).get("tokens");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every charging endpoint, with a body it would otherwise accept. */
async function chargingCalls(user: TestUser) {
  const draft = await api("POST", "/generate-itinerary", { user, body: preferences });
  expect(draft.status).toBe(200);
  const currentItinerary = draft.body.itinerary;
  return [
    ["/generate-itinerary", preferences],
    ["/regenerate-itinerary", { currentItinerary, suggestion: "More museums", preferences }],
    ["/generate-final-plan", { currentItinerary, preferences }],
    ["/create-checkout-session", { price_id: "price_local_starter" }],
  ] as const;
}

describe("charging endpoints refuse a revoked or disabled account's ID token", () => {
  it("answers 401 after the refresh tokens are revoked, and charges nothing", async () => {
    const user = await signUpWithProfile();
    const calls = await chargingCalls(user);
    const before = await balanceOf(user.uid);
    // Revocation is recorded to the second; a token issued in the same second would still pass.
    await sleep(1100);
    await getAuth().revokeRefreshTokens(user.uid);
    for (const [path, body] of calls) {
      const response = await api("POST", path, { user, body });
      expect(response.status, path).toBe(401);
      expect(response.body.detail, path).toBe("Your session has expired or is invalid. Please sign in again.");
    }
    expect(await balanceOf(user.uid)).toBe(before);
  });

  it("answers 401 once the account is disabled, and charges nothing", async () => {
    const user = await signUpWithProfile();
    const calls = await chargingCalls(user);
    const before = await balanceOf(user.uid);
    await getAuth().updateUser(user.uid, { disabled: true });
    for (const [path, body] of calls) {
      const response = await api("POST", path, { user, body });
      expect(response.status, path).toBe(401);
    }
    expect(await balanceOf(user.uid)).toBe(before);
  });
});
