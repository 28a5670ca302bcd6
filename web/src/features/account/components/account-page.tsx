import { ACCOUNT_EXPORT_FILENAME } from "@itinerary/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { deleteAccount, exportAccount } from "../api/account-api";
import { ACCOUNT_TEXT } from "./account-text";
import "./account.css";

export interface AccountPageProps {
  email: string | null;
  tokens: number | null;
  /** After the server deleted the account: end the local session and leave. */
  onDeleted: () => Promise<void>;
}

/** /account: who is signed in, the data download and account deletion. */
export function AccountPage({ email, tokens, onDeleted }: AccountPageProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await exportAccount(), ACCOUNT_EXPORT_FILENAME);
    } catch (error) {
      console.error("Data export failed:", error);
      setDownloadError(errorMessage(error, ACCOUNT_TEXT.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  async function confirmDelete() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAccount();
    } catch (error) {
      console.error("Account deletion failed:", error);
      setDeleteError(errorMessage(error, ACCOUNT_TEXT.deleteFailed));
      setDeleting(false);
      setDialogOpen(false);
      return;
    }
    await onDeleted();
  }

  return (
    <div className="page account-page">
      <h1>{ACCOUNT_TEXT.title}</h1>
      <dl className="account-facts">
        <div>
          <dt>Email</dt>
          <dd>{email ?? "—"}</dd>
        </div>
        <div>
          <dt>Token balance</dt>
          <dd>{tokens === null ? "—" : `${tokens} ${tokens === 1 ? "token" : "tokens"}`}</dd>
        </div>
      </dl>

      <section className="account-section" aria-labelledby="account-data-title">
        <h2 id="account-data-title">{ACCOUNT_TEXT.dataTitle}</h2>
        <p>{ACCOUNT_TEXT.dataBody}</p>
        <button
          type="button"
          className="button button-secondary"
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? ACCOUNT_TEXT.downloading : ACCOUNT_TEXT.download}
        </button>
        {downloadError && (
          <p className="account-error" role="alert">
            {downloadError}
          </p>
        )}
      </section>

      <section className="account-section account-danger" aria-labelledby="account-delete-title">
        <h2 id="account-delete-title">{ACCOUNT_TEXT.deleteTitle}</h2>
        <p>{ACCOUNT_TEXT.deleteBody}</p>
        <button type="button" className="button button-danger" onClick={() => setDialogOpen(true)}>
          {ACCOUNT_TEXT.deleteButton}
        </button>
        {deleteError && (
          <p className="account-error" role="alert">
            {deleteError}
          </p>
        )}
      </section>

      {/* Says what goes and what stays before the account is deleted. */}
      <ConfirmDialog
        open={dialogOpen}
        busy={deleting}
        title={ACCOUNT_TEXT.dialogTitle}
        description={
          <>
            <p>{ACCOUNT_TEXT.dialogDeleted}</p>
            <p>{ACCOUNT_TEXT.dialogKept}</p>
          </>
        }
        cancelLabel={ACCOUNT_TEXT.cancel}
        confirmLabel={ACCOUNT_TEXT.confirm}
        onCancel={() => setDialogOpen(false)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
