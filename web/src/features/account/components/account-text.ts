/** The account page's words, in one place for the page and its tests. */
export const ACCOUNT_TEXT = {
  title: "Your account",
  dataTitle: "Your data",
  dataBody:
    "Download everything we keep about you: your profile and token balance, your saved trips and your token history, as a JSON file.",
  download: "Download my data",
  downloading: "Preparing...",
  downloadFailed: "Could not download your data. Please try again.",
  deleteTitle: "Delete account",
  deleteBody: "Deleting your account signs you out and removes your data for good.",
  deleteButton: "Delete account",
  dialogTitle: "Delete your account?",
  dialogDeleted:
    "This permanently deletes your sign-in, your profile and token balance, your saved trips and their share links, and any plans being generated.",
  dialogKept:
    "Payment records and the token ledger are kept for accounting, without your email address. This action cannot be undone.",
  cancel: "Cancel",
  confirm: "Delete my account",
  deleteFailed: "Could not delete your account. Please try again.",
  deleted: "Your account has been deleted.",
} as const;
