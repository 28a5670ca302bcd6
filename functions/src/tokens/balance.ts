import { randomUUID } from "node:crypto";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { notFound, paymentRequired } from "../errors.ts";
import { log } from "../logs.ts";
import { firestore, TRANSACTION_ATTEMPTS } from "../store/db.ts";
import { ledgerEntryRef, writeLedgerEntry, type ChargeReason, type LedgerReason } from "../store/ledger.ts";
import { getLiveProfileInTransaction, getProfileInTransaction, userRef } from "../store/users.ts";

export interface Charge {
  uid: string;
  amount: number;
  reason: ChargeReason;
  operationId: string;
  balanceAfter: number;
}

export const notEnoughTokens = (needed: number, balance: number) =>
  paymentRequired(`Not enough tokens: this needs ${needed} and you have ${balance}.`);

export const PROFILE_NOT_FOUND_DETAIL = "Your profile was not found. Please sign out and sign in again.";

/**
 * Takes `amount` tokens inside the caller's transaction (a plan job is recorded in the same one, so a
 * job exists exactly when its charge does). The caller's reads must come first: this reads the profile,
 * then writes. 402 when the balance does not cover it.
 */
export async function reserveTokensInTransaction(
  tx: Transaction,
  uid: string,
  amount: number,
  reason: ChargeReason,
  operationId: string,
): Promise<Charge> {
  const profile = await getLiveProfileInTransaction(tx, uid);
  if (!profile) throw notFound(PROFILE_NOT_FOUND_DETAIL);
  if (profile.tokens < amount) throw notEnoughTokens(amount, profile.tokens);
  const after = profile.tokens - amount;
  tx.update(userRef(uid), { tokens: after, updatedAt: FieldValue.serverTimestamp() });
  writeLedgerEntry(tx, uid, `${operationId}-charge`, { delta: -amount, reason, balanceAfter: after, ref: operationId });
  return { uid, amount, reason, operationId, balanceAfter: after };
}

/** Takes `amount` tokens before any work starts; 402 when the balance does not cover it. */
export async function reserveTokens(uid: string, amount: number, reason: ChargeReason): Promise<Charge> {
  const operationId = randomUUID();
  const charge = await firestore().runTransaction(
    (tx) => reserveTokensInTransaction(tx, uid, amount, reason, operationId),
    {
      maxAttempts: TRANSACTION_ATTEMPTS,
    },
  );
  log.tokensCharged(uid, amount, reason, charge.balanceAfter);
  return charge;
}

/**
 * Reads what a refund needs inside the caller's transaction, before the caller's writes; `apply` then
 * writes it. Keyed by the charge's operation id: the refund's ledger entry exists at most once, so a
 * second refund of the same charge changes nothing (`refunded` false).
 */
export async function prepareRefundInTransaction(
  tx: Transaction,
  charge: Pick<Charge, "uid" | "amount" | "operationId">,
  detail: string,
): Promise<{ refunded: boolean; balance: number; apply: () => void }> {
  const entry = ledgerEntryRef(charge.uid, `${charge.operationId}-refund`);
  const existing = await tx.get(entry);
  const profile = await getProfileInTransaction(tx, charge.uid);
  const current = profile?.tokens ?? 0;
  if (existing.exists || !profile) return { refunded: false, balance: current, apply: () => {} };
  const after = current + charge.amount;
  return {
    refunded: true,
    balance: after,
    apply: () => {
      tx.update(userRef(charge.uid), { tokens: after, updatedAt: FieldValue.serverTimestamp() });
      writeLedgerEntry(tx, charge.uid, `${charge.operationId}-refund`, {
        delta: charge.amount,
        reason: "refund",
        balanceAfter: after,
        ref: charge.operationId,
        detail,
      });
    },
  };
}

/**
 * Adds tokens inside the caller's transaction (a purchase writes its payment record in the same one).
 * The ledger entry id makes a replay fail instead of crediting twice.
 */
export async function creditTokensInTransaction(
  tx: Transaction,
  uid: string,
  amount: number,
  entryId: string,
  ref: string,
): Promise<number> {
  const profile = await getProfileInTransaction(tx, uid);
  const after = (profile?.tokens ?? 0) + amount;
  if (profile) tx.update(userRef(uid), { tokens: after, updatedAt: FieldValue.serverTimestamp() });
  else {
    const now = FieldValue.serverTimestamp();
    tx.create(userRef(uid), { tokens: after, departureCity: "", createdAt: now, updatedAt: now });
  }
  writeLedgerEntry(tx, uid, entryId, { delta: amount, reason: "purchase", balanceAfter: after, ref });
  return after;
}

/**
 * Takes up to `amount` tokens back inside the caller's transaction (a refund or dispute writes its
 * payment record in the same one). The balance never goes below zero: what it no longer holds
 * (already spent on plans) is returned as unrecovered for the payment record, not owed as debt.
 * No ledger entry when nothing was taken, so the ledger holds only real changes.
 */
export async function reverseTokensInTransaction(
  tx: Transaction,
  uid: string,
  amount: number,
  entry: { id: string; reason: Extract<LedgerReason, "refund" | "dispute">; ref: string; detail: string },
): Promise<{ taken: number; unrecovered: number; balanceAfter: number }> {
  const profile = await getProfileInTransaction(tx, uid);
  const balance = profile?.tokens ?? 0;
  const taken = Math.max(0, Math.min(amount, balance));
  const after = balance - taken;
  if (profile && taken > 0) {
    tx.update(userRef(uid), { tokens: after, updatedAt: FieldValue.serverTimestamp() });
    writeLedgerEntry(tx, uid, entry.id, {
      delta: -taken,
      reason: entry.reason,
      balanceAfter: after,
      ref: entry.ref,
      detail: entry.detail,
    });
  }
  return { taken, unrecovered: amount - taken, balanceAfter: after };
}
