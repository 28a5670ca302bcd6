import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planJobEndpoints } from "../src/endpoints/plan-jobs.ts";
import { unavailable } from "../src/errors.ts";
import { failJob } from "../src/jobs/lifecycle.ts";
import { runPlanJob } from "../src/jobs/worker.ts";
import type { PlanGenerator } from "../src/planning/generators/generator.ts";
import { createOfflineGenerator } from "../src/planning/generators/offline/generator.ts";
import { writeProgress } from "../src/store/plan-jobs.ts";
import { mount } from "./mount.ts";
import { balanceOf, jobDoc, lisbon, setBackgroundTriggers } from "./plan-job-support.ts";
import { api, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * A failed job is refunded, so nothing it made stays readable: not the days it streamed before it
 * failed, nor any its runner still writes afterwards. Run in this process with background triggers
 * off, as plan-jobs-worker.test.ts does.
 */

beforeAll(() => setBackgroundTriggers(false));
afterAll(() => setBackgroundTriggers(true));

const offline: PlanGenerator = { ...createOfflineGenerator(), finishesInline: async () => false };
const BUSY = "The AI planner is unavailable right now. No tokens were charged; please try again in a moment.";

/** Plans every day (each reported through onDay, as a streaming model does), then fails. */
const streamsThenFails: PlanGenerator = {
  ...offline,
  draft: async (trip, preferences, suggestion, hooks) => {
    await offline.draft(trip, preferences, suggestion, hooks);
    throw unavailable(BUSY);
  },
};

async function accept(user: TestUser, generator: PlanGenerator): Promise<string> {
  const { createPlanJob } = planJobEndpoints({ generatorFor: () => generator });
  const id = randomUUID();
  const response = await request(mount(createPlanJob))
    .post("/")
    .set("Authorization", `Bearer ${user.idToken}`)
    .send({ id, kind: "generate", request: { ...lisbon, suggestion: "" } });
  expect(response.status).toBe(202);
  return id;
}

describe("a failed plan job", () => {
  it("keeps none of the days it streamed before failing, for its owner's reads as for the document", async () => {
    const user = await signUpWithProfile();
    const id = await accept(user, streamsThenFails);
    const streamed: number[] = [];
    const watching: PlanGenerator = {
      ...streamsThenFails,
      draft: (trip, preferences, suggestion, hooks) =>
        streamsThenFails.draft(trip, preferences, suggestion, {
          ...hooks,
          onDay: async (day) => {
            streamed.push(day.day);
            await hooks?.onDay?.(day);
          },
        }),
    };

    const ended = await runPlanJob(user.uid, id, { generatorFor: () => watching });
    expect(streamed).toEqual([1, 2, 3]);
    expect(ended?.status).toBe("failed");
    const job = await jobDoc(user.uid, id);
    expect(job).toMatchObject({ status: "failed", failure: { status: 503, detail: BUSY }, result: null, days: [] });
    expect(job.progress).toMatchObject({ stage: "failed", daysDone: 0 });
    expect(await balanceOf(user.uid)).toBe(30);

    const read = await api("GET", `/plan-jobs/${id}`, { user });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: "failed", days: [], result: null });
  });

  it("clears the days progress wrote, when failed from outside its run (the sweeper, a deadline)", async () => {
    const user = await signUpWithProfile();
    const id = await accept(user, streamsThenFails);
    const day = {
      day: 1,
      activities: [{ name: "Belém Tower", transport: "", highlight: "", opening_hours: "", entry_fee: "" }],
    };
    await writeProgress("jobs", user.uid, id, {
      progress: { stage: "planning", daysDone: 1, daysTotal: 3 },
      days: [day],
    });
    expect((await jobDoc(user.uid, id)).days).toHaveLength(1);

    expect((await failJob({ home: "jobs", uid: user.uid, id }, { status: 504, detail: "Too slow." })).failed).toBe(
      true,
    );
    expect(await jobDoc(user.uid, id)).toMatchObject({
      status: "failed",
      days: [],
      progress: { stage: "failed", daysDone: 0 },
    });
  });
});
