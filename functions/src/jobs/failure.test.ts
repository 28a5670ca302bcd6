import { describe, expect, it, vi } from "vitest";
import { ApiError, INTERNAL_ERROR_DETAIL } from "../errors.ts";
import { log } from "../logs.ts";
import { failureOf, PLANNING_TIMEOUT_DETAIL } from "./failure.ts";

describe("failureOf", () => {
  it("keeps an ApiError's status and wording, hides anything else behind a 500, and names a timeout as one", () => {
    expect(failureOf(new ApiError(422, "We do not cover Atlantis."), false)).toEqual({
      status: 422,
      detail: "We do not cover Atlantis.",
    });
    expect(failureOf(new Error("socket hang up at 10.0.0.3"), false)).toEqual({
      status: 500,
      detail: INTERNAL_ERROR_DETAIL,
    });
    expect(failureOf(new ApiError(503, "whatever the generator said"), true)).toEqual({
      status: 504,
      detail: PLANNING_TIMEOUT_DETAIL,
    });
  });

  it("logs a server-side cause once: here, unless it was already logged where it was understood", () => {
    const unexpected = vi.spyOn(log, "unexpectedError").mockImplementation(() => {});
    const cause = new Error("grounding blew up");
    failureOf(new ApiError(503, "The planner could not finish.", { cause }), false);
    expect(unexpected).toHaveBeenCalledWith("planJob", cause);
    unexpected.mockClear();
    failureOf(new ApiError(503, "The AI planner is not available at the moment.", { reported: true }), false);
    failureOf(new ApiError(422, "We do not cover Atlantis."), false);
    expect(unexpected).not.toHaveBeenCalled();
    unexpected.mockRestore();
  });
});
