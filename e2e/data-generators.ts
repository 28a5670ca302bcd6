/**
 * The journeys' test data: the contract's builders (a trip, a draft, a final plan, a saved plan) and
 * a traveller of the Auth emulator, made over its REST API (no browser), as the API tests make theirs.
 */
import { randomUUID } from "node:crypto";
import { signUpThroughEmulator, verifyAccountThroughEmulator, type EmulatorAccount } from "./auth-emulator";

export * from "@itinerary/contract/testing";

/** The password of every traveller createUser makes, for the login form. */
export const PASSWORD = "correct-horse-42";

/**
 * A new traveller with an ID token (what the SPA would send); `verified` opens the verification
 * link first, so the token says so and the profile gets the welcome tokens.
 */
export async function createUser(
  options: { prefix?: string; verified?: boolean } = {},
): Promise<EmulatorAccount & { password: string }> {
  const account = await signUpThroughEmulator(`${options.prefix ?? "traveller"}-${randomUUID()}@example.com`, PASSWORD);
  return {
    ...(options.verified ? await verifyAccountThroughEmulator(account, PASSWORD) : account),
    password: PASSWORD,
  };
}
