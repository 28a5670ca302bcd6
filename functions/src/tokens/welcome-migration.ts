import { FieldValue } from "firebase-admin/firestore";
import { log } from "../logs.ts";
import { identityKey } from "./welcome.ts";
import { adminAuth, firestore } from "../store/db.ts";
import { paths } from "../store/paths.ts";

/** The migration's name under migrations/: its document says it is done. */
export const WELCOME_GRANT_MIGRATION = "welcomeGrantsHmac";

export interface WelcomeGrantMigration {
  /** Records of live accounts, now under the HMAC key of the account's address, without the uid. */
  rekeyed: number;
  /** Records of accounts already deleted: their address is nowhere any more, so they go. */
  dropped: number;
  /** False when an earlier run had finished: nothing was read or written. */
  ran: boolean;
}

const PAGE = 100;

/**
 * Runs once: moves the welcome-grant records made before the HMAC (welcomeGrants/{sha256}, holding
 * the uid) to welcomeGrants/{hmac} without the uid. Only the uid leads back to the address: a live
 * account's record is re-keyed from its Auth email (a second account on that inbox still gets
 * nothing); a deleted account's record cannot be re-keyed and is dropped, since keeping a plain hash
 * of an address is what this migration ends (that address may receive the grant once more). Safe to
 * run again and concurrently: each record is written with create (first wins) before the old one
 * goes, and the migrations/ document stops any later run.
 */
export async function migrateLegacyWelcomeGrants(secret: string): Promise<WelcomeGrantMigration> {
  const marker = firestore().doc(paths.migration(WELCOME_GRANT_MIGRATION));
  if ((await marker.get()).exists) return { rekeyed: 0, dropped: 0, ran: false };
  const grants = firestore().collection("welcomeGrants");
  let rekeyed = 0;
  let dropped = 0;
  for (;;) {
    // New records carry no uid, so this finds only the old ones, and fewer each round.
    const page = await grants.where("uid", "!=", "").limit(PAGE).get();
    if (page.empty) break;
    const uids = page.docs.map((doc) => String(doc.get("uid")));
    const { users } = await adminAuth().getUsers(uids.map((uid) => ({ uid })));
    const byUid = new Map(users.map((user) => [user.uid, user]));
    await Promise.all(
      page.docs.map(async (doc) => {
        const uid = String(doc.get("uid"));
        const user = byUid.get(uid);
        if (!user) {
          dropped++;
          return;
        }
        const ref = firestore().doc(paths.welcomeGrant(identityKey(uid, user.email ?? null, secret)));
        try {
          await ref.create({
            grantedAt: doc.get("grantedAt") ?? FieldValue.serverTimestamp(),
            migratedAt: FieldValue.serverTimestamp(),
          });
        } catch (error) {
          // ALREADY_EXISTS: the address already has its new record (another account, or a concurrent run).
          if ((error as { code?: unknown }).code !== 6) throw error;
        }
        rekeyed++;
      }),
    );
    // Only once every new record is written: a failed run leaves the old ones for the next.
    const deleter = firestore().bulkWriter();
    for (const doc of page.docs) void deleter.delete(doc.ref);
    await deleter.close();
  }
  await marker.set({ doneAt: FieldValue.serverTimestamp(), rekeyed, dropped });
  log.info("welcome grant records migrated to HMAC keys", { rekeyed, dropped });
  return { rekeyed, dropped, ran: true };
}
