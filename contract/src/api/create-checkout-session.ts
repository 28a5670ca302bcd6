import { z } from "zod";

export const CreateCheckoutSessionRequest = z.object({
  price_id: z.string().trim().min(1, "price_id is required").max(200),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequest>;

export const CreateCheckoutSessionResponse = z.object({
  id: z.string(),
  url: z.string(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponse>;
