import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

export type LedgerReason = "welcome" | "generate" | "regenerate" | "finalize" | "refund" | "purchase" | "dispute";

export interface LedgerEntry {
  /** Signed change of the balance. */
  delta: number;
  reason: LedgerReason;
  balanceAfter: number;
  /** What the entry belongs to: an operation id, a checkout session id. */
  ref?: string;
  detail?: string;
}

export function ledgerEntryRef(uid: string, entryId: string) {
  return firestore().doc(paths.ledgerEntry(uid, entryId));
}

/** Every change of a balance is written in the same transaction as the change itself. */
export function writeLedgerEntry(tx: Transaction, uid: string, entryId: string, entry: LedgerEntry): void {
  tx.create(ledgerEntryRef(uid, entryId), { ...entry, createdAt: FieldValue.serverTimestamp() });
}
