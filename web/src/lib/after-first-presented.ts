/** Long enough for the first frame to be on screen; the cap for a tab that opens hidden (no frames). */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * Runs `work` once the page's current content has been presented: two animation frames (the one that
 * paints it, and the next, by which the browser has recorded that paint), or at most 100 ms, as a
 * background tab draws no frames.
 */
export function afterFirstPresented(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
  setTimeout(once, HIDDEN_TAB_WAIT_MS);
}
