import { z } from "zod";
import { EmptyBody } from "./common.ts";

export const CreateUserProfileRequest = EmptyBody;
export const CreateUserProfileResponse = z.object({
  created: z.boolean(),
  tokens: z.number().int().min(0),
});
export type CreateUserProfileResponse = z.infer<typeof CreateUserProfileResponse>;
