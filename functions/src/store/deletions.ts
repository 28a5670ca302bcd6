import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { ApiError } from "../errors.ts";
import { firestore, TRANSACTION_ATTEMPTS } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * deletedAccounts/{uid}: the tombstone an account deletion writes before it removes anything. A
 * deleted account's ID token stays valid for up to an hour, and the Auth user goes last; while the
 * tombstone exists no write of that uid goes through. The guard refuses every call of the uid, and
 * the writes that matter also read it inside their own transaction, so a call that passed the guard
 * just before the deletion began cannot land after it (the tombstone's write and theirs conflict).
 * It names only the pseudonymous uid.
 */

/** 401, as for an expired session: the app signs the traveller out (SPEC's auth flow). */
export const ACCOUNT_DELETED_DETAIL = "This account has been deleted. Please sign in again.";

export const accountDeleted = () => new ApiError(401, ACCOUNT_DELETED_DETAIL);

export function deletionRef(uid: string) {
  return firestore().doc(paths.accountDeletion(uid));
}

export async function isAccountDeleted(uid: string): Promise<boolean> {
  return (await deletionRef(uid).get()).exists;
}

/** Inside a write's transaction, before its writes: refuses the write once the account's deletion began. */
export async function assertAccountLiveInTransaction(tx: Transaction, uid: string): Promise<void> {
  if ((await tx.get(deletionRef(uid))).exists) throw accountDeleted();
}

/** Whether the tombstone exists, read inside the caller's transaction (for writes that record instead of refusing). */
export async function isAccountDeletedInTransaction(tx: Transaction, uid: string): Promise<boolean> {
  return (await tx.get(deletionRef(uid))).exists;
}

/** Writes the tombstone unless it exists (a retried deletion keeps the first one's time); true when this call wrote it. */
export async function writeDeletionTombstone(uid: string): Promise<boolean> {
  return firestore().runTransaction(
    async (tx) => {
      if ((await tx.get(deletionRef(uid))).exists) return false;
      tx.create(deletionRef(uid), { uid, requestedAt: FieldValue.serverTimestamp() });
      return true;
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Notes on the tombstone that the deletion finished (data and Auth user gone). */
export async function markDeletionDone(uid: string): Promise<void> {
  await deletionRef(uid).set({ completedAt: FieldValue.serverTimestamp() }, { merge: true });
}
