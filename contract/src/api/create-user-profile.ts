import { z } from "zod";
import { EmptyBody } from "./common.ts";

export const CreateUserProfileRequest = EmptyBody;
/**
 * welcome: what became of the welcome grant, given once per verified identity. awaiting_verification
 * means an email account whose address is not verified yet; identity_used, that another account on
 * the same address already had it.
 */
export const WelcomeOutcome = z.enum(["granted", "already_granted", "awaiting_verification", "identity_used"]);
export type WelcomeOutcome = z.infer<typeof WelcomeOutcome>;
export const CreateUserProfileResponse = z.object({
  created: z.boolean(),
  tokens: z.number().int().min(0),
  welcome: WelcomeOutcome,
});
export type CreateUserProfileResponse = z.infer<typeof CreateUserProfileResponse>;

/** The welcome grant's size, for the web's verification banner; the server's default (WELCOME_TOKENS). */
export const WELCOME_TOKENS = 30;
