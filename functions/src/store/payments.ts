import type { TokenPack } from "@itinerary/contract";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/** open: checkout started (local sessions only); paid: tokens credited; canceled: local checkout abandoned. */
export type PaymentStatus = "open" | "paid" | "canceled";

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
  tx.set(
    paymentRef(sessionId),
    { ...record, status: "paid", paidAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
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
