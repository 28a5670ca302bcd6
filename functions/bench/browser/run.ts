/**
 * Browser figures of `npm run bench`, run inside the emulator suite (scripts/bench.mjs starts it):
 * Lighthouse scores of every page (landing, login, and signed in: planner, saved trips, a saved plan, a
 * shared link), the planner's click-to-draft
 * time, and the JavaScript the planner route loads. Goals that are missed say MISSED; a bench run
 * reports, it does not fail.
 *   BENCH_LIGHTHOUSE_RUNS (default 3): Lighthouse runs per page, the median by performance is shown.
 *   BENCH_PLANNER_RUNS (default 20): timed generations.
 *   BENCH_PROPAGATION_RUNS (default 20): timed saves of a shared trip seen by a companion in a second browser.
 *   BENCH_OFFLINE_RUNS (default 20): timed openings of a saved trip without a connection.
 */
import { savedPlan } from "../../test/saved-plan.ts";
import { createItinerary, ensureShareToken } from "../../src/store/itineraries.ts";
import { launchBenchBrowser } from "./chromium.ts";
import { startHttp2Front } from "./http2-front.ts";
import { auditPage, printScoreTable, type PageScores } from "./lighthouse-scores.ts";
import { timeOfflineTrips } from "./offline-trips.ts";
import { timePlanner } from "./planner-timing.ts";
import { scriptWeight } from "./route-weight.ts";
import { signUpThroughUi, topUp } from "./traveller.ts";
import { timePropagation } from "./trip-propagation.ts";

const PLANNER_DRAFT_GOAL_MS = 1000;
const PLANNER_JS_GOAL_BYTES = 200 * 1024;
const PROPAGATION_GOAL_MS = 1000;
const OFFLINE_OPEN_GOAL_MS = 500;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through \`npm run bench\`, which starts the emulator suite`);
  return value;
}

