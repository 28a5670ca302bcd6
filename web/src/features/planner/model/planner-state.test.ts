import type { DraftDay, FinalDay, PlanJobProgress } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { createDraftPlan, createFinalPlan, createStop, createTrip } from "../../../testing/data-generators";
import {
  initialPlannerState,
  plannerReducer,
  removeFinalActivity,
  showsFinalPlan,
  type PlannerAction,
  type PlannerRequest,
  type PlannerState,
} from "./planner-state";

const stop = (name: string) => createStop({ name, transport: "Walk", highlight: "h", entry_fee: "Free" });
const itinerary: DraftDay[] = createDraftPlan([{ activities: [stop("A"), stop("B")] }, { activities: [stop("C")] }]);
const plan: FinalDay[] = createFinalPlan([
  {
    accommodation_suggestion: "Hotel",
    estimated_daily_cost: "$100",
    activities: [{ ...stop("A"), time: "09:00 - 10:00" }],
  },
]);
const preferences = createTrip({ startDate: "2026-12-01", numberOfDays: 2, departureCity: "Berlin" });

const run = (state: PlannerState, ...actions: PlannerAction[]) => actions.reduce(plannerReducer, state);
const withDraft = () =>
  run(initialPlannerState("Berlin"), { type: "draftReceived", request: "generate", itinerary, preferences });
const withFinal = () => run(withDraft(), { type: "finalReceived", plan, summary: "Three days" });
const JOB_A = "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b";
const JOB_B = "1c9e5b4f-8e3d-4f2b-a07c-3d4e5f6a7b8c";
const jobStarted = (request: PlannerRequest, id = JOB_A): PlannerAction => ({
  type: "jobStarted",
  job: { id, request, fingerprint: "fp", preferences },
});
const progress = (stage: PlanJobProgress["stage"], daysDone: number): PlanJobProgress => ({
  stage,
  daysDone,
  daysTotal: 2,
});
const ids = (state: PlannerState) => state.draft!.flatMap((day) => day.activities.map((a) => a.id));

