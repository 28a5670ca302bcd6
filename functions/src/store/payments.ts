import type { TokenPack } from "@itinerary/contract";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * open: checkout started (local sessions only); paid: tokens credited; canceled: local checkout
 * abandoned; amount_mismatch: Stripe reported a payment that is not the pack's price, nothing credited;
 * account_deleted: paid after its account's deletion began, nothing credited, the payment refunded.
 */
export type PaymentStatus = "open" | "paid" | "canceled" | "amount_mismatch" | "account_deleted";

/** The refund of a payment made for a deleted account: Stripe's refund, or none needed for a local test checkout. */
export interface AccountDeletedRefund {
  id: string | null;
  status: string;
  local: boolean;
}

export type ReversalReason = "refund" | "dispute";

/** What a mismatched session should have paid and what Stripe says it paid, for an admin to settle. */
export interface AmountCheck {
  amountTotal: number | null;
  currency: string | null;
  amountDiscount: number;
}

/** payments/{checkoutSessionId}: one per checkout session; "paid" means its tokens were credited. */
export interface PaymentRecord {
  uid: string;
  pack: TokenPack["key"];
  tokens: number;
  /** In the smallest currency unit, as Stripe reports it. */
  amountTotal: number | null;
  currency: string | null;
  status: PaymentStatus;
  /** A session of the emulator's test checkout, not of Stripe. */
  local: boolean;
  successUrl?: string;
  cancelUrl?: string;
  eventId?: string;
  livemode?: boolean;
  /** Stripe's payment_intent of the session: refunds and disputes name the payment by it. */
  paymentIntentId?: string | null;
  expected?: AmountCheck;
  received?: AmountCheck;
  /** Tokens taken back for refunds and disputes, in total. */
  reversedTokens?: number;
  /** Tokens a refund or dispute should have taken back but the balance no longer held. */
  unrecoveredTokens?: number;
  /** The last refund or dispute that reversed (part of) this payment. */
  reversalReason?: ReversalReason;
  /** For status account_deleted: the refund we made, once made. */
  deletedAccountRefund?: AccountDeletedRefund;
}

export function paymentRef(sessionId: string) {
  return firestore().doc(paths.payment(sessionId));
}

export async function getPayment(sessionId: string): Promise<PaymentRecord | null> {
  return ((await paymentRef(sessionId).get()).data() as PaymentRecord | undefined) ?? null;
}

export async function getPaymentInTransaction(tx: Transaction, sessionId: string): Promise<PaymentRecord | null> {
  return ((await tx.get(paymentRef(sessionId))).data() as PaymentRecord | undefined) ?? null;
}

export async function createOpenPayment(sessionId: string, record: Omit<PaymentRecord, "status">): Promise<void> {
  await paymentRef(sessionId).create({ ...record, status: "open", createdAt: FieldValue.serverTimestamp() });
}

/** Records the session as paid, in the transaction that credits its tokens. */
export function writePaidPayment(tx: Transaction, sessionId: string, record: Omit<PaymentRecord, "status">): void {
  tx.set(paymentRef(sessionId), { ...record, status: "paid", paidAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Records a session whose paid amount is not its pack's price; nothing is credited for it. */
export function writeMismatchedPayment(
  tx: Transaction,
  sessionId: string,
  record: Omit<PaymentRecord, "status"> & { expected: AmountCheck; received: AmountCheck },
): void {
  tx.set(
    paymentRef(sessionId),
    { ...record, status: "amount_mismatch", checkedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/** Records a session paid after its account's deletion began; nothing is credited and no profile is made. */
export function writeDeletedAccountPayment(
  tx: Transaction,
  sessionId: string,
  record: Omit<PaymentRecord, "status">,
): void {
  tx.set(
    paymentRef(sessionId),
    { ...record, status: "account_deleted", checkedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/** Notes the refund of such a payment. */
export async function writeDeletedAccountRefund(sessionId: string, refund: AccountDeletedRefund): Promise<void> {
  await paymentRef(sessionId).update({ deletedAccountRefund: refund, refundedAt: FieldValue.serverTimestamp() });
}

/** The payment whose checkout was paid through this payment intent, read inside the transaction. */
export async function findPaymentByIntentInTransaction(
  tx: Transaction,
  paymentIntentId: string,
): Promise<{ id: string; record: PaymentRecord } | null> {
  const query = firestore().collection(paths.payments()).where("paymentIntentId", "==", paymentIntentId).limit(1);
  const doc = (await tx.get(query)).docs[0];
  return doc ? { id: doc.id, record: doc.data() as PaymentRecord } : null;
}

/** Adds a reversal's figures to the payment, in the transaction that takes the tokens back. */
export function writePaymentReversal(
  tx: Transaction,
  sessionId: string,
  reversal: { reason: ReversalReason; key: string; eventId: string; reversedTokens: number; unrecoveredTokens: number },
): void {
  tx.update(paymentRef(sessionId), {
    reversedTokens: FieldValue.increment(reversal.reversedTokens),
    unrecoveredTokens: FieldValue.increment(reversal.unrecoveredTokens),
    reversalReason: reversal.reason,
    // One entry per reversal step (its key names the charge or dispute), so an admin sees each.
    [`reversals.${reversal.key}`]: {
      reason: reversal.reason,
      eventId: reversal.eventId,
      reversedTokens: reversal.reversedTokens,
      unrecoveredTokens: reversal.unrecoveredTokens,
      at: FieldValue.serverTimestamp(),
    },
    reversedAt: FieldValue.serverTimestamp(),
  });
}

/** Marks a still-open session canceled; a paid one stays paid. */
export async function cancelOpenPayment(sessionId: string): Promise<PaymentRecord | null> {
  return firestore().runTransaction(async (tx) => {
    const record = await getPaymentInTransaction(tx, sessionId);
    if (record?.status !== "open") return record;
    tx.update(paymentRef(sessionId), { status: "canceled", canceledAt: FieldValue.serverTimestamp() });
    return { ...record, status: "canceled" };
  });
}

/** The caller's payment records (the data export). */
export async function listPaymentsOf(uid: string): Promise<{ id: string; record: PaymentRecord }[]> {
  const docs = (await firestore().collection(paths.payments()).where("uid", "==", uid).get()).docs;
  return docs.map((doc) => ({ id: doc.id, record: doc.data() as PaymentRecord }));
}
