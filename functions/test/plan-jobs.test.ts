import { randomUUID } from "node:crypto";
import { VALIDATION } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_INVALID_DETAIL,
  IDEMPOTENCY_MISMATCH_DETAIL,
  JOB_ID_MISMATCH_DETAIL,
  JOB_NOT_FOUND_DETAIL,
} from "../src/jobs/failure.ts";
import { daysFromToday } from "./data-generators.ts";
import { balanceOf, ledgerOf, ledgerSum, lisbon, waitForJob } from "./plan-job-support.ts";
import { api, db, setTokens, signUpWithProfile } from "./support.ts";

/**
 * Plan jobs through the whole suite as the browser uses them: POST through Hosting, GET reads them
 * back. This suite's offline planner is not slowed, so the accepting request runs its jobs itself;
 * slowed (emulator/settings, below), they go through the Firestore trigger in the functions emulator.
 */

const generateJob = (id: string, request: object = { ...lisbon, suggestion: "" }) => ({
  id,
  kind: "generate",
  request,
});

describe("POST /api/plan-jobs and the worker", () => {
  // The first calls start the functions' workers cold, which on a loaded machine takes a while.
  it(
    "accepts a job, charges it once, and answers it finished with the SPEC endpoint's response",
    { timeout: 150_000 },
    async () => {
      const user = await signUpWithProfile();
      const id = randomUUID();

      const accepted = await api("POST", "/plan-jobs", { user, body: generateJob(id) });
      expect(accepted.status).toBe(202);
      expect(accepted.body).toMatchObject({ id, status: "done", job: { id, kind: "generate", status: "done" } });
      expect(await balanceOf(user.uid)).toBe(20);

      const again = await api("POST", "/plan-jobs", { user, body: generateJob(id) });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(id);
      expect(again.body).toEqual(accepted.body);

      const job = await waitForJob(user.uid, id);
      expect(job.status).toBe("done");
      expect(job.failure).toBeNull();
      expect(Object.keys(job.result).sort()).toEqual(["itinerary", "notifications", "tokens_remaining"]);
      expect(job.result.tokens_remaining).toBe(20);
      expect(job.result.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
      expect(job.days).toEqual(job.result.itinerary);
      expect(job.progress).toEqual({ stage: "done", daysDone: 3, daysTotal: 3 });

      const read = await api("GET", `/plan-jobs/${id}`, { user });
      expect(read.status).toBe(200);
      expect(Object.keys(read.body).sort()).toEqual(["days", "failure", "id", "kind", "progress", "result", "status"]);
      expect(read.body.result).toEqual(job.result);
      expect(read.body).toEqual(accepted.body.job);

      // A retry after it is done still returns the same job, still without charging; the trigger its
      // creation fired found it claimed and did nothing.
      const late = await api("POST", "/plan-jobs", { user, body: generateJob(id) });
      expect(late.body).toEqual({ id, status: "done", job: read.body });
      expect(await balanceOf(user.uid)).toBe(20);
      const ledger = await ledgerOf(user.uid);
      expect(ledger.map((e) => e.reason).sort()).toEqual(["generate", "welcome"]);
      expect(ledgerSum(ledger)).toBe(20);
    },
  );

  // Each concurrent call starts its own functions worker in the emulator, so few here; the
  // in-process test (plan-jobs-worker.test.ts) races many more.
  it("charges once when the same job is posted several times at once", { timeout: 150_000 }, async () => {
    const user = await signUpWithProfile();
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => api("POST", "/plan-jobs", { user, body: generateJob(id) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 202]);
    for (const answer of answers) expect(answer.body.id).toBe(id);
    expect(await balanceOf(user.uid)).toBe(20);
    await waitForJob(user.uid, id);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.filter((e) => e.reason === "generate")).toHaveLength(1);
    expect(ledgerSum(ledger)).toBe(await balanceOf(user.uid));
  });

  it("answers 409 for the same id with a different request, and charges nothing for it", async () => {
    const user = await signUpWithProfile();
    const id = randomUUID();
    expect((await api("POST", "/plan-jobs", { user, body: generateJob(id) })).status).toBe(202);
    const other = await api("POST", "/plan-jobs", {
      user,
      body: generateJob(id, { ...lisbon, suggestion: "more food" }),
    });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ detail: JOB_ID_MISMATCH_DETAIL });
    const otherKind = await api("POST", "/plan-jobs", {
      user,
      body: { id, kind: "finalize", request: { currentItinerary: [], preferences: lisbon } },
    });
    expect(otherKind.status).toBe(400);
    expect(otherKind.body.detail).toBe(VALIDATION.finalizeNeedsDraft);
    expect(await balanceOf(user.uid)).toBe(20);
    await waitForJob(user.uid, id);
  });

  it("validates the inner request with the SPEC endpoint's schema and wording, and refuses before charging", async () => {
    const user = await signUpWithProfile();
    for (const request of [
      { ...lisbon, numberOfDays: 20, suggestion: "" },
      { ...lisbon, destinationCity: " ", suggestion: "" },
    ]) {
      const direct = await api("POST", "/generate-itinerary", { user, body: request });
      const viaJob = await api("POST", "/plan-jobs", { user, body: generateJob(randomUUID(), request) });
      expect(direct.status).toBe(400);
      expect(viaJob.status).toBe(400);
      expect(viaJob.body.detail).toBe(direct.body.detail);
    }
    expect(
      (await api("POST", "/plan-jobs", { user, body: { id: "not-a-uuid", kind: "generate", request: {} } })).body
        .detail,
    ).toMatch(/UUID/);
    expect(
      (await api("POST", "/plan-jobs", { user, body: { id: randomUUID(), kind: "bake", request: {} } })).status,
    ).toBe(400);

    // Uncovered offline: the same 422 as the SPEC endpoint, and no job recorded.
    const uncoveredId = randomUUID();
    const uncovered = await api("POST", "/plan-jobs", {
      user,
      body: generateJob(uncoveredId, { ...lisbon, destinationCity: "Atlantis", suggestion: "" }),
    });
    const uncoveredDirect = await api("POST", "/generate-itinerary", {
      user,
      body: { ...lisbon, destinationCity: "Atlantis", suggestion: "" },
    });
    expect(uncovered.status).toBe(422);
    expect(uncovered.body).toEqual(uncoveredDirect.body);
    expect((await db.doc(`users/${user.uid}/planJobs/${uncoveredId}`).get()).exists).toBe(false);

    // Short of tokens: 402, nothing recorded, nothing taken.
    await setTokens(user.uid, 3);
    const poorId = randomUUID();
    const poor = await api("POST", "/plan-jobs", { user, body: generateJob(poorId) });
    expect(poor.status).toBe(402);
    expect((await db.doc(`users/${user.uid}/planJobs/${poorId}`).get()).exists).toBe(false);
    expect(await balanceOf(user.uid)).toBe(3);
  });

  it("runs regenerate and finalize jobs to their SPEC responses", async () => {
    const user = await signUpWithProfile();
    const draftId = randomUUID();
    await api("POST", "/plan-jobs", { user, body: generateJob(draftId) });
    const draft = await waitForJob(user.uid, draftId);

    const reviseId = randomUUID();
    const revise = { currentItinerary: draft.result.itinerary, suggestion: "more food please", preferences: lisbon };
    expect(
      (await api("POST", "/plan-jobs", { user, body: { id: reviseId, kind: "regenerate", request: revise } })).status,
    ).toBe(202);
    const revised = await waitForJob(user.uid, reviseId);
    expect(revised.status).toBe("done");
    expect(Object.keys(revised.result).sort()).toEqual(["itinerary", "notifications", "tokens_remaining"]);
    expect(revised.result.tokens_remaining).toBe(15);

    const finalId = randomUUID();
    const finalize = { currentItinerary: revised.result.itinerary, preferences: lisbon };
    expect(
      (await api("POST", "/plan-jobs", { user, body: { id: finalId, kind: "finalize", request: finalize } })).status,
    ).toBe(202);
    const final = await waitForJob(user.uid, finalId);
    expect(final.status).toBe("done");
    expect(Object.keys(final.result).sort()).toEqual([
      "notifications",
      "structured_plan",
      "summary_text",
      "tokens_remaining",
    ]);
    expect(final.result.tokens_remaining).toBe(10);
    expect(final.days).toEqual(final.result.structured_plan);
    expect(await balanceOf(user.uid)).toBe(10);
    expect(ledgerSum(await ledgerOf(user.uid))).toBe(10);
  });
});

