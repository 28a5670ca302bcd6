import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { planLoadFailure } from "./plan-load";

vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

describe("planLoadFailure", () => {
  it("reads the API client's errors: 404 not found, 401 session expired, anything else failed", () => {
    expect(planLoadFailure(new ApiRequestError(404, "No saved itinerary with this id."))).toBe("not-found");
    expect(planLoadFailure(new ApiRequestError(401, null))).toBe("session-expired");
    expect(planLoadFailure(new ApiRequestError(403, null))).toBe("failed");
    expect(planLoadFailure(new ApiRequestError(500, null))).toBe("failed");
    expect(planLoadFailure(new TypeError("Failed to fetch"))).toBe("failed");
    expect(planLoadFailure(null)).toBe("failed");
  });

  it("trusts only the API client's errors: anything else with a status is not an answer of the API", () => {
    expect(planLoadFailure({ status: 404 })).toBe("failed");
    expect(planLoadFailure({ status: 401 })).toBe("failed");
    expect(planLoadFailure("404")).toBe("failed");
  });
});
