import { z } from "zod";

export const GetUserProfileResponse = z.object({
  tokens: z.number().int().min(0),
  departureCity: z.string(),
});
export type GetUserProfileResponse = z.infer<typeof GetUserProfileResponse>;
