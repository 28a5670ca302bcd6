// @vitest-environment jsdom
import type { GenerateItineraryResponse } from "@itinerary/contract";
import { act, renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { deferred } from "../../../test/deferred";
import { usePlanner } from "./use-planner";

const api = vi.hoisted(() => ({ generateItinerary: vi.fn() }));
vi.mock("../api/generate-itinerary", () => ({ generateItinerary: api.generateItinerary }));
vi.mock("../../../lib/firebase", () => ({ auth: { currentUser: null }, getAppCheckToken: async () => null }));

const DRAFT: GenerateItineraryResponse = {
  itinerary: [{ day: 1, activities: [{ name: "Belém Tower", transport: "", highlight: "", opening_hours: "", entry_fee: "" }] }],
  tokens_remaining: 20,
  notifications: ["Planned offline"],
};

/** Ten days from now, as the date input writes it: inside the two-year window. */
function soon(): string {
  const date = new Date();
  date.setDate(date.getDate() + 10);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

function validPlanner(setTokens = vi.fn()) {
  const hook = renderHook(() => usePlanner({ storageKey: null, departureCity: "Berlin", setTokens }));
  act(() => {
    const { dispatch } = hook.result.current;
    dispatch({ type: "fieldChanged", field: "destinationCity", value: "Lisbon" });
    dispatch({ type: "fieldChanged", field: "startDate", value: soon() });
    dispatch({ type: "fieldChanged", field: "accommodation", value: ["Hotel"] });
  });
  return { hook, setTokens };
}

afterEach(() => {
  api.generateItinerary.mockReset();
  vi.restoreAllMocks();
});

describe("usePlanner", () => {
  it("sends one request for a double click, then shows the draft and the new balance", async () => {
    const { hook, setTokens } = validPlanner();
    const answer = deferred<GenerateItineraryResponse>();
    api.generateItinerary.mockReturnValue(answer.promise);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = hook.result.current.generate();
      second = hook.result.current.generate();
    });
    expect(api.generateItinerary).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state.pending).toBe("generate");
    await act(async () => answer.resolve(DRAFT));
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(setTokens).toHaveBeenCalledWith(20);
    expect(hook.result.current.state.draft?.[0]?.activities[0]?.name).toBe("Belém Tower");
    expect(hook.result.current.state.notifications).toEqual(["Planned offline"]);
    expect(hook.result.current.state.pending).toBeNull();
  });

  it("shows the server's detail on a failure, and nothing of its own on a 401 (the session flow speaks)", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { hook, setTokens } = validPlanner();
    api.generateItinerary.mockRejectedValueOnce(new ApiRequestError(422, "The offline planner does not cover this city."));
    await act(async () => void (await hook.result.current.generate()));
    expect(error).toHaveBeenCalledWith("The offline planner does not cover this city.");
    expect(hook.result.current.state.pending).toBeNull();
    expect(hook.result.current.state.draft).toBeNull();

    error.mockClear();
    api.generateItinerary.mockRejectedValueOnce(new ApiRequestError(500, null));
    await act(async () => void (await hook.result.current.generate()));
    expect(error).toHaveBeenCalledWith("Failed to generate itinerary.");

    error.mockClear();
    api.generateItinerary.mockRejectedValueOnce(new ApiRequestError(401, "expired"));
    await act(async () => void (await hook.result.current.generate()));
    expect(error).not.toHaveBeenCalled();
    expect(setTokens).not.toHaveBeenCalled();
  });

  it("sends nothing for an invalid form", async () => {
    const hook = renderHook(() => usePlanner({ storageKey: null, departureCity: null, setTokens: vi.fn() }));
    await act(async () => void (await hook.result.current.generate()));
    expect(api.generateItinerary).not.toHaveBeenCalled();
    expect(Object.keys(hook.result.current.state.fieldErrors)).toEqual(["destinationCity", "accommodation", "startDate"]);
  });
});
