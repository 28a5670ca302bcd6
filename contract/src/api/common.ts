import { z } from "zod";

/** Every error response of the API (SPEC section 7): a message a person can read. */
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Endpoints that take no body accept an empty object (or nothing at all). */
export const EmptyBody = z.object({}).strict();

export const Notifications = z.array(z.string()).optional();
export const TokensRemaining = z.number().int().min(0);
