import { useEffect, useState } from "react";

/**
 * A trip page's first view is the trip and its map. What can follow a moment later (Firestore's live
 * listeners, the weather) waits until the map has drawn its first tiles, or at most FIRST_VIEW_WAIT_MS
 * after the page painted (a trip without a map, tiles that never come), so it never competes with the
 * map for the network and the main thread while the traveller waits for it.
 */
export const FIRST_VIEW_WAIT_MS = 2000;
/** Tiles loaded are not yet tiles seen: they fade in over 0.2 s (Leaflet) before the page is complete. */
export const FIRST_VIEW_SETTLE_MS = 300;

let drawn = false;
let settling: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

/** Said by the map once its first tiles have loaded (or failed): the page's first view completes as they show. */
export function firstViewDrawn(): void {
  if (drawn || settling !== undefined) return;
  settling = setTimeout(() => {
    drawn = true;
    for (const done of waiting) done();
    waiting.clear();
  }, FIRST_VIEW_SETTLE_MS);
}

/** Whether the page's first view is complete: its map drawn, or the wait over. */
export function useAfterFirstView(): boolean {
  const [ready, setReady] = useState(drawn);
  useEffect(() => {
    if (ready) return;
    const done = () => setReady(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The wait counts from the frame that paints the page.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, FIRST_VIEW_WAIT_MS);
    });
    waiting.add(done);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      waiting.delete(done);
    };
  }, [ready]);
  return ready;
}

/** For tests: a new page whose map has not drawn yet. */
export function resetFirstView(): void {
  clearTimeout(settling);
  settling = undefined;
  drawn = false;
}
