import { getConfig } from "../config.ts";
import { log } from "../logs.ts";
import { getPayment, writeDeletedAccountRefund } from "../store/payments.ts";
import { stripeClient } from "./stripe-client.ts";

/**
 * Refunds in full a payment recorded as account_deleted, once. Stripe's idempotency key (one per
 * checkout session) makes a retried webhook delivery ask for the same refund, never a second one. A
 * local test checkout charged nothing, so it is only marked. Stripe then sends charge.refunded, which
 * finds nothing credited to take back.
 */
export async function refundDeletedAccountPayment(sessionId: string): Promise<void> {
  const payment = await getPayment(sessionId);
  if (!payment || payment.status !== "account_deleted" || payment.deletedAccountRefund) return;
  if (payment.local || !payment.paymentIntentId) {
    await writeDeletedAccountRefund(sessionId, { id: null, status: "not_charged", local: payment.local });
    return;
  }
  const refund = await stripeClient(getConfig().stripe).refunds.create(
    {
      payment_intent: payment.paymentIntentId,
      reason: "requested_by_customer",
      metadata: { checkout_session: sessionId, cause: "account_deleted" },
    },
    { idempotencyKey: `account-deleted-refund-${sessionId}` },
  );
  await writeDeletedAccountRefund(sessionId, { id: refund.id, status: refund.status ?? "pending", local: false });
  log.info("payment for a deleted account refunded", {
    sessionId,
    uid: payment.uid,
    refundId: refund.id,
    status: refund.status,
  });
}
