import "./config/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
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
// painted only when React's copy is, after the app's code has run.
if (container.firstElementChild) afterFirstPresented(start);
else start();
