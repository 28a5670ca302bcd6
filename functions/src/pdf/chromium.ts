import type { LaunchOptions } from "puppeteer-core";
import { getConfig } from "../config.ts";

/** Debian's Chromium, which the emulator suite and the tests use. */
export const LOCAL_CHROMIUM = "/usr/bin/chromium";

// Nothing the renderer needs talks to the network; these keep Chromium from trying on its own.
const LOCAL_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * How to start the browser: a local binary inside the emulator (or wherever CHROMIUM_PATH says), else
 * the Chromium that @sparticuz/chromium unpacks for serverless runtimes, which have none installed.
 * The package is loaded only then, so local runs never unpack it.
 */
export async function chromiumLaunchOptions(): Promise<LaunchOptions> {
  const { isEmulator, pdf } = getConfig();
  if (pdf.chromiumPath || isEmulator) {
    return { executablePath: pdf.chromiumPath ?? LOCAL_CHROMIUM, headless: true, args: LOCAL_ARGS, pipe: true };
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  return { executablePath: await chromium.executablePath(), headless: "shell", args: chromium.args, pipe: true };
}
