import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "../../config.ts";
import { PlacesBudget, placesBudgetFor } from "./places-budget.ts";

describe("PlacesBudget", () => {
  afterEach(() => {
    delete process.env.PLACES_MAX_CALLS_PER_REQUEST;
    delete process.env.PLACES_CALLS_PER_STOP;
    resetConfig();
  });

  it("gives out exactly its limit of calls", () => {
    const budget = new PlacesBudget(2);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    expect(budget.calls).toBe(2);
  });

  it("allows two calls per stop the pace allows, never past the ceiling per request", () => {
    expect(placesBudgetFor(2, "Chill").limit).toBe(2 * 2 * 3);
    expect(placesBudgetFor(14, "Chill").limit).toBe(84);
    // 14 days of 8 stops would be 224: the ceiling holds it to 160.
    expect(placesBudgetFor(14, "Intense").limit).toBe(160);
    expect(placesBudgetFor(14, undefined).limit).toBe(160);
    process.env.PLACES_MAX_CALLS_PER_REQUEST = "20";
    process.env.PLACES_CALLS_PER_STOP = "1";
    resetConfig();
    expect(placesBudgetFor(2, "Balanced").limit).toBe(10);
    expect(placesBudgetFor(14, "Balanced").limit).toBe(20);
  });
});
