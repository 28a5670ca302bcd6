import type Stripe from "stripe";
import { firestore, TRANSACTION_ATTEMPTS } from "../store/db.ts";
import { log } from "../logs.ts";
import { DOCUMENT_ID_PATTERN } from "../store/paths.ts";
import { isAccountDeletedInTransaction } from "../store/deletions.ts";
import {
  getPaymentInTransaction,
  writeDeletedAccountPayment,
  writeMismatchedPayment,
  writePaidPayment,
  type AmountCheck,
} from "../store/payments.ts";
import { creditTokensInTransaction } from "../tokens/balance.ts";
import { PACK_CURRENCY, packByKey, packPriceCents } from "./packs.ts";
import { refundDeletedAccountPayment } from "./deleted-account-refund.ts";
import type { WebhookOutcome } from "./outcome.ts";
import { reverseCharge, reverseDispute } from "./reversal.ts";

/**
 * What the session should have paid for its pack, and what Stripe says it paid, or null when they
 * agree. A discount Stripe applied (a promotion code) counts as paid; anything else that differs
 * (another currency, a changed price in the dashboard, tax added on top) is a mismatch for an admin.
 */
export function amountMismatch(
  session: Pick<Stripe.Checkout.Session, "amount_total" | "currency" | "total_details">,
  pack: Parameters<typeof packPriceCents>[0],
): { expected: AmountCheck; received: AmountCheck } | null {
  const received: AmountCheck = {
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    amountDiscount: session.total_details?.amount_discount ?? 0,
  };
  const expected: AmountCheck = {
    amountTotal: packPriceCents(pack) - received.amountDiscount,
    currency: PACK_CURRENCY,
    amountDiscount: received.amountDiscount,
  };
  const matches =
    received.currency?.toLowerCase() === expected.currency &&
    received.amountDiscount >= 0 &&
    received.amountTotal === expected.amountTotal;
  return matches ? null : { expected, received };
}

const paymentIntentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Credits a paid checkout session's pack exactly once. Who and what come from the session Stripe
 * signed (its metadata, written by create-checkout-session), never from anything the browser sent.
 */
export async function creditCheckoutSession(
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<WebhookOutcome> {
  const metadata = session.metadata ?? {};
  const uid = metadata.uid ?? session.client_reference_id ?? "";
  const pack = packByKey(metadata.pack);
  if (
    session.mode !== "payment" ||
    !DOCUMENT_ID_PATTERN.test(uid) ||
    (session.client_reference_id && session.client_reference_id !== uid) ||
    !pack
  ) {
    // Another product on the same Stripe account, or a session we did not create: nothing to credit.
    log.warn("checkout session not ours", { sessionId: session.id, eventId });
    return "not_ours";
  }
  if (metadata.tokens !== undefined && metadata.tokens !== String(pack.tokens)) {
    log.warn("checkout session tokens differ from its pack; crediting the pack", {
      sessionId: session.id,
      tokens: metadata.tokens,
    });
  }

  const mismatch = amountMismatch(session, pack);
  const paymentIntentId = paymentIntentIdOf(session.payment_intent);

  const outcome = await firestore().runTransaction(
    async (tx) => {
      const existing = await getPaymentInTransaction(tx, session.id);
      if (existing?.status === "paid") return "already_credited" as const;
      if (existing?.status === "account_deleted") return "account_deleted" as const;
      // A checkout stays open for up to 24 hours: paid after the account's deletion began, it
      // credits nothing and makes no profile (no Auth user would ever own it); it is refunded below.
      const deleted = await isAccountDeletedInTransaction(tx, uid);
      // What the payment record says of this session, credited or not.
      const record = {
        uid,
        pack: pack.key,
        tokens: pack.tokens,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        local: existing?.local ?? false,
        eventId,
        livemode: session.livemode,
        paymentIntentId,
      };
      if (deleted) {
        writeDeletedAccountPayment(tx, session.id, record);
        return "account_deleted" as const;
      }
      if (mismatch) {
        // Permanent: a retry would see the same amount, so the webhook still answers 2xx.
        writeMismatchedPayment(tx, session.id, { ...record, ...mismatch });
        return "amount_mismatch" as const;
      }
      // Reads (payment above, profile inside) all happen before the writes below.
      await creditTokensInTransaction(tx, uid, pack.tokens, `purchase-${session.id}`, session.id);
      writePaidPayment(tx, session.id, record);
      return "credited" as const;
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  if (outcome === "account_deleted") {
    // Outside the transaction (a network call); a failure answers 500 and Stripe's retry refunds again,
    // under the same idempotency key.
    await refundDeletedAccountPayment(session.id);
  }
  if (outcome === "credited") log.tokensCredited(uid, pack.tokens, "purchase");
  if (outcome === "amount_mismatch")
    log.paymentAmountMismatch({ sessionId: session.id, uid, pack: pack.key, ...mismatch! });
  return outcome;
}

const CREDITABLE_ON_COMPLETION = new Set<Stripe.Checkout.Session.PaymentStatus>(["paid", "no_payment_required"]);

/**
 * Decides what a verified Stripe event means for balances. The cases below are the allow-list:
 * the webhook endpoint in the Stripe dashboard needs exactly these event types; any other is
 * acknowledged and ignored.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (bank debits) complete "unpaid"; async_payment_succeeded follows when they
      // clear. A session a promotion code made free completes "no_payment_required": nothing more
      // will come, so it is credited now like a paid one.
      if (!CREDITABLE_ON_COMPLETION.has(event.data.object.payment_status)) return "awaiting_payment";
      return creditCheckoutSession(event.data.object, event.id);
    case "checkout.session.async_payment_succeeded":
      return creditCheckoutSession(event.data.object, event.id);
    case "charge.refunded":
      return reverseCharge(event.data.object, event.id);
    case "charge.dispute.created":
      return reverseDispute(event.data.object, event.id);
    default:
      return "ignored";
  }
}
