import type { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { jobIdFor, progressFraction, progressLine, requestFingerprint, type PlannerJob } from "./plan-job";

const preferences = { destinationCity: "Lisbon", startDate: "2026-12-01", numberOfDays: 7, totalBudget: 0, departureCity: "", travelType: "Solo", travelPace: "Balanced", interests: [], locations: [], accommodation: ["Hotel"], transport: "Public", dietaryNeeds: "", mobilityNeeds: "", specialRequests: [] } satisfies TripPreferences;
const ID = "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b";

function job(phase: PlannerJob["phase"], request: PlannerJob["request"] = "generate", fingerprint = requestFingerprint(preferences)): PlannerJob {
  return { id: ID, request, fingerprint, preferences, phase, progress: null, days: [] };
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
    expect(jobIdFor(job("unsent"), "generate", requestFingerprint({ ...preferences, numberOfDays: 3 }), fresh)).toBe("fresh-id");
    expect(jobIdFor(job("unsent", "regenerate"), "generate", same, fresh)).toBe("fresh-id");
    // A job that ran (or runs) is never asked for again: its id would answer with that job.
    expect(jobIdFor(job("running"), "generate", same, fresh)).toBe("fresh-id");
    expect(jobIdFor(null, "generate", same, fresh)).toBe("fresh-id");
  });

  it("names the stage in one calm line", () => {
    expect(progressLine("generate", null)).toBe("Waiting for a planner…");
    expect(progressLine("generate", { stage: "planning", daysDone: 2, daysTotal: 7 })).toBe("Planning day 3 of 7…");
    expect(progressLine("finalize", { stage: "planning", daysDone: 0, daysTotal: 3 })).toBe("Finalizing day 1 of 3…");
    expect(progressLine("generate", { stage: "planning", daysDone: 7, daysTotal: 7 })).toBe("Planning your days…");
    expect(progressLine("generate", { stage: "checking-places", daysDone: 7, daysTotal: 7 })).toBe("Checking places…");
    expect(progressLine("regenerate", { stage: "scheduling", daysDone: 7, daysTotal: 7 })).toBe("Putting your days in order…");
  });

  it("moves the bar forward through the stages", () => {
    const steps = [
      progressFraction(null),
      progressFraction({ stage: "queued", daysDone: 0, daysTotal: 4 }),
      progressFraction({ stage: "planning", daysDone: 0, daysTotal: 4 }),
      progressFraction({ stage: "planning", daysDone: 2, daysTotal: 4 }),
      progressFraction({ stage: "planning", daysDone: 4, daysTotal: 4 }),
      progressFraction({ stage: "checking-places", daysDone: 4, daysTotal: 4 }),
      progressFraction({ stage: "scheduling", daysDone: 4, daysTotal: 4 }),
      progressFraction({ stage: "done", daysDone: 4, daysTotal: 4 }),
    ];
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBe(1);
  });
});
