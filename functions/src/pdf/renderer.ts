import type { Browser, HTTPRequest, LaunchOptions, Page } from "puppeteer-core";
import { unavailable } from "../errors.ts";
import { log } from "../logs.ts";
import { chromiumLaunchOptions } from "./chromium.ts";
import { FOOTER_TEMPLATE } from "./template.ts";

export const PDF_TIMEOUT_DETAIL = "Generating the PDF took too long. Please try again in a moment.";
export const PDF_BUSY_DETAIL = "Too many PDFs are being generated right now. Please try again in a moment.";
export const PDF_BROWSER_DETAIL =
  "The PDF could not be generated: the renderer is unavailable. Please try again later.";

export interface PdfRendererOptions {
  /** Renders at once; more wait their turn (each holds a Chromium tab, about 30 to 60 MB). */
  maxConcurrent?: number;
  /** Requests that may wait for a turn before new ones are turned away. */
  maxQueued?: number;
  /** Whole budget of one request, waiting included. */
  timeoutMs?: number;
  launchOptions?: () => Promise<LaunchOptions>;
}

export interface RenderStats {
  /** Requests the document tried to make, all refused. */
  blockedRequests: number;
}

class RenderTimeout extends Error {}

/**
 * Turns the itinerary HTML into a PDF in one Chromium kept between requests (launching costs far more
 * than rendering) and relaunched when it dies. The document is inert: JavaScript is off and every
 * request is aborted, so whatever a traveller typed can neither run nor fetch anything.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private readonly idleTabs: { browser: Browser; page: Page }[] = [];
  private readonly maxConcurrent: number;
  private readonly maxQueued: number;
  private readonly timeoutMs: number;
  private readonly launchOptions: () => Promise<LaunchOptions>;
  /** Totals since start, for logs and tests. */
  readonly stats: RenderStats = { blockedRequests: 0 };

  constructor(options: PdfRendererOptions = {}) {
    this.maxConcurrent = options.maxConcurrent ?? 2;
    this.maxQueued = options.maxQueued ?? 20;
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.launchOptions = options.launchOptions ?? chromiumLaunchOptions;
  }

  async render(html: string): Promise<Buffer> {
    const deadline = Date.now() + this.timeoutMs;
    await this.takeTurn(deadline);
    let timer: NodeJS.Timeout | undefined;
    let closeTab: (() => Promise<void>) | null = null;
    const work = this.renderInTab(html, deadline, (close) => (closeTab = close));
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout()), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      if (error instanceof RenderTimeout) {
        // The abandoned render fails once its tab is gone; nobody waits for it any more.
        work.catch(() => undefined);
        await (closeTab as (() => Promise<void>) | null)?.().catch(() => undefined);
        throw unavailable(PDF_TIMEOUT_DETAIL, new Error(`PDF render exceeded ${this.timeoutMs} ms`));
      }
      throw error;
    } finally {
      clearTimeout(timer);
      this.endTurn();
    }
  }

  /** Closes the browser (tests, benches, shutdown). */
  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.idleTabs.length = 0;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async renderInTab(
    html: string,
    deadline: number,
    onTab: (close: () => Promise<void>) => void,
  ): Promise<Buffer> {
    const browser = await this.liveBrowser();
    const page = await this.takeTab(browser);
    onTab(() => page.close());
    let reusable = false;
    try {
      const remaining = () => Math.max(1, deadline - Date.now());
      // Replaces whatever the tab showed before; with scripts off, nothing of an earlier document survives.
      await page.setContent(html, { waitUntil: "load", timeout: remaining() });
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: FOOTER_TEMPLATE,
        margin: { top: "16mm", bottom: "18mm", left: "14mm", right: "14mm" },
        timeout: remaining(),
      });
      reusable = true;
      return Buffer.from(pdf);
    } finally {
      if (reusable && !page.isClosed()) this.idleTabs.push({ browser, page });
      else await page.close().catch(() => undefined);
    }
  }

  /**
   * An idle tab of this browser, else a new one, locked down once: JavaScript off and every request
   * aborted except loading the document itself. Opening a tab costs more than printing a plan, so
   * tabs are kept (at most one per concurrent render).
   */
  private async takeTab(browser: Browser): Promise<Page> {
    while (this.idleTabs.length > 0) {
      const idle = this.idleTabs.pop()!;
      if (idle.browser === browser && browser.connected && !idle.page.isClosed()) return idle.page;
    }
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on("request", (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      // setContent loads the document into about:blank; nothing else may load.
      if (request.isNavigationRequest() && request.url() === "about:blank") {
        void request.continue();
        return;
      }
      // The route codes are images inside the document: loading one touches no network.
      if (request.resourceType() === "image" && request.url().startsWith("data:image/")) {
        void request.continue();
        return;
      }
      this.stats.blockedRequests++;
      void request.abort("blockedbyclient");
    });
    return page;
  }

  private liveBrowser(): Promise<Browser> {
    if (!this.browser) {
      const launching = this.launch();
      this.browser = launching;
      // A failed launch is not kept: the next request tries again.
      launching.catch(() => {
        if (this.browser === launching) this.browser = null;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const started = performance.now();
    let browser: Browser;
    try {
      const { default: puppeteer } = await import("puppeteer-core");
      browser = await puppeteer.launch(await this.launchOptions());
    } catch (error) {
      throw unavailable(PDF_BROWSER_DETAIL, error);
    }
    log.info("pdf browser launched", { ms: Math.round(performance.now() - started) });
    browser.on("disconnected", () => {
      // close() forgets the browser first; only a browser that died on its own is worth a warning.
      void this.browser?.then(
        (current) => {
          if (current !== browser) return;
          this.browser = null;
          log.warn("pdf browser disconnected", { next: "the next render relaunches it" });
        },
        () => undefined,
      );
    });
    return browser;
  }

  private takeTurn(deadline: number): Promise<void> {
    if (this.active < this.maxConcurrent) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.maxQueued) return Promise.reject(unavailable(PDF_BUSY_DETAIL));
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        this.active++;
        resolve();
      };
      const timer = setTimeout(
        () => {
          const at = this.queue.indexOf(start);
          if (at !== -1) this.queue.splice(at, 1);
          reject(unavailable(PDF_TIMEOUT_DETAIL));
        },
        Math.max(0, deadline - Date.now()),
      );
      this.queue.push(start);
    });
  }

  private endTurn(): void {
    this.active--;
    this.queue.shift()?.();
  }
}

let shared: PdfRenderer | null = null;

/** The instance's renderer, so every request reuses its browser. */
export function sharedPdfRenderer(): PdfRenderer {
  shared ??= new PdfRenderer();
  return shared;
}
