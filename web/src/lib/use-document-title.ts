import { useEffect } from "react";

export const APP_TITLE = "Itinerary Planner";

/** Names the browser tab after the page (a single-page app keeps index.html's title otherwise). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
