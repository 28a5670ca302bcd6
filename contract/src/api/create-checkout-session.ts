import { z } from "zod";
import { singleLineText } from "../text.ts";

export const CreateCheckoutSessionRequest = z.object({
  price_id: singleLineText(200).min(1, "price_id is required"),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequest>;

export const CreateCheckoutSessionResponse = z.object({
  id: z.string(),
  url: z.string(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponse>;
