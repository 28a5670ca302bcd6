/**
 * PDF rendering of a 14-day plan with 6 activities a day: the cold first render (browser launch
 * included), then warm renders on the same browser, as one instance serves them.
 * Run: npx tsx functions/bench/pdf.bench.ts   (PDF_BENCH_SPARTICUZ=1 also times @sparticuz/chromium, the deployed browser)
 */
import { cpus, loadavg } from "node:os";
import type { LaunchOptions } from "puppeteer-core";
import { chromiumLaunchOptions } from "../src/pdf/chromium.ts";
import { PdfRenderer } from "../src/pdf/renderer.ts";
import { sampleRequest } from "../src/pdf/sample-plan.ts";
import { itineraryHtml } from "../src/pdf/template.ts";
import { measure, report } from "./harness.ts";

// Debian's Chromium, as in the emulator suite, unless CHROMIUM_PATH names another.
process.env.FUNCTIONS_EMULATOR ??= "true";
const html = itineraryHtml(sampleRequest());
// Chromium renders on every core it gets: on a shared machine the figures say as much about the neighbours.
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);

async function bench(label: string, launchOptions: () => Promise<LaunchOptions>): Promise<void> {
  const renderer = new PdfRenderer({ launchOptions });
  try {
    const started = performance.now();
    const first = await renderer.render(html);
    const coldMs = performance.now() - started;
    console.log(
      `${`${label}: cold first render (launch included)`.padEnd(48)} ${coldMs.toFixed(1).padStart(9)} ms   ${(first.length / 1024).toFixed(0)} KB`,
    );
    report(await measure(`${label}: warm render, 14 days x 6`, () => renderer.render(html), 20, 0), 1000);
  } finally {
    await renderer.close();
  }
}

await bench("debian chromium", chromiumLaunchOptions);
if (process.env.PDF_BENCH_SPARTICUZ === "1") {
  const { default: chromium } = await import("@sparticuz/chromium");
  await bench("@sparticuz/chromium", async () => ({
    executablePath: await chromium.executablePath(),
    headless: "shell",
    args: chromium.args,
    pipe: true,
  }));
}
