import { describe, expect, it } from "vitest";
import { createStop, createTrip } from "../../../testing/data-generators";
import { initialPlannerState, plannerReducer, type PlannerAction } from "./planner-state";
import { forgetTravellerData } from "../../../lib/traveller-storage";
import { deserialize, plannerStorageKey, readStored, serialize, writeStored } from "./planner-storage";

const preferences = createTrip({ startDate: "2026-12-01", numberOfDays: 1 });
const JOB_ID = "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b";
const stop = createStop({ name: "Belém Tower", transport: "Walk" });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("planner persistence", () => {
  const actions: PlannerAction[] = [
    {
      type: "draftReceived",
      request: "generate",
      itinerary: [{ day: 1, day_start: "10:30", declined: ["Louvre Museum"], activities: [stop] }],
      preferences,
    },
    {
      type: "finalReceived",
      plan: [
        { day: 1, accommodation_suggestion: "", estimated_daily_cost: "", activities: [{ ...stop, time: "09:00" }] },
      ],
      summary: "One day",
    },
    { type: "jobStarted", job: { id: JOB_ID, request: "regenerate", fingerprint: "abc123", preferences } },
    { type: "jobAccepted", id: JOB_ID },
    {
      type: "jobProgressed",
      id: JOB_ID,
      progress: { stage: "planning", daysDone: 1, daysTotal: 1 },
      days: [{ day: 1, activities: [stop] }],
    },
  ];
  const typed: PlannerAction[] = [
    { type: "fieldChanged", field: "accommodation", value: ["Hotel", "Airbnb"] },
    { type: "fieldChanged", field: "interests", value: ["Food"] },
    { type: "fieldChanged", field: "destinationCity", value: "Lisbon" },
  ];
  const full = [...typed, ...actions].reduce(plannerReducer, initialPlannerState("Berlin"));

  it("round-trips everything, a running job by its id (its progress comes back from its document)", () => {
    const back = deserialize(serialize(full))!;
    expect(back.pending).toBe("regenerate");
    expect(back.job).toEqual({
      id: JOB_ID,
      request: "regenerate",
      fingerprint: "abc123",
      preferences,
      phase: "running",
      progress: null,
      days: [],
    });
    expect(back.draft).toEqual(full.draft);
    expect(back.draft![0]).toMatchObject({ day_start: "10:30", declined: ["Louvre Museum"] });
    expect(back.final).toEqual(full.final);
    expect(back.mode).toBe("display");
    expect(back.form).toEqual(full.form);
    expect(back.form.accommodation).toEqual(["Hotel", "Airbnb"]);
  });

  it("follows a job whose POST was unanswered at the reload, and keeps an unsent one for a retry without waiting", () => {
    const sending = plannerReducer(initialPlannerState(), {
      type: "jobStarted",
      job: { id: JOB_ID, request: "generate", fingerprint: "f", preferences },
    });
    const resumed = deserialize(serialize(sending))!;
    expect(resumed.job?.phase).toBe("running");
    expect(resumed.pending).toBe("generate");
    const unsent = deserialize(serialize(plannerReducer(sending, { type: "jobNotAccepted", id: JOB_ID })))!;
    expect(unsent.job).toMatchObject({ id: JOB_ID, phase: "unsent" });
    expect(unsent.pending).toBeNull();
  });

  it("reads a planner stored before plan jobs, and refuses a job id that is not a UUID", () => {
    const stored = JSON.parse(serialize(full));
    delete stored.state.job;
    expect(deserialize(JSON.stringify(stored))?.job).toBeNull();
    expect(deserialize(JSON.stringify(stored))?.pending).toBeNull();
    const tampered = JSON.parse(serialize(full));
    tampered.state.job.id = "../../users/someone-else";
    expect(deserialize(JSON.stringify(tampered))).toBeNull();
    tampered.state.job.id = JOB_ID;
    tampered.state.job.request = "delete";
    expect(deserialize(JSON.stringify(tampered))).toBeNull();
  });

  it("keeps the paid jobs the next save names; a planner stored before them names none", () => {
    const paid = { ...full, aiJobs: [JOB_ID] };
    expect(deserialize(serialize(paid))?.aiJobs).toEqual([JOB_ID]);
    const older = JSON.parse(serialize(paid));
    delete older.state.aiJobs;
    expect(deserialize(JSON.stringify(older))?.aiJobs).toEqual([]);
    older.state.aiJobs = ["not-a-job"];
    expect(deserialize(JSON.stringify(older))).toBeNull();
  });

  it("keeps each user's planner under their own key", () => {
    const storage = memoryStorage();
    writeStored(storage, plannerStorageKey("alice"), full);
    expect(readStored(storage, plannerStorageKey("bob"))).toBeNull();
    expect(readStored(storage, plannerStorageKey("alice"))?.draft).toEqual(full.draft);
  });

  it("drops anything that does not fit instead of trusting it", () => {
    expect(deserialize("not json")).toBeNull();
    expect(deserialize(JSON.stringify({ version: 99, state: {} }))).toBeNull();
    const tampered = JSON.parse(serialize(full));
    tampered.state.draft[0].activities[0].latitude = "north";
    expect(deserialize(JSON.stringify(tampered))).toBeNull();
  });

  it("keeps working when storage refuses to write or read", () => {
    const broken = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("quota");
      },
      getItem: () => {
        throw new Error("blocked");
      },
    } as Storage;
    expect(() => writeStored(broken, "k", full)).not.toThrow();
    expect(readStored(broken, "k")).toBeNull();
  });
});

describe("forgetting the planner on sign-out", () => {
  it("removes the planner state of every account, and nothing else, under the keys plannerStorageKey makes", () => {
    const stored = new Map<string, string>([
      [plannerStorageKey("u1"), "{}"],
      [plannerStorageKey("u2", "plan-7"), "{}"],
      ["firebase:authUser", "kept"],
    ]);
    const storage = {
      get length() {
        return stored.size;
      },
      key: (index: number) => [...stored.keys()][index] ?? null,
      removeItem: (key: string) => void stored.delete(key),
    } as unknown as Storage;
    expect(forgetTravellerData(storage)).toBe(2);
    expect([...stored.keys()]).toEqual(["firebase:authUser"]);
  });
});
