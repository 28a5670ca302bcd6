import { z } from "zod";

/** What each paid plan action costs, from the server's configuration (the web never assumes a price). */
export const ActionCosts = z.object({
  generate: z.number().int().min(0),
  regenerate: z.number().int().min(0),
  finalize: z.number().int().min(0),
});
export type ActionCosts = z.infer<typeof ActionCosts>;

export const GetUserProfileResponse = z.object({
  tokens: z.number().int().min(0),
  departureCity: z.string(),
  /** Beside the SPEC's two fields, so the planner can show a price next to each paid action. */
  actionCosts: ActionCosts,
});
export type GetUserProfileResponse = z.infer<typeof GetUserProfileResponse>;
