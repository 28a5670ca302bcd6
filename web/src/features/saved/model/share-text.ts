/** The Share dialog's words: its button paints before the dialog's code (share-button.tsx). */
export const SHARE_TEXT = {
  open: "Share",
  title: "Share with travel companions",
  description:
    "Anyone with this link can view the plan, its map and download it. They cannot change it, and they do not see your account.",
  copy: "Copy link",
  copied: "Link copied.",
  stop: "Stop sharing",
  stopped: "The link no longer works.",
  failed: "Could not create a share link. Please try again.",
  stopFailed: "Could not stop sharing. Please try again.",
} as const;
