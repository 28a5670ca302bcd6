import type { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { jobIdFor, requestFingerprint, type PlannerJob } from "./plan-job";

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
});
