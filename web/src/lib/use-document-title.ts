import { useEffect } from "react";

export const APP_TITLE = "Itinerary Planner";

/** A page's tab title. */
export const documentTitle = (title: string) => `${title} · ${APP_TITLE}`;

/** Names the browser tab after the page (a single-page app keeps index.html's title otherwise). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(title);
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