describe("days arriving in the job document (the emulator's slowed offline planner)", () => {
  it(
    "shows each day before the job is done when a test slows the planner through emulator/settings",
    { timeout: 150_000 },
    async () => {
      const user = await signUpWithProfile();
      const id = randomUUID();
      const seen: { status: string; days: number }[] = [];
      const stop = db.doc(`users/${user.uid}/planJobs/${id}`).onSnapshot((snapshot) => {
        const data = snapshot.data();
        if (data) seen.push({ status: data.status, days: data.days.length });
      });
      await db.doc("emulator/settings").set({ offlinePlannerDayDelayMs: 1_200 });
      try {
        const accepted = await api("POST", "/plan-jobs", { user, body: generateJob(id) });
        expect(accepted.status).toBe(202);
        expect(accepted.body).toMatchObject({ id, status: "queued", tokens_remaining: expect.any(Number) });
        const job = await waitForJob(user.uid, id, "planJobs", 120_000);
        expect(job.status).toBe("done");
      } finally {
        await db.doc("emulator/settings").delete();
        stop();
      }
      expect(seen.some((s) => s.status === "running" && s.days === 1)).toBe(true);
      expect(seen.some((s) => s.status === "running" && s.days === 2)).toBe(true);
      expect(seen.at(-1)).toEqual({ status: "done", days: 3 });
    },
  );
});

