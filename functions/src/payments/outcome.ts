/** What the webhook did with a Stripe event; the answer's `outcome`, for the logs and the tests. */
export type WebhookOutcome =
  | "credited"
  | "already_credited"
  | "amount_mismatch"
  | "account_deleted"
  | "awaiting_payment"
  | "reversed"
  | "already_reversed"
  | "not_credited"
  | "not_ours"
  | "ignored";
