import { describe, expect, it } from "vitest";
import { CreatePlanJobResponse, type PlanJob } from "./plan-jobs.ts";

const ID = "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b";
const DRAFT = {
  itinerary: [
    { day: 1, activities: [{ name: "Belém Tower", transport: "", highlight: "", opening_hours: "", entry_fee: "" }] },
  ],
  tokens_remaining: 20,
  notifications: [],
};

function job(patch: Partial<PlanJob>): PlanJob {
  return {
    id: ID,
    kind: "generate",
    status: "done",
    progress: { stage: "done", daysDone: 1, daysTotal: 1 },
    days: DRAFT.itinerary,
    result: DRAFT,
    failure: null,
    ...patch,
  };
}

describe("CreatePlanJobResponse", () => {
  it("is {id, status} for a job still to run, as before", () => {
    expect(CreatePlanJobResponse.parse({ id: ID, status: "queued" })).toEqual({ id: ID, status: "queued" });
    expect(CreatePlanJobResponse.safeParse({ id: ID, status: "running" }).success).toBe(true);
  });

  it("carries the whole job exactly when it has finished, with the same id and status", () => {
    expect(CreatePlanJobResponse.parse({ id: ID, status: "done", job: job({}) }).job?.result).toEqual(DRAFT);
    const failure = { status: 503, detail: "Busy." };
    expect(
      CreatePlanJobResponse.safeParse({
        id: ID,
        status: "failed",
        job: job({ status: "failed", result: null, failure }),
      }).success,
    ).toBe(true);

    expect(CreatePlanJobResponse.safeParse({ id: ID, status: "done" }).success).toBe(false);
    expect(CreatePlanJobResponse.safeParse({ id: ID, status: "queued", job: job({ status: "queued" }) }).success).toBe(
      false,
    );
    expect(CreatePlanJobResponse.safeParse({ id: ID, status: "done", job: job({ status: "failed" }) }).success).toBe(
      false,
    );
    expect(
      CreatePlanJobResponse.safeParse({
        id: ID,
        status: "done",
        job: job({ id: "1b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b" }),
      }).success,
    ).toBe(false);
  });
});
