import { useEffect, useState } from "react";
import { useOnline } from "./use-online";

/**
 * Whether a page's live parts (Firestore listeners: presence, comments, costs, companions' saves)
 * should run now: only with a connection, and only once the page has painted. Firestore's SDK is
 * the heaviest script the app loads; started with the page it held a saved trip's first paint back,
 * and offline it has nothing to listen to (issue 25).
 */
export function useLiveAfterPaint(): boolean {
  const online = useOnline();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame that paints the page, then the first task after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return online && painted;
}
