/**
 * The functions' test data: the contract's builders (a trip, a draft, a final plan, a saved plan) and
 * a user of the Auth emulator. Unit tests under src/ import it as well: the emulator helpers load
 * only when a test asks for a user.
 */
import type { TestUser } from "./support.ts";

export * from "@itinerary/contract/testing";

/**
 * A fresh traveller in the Auth emulator: unverified and without a profile unless asked
 * (`createUser({ verified: true })`; `profile: true` also verifies, as the welcome grant needs).
 */
export async function createUser(
  options: { verified?: boolean; profile?: boolean; email?: string } = {},
): Promise<TestUser> {
  const { signUp, signUpWithProfile, verifyEmail } = await import("./support.ts");
  if (options.profile) return signUpWithProfile(options.email);
  const user = await signUp(options.email);
  return options.verified ? verifyEmail(user) : user;
}
