import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { GenerateItineraryRequest } from "@itinerary/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { executeJob } from "../src/jobs/execute.ts";
import { acceptJob } from "../src/jobs/lifecycle.ts";
import { planWork } from "../src/jobs/work.ts";
import { resetGeminiInstanceState } from "../src/planning/gemini/gemini-client.ts";
import { createGeminiGenerator, GEMINI_NOT_CONFIGURED_DETAIL } from "../src/planning/gemini/gemini-generator.ts";
import { paths } from "../src/store/paths.ts";
import { startGeminiFake } from "./gemini-fake.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { balanceOf, futureDate } from "./plan-job-support.ts";
import { db, signUpWithProfile } from "./support.ts";

/**
 * A plan job on the Gemini path, run by the job executor against the emulator's Firestore with the
 * fake streaming one day at a time, slowly: the job document shows days while it is still running.
 *
 * The job is accepted as "running", so the emulator's trigger (which plans offline) leaves it alone
 * and this process runs it, as the worker would, with a Gemini generator pointed at the fake.
 */

const request = GenerateItineraryRequest.parse({
  startDate: futureDate(),
  numberOfDays: 3,
  destinationCity: "Kyoto",
  travelPace: "Chill",
  accommodation: ["Hotel"],
});

const plan = {
  days: [
    { day: 1, activities: [stop(KYOTO.kinkakuji), stop(KYOTO.nijo)] },
    { day: 2, activities: [stop(KYOTO.fushimi), stop(KYOTO.kiyomizu)] },
    { day: 3, activities: [stop(KYOTO.bamboo), stop(KYOTO.gion)] },
  ],
  notes: [],
};

interface Seen {
  at: number;
  status: string;
  days: number;
}

describe("a plan job on the Gemini path", () => {
  let gemini: Awaited<ReturnType<typeof startGeminiFake>>;
  const generator = () =>
    createGeminiGenerator({ apiKey: "test-gemini-key", model: "gemini-3.8-flash", baseUrl: gemini.baseUrl, timeoutMs: 20_000, thinkingLevel: "LOW" });

  beforeAll(async () => {
    gemini = await startGeminiFake();
  });
  afterAll(() => gemini.close());
  beforeEach(() => {
    gemini.reset();
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    resetGeminiInstanceState();
  });

  async function runJob(uid: string) {
    const id = randomUUID();
    const work = planWork({ kind: "generate", request }, generator());
    const { job } = await acceptJob({
      home: "jobs",
      uid,
      id,
      kind: "generate",
      request,
      work,
      status: "running",
      deadlineMs: 60_000,
      mismatchDetail: "mismatch",
    });
    const seen: Seen[] = [];
    const started = Date.now();
    const unsubscribe = db.doc(paths.planJob(uid, id)).onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (data) seen.push({ at: Date.now() - started, status: data.status, days: data.days.length });
    });
    const ended = await executeJob(job, work, { followable: true });
    // Let the listener hear the last write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    unsubscribe();
    return { id, ended, seen, doc: (await db.doc(paths.planJob(uid, id)).get()).data()! };
  }

  it("writes each day into the job document while Gemini is still writing the next ones", async () => {
    const user = await signUpWithProfile();
    gemini.answer({ json: plan, chunkDelayMs: 700 });
    const { ended, seen, doc } = await runJob(user.uid);

    expect(ended?.status).toBe("done");
    const firstDay = seen.find((s) => s.days > 0)!;
    const done = seen.find((s) => s.status === "done")!;
    expect(firstDay.status).toBe("running");
    expect(firstDay.days).toBeLessThan(3);
    // Day 1 was on screen at least two slow chunks (days 2 and 3) before the job ended.
    expect(done.at - firstDay.at).toBeGreaterThan(1000);
    expect(seen.filter((s) => s.status === "running").map((s) => s.days)).toEqual(expect.arrayContaining([1, 2]));

    expect(doc.days.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    expect(doc.result.itinerary).toEqual(doc.days);
    expect(doc.result.tokens_remaining).toBe(20);
    expect(await balanceOf(user.uid)).toBe(20);
    expect(gemini.requests[0]!.mode).toBe("stream");
  });

  it("fails and refunds the job when Gemini refuses the key, with the catalogue's wording", async () => {
    const user = await signUpWithProfile();
    gemini.failModelLookups(403);
    const { ended, doc } = await runJob(user.uid);
    expect(ended?.status).toBe("failed");
    expect(doc.failure).toEqual({ status: 503, detail: GEMINI_NOT_CONFIGURED_DETAIL });
    expect(await balanceOf(user.uid)).toBe(30);
  });
});
