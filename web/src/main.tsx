import "./config/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { openingPageLoaded } from "./app/router";
import { afterFirstPresented } from "./lib/after-first-presented";
import "./styles.css";

const container = document.getElementById("root")!;
const start = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A prerendered page (web/prerender-shells.ts) is let on screen before React puts the same markup in
// its place: replaced within the frame that first showed it, the browser would count its heading as
// painted only when React's copy is, after the app's code has run. React's first render also waits
// for the page's own chunk (Firebase Auth is already starting): rendered before it, the page would
// go through a Suspense fallback, and React shows what replaces one no sooner than 300 ms after.
if (container.firstElementChild) afterFirstPresented(() => void openingPageLoaded.then(start));
else start();
