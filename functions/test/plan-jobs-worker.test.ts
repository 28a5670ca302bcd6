import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { GenerateItineraryRequest } from "@itinerary/contract";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planJobEndpoints } from "../src/endpoints/plan-jobs.ts";
import { planningEndpoints } from "../src/endpoints/planning.ts";
import { INTERNAL_ERROR_DETAIL, unavailable } from "../src/errors.ts";
import {
  IDEMPOTENCY_IN_PROGRESS_DETAIL,
  PLANNING_INTERRUPTED_DETAIL,
  PLANNING_TIMEOUT_DETAIL,
} from "../src/jobs/failure.ts";
import { acceptJob, claimJob, failJob } from "../src/jobs/lifecycle.ts";
import { planWork } from "../src/jobs/work.ts";
import { sweepOverdueJobs } from "../src/jobs/sweeper.ts";
import { runPlanJob } from "../src/jobs/worker.ts";
import type { PlanGenerator } from "../src/planning/generators/generator.ts";
import { createOfflineGenerator } from "../src/planning/generators/offline/generator.ts";
import { mount } from "./mount.ts";
import {
  balanceOf,
  expectRefundedOnce,
  jobDoc,
  ledgerOf,
  ledgerSum,
  lisbon,
  setBackgroundTriggers,
} from "./plan-job-support.ts";
import { db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * The worker, deadlines, refunds and the sweeper, run in this process against the emulators with
 * stand-in generators (failing, stuck, slowed). The functions emulator's own trigger would race them
 * for the same jobs, so background triggers are off for this file (the emulator hub's switch).
 */

beforeAll(() => setBackgroundTriggers(false));
afterAll(() => setBackgroundTriggers(true));

// The offline planner as the worker runs it: unslowed it would finish inline, in the accepting
// request (plan-jobs-inline.test.ts), and these tests are about the jobs the worker runs.
const offline: PlanGenerator = { ...createOfflineGenerator(), finishesInline: async () => false };
const standIn = (draft: PlanGenerator["draft"]): PlanGenerator => ({ ...offline, draft });
const failingWith = (error: unknown) => standIn(async () => Promise.reject(error));
const stuck = standIn(() => new Promise(() => {}));

const body = () => ({ id: randomUUID(), kind: "generate", request: { ...lisbon, suggestion: "" } });

async function accept(user: TestUser, generator: PlanGenerator, deadlineMs?: number) {
  const { createPlanJob } = planJobEndpoints({ generatorFor: () => generator, deadlineMs });
  const job = body();
  const response = await request(mount(createPlanJob))
    .post("/")
    .set("Authorization", `Bearer ${user.idToken}`)
    .send(job);
  expect(response.status).toBe(202);
  return job.id;
}

describe("the plan job worker", () => {
  it("fails a job whose generator fails, with the catalogue's wording, and refunds it exactly once", async () => {
    const user = await signUpWithProfile();
    const generator = failingWith(
      unavailable("The AI planner is unavailable right now. No tokens were charged; please try again in a moment."),
    );
    const id = await accept(user, generator);
    expect(await balanceOf(user.uid)).toBe(20);

    const ended = await runPlanJob(user.uid, id, { generatorFor: () => generator });
    expect(ended?.status).toBe("failed");
    const job = await jobDoc(user.uid, id);
    expect(job.status).toBe("failed");
    expect(job.failure).toEqual({
      status: 503,
      detail: "The AI planner is unavailable right now. No tokens were charged; please try again in a moment.",
    });
    expect(job.result).toBeNull();
    expect(job.progress.stage).toBe("failed");

    // A redelivered trigger, a second failure, and the sweeper all find it finished: no second refund.
    expect(await runPlanJob(user.uid, id, { generatorFor: () => generator })).toBeNull();
    expect((await failJob({ home: "jobs", uid: user.uid, id }, { status: 500, detail: "again" })).failed).toBe(false);
    await sweepOverdueJobs(new Date(Date.now() + 3_600_000), 0);
    await expectRefundedOnce(user.uid);
    const refund = (await ledgerOf(user.uid)).find((e) => e.reason === "refund")!;
    expect(refund.ref).toBe(`plan-job-${id}`);
  });

  it("hides an unexpected error behind the generic 500 wording, and refunds", async () => {
    const user = await signUpWithProfile();
    const generator = failingWith(new Error("socket hang up at 10.1.2.3"));
    const id = await accept(user, generator);
    await runPlanJob(user.uid, id, { generatorFor: () => generator });
    expect((await jobDoc(user.uid, id)).failure).toEqual({ status: 500, detail: INTERNAL_ERROR_DETAIL });
    await expectRefundedOnce(user.uid);
  });

  it("fails and refunds a job that passes its deadline", async () => {
    const user = await signUpWithProfile();
    const id = await accept(user, stuck, 800);
    const started = Date.now();
    const ended = await runPlanJob(user.uid, id, { generatorFor: () => stuck });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ended?.failure).toEqual({ status: 504, detail: PLANNING_TIMEOUT_DETAIL });
    expect((await jobDoc(user.uid, id)).status).toBe("failed");
    await expectRefundedOnce(user.uid);
  });

  it("charges once for many concurrent posts of one job id", async () => {
    const user = await signUpWithProfile();
    const { createPlanJob } = planJobEndpoints({ generatorFor: () => offline });
    const job = body();
    const post = () => request(mount(createPlanJob)).post("/").set("Authorization", `Bearer ${user.idToken}`).send(job);
    const answers = await Promise.all(Array.from({ length: 12 }, post));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(11).fill(200), 202]);
    // Only the post that charged reports the balance its charge left.
    for (const answer of answers) {
      expect(answer.body).toEqual(
        answer.status === 202
          ? { id: job.id, status: "queued", tokens_remaining: 20 }
          : { id: job.id, status: "queued" },
      );
    }
    expect(await balanceOf(user.uid)).toBe(20);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.filter((e) => e.reason === "generate")).toHaveLength(1);
    expect(ledgerSum(ledger)).toBe(20);
  });

  it("runs a job once when its trigger is delivered twice at the same time", async () => {
    const user = await signUpWithProfile();
    const id = await accept(user, offline);
    const runs = await Promise.all([
      runPlanJob(user.uid, id, { generatorFor: () => offline }),
      runPlanJob(user.uid, id, { generatorFor: () => offline }),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect((await jobDoc(user.uid, id)).status).toBe("done");
    expect(await balanceOf(user.uid)).toBe(20);
    expect(ledgerSum(await ledgerOf(user.uid))).toBe(20);
  });

  it("writes each day into the document before the job is done", async () => {
    const user = await signUpWithProfile();
    const slow = createOfflineGenerator({ dayDelayMs: 700 });
    const id = await accept(user, slow);
    const seen: { status: string; days: number; daysDone: number; stage: string }[] = [];
    const unsubscribe = db.doc(`users/${user.uid}/planJobs/${id}`).onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (data)
        seen.push({
          status: data.status,
          days: data.days.length,
          daysDone: data.progress.daysDone,
          stage: data.progress.stage,
        });
    });
    const ended = await runPlanJob(user.uid, id, { generatorFor: () => slow });
    await new Promise((resolve) => setTimeout(resolve, 300));
    unsubscribe();

    expect(ended?.status).toBe("done");
    const partial = seen.filter((s) => s.status === "running" && s.days > 0 && s.days < 3);
    expect(partial.length).toBeGreaterThan(0);
    for (const s of partial) expect(s.daysDone).toBe(s.days);
    expect(seen.some((s) => s.status === "running" && s.stage === "planning" && s.days === 1)).toBe(true);
    expect(seen.at(-1)).toEqual({ status: "done", days: 3, daysDone: 3, stage: "done" });
    const job = await jobDoc(user.uid, id);
    expect(job.days.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
  });
});

