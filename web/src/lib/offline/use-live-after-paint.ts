import { useAfterFirstView } from "../first-view";
import { useOnline } from "./use-online";

/**
 * Whether a page's live parts (Firestore listeners: presence, comments, costs, companions' saves)
 * should run now: only with a connection, and only once the page's first view (the trip and its map)
 * is complete. Firestore's SDK is the heaviest script the app loads; started with the page it held a
 * saved trip's first paint back, and offline it has nothing to listen to (issue 25).
 */
export function useLiveAfterPaint(): boolean {
  const online = useOnline();
  return useAfterFirstView() && online;
}
