import { useEffect } from "react";
import { toast } from "sonner";

export const UPDATE_READY = "A new version is ready";
export const UPDATE_RELOAD = "Reload";
/** How often an open app asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Offers the waiting version; it takes over (and the page reloads) only when the traveller says so. */
function offer(worker: ServiceWorker): void {
  toast.info(UPDATE_READY, {
    id: "app-update",
    duration: Infinity,
    action: {
      label: UPDATE_RELOAD,
      onClick: () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        // vite-plugin-pwa's worker (registerType "prompt") waits until it is told to skip waiting.
        worker.postMessage({ type: "SKIP_WAITING" });
      },
    },
  });
}

/**
 * Registers the service worker vite-plugin-pwa builds, which keeps the app on this device (issue 25).
 * A new version waits until the traveller chooses Reload in "A new version is ready": never swapped in
 * mid-edit. (A few lines of the platform's own API: Workbox's window library would add 3 KB gzip to
 * every signed-in page's first load.)
 */
export function AppUpdate() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    // After the page has loaded: registering competes with nothing the traveller is waiting for.
    const start = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(
        (registration) => {
          if (cancelled) return;
          // Only an update is offered: the first install has no page to replace.
          if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
          registration.addEventListener("updatefound", () => {
            const installing = registration.installing;
            installing?.addEventListener("statechange", () => {
              if (installing.state === "installed" && navigator.serviceWorker.controller) offer(installing);
            });
          });
          timer = setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
        },
        (error: unknown) => console.error("The app could not be kept on this device:", error),
      );
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      clearInterval(timer);
    };
  }, []);
  return null;
}
