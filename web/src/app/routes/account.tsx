import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../config/paths";
import { AccountPage } from "../../features/account/components/account-page";
import { ACCOUNT_TEXT } from "../../features/account/components/account-text";
import { useAuth } from "../../features/auth/components/auth-provider";
import { useProfile } from "../../features/profile/components/profile-provider";
import { knownBalance } from "../../features/profile/model/profile-state";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /account: the traveller's account, data download and deletion. */
export function AccountRoute() {
  useDocumentTitle(ACCOUNT_TEXT.title);
  const auth = useAuth();
  const profile = useProfile();
  const navigate = useNavigate();

  async function afterDeletion() {
    // The Auth user is gone on the server; this ends the session the browser still holds.
    await auth.signOut().catch((error: unknown) => console.error("Sign-out after deletion failed:", error));
    navigate(paths.login, { replace: true });
    toast.success(ACCOUNT_TEXT.deleted);
  }

  return <AccountPage email={auth.user?.email ?? null} tokens={knownBalance(profile)} onDeleted={afterDeletion} />;
}
