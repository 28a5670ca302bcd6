// @vitest-environment jsdom
import type { CreatePlanJobResponse, GenerateItineraryResponse, PlanJob } from "@itinerary/contract";
import { act, renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { deferred } from "../../../testing/deferred";
import { createDraftPlan, createFinalPlan, createStop, createTimedStop } from "../../../testing/data-generators";
import type { PlannerState } from "../model/planner-state";
import { usePlanner } from "./use-planner";

const api = vi.hoisted(() => ({ createPlanJob: vi.fn() }));
vi.mock("../api/create-plan-job", () => ({ createPlanJob: api.createPlanJob }));
vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

const DRAFT: GenerateItineraryResponse = {
  itinerary: createDraftPlan([{ activities: [createStop({ name: "Belém Tower" })] }]),
  tokens_remaining: 20,
  notifications: ["Planned offline"],
};

/** Ten days from now, as the date input writes it: inside the two-year window. */
function soon(): string {
  const date = new Date();
  date.setDate(date.getDate() + 10);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** `rendered` hears every state the hook renders with. */
function validPlanner(setTokens = vi.fn(), rendered?: (state: PlannerState) => void, refreshTokens = vi.fn()) {
  const hook = renderHook(() => {
    const planner = usePlanner({ uid: "u1", storageKey: null, departureCity: "Berlin", setTokens, refreshTokens });
    rendered?.(planner.state);
    return planner;
  });
  act(() => {
    const { dispatch } = hook.result.current;
    dispatch({ type: "fieldChanged", field: "destinationCity", value: "Lisbon" });
    dispatch({ type: "fieldChanged", field: "startDate", value: soon() });
    dispatch({ type: "fieldChanged", field: "accommodation", value: ["Hotel"] });
  });
  return { hook, setTokens, refreshTokens };
}

function jobDoc(id: string, patch: Partial<PlanJob>): PlanJob {
  return {
    id,
    kind: "generate",
    status: "running",
    progress: { stage: "planning", daysDone: 0, daysTotal: 1 },
    days: [],
    result: null,
    failure: null,
    ...patch,
  };
}

const accepted = (): Promise<CreatePlanJobResponse> => Promise.resolve({ id: "ignored", status: "queued" });
const sentId = (call = 0): string => (api.createPlanJob.mock.calls[call]![0] as { id: string }).id;

afterEach(() => {
  api.createPlanJob.mockReset();
  vi.restoreAllMocks();
});

describe("usePlanner", () => {
  it("posts one job for a double click, follows it, then shows the draft and the new balance", async () => {
    const { hook, setTokens } = validPlanner();
    const answer = deferred<CreatePlanJobResponse>();
    api.createPlanJob.mockReturnValue(answer.promise);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = hook.result.current.generate();
      second = hook.result.current.generate();
    });
    expect(api.createPlanJob).toHaveBeenCalledTimes(1);
    const body = api.createPlanJob.mock.calls[0]![0];
    expect(body).toMatchObject({
      kind: "generate",
      request: { destinationCity: "Lisbon", departureCity: "Berlin", suggestion: "" },
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook.result.current.state.pending).toBe("generate");
    await act(async () => answer.resolve({ id: body.id, status: "queued" }));
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(hook.result.current.state.job).toMatchObject({ id: body.id, phase: "running" });

    const day = DRAFT.itinerary[0]!;
    act(() =>
      hook.result.current.jobUpdated(
        jobDoc(body.id, { progress: { stage: "planning", daysDone: 1, daysTotal: 1 }, days: [day] }),
        body.id,
      ),
    );
    expect(hook.result.current.state.job?.days).toEqual([day]);
    expect(hook.result.current.state.pending).toBe("generate");
    expect(setTokens).not.toHaveBeenCalled();

    act(() => hook.result.current.jobUpdated(jobDoc(body.id, { status: "done", days: [day], result: DRAFT }), body.id));
    expect(setTokens).toHaveBeenCalledWith(20);
    expect(hook.result.current.state.draft?.[0]?.activities[0]?.name).toBe("Belém Tower");
    expect(hook.result.current.state.notifications).toEqual(["Planned offline"]);
    expect(hook.result.current.state.pending).toBeNull();
    expect(hook.result.current.state.job).toBeNull();
  });

  it("shows a job the POST answered finished at once: the draft and balance, never a running job to follow", async () => {
    const phases = new Set<string | undefined>();
    const { hook, setTokens } = validPlanner(vi.fn(), (state) => phases.add(state.job?.phase));
    const answer = deferred<CreatePlanJobResponse>();
    api.createPlanJob.mockReturnValue(answer.promise);
    let generated!: Promise<boolean>;
    act(() => {
      generated = hook.result.current.generate();
    });
    const id = sentId();
    const finished = jobDoc(id, {
      status: "done",
      progress: { stage: "done", daysDone: 1, daysTotal: 1 },
      days: DRAFT.itinerary,
      result: DRAFT,
    });
    await act(async () => answer.resolve({ id, status: "done", job: finished }));
    expect(await generated).toBe(true);
    expect(setTokens).toHaveBeenCalledWith(20);
    expect(hook.result.current.state.draft?.[0]?.activities[0]?.name).toBe("Belém Tower");
    expect(hook.result.current.state.notifications).toEqual(["Planned offline"]);
    expect(hook.result.current.state.pending).toBeNull();
    // No "running" phase was ever rendered: the screen mounts the follower (and Firestore) only for one.
    expect(phases.has("sending")).toBe(true);
    expect(phases.has("running")).toBe(false);
    expect(hook.result.current.state.job).toBeNull();

    // The document's own news for that job, arriving late from elsewhere, changes nothing more.
    act(() => hook.result.current.jobUpdated(finished, id));
    expect(setTokens).toHaveBeenCalledTimes(1);
  });

  it("shows the charge when the job is accepted, and reads the balance again when the job fails (refunded)", async () => {
    vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { hook, setTokens, refreshTokens } = validPlanner();
    api.createPlanJob.mockImplementationOnce(async (body: { id: string }) => ({
      id: body.id,
      status: "queued",
      tokens_remaining: 20,
    }));
    await act(async () => void (await hook.result.current.generate()));
    expect(setTokens).toHaveBeenCalledWith(20);
    expect(refreshTokens).not.toHaveBeenCalled();
    const id = sentId();
    const failure = { status: 503, detail: "The planner is busy. Try again." };
    act(() =>
      hook.result.current.jobUpdated(
        jobDoc(id, { status: "failed", progress: { stage: "failed", daysDone: 0, daysTotal: 1 }, failure }),
        id,
      ),
    );
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(setTokens).toHaveBeenCalledTimes(1);
  });

  it("tells a job the POST answered failed with its detail, and the next click is a new job", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { hook, setTokens } = validPlanner();
    api.createPlanJob.mockImplementationOnce(async (body: { id: string }) => {
      const failure = { status: 503, detail: "The planner is busy. Try again." };
      return {
        id: body.id,
        status: "failed",
        job: jobDoc(body.id, { status: "failed", progress: { stage: "failed", daysDone: 0, daysTotal: 1 }, failure }),
      };
    });
    await act(async () => void (await hook.result.current.generate()));
    expect(error).toHaveBeenCalledWith("The planner is busy. Try again.");
    expect(hook.result.current.state.pending).toBeNull();
    expect(hook.result.current.state.job).toBeNull();
    expect(setTokens).not.toHaveBeenCalled();

    api.createPlanJob.mockImplementation(accepted);
    await act(async () => void (await hook.result.current.generate()));
    expect(sentId(1)).not.toBe(sentId(0));
  });

  it("applies a finalize job's carried final plan", async () => {
    const { hook, setTokens } = validPlanner();
    api.createPlanJob.mockImplementation(async (body: { id: string }) => ({
      id: body.id,
      status: "done",
      job: jobDoc(body.id, { status: "done", result: DRAFT }),
    }));
    await act(async () => void (await hook.result.current.generate()));
    expect(hook.result.current.state.draft).not.toBeNull();
    const final = {
      structured_plan: createFinalPlan([
        { activities: [createTimedStop({ ...DRAFT.itinerary[0]!.activities[0]!, time: "09:00" })] },
      ]),
      summary_text: "A day in Lisbon.",
      tokens_remaining: 5,
      notifications: [],
    };
    api.createPlanJob.mockImplementation(async (body: { id: string }) => ({
      id: body.id,
      status: "done",
      job: jobDoc(body.id, { kind: "finalize", status: "done", result: final }),
    }));
    await act(async () => void (await hook.result.current.finalize()));
    expect(setTokens).toHaveBeenLastCalledWith(5);
    expect(hook.result.current.state.mode).toBe("display");
    expect(hook.result.current.state.final?.summary).toBe("A day in Lisbon.");
  });

  it("shows the server's detail when the job cannot start, and nothing of its own on a 401 (the session flow speaks)", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { hook, setTokens } = validPlanner();
    api.createPlanJob.mockRejectedValueOnce(new ApiRequestError(402, "Not enough tokens."));
    await act(async () => void (await hook.result.current.generate()));
    expect(error).toHaveBeenCalledWith("Not enough tokens.");
    expect(hook.result.current.state.pending).toBeNull();
    expect(hook.result.current.state.draft).toBeNull();

    error.mockClear();
    api.createPlanJob.mockRejectedValueOnce(new ApiRequestError(500, null));
    await act(async () => void (await hook.result.current.generate()));
    expect(error).toHaveBeenCalledWith("Failed to generate itinerary.");

    error.mockClear();
    api.createPlanJob.mockRejectedValueOnce(new ApiRequestError(401, "expired"));
    await act(async () => void (await hook.result.current.generate()));
    expect(error).not.toHaveBeenCalled();
    expect(setTokens).not.toHaveBeenCalled();
  });

  it("shows a plan-action limit's detail (429) in the toast, and the same click later is the same job", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { hook, setTokens } = validPlanner();
    const detail = "Too many plan requests in a short time. Please wait 42 seconds and try again.";
    api.createPlanJob.mockRejectedValueOnce(new ApiRequestError(429, detail)).mockImplementation(accepted);
    await act(async () => void (await hook.result.current.generate()));
    expect(error).toHaveBeenCalledWith(detail);
    expect(hook.result.current.state.pending).toBeNull();
    expect(setTokens).not.toHaveBeenCalled();
    // Refused before it was accepted: nothing was charged, and trying again sends the same job.
    await act(async () => void (await hook.result.current.generate()));
    expect(sentId(1)).toBe(sentId(0));
  });

  it("a retry of the same click after a failed POST reuses the job id; a changed request gets a new one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(toast, "error").mockImplementation(() => "");
    const { hook } = validPlanner();
    api.createPlanJob.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockImplementation(accepted);
    await act(async () => void (await hook.result.current.generate()));
    await act(async () => void (await hook.result.current.generate()));
    expect(sentId(1)).toBe(sentId(0));

    act(() =>
      hook.result.current.jobUpdated(
        jobDoc(sentId(1), { status: "failed", failure: { status: 503, detail: "Service busy." } }),
        sentId(1),
      ),
    );
    act(() => hook.result.current.dispatch({ type: "fieldChanged", field: "numberOfDays", value: "2" }));
    await act(async () => void (await hook.result.current.generate()));
    expect(sentId(2)).not.toBe(sentId(1));
  });

  it("a failed job shows its detail, or the action's fallback, and charges nothing on screen", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { hook, setTokens } = validPlanner();
    api.createPlanJob.mockImplementation(accepted);
    await act(async () => void (await hook.result.current.generate()));
    act(() =>
      hook.result.current.jobUpdated(
        jobDoc(sentId(), { status: "failed", failure: { status: 503, detail: "The planner is busy. Try again." } }),
        sentId(),
      ),
    );
    expect(error).toHaveBeenCalledWith("The planner is busy. Try again.");
    expect(hook.result.current.state.pending).toBeNull();
    expect(setTokens).not.toHaveBeenCalled();

    await act(async () => void (await hook.result.current.generate()));
    act(() => hook.result.current.jobLost(new Error("permission-denied"), sentId(1)));
    expect(error).toHaveBeenLastCalledWith("Failed to generate itinerary.");
    expect(hook.result.current.state.pending).toBeNull();
  });

  it("a job followed after a reload that the server never got ends the wait quietly, keeping its id for a retry", async () => {
    const error = vi.spyOn(toast, "error");
    const { hook } = validPlanner();
    api.createPlanJob.mockReturnValueOnce(new Promise(() => undefined));
    act(() => void hook.result.current.generate());
    const id = sentId();
    act(() => hook.result.current.jobUpdated(null, id));
    // Still sending here (not yet running): only a followed job can be missing.
    expect(hook.result.current.state.job?.phase).toBe("sending");
    act(() => hook.result.current.dispatch({ type: "jobAccepted", id }));
    act(() => hook.result.current.jobUpdated(null, id));
    expect(hook.result.current.state.job).toMatchObject({ id, phase: "unsent" });
    expect(hook.result.current.state.pending).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("sends nothing for an invalid form", async () => {
    const hook = renderHook(() => usePlanner({ uid: "u1", storageKey: null, departureCity: null, setTokens: vi.fn() }));
    await act(async () => void (await hook.result.current.generate()));
    expect(api.createPlanJob).not.toHaveBeenCalled();
    expect(Object.keys(hook.result.current.state.fieldErrors)).toEqual([
      "destinationCity",
      "accommodation",
      "startDate",
    ]);
  });
});
