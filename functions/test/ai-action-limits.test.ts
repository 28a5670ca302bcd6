import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { planJobEndpoints } from "../src/endpoints/plan-jobs.ts";
import { planningEndpoints } from "../src/endpoints/planning.ts";
import { unprocessable } from "../src/errors.ts";
import { acceptJob } from "../src/jobs/lifecycle.ts";
import { planWork } from "../src/jobs/work.ts";
import { SLOT_GRACE_MS } from "../src/limits/ai-actions.ts";
import type { PlanGenerator } from "../src/planning/generators/generator.ts";
import { createOfflineGenerator } from "../src/planning/generators/offline/generator.ts";
import { limitStateOf } from "../src/limits/rate-limits.ts";
import { mount } from "./mount.ts";
import { balanceOf, ledgerOf, lisbon, setBackgroundTriggers } from "./plan-job-support.ts";
import { setTokens, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Plan actions per traveller (limits/ai-actions.ts), in this process against the Firestore emulator:
 * per minute and per day, refused and refunded runs included, and at most two running at once.
 */
const LIMIT_ENV = ["AI_ACTIONS_PER_MINUTE", "AI_ACTIONS_PER_DAY", "AI_ACTIONS_RUNNING"];
function limits(values: Partial<Record<(typeof LIMIT_ENV)[number], number>>) {
  for (const name of LIMIT_ENV) delete process.env[name];
  for (const [name, value] of Object.entries(values)) process.env[name] = String(value);
  resetConfig();
}
beforeAll(() => setBackgroundTriggers(false));
afterEach(() => limits({}));
afterAll(() => setBackgroundTriggers(true));

const offline = createOfflineGenerator();
const NOTHING_CHANGED = "Your suggestion did not change the plan.";
/** A generator whose every run is refused after the work is done, and refunded: free for the caller. */
const refusing: PlanGenerator = {
  ...offline,
  draft: async () => {
    throw unprocessable(NOTHING_CHANGED);
  },
};

function generate(user: TestUser, generator: PlanGenerator) {
  const { generateItinerary } = planningEndpoints({ generatorFor: () => generator });
  return (key?: string) => {
    const call = request(mount(generateItinerary)).post("/").set("Authorization", `Bearer ${user.idToken}`);
    return (key ? call.set("Idempotency-Key", key) : call).send(lisbon);
  };
}

/** A generator that holds each draft until released, to keep runs running. */
function gated() {
  const waiting: (() => void)[] = [];
  const generator: PlanGenerator = {
    ...offline,
    draft: async (preferences, suggestion, hooks) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return offline.draft(preferences, suggestion, hooks);
    },
  };
  const started = async (n: number) => {
    while (waiting.length < n) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { generator, started, releaseAll: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

describe("plan actions per traveller", () => {
  it("counts refused and refunded runs: past the minute's limit a 429 with Retry-After and a detail, nothing charged", async () => {
    limits({ AI_ACTIONS_PER_MINUTE: 3 });
    const user = await signUpWithProfile();
    const post = generate(user, refusing);
    for (let i = 0; i < 3; i++) {
      const refused = await post();
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBe(NOTHING_CHANGED);
    }
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(
      /^Too many plan requests in a short time\. Please wait \d+ seconds? and try again\.$/,
    );
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The three refused runs were refunded; the limited one was never charged.
    expect(await balanceOf(user.uid)).toBe(30);
    expect((await ledgerOf(user.uid)).filter((entry) => entry.reason === "generate")).toHaveLength(3);
  });

  it("holds a traveller to the day's limit across the plan-job path and the SPEC endpoints alike", async () => {
    limits({ AI_ACTIONS_PER_DAY: 2 });
    const user = await signUpWithProfile();
    await setTokens(user.uid, 100);
    expect((await generate(user, offline)()).status).toBe(200);
    const { createPlanJob } = planJobEndpoints({ generatorFor: () => offline });
    const job = () => request(mount(createPlanJob)).post("/").set("Authorization", `Bearer ${user.idToken}`);
    expect((await job().send({ id: randomUUID(), kind: "generate", request: lisbon })).status).toBe(202);
    const limited = await job().send({ id: randomUUID(), kind: "generate", request: lisbon });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(
      /^You have reached today's limit of 2 plan requests\. Please try again in about \d+ hours?\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(60);
    expect(await balanceOf(user.uid)).toBe(80);
    // Another traveller is not held by this one's count.
    const other = await signUpWithProfile();
    expect((await generate(other, offline)()).status).toBe(200);
  });

  it("replays of an accepted run (the same Idempotency-Key) are not new actions", async () => {
    limits({ AI_ACTIONS_PER_MINUTE: 1 });
    const user = await signUpWithProfile();
    const post = generate(user, offline);
    const key = randomUUID();
    const first = await post(key);
    expect(first.status).toBe(200);
    const again = await post(key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await post()).status).toBe(429);
  });

  it("lets two run at once, refuses a third, and frees a slot when a run completes or fails", async () => {
    limits({ AI_ACTIONS_RUNNING: 2 });
    const user = await signUpWithProfile();
    await setTokens(user.uid, 100);
    const gate = gated();
    const post = generate(user, gate.generator);
    // supertest sends on then(): start both now.
    const running = [post(), post()].map((call) => call.then((response) => response));
    await gate.started(2);
    const third = await post();
    expect(third.status).toBe(429);
    expect(third.body.detail).toBe(
      "You already have 2 plans being made. Please wait for one to finish, then try again.",
    );
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    gate.releaseAll();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual([200, 200]);
    expect(Object.keys((await limitStateOf("ai", user.uid)).running)).toEqual([]);

    // A failed (refunded) run frees its slot too.
    const failing = generate(user, refusing);
    expect((await failing()).status).toBe(422);
    expect(Object.keys((await limitStateOf("ai", user.uid)).running)).toEqual([]);
    expect(await balanceOf(user.uid)).toBe(80);
  });

  it("a slot whose run crashed expires after its deadline, so the traveller is not locked out for ever", async () => {
    limits({ AI_ACTIONS_RUNNING: 2, AI_ACTIONS_PER_MINUTE: 100 });
    const user = await signUpWithProfile();
    await setTokens(user.uid, 100);
    const work = planWork({ kind: "generate", request: { ...lisbon, suggestion: "" } } as never, offline);
    const t0 = new Date();
    const accept = (now: Date) =>
      acceptJob(
        {
          home: "requests",
          uid: user.uid,
          id: randomUUID(),
          kind: "generate",
          request: lisbon,
          work,
          status: "running",
          deadlineMs: 1000,
          mismatchDetail: "x",
        },
        now,
      );
    // Two runs whose instances died: never completed, never failed.
    await accept(t0);
    await accept(t0);
    await expect(accept(new Date(t0.getTime() + 500))).rejects.toMatchObject({ status: 429 });
    const later = await accept(new Date(t0.getTime() + 1000 + SLOT_GRACE_MS + 1));
    expect(later.created).toBe(true);
  });
});