describe("planner reducer (SPEC section 4)", () => {
  it("starts in create mode with the profile's departure city", () => {
    const state = initialPlannerState("Berlin");
    expect(state.mode).toBe("create");
    expect(state.form.departureCity).toBe("Berlin");
  });

  it("fills From from the profile only while it is blank", () => {
    const typed = run(
      initialPlannerState(),
      { type: "fieldChanged", field: "departureCity", value: "Porto" },
      { type: "departureDefaulted", city: "Berlin" },
    );
    expect(typed.form.departureCity).toBe("Porto");
    expect(run(initialPlannerState(), { type: "departureDefaulted", city: "Berlin" }).form.departureCity).toBe(
      "Berlin",
    );
  });

  it("highlights invalid fields and clears each one when it is edited", () => {
    const failed = run(initialPlannerState(), {
      type: "validationFailed",
      errors: [
        { field: "destinationCity", message: "Destination is required." },
        { field: "startDate", message: "Start date is required." },
      ],
    });
    const edited = run(failed, { type: "fieldChanged", field: "destinationCity", value: "Lisbon" });
    expect(Object.keys(edited.fieldErrors)).toEqual(["startDate"]);
    // An unchanged value changes nothing (SPEC section 5).
    expect(run(edited, { type: "fieldChanged", field: "destinationCity", value: "Lisbon" })).toBe(edited);
  });

  it("allows one request at a time", () => {
    const started = run(withDraft(), jobStarted("regenerate"));
    expect(started.pending).toBe("regenerate");
    expect(run(started, jobStarted("finalize", JOB_B)).pending).toBe("regenerate");
    expect(run(started, jobStarted("finalize", JOB_B)).job?.id).toBe(JOB_A);
    expect(run(started, { type: "jobNotAccepted", id: JOB_A }).pending).toBeNull();
  });

  it("ignores draft edits while a request runs", () => {
    const started = run(withDraft(), jobStarted("finalize"));
    expect(run(started, { type: "activityDeleted", id: ids(started)[0]! })).toBe(started);
  });

  it("a regenerate replaces the draft, clears the final plan, the saved flag and the suggestion", () => {
    const saved = run(
      withFinal(),
      { type: "saveSucceeded", id: "plan-1" },
      { type: "backToEdit" },
      { type: "suggestionChanged", value: "more food" },
    );
    const next = run(saved, { type: "draftReceived", request: "regenerate", itinerary, preferences });
    expect(next.final).toBeNull();
    expect(next.isSaved).toBe(false);
    expect(next.suggestion).toBe("");
    // Still the same trip: a later save updates the plan it came from.
    expect(next.savedId).toBe("plan-1");
    expect(run(saved, { type: "draftReceived", request: "generate", itinerary, preferences }).savedId).toBeNull();
  });

  it("finalize shows the plan; Back to Edit returns to create mode with the plan kept", () => {
    const final = withFinal();
    expect(final.mode).toBe("display");
    expect(showsFinalPlan(final)).toBe(true);
    const back = run(final, { type: "backToEdit" });
    expect(back.mode).toBe("create");
    expect(back.final).not.toBeNull();
    expect(run(back, { type: "finalShown" }).mode).toBe("display");
  });

  it("deletes with undo, but only onto the draft the delete left", () => {
    const state = withDraft();
    const deleted = run(state, { type: "activityDeleted", id: ids(state)[2]! });
    expect(deleted.draft!.map((d) => d.day)).toEqual([1]);
    const undone = run(deleted, { type: "deleteUndone", draft: state.draft!, version: deleted.draftVersion });
    expect(undone.draft).toEqual(state.draft);
    const editedSince = run(deleted, { type: "activityShifted", id: ids(deleted)[0]!, direction: 1 });
    expect(run(editedSince, { type: "deleteUndone", draft: state.draft!, version: deleted.draftVersion })).toBe(
      editedSince,
    );
  });

  it("clears the selection when the selected activity is deleted", () => {
    const state = withDraft();
    const id = ids(state)[0]!;
    const selected = run(state, { type: "activitySelected", id });
    expect(run(selected, { type: "activityDeleted", id }).selectedId).toBeNull();
  });

  it("in-place edits clear the saved flag; an unchanged value or an emptied name changes nothing", () => {
    const saved = run(withFinal(), { type: "saveSucceeded", id: "plan-1" });
    const id = saved.final!.days[0]!.activities[0]!.id;
    expect(run(saved, { type: "finalActivityEdited", id, field: "time", value: "09:00 - 10:00" })).toBe(saved);
    expect(run(saved, { type: "finalActivityEdited", id, field: "name", value: "  " })).toBe(saved);
    const edited = run(saved, { type: "finalActivityEdited", id, field: "time", value: "10:00 - 11:00" });
    expect(edited.final!.days[0]!.activities[0]!.time).toBe("10:00 - 11:00");
    expect(edited.isSaved).toBe(false);
    expect(edited.savedId).toBe("plan-1");
    const cost = run(saved, { type: "finalDayEdited", day: 1, field: "estimated_daily_cost", value: "$120" });
    expect(cost.final!.days[0]!.estimated_daily_cost).toBe("$120");
    expect(cost.isSaved).toBe(false);
    expect(run(saved, { type: "finalDayEdited", day: 1, field: "estimated_daily_cost", value: "$100" })).toBe(saved);
  });

  it("moves a final stop earlier or later in its day; the stops trade time slots, the ends stay put", () => {
    const days = createFinalPlan([
      {
        activities: [
          { ...stop("A"), time: "09:00 - 10:00", duration_minutes: 60 },
          { ...stop("B"), time: "10:30 - 12:30", duration_minutes: 120 },
        ],
      },
    ]);
    const saved = run(run(withDraft(), { type: "finalReceived", plan: days, summary: "" }), {
      type: "saveSucceeded",
      id: "plan-1",
    });
    const [a, b] = saved.final!.days[0]!.activities;
    const moved = run(saved, { type: "finalActivityShifted", id: a!.id, direction: 1 });
    const after = moved.final!.days[0]!.activities;
    expect(after.map((activity) => [activity.name, activity.time, activity.duration_minutes])).toEqual([
      ["B", "09:00 - 10:00", 60],
      ["A", "10:30 - 12:30", 120],
    ]);
    expect(after.map((activity) => activity.id)).toEqual([b!.id, a!.id]);
    expect(moved.isSaved).toBe(false);
    expect(run(saved, { type: "finalActivityShifted", id: a!.id, direction: -1 })).toBe(saved);
    expect(run(saved, { type: "finalActivityShifted", id: b!.id, direction: 1 })).toBe(saved);
  });

  it("removes a final stop (never a day's only one), and Undo puts it back only over the plan it left", () => {
    const days = createFinalPlan([
      {
        activities: [
          { ...stop("A"), time: "09:00 - 10:00" },
          { ...stop("B"), time: "10:30 - 11:30" },
        ],
      },
      { activities: [{ ...stop("C"), time: "09:00 - 10:00" }] },
    ]);
    const saved = run(run(withDraft(), { type: "finalReceived", plan: days, summary: "" }), {
      type: "saveSucceeded",
      id: "plan-1",
    });
    const before = saved.final!.days;
    const [a] = before[0]!.activities;
    const [c] = before[1]!.activities;
    expect(removeFinalActivity(before, c!.id)).toBeNull();
    expect(removeFinalActivity(before, "no-such-stop")).toBeNull();
    const after = removeFinalActivity(before, a!.id)!;
    const removed = run(saved, { type: "finalActivityRemoved", after });
    expect(removed.final!.days[0]!.activities.map((activity) => activity.name)).toEqual(["B"]);
    expect(removed.isSaved).toBe(false);
    const undone = run(removed, { type: "finalRemoveUndone", before, after });
    expect(undone.final!.days).toBe(before);
    // Edited since: the Undo would lose the edit, so it does nothing.
    const edited = run(removed, { type: "finalDayEdited", day: 1, field: "estimated_daily_cost", value: "$5" });
    expect(run(edited, { type: "finalRemoveUndone", before, after })).toBe(edited);
  });

  it("opening a saved plan shows it marked saved, with its preferences in the form", () => {
    const opened = run(initialPlannerState(), {
      type: "savedPlanOpened",
      id: "plan-9",
      preferences,
      plan,
      summary: "s",
    });
    expect(opened.mode).toBe("saved");
    expect(opened.isSaved).toBe(true);
    expect(opened.savedId).toBe("plan-9");
    expect(opened.form.destinationCity).toBe("Lisbon");
    expect(opened.draft![0]!.activities[0]!.name).toBe("A");
    expect(showsFinalPlan(opened)).toBe(true);
  });
});

