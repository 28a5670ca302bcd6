import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { firestore, TRANSACTION_ATTEMPTS } from "./db.ts";
import { accountDeleted, deletionRef } from "./deletions.ts";
import { ledgerEntryRef, writeLedgerEntry } from "./ledger.ts";
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
 * The profile, read inside a write's transaction together with the account's deletion tombstone (one
 * read for both, so the transaction holds no longer than before): 401 once the deletion began.
 */
export async function getLiveProfileInTransaction(tx: Transaction, uid: string): Promise<UserProfile | null> {
  const [tombstone, profile] = await tx.getAll(deletionRef(uid), userRef(uid));
  if (tombstone!.exists) throw accountDeleted();
  return toProfile(profile!.data());
}

/**
 * granted: made by this call; already_granted: this account had it before; awaiting_verification:
 * the address is not verified yet; identity_used: another account of the same identity had it.
 */
export type WelcomeOutcome = "granted" | "already_granted" | "awaiting_verification" | "identity_used";

/** Whether an identity may have the welcome grant, and the key of its welcomeGrants record if so. */
export type WelcomeDecision = { eligible: false } | { eligible: true; identityKey: string };

/** The ledger entry id of the welcome grant: at most one per account. */
const WELCOME_ENTRY = "welcome";

/**
 * Creates the profile unless it exists (an existing balance is never reset) and makes the welcome
 * grant once the caller's identity is verified. Safe to call after every sign-in, concurrently too.
 * The grant is decided by the account's "welcome" ledger entry and the identity's welcomeGrants
 * record, not by whether the profile exists: a purchase that landed first (and created the profile)
 * does not use up the grant, and a deleted-and-recreated account on the same address gets none.
 */
export async function ensureProfile(
  uid: string,
  welcomeTokens: number,
  decision: WelcomeDecision,
): Promise<{ created: boolean; welcome: WelcomeOutcome; profile: UserProfile }> {
  return firestore().runTransaction(
    async (tx) => {
      const grantRef = decision.eligible ? firestore().doc(paths.welcomeGrant(decision.identityKey)) : null;
      const [existing, welcomeEntry, grant] = await Promise.all([
        // A sign-in landing while the account is being deleted must not bring the profile (and a grant) back.
        getLiveProfileInTransaction(tx, uid),
        tx.get(ledgerEntryRef(uid, WELCOME_ENTRY)),
        grantRef ? tx.get(grantRef) : Promise.resolve(null),
      ]);
      const now = FieldValue.serverTimestamp();
      const profile = existing ?? { tokens: 0, departureCity: "" };
      let welcome: WelcomeOutcome;
      if (welcomeEntry.exists) welcome = "already_granted";
      else if (!grantRef) welcome = "awaiting_verification";
      // The record names no account: this one's own grant is its ledger entry (checked first), so an
      // existing record is another account's.
      else if (grant?.exists) welcome = "identity_used";
      else welcome = "granted";

      const tokens = welcome === "granted" ? profile.tokens + welcomeTokens : profile.tokens;
      if (!existing) tx.create(userRef(uid), { tokens, departureCity: "", createdAt: now, updatedAt: now });
      else if (welcome === "granted") tx.update(userRef(uid), { tokens, updatedAt: now });
      if (welcome === "granted") {
        writeLedgerEntry(tx, uid, WELCOME_ENTRY, { delta: welcomeTokens, reason: "welcome", balanceAfter: tokens });
        tx.set(grantRef!, { grantedAt: now });
      }
      return { created: !existing, welcome, profile: { ...profile, tokens } };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
