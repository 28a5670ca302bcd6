import type { GenerateFinalPlanResponse, GenerateItineraryResponse, PlanJob } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { createPlannerJob, createTrip } from "../../../testing/data-generators";
import { jobIdFor, jobOutcome, requestFingerprint, type PlannerJob } from "./plan-job";

const preferences = createTrip({ startDate: "2026-12-01", numberOfDays: 7 });
const ID = "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b";

function job(
  phase: PlannerJob["phase"],
  request: PlannerJob["request"] = "generate",
  fingerprint = requestFingerprint(preferences),
): PlannerJob {
  return createPlannerJob({ id: ID, request, fingerprint, preferences, phase });
}

describe("plan job model", () => {
  it("fingerprints a request by its content", () => {
    expect(requestFingerprint(preferences)).toBe(requestFingerprint({ ...preferences }));
    expect(requestFingerprint(preferences)).not.toBe(requestFingerprint({ ...preferences, numberOfDays: 6 }));
    expect(requestFingerprint({ suggestion: "more food" })).not.toBe(requestFingerprint({ suggestion: "more foot" }));
    expect(requestFingerprint(preferences)).toMatch(/^[0-9a-z]{1,12}$/);
  });

  it("reuses the id only for the same request after a POST that failed", () => {
    const fresh = () => "fresh-id";
    const same = requestFingerprint(preferences);
    expect(jobIdFor(job("unsent"), "generate", same, fresh)).toBe(ID);
    expect(jobIdFor(job("unsent"), "generate", requestFingerprint({ ...preferences, numberOfDays: 3 }), fresh)).toBe(
      "fresh-id",
    );
    expect(jobIdFor(job("unsent", "regenerate"), "generate", same, fresh)).toBe("fresh-id");
    // A job that ran (or runs) is never asked for again: its id would answer with that job.
    expect(jobIdFor(job("running"), "generate", same, fresh)).toBe("fresh-id");
    expect(jobIdFor(null, "generate", same, fresh)).toBe("fresh-id");
  });
});

const DRAFT: GenerateItineraryResponse = {
  itinerary: [
    { day: 1, activities: [{ name: "Belém Tower", transport: "", highlight: "", opening_hours: "", entry_fee: "" }] },
  ],
  tokens_remaining: 20,
  notifications: [],
};
const FINAL: GenerateFinalPlanResponse = {
  structured_plan: [
    {
      day: 1,
      accommodation_suggestion: "",
      estimated_daily_cost: "",
      activities: [
        { name: "Belém Tower", time: "09:00", transport: "", highlight: "", opening_hours: "", entry_fee: "" },
      ],
    },
  ],
  summary_text: "One day in Lisbon.",
  tokens_remaining: 15,
  notifications: [],
};

function serverJob(patch: Partial<PlanJob>): PlanJob {
  return {
    id: ID,
    kind: "generate",
    status: "running",
    progress: { stage: "planning", daysDone: 0, daysTotal: 1 },
    days: [],
    result: null,
    failure: null,
    ...patch,
  };
}

describe("jobOutcome", () => {
  it("gives a done job's result when it is the shape its request's SPEC endpoint answers", () => {
    expect(jobOutcome("generate", serverJob({ status: "done", result: DRAFT }))).toEqual({
      kind: "done",
      result: DRAFT,
    });
    expect(jobOutcome("regenerate", serverJob({ status: "done", result: DRAFT }))).toEqual({
      kind: "done",
      result: DRAFT,
    });
    expect(jobOutcome("finalize", serverJob({ kind: "finalize", status: "done", result: FINAL }))).toEqual({
      kind: "done",
      result: FINAL,
    });
    expect(jobOutcome("finalize", serverJob({ status: "done", result: DRAFT }))).toEqual({ kind: "malformed" });
    expect(jobOutcome("generate", serverJob({ status: "done", result: FINAL }))).toEqual({ kind: "malformed" });
  });

  it("gives a failure's status and words, a running job's progress and days", () => {
    expect(jobOutcome("generate", serverJob({ status: "failed", failure: { status: 503, detail: "Busy." } }))).toEqual({
      kind: "failed",
      status: 503,
      detail: "Busy.",
    });
    expect(jobOutcome("generate", serverJob({ status: "failed" }))).toEqual({
      kind: "failed",
      status: 500,
      detail: null,
    });
    const progress = { stage: "planning" as const, daysDone: 1, daysTotal: 2 };
    expect(jobOutcome("generate", serverJob({ progress, days: DRAFT.itinerary }))).toEqual({
      kind: "running",
      progress,
      days: DRAFT.itinerary,
    });
    // Done without a result is not done yet for the screen: it keeps waiting.
    expect(jobOutcome("generate", serverJob({ status: "done", progress })).kind).toBe("running");
  });
});
