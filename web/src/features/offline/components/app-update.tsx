import { useEffect } from "react";
import { toast } from "sonner";
import { OFFLINE_TEXT } from "../model/connection";

/**
 * Registers the service worker that keeps the app on this device (issue 25). A new version waits
 * until the traveller chooses Reload in "A new version is ready": never swapped in mid-edit.
 */
export function AppUpdate() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    // After the page has loaded: registering competes with nothing the traveller is waiting for.
    const start = () =>
      void import("virtual:pwa-register").then(({ registerSW }) => {
        if (cancelled) return;
        const update = registerSW({
          onNeedRefresh() {
            toast.info(OFFLINE_TEXT.updateReady, {
              id: "app-update",
              duration: Infinity,
              action: { label: OFFLINE_TEXT.reload, onClick: () => void update(true) },
            });
          },
          onRegisterError: (error: unknown) => console.error("The app could not be kept on this device:", error),
        });
      });
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
    };
  }, []);
  return null;
}
