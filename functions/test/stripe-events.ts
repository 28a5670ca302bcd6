import { randomUUID } from "node:crypto";

/** What each pack costs and credits, as the catalogue says (for events that look like Stripe's). */
const PACK_TOKENS: Record<string, string> = { starter: "50", traveller: "120", explorer: "300" };
const PACK_CENTS: Record<string, number> = { starter: 500, traveller: 1000, explorer: 2000 };

/**
 * A Checkout Session event as Stripe sends it to our webhook (the subset our handler reads), paid
 * for the pack by default; the options make the odd ones (unpaid, another type, foreign, broken).
 * Shared by the webhook tests, the welcome-grant test and the money load.
 */
export function sessionEvent(
  uid: string,
  options: {
    type?: string;
    paymentStatus?: string;
    pack?: string;
    sessionId?: string;
    metadata?: Record<string, string> | null;
  } = {},
) {
  const sessionId = options.sessionId ?? `cs_test_${randomUUID().replaceAll("-", "")}`;
  const pack = options.pack ?? "explorer";
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        payment_status: options.paymentStatus ?? "paid",
        client_reference_id: options.metadata === null ? null : uid,
        metadata:
          options.metadata === null
            ? {}
            : (options.metadata ?? {
                uid,
                pack: options.pack ?? "explorer",
                tokens: PACK_TOKENS[options.pack ?? "explorer"]!,
              }),
        amount_total: PACK_CENTS[pack] ?? 2000,
        currency: "usd",
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        payment_intent: `pi_${sessionId}`,
        livemode: false,
      },
    },
  };
}
