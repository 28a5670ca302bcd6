import { ACCOUNT_EXPORT_FILENAME, type DeleteAccountResponse } from "@itinerary/contract";
import { endpoint, RawResponse } from "../http/guard.ts";
import { log } from "../logs.ts";
import { deleteAccountData, exportAccount as readAccountExport } from "../store/account.ts";
import { adminAuth } from "../store/db.ts";
import { markDeletionDone } from "../store/deletions.ts";

/** GET /account/export: the caller's profile, saved plans, ledger and payments as a JSON file. */
export const exportAccount = endpoint(
  { name: "exportAccount", method: "GET", checkRevoked: true },
  async ({ uid, identity }) => {
    const body = Buffer.from(JSON.stringify(await readAccountExport(uid, identity.email), null, 2), "utf8");
    return new RawResponse((res) => {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`);
      res.setHeader("Content-Length", String(body.length));
      res.status(200).end(body);
    });
  },
);

/**
 * DELETE /account: the tombstone, then Firestore, the Auth user last. Were it the other way round, a
 * failure in between would leave data no one can sign in to delete; this way the traveller can simply
 * retry (the one endpoint a tombstoned account may still call). Revocation is checked, so a
 * signed-out session cannot delete the account.
 */
export const deleteAccount = endpoint(
  { name: "deleteAccount", method: "DELETE", checkRevoked: true, allowDeletedAccount: true },
  async ({ uid }): Promise<DeleteAccountResponse> => {
    const { archivedEntries, shares } = await deleteAccountData(uid);
    try {
      await adminAuth().deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
    }
    await markDeletionDone(uid);
    log.info("account deleted", { uid, archivedEntries, shares });
    return { deleted: true };
  },
);
