import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { CreatePlanJobResponse } from "@itinerary/contract";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planJobEndpoints } from "../src/endpoints/plan-jobs.ts";
import { INTERNAL_ERROR_DETAIL, unavailable } from "../src/errors.ts";
import { PLANNING_TIMEOUT_DETAIL } from "../src/jobs/failure.ts";
import { failJob } from "../src/jobs/lifecycle.ts";
import { REQUEST_DEADLINE_MS } from "../src/jobs/run-request.ts";
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
import { signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Jobs the accepting request runs itself (the unslowed offline planner finishes in milliseconds),
 * in this process against the emulators. The emulator's own trigger is off for this file, as in
 * plan-jobs-worker.test.ts; what it would do is what runPlanJob does, called here by hand.
 */
beforeAll(() => setBackgroundTriggers(false));
afterAll(() => setBackgroundTriggers(true));

const offline = createOfflineGenerator();
const inlineStandIn = (draft: PlanGenerator["draft"]): PlanGenerator => ({
  ...offline,
  draft,
  finishesInline: async () => true,
});

const generateJob = (id = randomUUID(), suggestion = "") => ({
  id,
  kind: "generate",
  request: { ...lisbon, suggestion },
});

function poster(user: TestUser, generator: PlanGenerator, inlineDeadlineMs?: number) {
  const { createPlanJob } = planJobEndpoints({ generatorFor: () => generator, inlineDeadlineMs });
  return (body: object) =>
    request(mount(createPlanJob)).post("/").set("Authorization", `Bearer ${user.idToken}`).send(body);
}

describe("a plan job the accepting request finishes itself", () => {
  it("answers 202 with the finished job and its result, charged once, and the late trigger leaves it alone", async () => {
    const user = await signUpWithProfile();
    const post = poster(user, offline);
    const body = generateJob();

    const answer = await post(body);
    expect(answer.status).toBe(202);
    expect(CreatePlanJobResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toMatchObject({
      id: body.id,
      status: "done",
      job: { id: body.id, kind: "generate", status: "done", failure: null },
    });
    const result = answer.body.job.result;
    expect(Object.keys(result).sort()).toEqual(["itinerary", "notifications", "tokens_remaining"]);
    expect(result.tokens_remaining).toBe(20);
    expect(result.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    expect(answer.body.job.days.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    expect(answer.body.job.progress).toEqual({ stage: "done", daysDone: 3, daysTotal: 3 });
    // Only the public shape goes out, exactly as GET answers it.
    expect(Object.keys(answer.body.job).sort()).toEqual([
      "days",
      "failure",
      "id",
      "kind",
      "progress",
      "result",
      "status",
    ]);
    const { getPlanJob } = planJobEndpoints();
    const read = await request(mount(getPlanJob)).get(`/${body.id}`).set("Authorization", `Bearer ${user.idToken}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(answer.body.job);

    const stored = await jobDoc(user.uid, body.id);
    expect(stored.status).toBe("done");
    expect(stored.result).toEqual(result);
    // Run inside the request, so it has a request's deadline, not the worker's minutes.
    expect(stored.deadlineAt.toMillis() - stored.createdAt.toMillis()).toBeLessThanOrEqual(REQUEST_DEADLINE_MS + 1_000);
    expect(await balanceOf(user.uid)).toBe(20);

    // The trigger its creation fired arrives now: the job is not queued, so it does nothing.
    const updatedAt = stored.updatedAt.toMillis();
    expect(await runPlanJob(user.uid, body.id, { generatorFor: () => offline })).toBeNull();
    const after = await jobDoc(user.uid, body.id);
    expect(after.updatedAt.toMillis()).toBe(updatedAt);
    expect(after.result).toEqual(result);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.map((e) => e.reason).sort()).toEqual(["generate", "welcome"]);
    expect(ledgerSum(ledger)).toBe(20);
  });

  it("answers the same id again with the same finished job (200), charging nothing more; another request under it is a 409", async () => {
    const user = await signUpWithProfile();
    const post = poster(user, offline);
    const body = generateJob();
    const first = await post(body);
    expect(first.status).toBe(202);

    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await post(generateJob(body.id, "more food"))).status).toBe(409);
    expect(await balanceOf(user.uid)).toBe(20);
    expect((await ledgerOf(user.uid)).filter((e) => e.reason === "generate")).toHaveLength(1);
  });

  it("charges once for many concurrent posts of one id: one runs it, the others answer the job as they find it", async () => {
    const user = await signUpWithProfile();
    const post = poster(user, offline);
    const body = generateJob();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(7).fill(200), 202]);
    const runner = answers.find((a) => a.status === 202)!;
    expect(runner.body.status).toBe("done");
    for (const answer of answers) {
      expect(answer.body.id).toBe(body.id);
      expect(["running", "done"]).toContain(answer.body.status);
      expect(CreatePlanJobResponse.safeParse(answer.body).success).toBe(true);
      if (answer.body.status === "done") expect(answer.body.job.result).toEqual(runner.body.job.result);
    }
    expect(await balanceOf(user.uid)).toBe(20);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.filter((e) => e.reason === "generate")).toHaveLength(1);
    expect(ledgerSum(ledger)).toBe(20);
  });

  it("runs regenerate and finalize jobs inline to their SPEC responses", async () => {
    const user = await signUpWithProfile();
    const post = poster(user, offline);
    const draft = (await post(generateJob())).body.job.result;

    const revised = await post({
      id: randomUUID(),
      kind: "regenerate",
      request: { currentItinerary: draft.itinerary, suggestion: "more food please", preferences: lisbon },
    });
    expect(revised.status).toBe(202);
    expect(revised.body.status).toBe("done");
    expect(Object.keys(revised.body.job.result).sort()).toEqual(["itinerary", "notifications", "tokens_remaining"]);
    expect(revised.body.job.result.tokens_remaining).toBe(15);

    const final = await post({
      id: randomUUID(),
      kind: "finalize",
      request: { currentItinerary: revised.body.job.result.itinerary, preferences: lisbon },
    });
    expect(final.body.status).toBe("done");
    expect(Object.keys(final.body.job.result).sort()).toEqual([
      "notifications",
      "structured_plan",
      "summary_text",
      "tokens_remaining",
    ]);
    expect(final.body.job.days.map((d: { day: number }) => d.day)).toEqual(
      final.body.job.result.structured_plan.map((d: { day: number }) => d.day),
    );
    expect(await balanceOf(user.uid)).toBe(10);
  });

  it("fails an inline run that throws with the catalogue's wording and refunds it exactly once", async () => {
    const user = await signUpWithProfile();
    const detail = "The AI planner is unavailable right now. No tokens were charged; please try again in a moment.";
    const post = poster(
      user,
      inlineStandIn(async () => Promise.reject(unavailable(detail))),
    );
    const body = generateJob();

    const answer = await post(body);
    expect(answer.status).toBe(202);
    expect(CreatePlanJobResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toMatchObject({
      id: body.id,
      status: "failed",
      job: { status: "failed", result: null, failure: { status: 503, detail } },
    });
    expect(answer.body.job.progress.stage).toBe("failed");
    await expectRefundedOnce(user.uid);
    const refund = (await ledgerOf(user.uid)).find((e) => e.reason === "refund")!;
    expect(refund.ref).toBe(`plan-job-${body.id}`);

    // The late trigger, another failure, the sweeper and a retry of the same id: no second refund, no new charge.
    expect(await runPlanJob(user.uid, body.id, { generatorFor: () => offline })).toBeNull();
    expect((await failJob({ home: "jobs", uid: user.uid, id: body.id }, { status: 500, detail: "again" })).failed).toBe(
      false,
    );
    await sweepOverdueJobs(new Date(Date.now() + 3_600_000), 0);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answer.body);
    await expectRefundedOnce(user.uid);
  });

  it("fails an unexpected crash as a 500 without its internals, and a stuck inline run at its deadline, each refunded once", async () => {
    const crashing = await signUpWithProfile();
    const crashed = await poster(
      crashing,
      inlineStandIn(async () => Promise.reject(new TypeError("cannot read properties of undefined"))),
    )(generateJob());
    expect(crashed.body.job.failure).toEqual({ status: 500, detail: INTERNAL_ERROR_DETAIL });
    await expectRefundedOnce(crashing.uid);

    const waiting = await signUpWithProfile();
    const stuck = await poster(
      waiting,
      inlineStandIn(() => new Promise(() => {})),
      600,
    )(generateJob());
    expect(stuck.status).toBe(202);
    expect(stuck.body.job.failure).toEqual({ status: 504, detail: PLANNING_TIMEOUT_DETAIL });
    await expectRefundedOnce(waiting.uid);
  });

  it("leaves a slowed generator's job queued for the worker, answered without a job but with the balance its charge left", async () => {
    const user = await signUpWithProfile();
    const slow = createOfflineGenerator({ dayDelayMs: 200 });
    const body = generateJob();
    const answer = await poster(user, slow)(body);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ id: body.id, status: "queued", tokens_remaining: 20 });
    // The same id again was charged nothing by this request: no balance to report.
    const again = await poster(user, slow)(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: body.id, status: "queued" });
    const ended = await runPlanJob(user.uid, body.id, { generatorFor: () => slow });
    expect(ended?.status).toBe("done");
    expect(await balanceOf(user.uid)).toBe(20);
  });
});
