import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getConfig } from "../config.ts";

function app() {
  return getApps()[0] ?? initializeApp({ projectId: getConfig().projectId });
}

let db: Firestore | null = null;

/** Firestore through firebase-admin; in the emulator suite FIRESTORE_EMULATOR_HOST points it locally. */
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(app());
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}

export function adminAuth() {
  return getAuth(app());
}

/** Contended balance documents retry more than the default five times before giving up. */
export const TRANSACTION_ATTEMPTS = 25;

/**
 * Many requests at once on one document can make the Firestore emulator close a transaction the SDK is
 * still retrying: its next read fails with INVALID_ARGUMENT "Transaction is invalid or closed", which the
 * SDK does not retry. Nothing was committed, so running the whole transaction again is safe for one that
 * reads what it would write first (a plan job's acceptance, a replayed edit, comment or expense).
 */
export async function againIfClosed<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      const closed = code === 3 && typeof message === "string" && message.includes("Transaction is invalid or closed");
      if (!closed || attempt >= attempts) throw error;
    }
  }
}
