/** What the shared-trip page says while it loads: the page and its prerendered copy say the same. */
export const SHARED_TEXT = {
  loading: "Loading the shared trip...",
} as const;