describe("planner reducer: plan jobs (issue 12)", () => {
  const accepted = (state: PlannerState, request: PlannerRequest) =>
    run(state, jobStarted(request), { type: "jobAccepted", id: JOB_A });

  it("a started job waits while it is sent and runs once the server accepts it", () => {
    const sending = run(initialPlannerState("Berlin"), jobStarted("generate"));
    expect(sending.pending).toBe("generate");
    expect(sending.job).toMatchObject({ id: JOB_A, request: "generate", phase: "sending", progress: null, days: [] });
    const running = run(sending, { type: "jobAccepted", id: JOB_A });
    expect(running.job?.phase).toBe("running");
    // Another job's answer changes nothing.
    expect(run(sending, { type: "jobAccepted", id: JOB_B })).toBe(sending);
  });

  it("shows progress and the days that have arrived, only for its own job", () => {
    const running = accepted(initialPlannerState("Berlin"), "generate");
    const first = run(running, {
      type: "jobProgressed",
      id: JOB_A,
      progress: progress("planning", 1),
      days: [itinerary[0]!],
    });
    expect(first.job?.progress).toEqual(progress("planning", 1));
    expect(first.job?.days).toEqual([itinerary[0]]);
    expect(first.pending).toBe("generate");
    expect(first.draft).toBeNull();
    expect(run(first, { type: "jobProgressed", id: JOB_B, progress: progress("scheduling", 2), days: itinerary })).toBe(
      first,
    );
  });

  it("a done generate applies its result as the SPEC response: draft, notifications, the job's preferences", () => {
    const running = accepted(initialPlannerState("Berlin"), "generate");
    const done = run(running, {
      type: "jobDone",
      id: JOB_A,
      result: { itinerary, tokens_remaining: 20, notifications: ["Planned offline"] },
    });
    expect(done.pending).toBeNull();
    expect(done.job).toBeNull();
    expect(done.draft?.map((day) => day.activities.map((a) => a.name))).toEqual([["A", "B"], ["C"]]);
    expect(done.notifications).toEqual(["Planned offline"]);
    expect(done.preferences).toEqual(preferences);
    // A stale or foreign result is ignored.
    expect(
      run(running, { type: "jobDone", id: JOB_B, result: { itinerary, tokens_remaining: 20, notifications: [] } }),
    ).toBe(running);
  });

  it("a done finalize shows the final plan; a result of the wrong kind is ignored", () => {
    const running = accepted(withDraft(), "finalize");
    const done = run(running, {
      type: "jobDone",
      id: JOB_A,
      result: { structured_plan: plan, summary_text: "One day", tokens_remaining: 5, notifications: [] },
    });
    expect(done.mode).toBe("display");
    expect(done.final?.summary).toBe("One day");
    expect(done.job).toBeNull();
    expect(
      run(running, { type: "jobDone", id: JOB_A, result: { itinerary, tokens_remaining: 5, notifications: [] } }),
    ).toBe(running);
  });

  it("a failed job ends the wait and keeps the draft", () => {
    const running = accepted(withDraft(), "regenerate");
    const failed = run(running, { type: "jobFailed", id: JOB_A });
    expect(failed.pending).toBeNull();
    expect(failed.job).toBeNull();
    expect(failed.draft).toEqual(running.draft);
    expect(run(running, { type: "jobFailed", id: JOB_B })).toBe(running);
  });

  it("keeps the regenerate and finalize jobs run since the last save, for the next save to name", () => {
    const regenerated = run(accepted(withDraft(), "regenerate"), {
      type: "jobDone",
      id: JOB_A,
      result: { itinerary, tokens_remaining: 20, notifications: [] },
    });
    expect(regenerated.aiJobs).toEqual([JOB_A]);
    const finalized = run(
      regenerated,
      jobStarted("finalize", JOB_B),
      { type: "jobAccepted", id: JOB_B },
      {
        type: "jobDone",
        id: JOB_B,
        result: { structured_plan: plan, summary_text: "One day", tokens_remaining: 5, notifications: [] },
      },
    );
    expect(finalized.aiJobs).toEqual([JOB_A, JOB_B]);
    // A failed job was refunded: nothing to name.
    expect(run(accepted(withDraft(), "regenerate"), { type: "jobFailed", id: JOB_A }).aiJobs).toEqual([]);
    // The save names them once; a generate starts a new trip, and names nothing.
    expect(run(finalized, { type: "saveSucceeded", id: "plan-1" }).aiJobs).toEqual([]);
    const generated = run(
      finalized,
      jobStarted("generate", JOB_A),
      { type: "jobAccepted", id: JOB_A },
      {
        type: "jobDone",
        id: JOB_A,
        result: { itinerary, tokens_remaining: 20, notifications: [] },
      },
    );
    expect(generated.aiJobs).toEqual([]);
  });

  it("a job the server never accepted is kept unsent, so the same request can reuse its id", () => {
    const unsent = run(initialPlannerState("Berlin"), jobStarted("generate"), { type: "jobNotAccepted", id: JOB_A });
    expect(unsent.pending).toBeNull();
    expect(unsent.job).toMatchObject({ id: JOB_A, phase: "unsent" });
    // Late news of an unsent job changes nothing.
    expect(run(unsent, { type: "jobProgressed", id: JOB_A, progress: progress("planning", 1), days: [] })).toBe(unsent);
    expect(
      run(unsent, { type: "jobDone", id: JOB_A, result: { itinerary, tokens_remaining: 1, notifications: [] } }),
    ).toBe(unsent);
    expect(run(unsent, jobStarted("generate", JOB_B)).job).toMatchObject({ id: JOB_B, phase: "sending" });
  });
});
