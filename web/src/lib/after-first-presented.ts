import { useEffect, useState } from "react";

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

/**
 * False until what a component first rendered has been presented (afterFirstPresented), then true: for
 * work that would otherwise run in the commit that inserts a whole page, and lay that page out there.
 */
export function usePresented(): boolean {
  const [presented, setPresented] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterFirstPresented(() => mounted && setPresented(true));
    return () => {
      mounted = false;
    };
  }, []);
  return presented;
}
