import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { firestore, TRANSACTION_ATTEMPTS } from "./db.ts";
import { writeLedgerEntry } from "./ledger.ts";
import { paths } from "./paths.ts";

export interface UserProfile {
  tokens: number;
  departureCity: string;
}

function toProfile(data: FirebaseFirestore.DocumentData | undefined): UserProfile | null {
  if (!data) return null;
  return {
    tokens: typeof data.tokens === "number" ? data.tokens : 0,
    departureCity: typeof data.departureCity === "string" ? data.departureCity : "",
  };
}

export function userRef(uid: string) {
  return firestore().doc(paths.user(uid));
}

export async function getProfile(uid: string): Promise<UserProfile | null> {
  return toProfile((await userRef(uid).get()).data());
}

export async function getProfileInTransaction(tx: Transaction, uid: string): Promise<UserProfile | null> {
  return toProfile((await tx.get(userRef(uid))).data());
}

/**
 * Creates the profile with the welcome grant unless it exists; an existing balance is never reset.
 * Safe to call after every sign-in, concurrently too: the transaction makes the grant happen once.
 */
export async function ensureProfile(uid: string, welcomeTokens: number): Promise<{ created: boolean; profile: UserProfile }> {
  return firestore().runTransaction(
    async (tx) => {
      const existing = await getProfileInTransaction(tx, uid);
      if (existing) return { created: false, profile: existing };
      const now = FieldValue.serverTimestamp();
      tx.create(userRef(uid), { tokens: welcomeTokens, departureCity: "", createdAt: now, updatedAt: now });
      writeLedgerEntry(tx, uid, "welcome", { delta: welcomeTokens, reason: "welcome", balanceAfter: welcomeTokens });
      return { created: true, profile: { tokens: welcomeTokens, departureCity: "" } };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
