import type { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { initialPlannerState, plannerReducer, type PlannerAction } from "./planner-state";
import { deserialize, plannerStorageKey, readStored, serialize, writeStored } from "./planner-storage";

const preferences = { destinationCity: "Lisbon", startDate: "2026-12-01", numberOfDays: 1, totalBudget: 0, departureCity: "", travelType: "Solo", travelPace: "Balanced", interests: [], locations: [], accommodation: ["Hotel"], transport: "Public", dietaryNeeds: "", mobilityNeeds: "", specialRequests: [] } satisfies TripPreferences;
const stop = { name: "Belém Tower", transport: "Walk", highlight: "", opening_hours: "", entry_fee: "" };

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
    { type: "draftReceived", request: "generate", itinerary: [{ day: 1, activities: [stop] }], preferences },
    { type: "finalReceived", plan: [{ day: 1, accommodation_suggestion: "", estimated_daily_cost: "", activities: [{ ...stop, time: "09:00" }] }], summary: "One day" },
    { type: "requestStarted", request: "regenerate" },
  ];
  const typed: PlannerAction[] = [
    { type: "fieldChanged", field: "accommodation", value: ["Hotel", "Airbnb"] },
    { type: "fieldChanged", field: "interests", value: ["Food"] },
    { type: "fieldChanged", field: "destinationCity", value: "Lisbon" },
  ];
  const full = [...typed, ...actions].reduce(plannerReducer, initialPlannerState("Berlin"));

  it("round-trips everything but the request in flight", () => {
    const back = deserialize(serialize(full))!;
    expect(back.pending).toBeNull();
    expect(back.draft).toEqual(full.draft);
    expect(back.final).toEqual(full.final);
    expect(back.mode).toBe("display");
    expect(back.form).toEqual(full.form);
    expect(back.form.accommodation).toEqual(["Hotel", "Airbnb"]);
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
    const broken = { ...memoryStorage(), setItem: () => { throw new Error("quota"); }, getItem: () => { throw new Error("blocked"); } } as Storage;
    expect(() => writeStored(broken, "k", full)).not.toThrow();
    expect(readStored(broken, "k")).toBeNull();
  });
});
