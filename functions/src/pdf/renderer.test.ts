import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDirectionsLink } from "@itinerary/contract";
import jsQR from "jsqr";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { chromiumLaunchOptions } from "./chromium.ts";
import { PDF_BUSY_DETAIL, PDF_TIMEOUT_DETAIL, PdfRenderer } from "./renderer.ts";
import { samplePlan, sampleRequest } from "./sample-plan.ts";
import { itineraryHtml } from "./template.ts";

/** The text a reader would see, page by page (pdftotext separates pages with a form feed). */
function pdfPages(pdf: Buffer): string[] {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf })
    .toString("utf8")
    .split("\f")
    .filter((page) => page.trim());
}

/**
 * The text in the order it was drawn (pdftotext -raw): the numbers on a day's map stay out of the
 * header lines printed beside it, which the layout mode interleaves.
 */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}

/**
 * The QR code printed in the top `heightMm` of page `page`, read back as a phone would: the page
 * rasterised at 300 dpi by poppler, the code found and decoded by jsQR. Null when none is found.
 */
function qrOnPage(pdf: Buffer, page: number, heightMm = 110): string | null {
  const dir = mkdtempSync(join(tmpdir(), "pdf-qr-"));
  try {
    writeFileSync(join(dir, "plan.pdf"), pdf);
    const height = Math.round((heightMm / 25.4) * 300);
    const ppm = execFileSync(
      "pdftoppm",
      [
        "-r",
        "300",
        "-gray",
        "-f",
        String(page),
        "-l",
        String(page),
        "-x",
        "0",
        "-y",
        "0",
        "-W",
        "2480",
        "-H",
        String(height),
        join(dir, "plan.pdf"),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // A binary PGM: "P5\n<width> <height>\n255\n", then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"))!;
    const [width, rows] = [Number(header[1]), Number(header[2])];
    const grey = ppm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * rows * 4);
    for (let i = 0; i < width * rows; i++) {
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = grey[i]!;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, rows, { inversionAttempts: "dontInvert" })?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many raster images the PDF holds, per pdfimages -list (the maps are vector drawings, not images). */
function pdfImageCount(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), "pdf-images-"));
  try {
    writeFileSync(join(dir, "plan.pdf"), pdf);
    const list = execFileSync("pdfimages", ["-list", join(dir, "plan.pdf")]).toString("utf8");
    // Two header lines, then one line per image.
    return list.trim().split("\n").length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Collapses pdftotext's layout whitespace so phrases can be matched across its columns. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("PdfRenderer (real Chromium)", { timeout: 60_000 }, () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];
  let renderer: PdfRenderer;
  let launches = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.end("hello");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    renderer = new PdfRenderer({
      launchOptions: () => {
        launches++;
        return chromiumLaunchOptions();
      },
    });
  });

  afterAll(async () => {
    await renderer.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("prints a 14-day plan with its days, dates, times, places and page numbers, user text literally, fetching nothing", async () => {
    const hostile = [
      `Fish & Chips <img src="http://127.0.0.1:${port}/img">`,
      `<script>alert(1)</script><script>fetch("http://127.0.0.1:${port}/script")</script>`,
      `<link rel="stylesheet" href="http://127.0.0.1:${port}/css"><div style="background:url(http://127.0.0.1:${port}/bg)">x</div>`,
    ];
    const request = sampleRequest(hostile);
    request.structured_plan[0]!.activities[0]!.source = "places";
    const pdf = await renderer.render(itineraryHtml(request));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = pdfPages(pdf);
    const text = flat(pages.join(" "));

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(flat(page)).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(text).toContain("Trip to Lisbon");
    // Places content printed without a Google map carries Google Maps' attribution, once per such stop.
    expect(text.match(/Place details: Google Maps/g)).toHaveLength(1);
    expect(text).toContain("July 14, 2031 – July 27, 2031");
    expect(text).toContain("Trip Summary Fourteen days in Lisbon for a couple.");
    for (let day = 1; day <= 14; day++) expect(text).toMatch(new RegExp(`Day ${day} \\w+day, July ${13 + day}, 2031`));
    for (const day of [2, 7, 14]) {
      for (const place of [
        "Belém Tower",
        "Jerónimos Monastery",
        "São Jorge Castle",
        "Alfama Viewpoint",
        "Time Out Market",
        "LX Factory",
      ]) {
        expect(text).toContain(`${place} (day ${day})`);
      }
    }
    // A day heading always shares its page with the day's first activity.
    for (const page of pages) {
      for (const [, day] of flat(page).matchAll(/Day (\d+) \w+day, July/g))
        expect(flat(page)).toContain(`(day ${day})`);
    }
    for (const time of ["09:00 - 10:00", "10:30 - 11:30", "16:30 - 17:30"]) expect(text).toContain(time);
    expect(text).toContain("Entry Fee: €10");
    expect(text).toContain("Parking Spot: Public garage nearby");
    expect(text).toContain("Address: Av. Brasília, 1400-038 Lisboa");
    expect(text).toContain("Estimated Cost: $194");
    expect(text).toContain("Open in Maps: Day 1 route in Google Maps");

    expect(text).toContain(`Fish & Chips <img src="http://127.0.0.1:${port}/img">`);
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).toContain(`<script>fetch("http://127.0.0.1:${port}/script")</script>`);
    expect(text).toContain(`<link rel="stylesheet" href="http://127.0.0.1:${port}/css">`);
    expect(received).toEqual([]);
  });

  it("never leaves a day heading alone at the bottom of a page", async () => {
    // Longer and longer summaries push day 2's heading down through the bottom of page 1.
    for (let lines = 0; lines <= 30; lines += 3) {
      const request = { ...sampleRequest(), structured_plan: samplePlan(2, 4) };
      request.summary_text = Array.from({ length: lines }, (_, i) => `Summary line ${i + 1}`).join("\n");
      const pages = pdfPages(await renderer.render(itineraryHtml(request)));
      const headingPage = pages.find((page) => /Day 2 Tuesday/.test(flat(page)));
      expect(flat(headingPage!), `summary of ${lines} lines`).toContain("Belém Tower (day 2)");
    }
  });

  it("prints each stop's address and hours for its date, each day's stay, and a code that opens the day's route", async () => {
    const request = { ...sampleRequest(), structured_plan: samplePlan(3, 6) };
    const [day1, day2] = request.structured_plan;
    day1!.accommodation_suggestion = "Casa do Largo & Suites – quiet, by the castle walls.\nOr a flat in Alfama.";
    day1!.activities[1]!.opening_hours = "10:00–17:30, closed Mon";
    day1!.activities[2]!.meal = "lunch";
    day1!.activities.forEach(
      (activity, i) => (activity.transport = i % 2 ? "Walk 0.8 km (10 min)" : "Subway or bus, about 3 km (14 min)"),
    );
    day2!.dinner = { name: "Taberna da Rua das Flores", time: "19:30" };
    day2!.activities[4]!.address = "Av. 24 de Julho 49";
    day2!.activities[4]!.postcode = "1200-479";
    const blockedBefore = renderer.stats.blockedRequests;
    const pdf = await renderer.render(itineraryHtml(request));
    const pages = pdfPages(pdf);
    const text = flat(pdfText(pdf));
    // The codes are images inside the document: nothing was fetched, nothing had to be refused.
    expect(pdfImageCount(pdf)).toBe(3);
    expect(renderer.stats.blockedRequests).toBe(blockedBefore);

    expect(text).toContain("Stay: Casa do Largo & Suites");
    expect(text).toContain("Accommodation Suggestion: Casa do Largo & Suites – quiet, by the castle walls.");
    expect(text).toContain("Stay: Hotel in Baixa, close to the metro");
    expect(text).toContain("Start: 09:00, Belém Tower (day 1)");
    expect(text).toContain("End: 17:30, LX Factory (day 1)");
    expect(text).toContain("Walking: 2.4 km on foot (3 walks)");
    expect(text).toMatch(/Distance: \d+ km between stops in a straight line \(walking distance not known\)/);
    expect(text).toContain("Meals: Lunch: São Jorge Castle (day 1) at 12:00");
    expect(text).toContain("Meals: Dinner: Taberna da Rua das Flores at 19:30");
    // The trip starts on a Monday: the museum's closing day shows, the others' hours for that day.
    expect(text).toContain("Opening Hours: Closed on Monday");
    expect(text).toContain("Opening Hours: 09:00–18:00 on Monday");
    expect(text).toContain("Opening Hours: 09:00–18:00 on Tuesday");
    expect(text).toContain("Address: R. de Santa Cruz do Castelo, 1100-129 Lisboa");
    expect(text).toContain("Address: Av. 24 de Julho 49, 1200-479");
    expect(text).toContain("Trip Map");

    // Each day starts its own page here; its code, scanned off the paper, is the day's Open in Maps link.
    for (const [index, day] of request.structured_plan.entries()) {
      const page = pages.findIndex((content) => new RegExp(`Day ${day.day} \\w+day, July`).test(flat(content))) + 1;
      const link = buildDirectionsLink(day.activities, "Public", "Lisbon");
      expect(qrOnPage(pdf, page), `day ${index + 1}`).toBe(link);
    }
  });

  it("keeps each day on one page when it fits, instead of splitting it across two", async () => {
    // Days of four to six stops, each shorter than a page, after summaries of several lengths: each
    // day's heading and its last stop are always printed on the same page.
    for (const [lines, perDay] of [
      [0, 6],
      [8, 5],
      [20, 4],
    ] as const) {
      const request = { ...sampleRequest(), structured_plan: samplePlan(4, perDay) };
      request.summary_text = Array.from({ length: lines }, (_, i) => `Summary line ${i + 1}`).join("\n");
      const pages = pdfPages(await renderer.render(itineraryHtml(request))).map(flat);
      for (const day of request.structured_plan) {
        const last = day.activities[day.activities.length - 1]!.name;
        const headingPage = pages.findIndex((page) => new RegExp(`Day ${day.day} \\w+day, July`).test(page));
        expect(headingPage, `day ${day.day}, summary of ${lines} lines`).toBeGreaterThanOrEqual(0);
        expect(pages[headingPage], `day ${day.day}, summary of ${lines} lines`).toContain(last);
      }
    }
  });

  it("keeps even a raw document inert: scripts do not run and no request leaves the renderer", async () => {
    // A browser of its own: setContent writes into the tab's document, which keeps the security policy
    // of a plan printed there before, and that policy alone would stop these requests.
    const fresh = new PdfRenderer();
    const pdf = await fresh
      .render(
        `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="http://127.0.0.1:${port}/raw-css">
      <style>@import url("http://127.0.0.1:${port}/raw-import"); body { background: url("http://127.0.0.1:${port}/raw-bg"); }</style>
      </head><body><p id="p">static text</p>
      <img src="http://127.0.0.1:${port}/raw-img"><iframe src="http://127.0.0.1:${port}/raw-frame"></iframe>
      <script>document.getElementById("p").textContent = "script ran"; fetch("http://127.0.0.1:${port}/raw-fetch");</script>
      </body></html>`,
      )
      .finally(() => fresh.close());
    const text = flat(pdfPages(pdf).join(" "));
    expect(text).toContain("static text");
    expect(text).not.toContain("script ran");
    expect(fresh.stats.blockedRequests).toBeGreaterThan(0);
    expect(received).toEqual([]);
  });

  it("reuses one browser and starts another when it has died", async () => {
    await renderer.render("<p>one</p>");
    const launchesBefore = launches;
    await renderer.render("<p>two</p>");
    expect(launches).toBe(launchesBefore);

    // Kill the Chromium this process started (a direct child, since it talks over a pipe).
    const children = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)])
      .toString()
      .trim()
      .split("\n");
    const chromium = children
      .map((line) => line.trim().split(/\s+/))
      .find(([, command]) => /chrom/i.test(command ?? ""));
    expect(chromium).toBeDefined();
    process.kill(Number(chromium![0]), "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 300));

    const pdf = await renderer.render("<p>three</p>");
    expect(flat(pdfPages(pdf).join(" "))).toContain("three");
    expect(launches).toBe(launchesBefore + 1);
  });

  it("answers 503 with a clear detail when a render runs past its time", async () => {
    const slow = new PdfRenderer({ timeoutMs: 5 });
    try {
      const error = await slow.render("<p>late</p>").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, detail: PDF_TIMEOUT_DETAIL });
    } finally {
      await slow.close();
    }
  });

  it("renders at most the allowed number at once, queues a few and turns away the rest", async () => {
    const narrow = new PdfRenderer({ maxConcurrent: 1, maxQueued: 1 });
    try {
      const results = await Promise.allSettled(["a", "b", "c"].map((text) => narrow.render(`<p>${text}</p>`)));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
      expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503, detail: PDF_BUSY_DETAIL });
      const second = (results[1] as PromiseFulfilledResult<Buffer>).value;
      expect(flat(pdfPages(second).join(" "))).toContain("b");
    } finally {
      await narrow.close();
    }
  });
});
