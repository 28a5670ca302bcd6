import { FieldValue, type Timestamp, type Transaction } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

export type LedgerReason = "welcome" | "generate" | "regenerate" | "finalize" | "refund" | "purchase" | "dispute";

/** The reasons a balance is charged for: one per kind of planning work. */
export type ChargeReason = Extract<LedgerReason, "generate" | "regenerate" | "finalize">;

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

export interface StoredLedgerEntry extends LedgerEntry {
  id: string;
  createdAt: Date | null;
}

/** The account's ledger, oldest first. */
export async function listLedger(uid: string): Promise<StoredLedgerEntry[]> {
  const docs = (await firestore().collection(paths.ledger(uid)).get()).docs;
  const entries = docs.map((doc) => {
    const data = doc.data();
    const { createdAt, ...entry } = data as LedgerEntry & { createdAt?: Timestamp };
    return { ...entry, id: doc.id, createdAt: createdAt?.toDate() ?? null };
  });
  return entries.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
}

/**
 * Copies the account's ledger to ledgerArchive/{uid}/entries before the account is deleted: the
 * balance history stays for accounting under the pseudonymous uid, whose Auth user (and with it the
 * email) is gone. The summary document ledgerArchive/{uid} is written last, once every entry is
 * there, and only once: a retried deletion that finds it leaves the archive as it is (by then the
 * ledger it would copy may already be gone, and its balance read as 0); one that does not simply
 * copies the same entries again.
 */
export async function archiveLedger(uid: string, balanceAtDeletion: number): Promise<number> {
  const summary = firestore().doc(paths.ledgerArchive(uid));
  const archived = await summary.get();
  if (archived.exists) return typeof archived.get("entries") === "number" ? (archived.get("entries") as number) : 0;
  const entries = await listLedger(uid);
  const writer = firestore().bulkWriter();
  for (const { id, createdAt, ...entry } of entries) {
    void writer.set(firestore().doc(paths.ledgerArchiveEntry(uid, id)), {
      ...entry,
      createdAt,
      archivedFrom: paths.ledgerEntry(uid, id),
    });
  }
  await writer.close();
  try {
    await summary.create({
      uid,
      accountDeletedAt: FieldValue.serverTimestamp(),
      balanceAtDeletion,
      entries: entries.length,
    });
  } catch (error) {
    // ALREADY_EXISTS: a concurrent deletion of the same account finished the archive first.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
  return entries.length;
}