describe("the sweeper", () => {
  it("fails and refunds queued and running jobs past their deadline, once, and leaves others alone", async () => {
    const user = await signUpWithProfile();
    await db.doc(`users/${user.uid}`).update({ tokens: 100 });
    const neverRun = await accept(user, offline, 1);
    const crashed = await accept(user, offline, 1);
    expect(await claimJob("jobs", user.uid, crashed)).not.toBeNull();
    const fresh = await accept(user, offline);
    expect(await balanceOf(user.uid)).toBe(70);

    const first = await sweepOverdueJobs(new Date(Date.now() + 1_000), 0);
    expect(first.failed).toBeGreaterThanOrEqual(2);
    for (const id of [neverRun, crashed]) {
      const job = await jobDoc(user.uid, id);
      expect(job.status).toBe("failed");
      expect(job.failure).toEqual({ status: 503, detail: PLANNING_INTERRUPTED_DETAIL });
    }
    expect((await jobDoc(user.uid, fresh)).status).toBe("queued");
    expect(await balanceOf(user.uid)).toBe(90);

    // A second sweep, and the trigger arriving late, change nothing.
    await sweepOverdueJobs(new Date(Date.now() + 1_000), 0);
    expect(await runPlanJob(user.uid, neverRun, { generatorFor: () => offline })).toBeNull();
    expect(await balanceOf(user.uid)).toBe(90);
    const ledger = await ledgerOf(user.uid);
    expect(
      ledger
        .filter((e) => e.reason === "refund")
        .map((e) => e.ref)
        .sort(),
    ).toEqual([`plan-job-${crashed}`, `plan-job-${neverRun}`].sort());
  });

  it("refunds a SPEC endpoint run whose instance died mid-request", async () => {
    const user = await signUpWithProfile();
    // Accepted and charged as the endpoint does, then nothing more: the instance is gone.
    const asked = { kind: "generate" as const, request: GenerateItineraryRequest.parse({ ...lisbon, suggestion: "" }) };
    const { job } = await acceptJob({
      home: "requests",
      uid: user.uid,
      id: randomUUID(),
      ...asked,
      work: planWork(asked, offline),
      status: "running",
      deadlineMs: 50_000,
      mismatchDetail: "",
    });
    expect(await balanceOf(user.uid)).toBe(20);
    await sweepOverdueJobs(new Date(Date.now() + 1_000), 0);
    expect(await balanceOf(user.uid)).toBe(20);
    await sweepOverdueJobs(new Date(Date.now() + 51_000), 0);
    expect((await jobDoc(user.uid, job.id, "planRequests")).status).toBe("failed");
    await expectRefundedOnce(user.uid);
  });
});