const emulatorUrl = required("APP_URL").replace(/\/$/, "");
// Every figure is taken over HTTP/2, as Firebase Hosting serves the app, through a front on the emulator.
const front = await startHttp2Front(emulatorUrl);
const servedOver = front ? "HTTP/2, as Firebase Hosting serves it" : "HTTP/1.1 (no openssl here for the HTTP/2 front)";
const appUrl = front?.url ?? emulatorUrl;
const authEmulatorHost = required("FIREBASE_AUTH_EMULATOR_HOST");
required("FIRESTORE_EMULATOR_HOST");
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const plannerRuns = Number(process.env.BENCH_PLANNER_RUNS ?? 20);
const propagationRuns = Number(process.env.BENCH_PROPAGATION_RUNS ?? 20);
const offlineRuns = Number(process.env.BENCH_OFFLINE_RUNS ?? 20);
const plannerUrl = `${appUrl}/itinerary`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Runs one section; a broken section is reported and the others still run. */
async function section<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  try {
    return await work();
  } catch (error) {
    console.log(`${name}: ERROR ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
    return null;
  } finally {
    console.log(`  (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

const browser = await launchBenchBrowser();
try {
  const rows: PageScores[] = [];
  // Visitors first: Lighthouse clears the origin's storage for these, and a signed-in browser would be
  // redirected away from / and /login anyway.
  await section("lighthouse, visitor pages", async () => {
    rows.push(await auditPage("landing /", `${appUrl}/`, browser.debuggingPort, { runs: lighthouseRuns }));
    rows.push(await auditPage("login /login", `${appUrl}/login`, browser.debuggingPort, { runs: lighthouseRuns }));
  });

  const traveller = await section("sign-up", async () => {
    const signedUp = await signUpThroughUi(browser.context, appUrl, authEmulatorHost);
    // Each generation costs 10 tokens and a new traveller has 30: enough for the warm-up and every run.
    await topUp(signedUp.uid, 10 * (plannerRuns + 5));
    return signedUp;
  });

  if (traveller) {
    await section("planner route JavaScript", async () => {
      const { scripts, totalGzipBytes } = await scriptWeight(browser.context, plannerUrl);
      const verdict = totalGzipBytes < PLANNER_JS_GOAL_BYTES ? "met" : "MISSED";
      const workerBytes = scripts
        .filter((script) => script.path.endsWith("(service worker)"))
        .reduce((sum, script) => sum + script.gzipBytes, 0);
      console.log(
        `planner route JS (signed in, /itinerary), its service worker included: ${kb(totalGzipBytes)} gzip in ${scripts.length} files  (goal < ${kb(PLANNER_JS_GOAL_BYTES)}: ${verdict}); the page's own ${kb(totalGzipBytes - workerBytes)}, the service worker's ${kb(workerBytes)}`,
      );
      for (const script of scripts) console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.path}`);
    });

    await section("lighthouse, signed-in pages", async () => {
      const { id } = await createItinerary(traveller.uid, savedPlan(), null);
      const token = await ensureShareToken(traveller.uid, id);
      if (!token) throw new Error("could not share the saved trip");
      // robots.txt keeps share links out of search engines: a shared trip says when its travellers are
      // away and where they sleep. Lighthouse counts that against SEO; the bench says so instead.
      const unlisted = {
        "is-crawlable": "robots.txt keeps share links out of search engines (a trip's dates and stays are private)",
      };
      const pages: [string, string, Record<string, string>?][] = [
        ["planner /itinerary", plannerUrl],
        ["saved /saved", `${appUrl}/saved`],
        ["plan /plan/{id}", `${appUrl}/plan/${id}`],
        ["shared /shared/{token}", `${appUrl}/shared/${token}`, unlisted],
      ];
      // The functions emulator starts each function's worker on its first call, which takes a second or
      // more: one untimed visit of every page first (as the planner and propagation figures have their
      // warm-up), so the runs time the app and not the emulator waking up. Every run opens the trips as
      // a traveller reopens them: with a cold cache, and this device's copy of the trip kept from before.
      const warmUp = await browser.context.newPage();
      for (const [, url] of pages) {
        await warmUp.goto(url, { waitUntil: "load" });
        await warmUp.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
      }
      await warmUp.close();
      for (const [name, url, onPurpose] of pages) {
        // A cold load like the visitor pages: keeping the session keeps the cache, so it is emptied first.
        rows.push(
          await auditPage(name, url, browser.debuggingPort, {
            keepStorage: true,
            // Cold: without the HTTP cache and without the app kept on the device by its service worker.
            beforeRun: () => browser.clearCache(appUrl),
            runs: lighthouseRuns,
            onPurpose,
          }),
        );
      }
    });
  }
  if (rows.length) printScoreTable(rows, lighthouseRuns, servedOver);

  if (traveller) {
    await section("planner generate", async () => {
      const timing = await timePlanner(browser.context, plannerUrl, plannerRuns);
      if (!timing.available) {
        console.log(`planner click on Generate to draft visible: planner not available (${timing.reason})`);
        return;
      }
      for (const failure of timing.failures) console.log(`  generate failed: ${failure}`);
      if (timing.samples.length === 0) {
        console.log("planner click on Generate to draft visible: no successful run  (goal p95 < 1000 ms: MISSED)");
        return;
      }
      const verdict = timing.p95 < PLANNER_DRAFT_GOAL_MS && timing.failures.length === 0 ? "met" : "MISSED";
      console.log(
        `planner click on Generate to draft visible (offline planner): p50 ${ms(timing.p50)}  p95 ${ms(timing.p95)}  max ${ms(timing.max)}  n=${timing.samples.length}  (goal p95 < ${PLANNER_DRAFT_GOAL_MS} ms: ${verdict})`,
      );
    });
  }

  if (traveller) {
    await section("travelling together, live", async () => {
      const timing = await timePropagation(browser.context, traveller, appUrl, authEmulatorHost, propagationRuns);
      if (!timing.available) {
        console.log(`a companion's save on the other's screen: not available (${timing.reason})`);
        return;
      }
      for (const failure of timing.failures) console.log(`  save not seen: ${failure}`);
      const { fromSaved, fromClick } = timing;
      const verdict = fromSaved.p95 < PROPAGATION_GOAL_MS && timing.failures.length === 0 ? "met" : "MISSED";
      console.log(
        `a save on a shared trip, on a companion's screen in a second browser, from the save answered: p50 ${ms(fromSaved.p50)}  p95 ${ms(fromSaved.p95)}  max ${ms(fromSaved.max)}  n=${fromSaved.samples.length}  (goal p95 < ${PROPAGATION_GOAL_MS} ms: ${verdict})`,
      );
      console.log(
        `  the same from the click on Save Itinerary (the save's own round trip included): p50 ${ms(fromClick.p50)}  p95 ${ms(fromClick.p95)}  max ${ms(fromClick.max)}`,
      );
      const { editOpens, longTasks } = timing;
      console.log(
        `  with ${timing.present} members on the trip, ${timing.present - 2} of them moving between days every 2 s: an in-place edit opens in p50 ${ms(editOpens.p50)}  p95 ${ms(editOpens.p95)}; main-thread tasks over 50 ms on the two pages: ${longTasks.count}, the longest ${ms(longTasks.maxMs)}`,
      );
    });
  }

  if (traveller) {
    await section("on the road, offline", async () => {
      const timing = await timeOfflineTrips(browser.context, traveller, appUrl, offlineRuns);
      if (!timing.available) {
        console.log(`a saved trip opened offline: not available (${timing.reason})`);
        return;
      }
      const { open, openOnline, replay } = timing;
      const openVerdict = open.p95 < OFFLINE_OPEN_GOAL_MS ? "met" : "MISSED";
      console.log(
        `a saved trip opened offline (app and trip from this device): p50 ${ms(open.p50)}  p95 ${ms(open.p95)}  max ${ms(open.max)}  n=${open.samples.length}  (goal p95 < ${OFFLINE_OPEN_GOAL_MS} ms: ${openVerdict})`,
      );
      console.log(
        `  the same trip opened online, for comparison: p50 ${ms(openOnline.p50)}  p95 ${ms(openOnline.p95)}  max ${ms(openOnline.max)}`,
      );
      console.log(
        `  its map's first tile drawn: offline p50 ${ms(timing.mapOffline.p50)}  p95 ${ms(timing.mapOffline.p95)}; online p50 ${ms(timing.mapOnline.p50)}  p95 ${ms(timing.mapOnline.p95)}`,
      );
      const once =
        replay.applied.versions === replay.queued.saves &&
        replay.applied.comments === replay.queued.comments &&
        replay.afterSecondReconnect.versions === 0 &&
        replay.afterSecondReconnect.comments === 0;
      console.log(
        `edits made offline, sent on reconnect: ${replay.queued.saves} save (two fields and a reorder) and ${replay.queued.comments} comments queued; the server gained ${replay.applied.versions} version and ${replay.applied.comments} comments, then ${replay.afterSecondReconnect.versions + replay.afterSecondReconnect.comments} more after a second reconnect; synced ${ms(replay.syncMs)} after the connection returned  (goal all applied once: ${once ? "met" : "MISSED"})`,
      );
    });
  }
} finally {
  await browser.close();
  await front?.close();
}