describe("GET /api/plan-jobs/{id}", () => {
  it("is 404 for another user's job and for an unknown id, and 401 signed out", async () => {
    const owner = await signUpWithProfile();
    const stranger = await signUpWithProfile();
    const id = randomUUID();
    await api("POST", "/plan-jobs", { user: owner, body: generateJob(id) });
    const theirs = await api("GET", `/plan-jobs/${id}`, { user: stranger });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ detail: JOB_NOT_FOUND_DETAIL });
    expect((await api("GET", `/plan-jobs/${randomUUID()}`, { user: owner })).status).toBe(404);
    expect((await api("GET", `/plan-jobs/${id}`)).status).toBe(401);
    // The same id posted by another user is their own job, not a conflict with the owner's.
    expect(
      (
        await api("POST", "/plan-jobs", {
          user: stranger,
          body: generateJob(id, { ...lisbon, startDate: daysFromToday(40), suggestion: "" }),
        })
      ).status,
    ).toBe(202);
    await waitForJob(owner.uid, id);
    await waitForJob(stranger.uid, id);
  });
});

describe("Idempotency-Key on the SPEC planning endpoints", () => {
  it("answers a repeated key and body with the stored response and charges once; another body is a 409", async () => {
    const user = await signUpWithProfile();
    const key = randomUUID();
    const headers = { "Idempotency-Key": key };
    const body = { ...lisbon, suggestion: "" };

    const first = await api("POST", "/generate-itinerary", { user, body, headers });
    expect(first.status).toBe(200);
    expect(first.body.tokens_remaining).toBe(20);
    const again = await api("POST", "/generate-itinerary", { user, body, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(user.uid)).toBe(20);

    const changed = await api("POST", "/generate-itinerary", {
      user,
      body: { ...body, suggestion: "more food" },
      headers,
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ detail: IDEMPOTENCY_MISMATCH_DETAIL });
    const elsewhere = await api("POST", "/generate-final-plan", {
      user,
      body: { currentItinerary: first.body.itinerary, preferences: lisbon },
      headers,
    });
    expect(elsewhere.status).toBe(409);

    // Another traveller's identical key is their own.
    const other = await signUpWithProfile();
    expect((await api("POST", "/generate-itinerary", { user: other, body, headers })).body.tokens_remaining).toBe(20);

    // Without a key every call is its own; a malformed key is refused before any charge.
    expect((await api("POST", "/generate-itinerary", { user, body })).body.tokens_remaining).toBe(10);
    const malformed = await api("POST", "/generate-itinerary", {
      user,
      body,
      headers: { "Idempotency-Key": "has spaces in it" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: IDEMPOTENCY_KEY_INVALID_DETAIL });
    expect(await balanceOf(user.uid)).toBe(10);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.filter((e) => e.reason === "generate")).toHaveLength(2);
    expect(ledgerSum(ledger)).toBe(10);
  });
});
