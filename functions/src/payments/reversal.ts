import type Stripe from "stripe";
import { log } from "../logs.ts";
import { firestore, TRANSACTION_ATTEMPTS } from "../store/db.ts";
import { findPaymentByIntentInTransaction, writePaymentReversal, type ReversalReason } from "../store/payments.ts";
import { reverseTokensInTransaction } from "../tokens/balance.ts";
import type { WebhookOutcome } from "./outcome.ts";

/**
 * How many of a pack's tokens a refund takes back: in proportion to the refunded share of the
 * charge, rounded down (a traveller refunded 50% of a 50-token pack loses 25 tokens; a rounding
 * remainder stays with them, never the other way). Stripe reports `amount_refunded` as the running
 * total, so successive partial refunds each take only the difference.
 */
export function refundedTokens(
  packTokens: number,
  charge: Pick<Stripe.Charge, "amount" | "amount_refunded" | "refunded">,
): number {
  if (charge.refunded && charge.amount_refunded >= charge.amount) return packTokens;
  if (charge.amount <= 0) return 0;
  const share = Math.min(charge.amount_refunded, charge.amount) / charge.amount;
  return Math.floor(packTokens * share);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** charge.refunded: takes back the refunded share of the pack the charge paid for. */
export function reverseCharge(charge: Stripe.Charge, eventId: string): Promise<WebhookOutcome> {
  return reversePayment({
    reason: "refund",
    objectId: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
    eventId,
    tokensDue: (packTokens) => refundedTokens(packTokens, charge),
  });
}

/** charge.dispute.created: the disputed funds are withdrawn at once, so the whole pack is taken back. */
export function reverseDispute(dispute: Stripe.Dispute, eventId: string): Promise<WebhookOutcome> {
  return reversePayment({
    reason: "dispute",
    objectId: dispute.id,
    paymentIntentId: idOf(dispute.payment_intent),
    eventId,
    tokensDue: (packTokens) => packTokens,
  });
}

/**
 * Takes back what a refund or dispute says is due, once. The payment record counts what was already
 * claimed (taken back plus unrecoverable), so a replayed event, or a dispute after a refund of the
 * same charge, claims only the rest and never more than the pack. Payment, balance and ledger change
 * in one transaction.
 */
async function reversePayment(input: {
  reason: ReversalReason;
  objectId: string;
  paymentIntentId: string | null;
  eventId: string;
  tokensDue: (packTokens: number) => number;
}): Promise<WebhookOutcome> {
  const { reason, objectId, paymentIntentId, eventId } = input;
  if (!paymentIntentId) {
    log.warn("refund or dispute without a payment intent: not ours", { reason, objectId, eventId });
    return "not_ours";
  }
  const result = await firestore().runTransaction(
    async (tx) => {
      const payment = await findPaymentByIntentInTransaction(tx, paymentIntentId);
      if (!payment) return { outcome: "not_ours" as const };
      const { id: sessionId, record } = payment;
      if (record.status !== "paid") return { outcome: "not_credited" as const, sessionId };
      const claimed = (record.reversedTokens ?? 0) + (record.unrecoveredTokens ?? 0);
      const target = Math.min(input.tokensDue(record.tokens), record.tokens);
      const due = target - claimed;
      if (due <= 0) return { outcome: "already_reversed" as const, sessionId };
      // Keyed by the Stripe object and the running total claimed: a replay finds it already there.
      const key = `${reason}-${objectId}-${target}`;
      const { taken, unrecovered } = await reverseTokensInTransaction(tx, record.uid, due, {
        id: key,
        reason,
        ref: sessionId,
        detail: `${reason} ${objectId} of checkout session ${sessionId}`,
      });
      writePaymentReversal(tx, sessionId, {
        reason,
        key,
        eventId,
        reversedTokens: taken,
        unrecoveredTokens: unrecovered,
      });
      return { outcome: "reversed" as const, sessionId, uid: record.uid, taken, unrecovered };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  if (result.outcome === "reversed") {
    log.paymentReversed({
      sessionId: result.sessionId,
      uid: result.uid,
      reason,
      objectId,
      reversed: result.taken,
      unrecovered: result.unrecovered,
    });
  } else if (result.outcome !== "already_reversed") {
    log.warn("refund or dispute for a payment that was not credited here", {
      reason,
      objectId,
      paymentIntentId,
      eventId,
      outcome: result.outcome,
    });
  }
  return result.outcome;
}