describe("SPEC planning endpoints: deadline and Idempotency-Key with a slow generator", () => {
  it("answers 504 with the catalogue's wording at the deadline and refunds; the same key then answers the same", async () => {
    const user = await signUpWithProfile();
    const { generateItinerary } = planningEndpoints({ generatorFor: () => stuck, deadlineMs: 700 });
    const post = (key: string) =>
      request(mount(generateItinerary))
        .post("/")
        .set("Authorization", `Bearer ${user.idToken}`)
        .set("Idempotency-Key", key)
        .send({ ...lisbon, suggestion: "" });
    const key = randomUUID();
    const first = await post(key);
    expect(first.status).toBe(504);
    expect(first.body).toEqual({ detail: PLANNING_TIMEOUT_DETAIL });
    await expectRefundedOnce(user.uid);
    const retry = await post(key);
    expect(retry.status).toBe(504);
    expect(retry.body).toEqual(first.body);
    await expectRefundedOnce(user.uid);
  });

  it("answers 409 to a retry while the first call with that key is still running", async () => {
    const user = await signUpWithProfile();
    const slow = createOfflineGenerator({ dayDelayMs: 1_000 });
    const { generateItinerary } = planningEndpoints({ generatorFor: () => slow });
    const post = (key: string) =>
      request(mount(generateItinerary))
        .post("/")
        .set("Authorization", `Bearer ${user.idToken}`)
        .set("Idempotency-Key", key)
        .send({ ...lisbon, suggestion: "" });
    const key = randomUUID();
    const first = post(key).then((r) => r);
    while ((await db.collection(`users/${user.uid}/planRequests`).get()).empty)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const early = await post(key);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ detail: IDEMPOTENCY_IN_PROGRESS_DETAIL });
    const done = await first;
    expect(done.status).toBe(200);
    const late = await post(key);
    expect(late.status).toBe(200);
    expect(late.body).toEqual(done.body);
    expect(await balanceOf(user.uid)).toBe(20);
    expect(ledgerSum(await ledgerOf(user.uid))).toBe(20);
  });
});
