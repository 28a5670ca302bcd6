import type { AccountExport } from "@itinerary/contract";
import type { Timestamp } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { writeDeletionTombstone } from "./deletions.ts";
import { deleteSharesOf, listAllItineraries } from "./itineraries.ts";
import { archiveLedger, listLedger } from "./ledger.ts";
import { paths } from "./paths.ts";
import { listPaymentsOf } from "./payments.ts";
import { forgetPdfsOf } from "./pdf-cache.ts";
import { forgetDiscussionOf } from "./trip-comments.ts";
import { leaveAllTrips } from "./trip-members.ts";
import { userRef } from "./users.ts";

const iso = (value: unknown) =>
  value && typeof (value as Timestamp).toDate === "function" ? (value as Timestamp).toDate().toISOString() : null;

/** Everything kept about the account, in the export's shape (contract/src/api/account.ts). */
export async function exportAccount(uid: string, email: string | null): Promise<AccountExport> {
  const [profile, savedItineraries, ledger, payments] = await Promise.all([
    userRef(uid).get(),
    listAllItineraries(uid),
    listLedger(uid),
    listPaymentsOf(uid),
  ]);
  const data = profile.data();
  return {
    format: "itinerary-planner-export/1",
    exportedAt: new Date().toISOString(),
    account: { uid, email },
    profile: data
      ? {
          tokens: typeof data.tokens === "number" ? data.tokens : 0,
          departureCity: typeof data.departureCity === "string" ? data.departureCity : "",
          createdAt: iso(data.createdAt),
        }
      : null,
    savedItineraries,
    ledger: ledger.map(({ createdAt, ...entry }) => ({ ...entry, createdAt: createdAt?.toISOString() ?? null })),
    payments: payments.map(({ id, record }) => ({
      id,
      pack: record.pack,
      tokens: record.tokens,
      amountTotal: record.amountTotal ?? null,
      currency: record.currency ?? null,
      status: record.status,
    })),
  };
}

/**
 * Deletes what the app keeps about the account in Firestore. The tombstone comes first
 * (store/deletions.ts): from then on no write of the uid goes through, so nothing lands between the
 * steps below. Then the ledger is archived (it stays for accounting, see archiveLedger), then the
 * share links (top-level, found by owner), its places on others' trips and its own trips' companions and
 * invite links, the PDFs kept of its plans and its limit counters, then the
 * whole users/{uid} subtree (profile, saved plans, ledger, plan jobs and anything added under it
 * later). payments/* stay as they are: they name the uid, never an email. Each step can run again, so
 * a deletion that failed halfway is finished by calling it once more, and a finished archive is never
 * written over.
 */
export async function deleteAccountData(uid: string): Promise<{ archivedEntries: number; shares: number }> {
  await writeDeletionTombstone(uid);
  const profile = await userRef(uid).get();
  const balance = typeof profile.get("tokens") === "number" ? (profile.get("tokens") as number) : 0;
  const archivedEntries = await archiveLedger(uid, balance);
  const shares = await deleteSharesOf(uid);
  // Its comments and votes on trips it joined, found through its memberships: before they go.
  await forgetDiscussionOf(uid);
  // Off every trip it joined; its own trips' companions and invite links go (the trips go with the account).
  await leaveAllTrips(uid);
  // The PDFs kept of its plans are its plans; its limit counters name it (both would go by TTL, days later).
  await forgetPdfsOf(uid);
  await Promise.all(["ai", "pdf-user"].map((scope) => firestore().doc(paths.rateLimit(scope, uid)).delete()));
  await firestore().recursiveDelete(userRef(uid));
  return { archivedEntries, shares };
}
