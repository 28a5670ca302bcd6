import { splitExpense, type TripExpense } from "@itinerary/contract/trip-costs";
import { createFinalPlan } from "@itinerary/contract/testing";
import { describe, expect, it } from "vitest";
import { costsView, formatMoney } from "./trip-costs-view";

const members = [
  { uid: "ana", display_name: "Ana" },
  { uid: "ben", display_name: "Ben" },
];

function expense(overrides: Partial<TripExpense> & Pick<TripExpense, "amount" | "paid_by" | "split">): TripExpense {
  const base = { currency: "EUR", rate: null, ...overrides };
  const split = splitExpense(base, "EUR");
  return {
    id: `e-${Math.random()}`,
    day: null,
    stop_key: null,
    note: "",
    trip_currency: "EUR",
    names: { ana: "Ana", ben: "Ben" },
    created_by: overrides.paid_by,
    created_at_ms: 1,
    trip_amount: split.trip_amount,
    parts: split.parts,
    ...base,
  };
}

describe("formatMoney", () => {
  it("writes minor units in the traveller's locale with the currency's own decimals", () => {
    expect(formatMoney(1250, "EUR", "en-GB")).toBe("€12.50");
    expect(formatMoney(1250n, "EUR", "de-DE")).toBe("12,50\u00a0€");
    expect(formatMoney(1200, "JPY", "en-US")).toBe("¥1,200");
    expect(formatMoney(1234, "KWD", "en-US")).toBe("KWD\u00a01.234");
    // Past what a float holds exactly, still to the cent.
    expect(formatMoney(900719925474099123n, "USD", "en-US")).toBe("$9,007,199,254,740,991.23");
  });
});

describe("costsView", () => {
  it("names who owes whom, settles it and puts each day's spending beside the plan's estimate", () => {
    const plan = createFinalPlan([
      { estimated_daily_cost: "$120", estimated_daily_cost_usd: 120, activities: [] },
      { estimated_daily_cost: "About 90 dollars", activities: [] },
      { estimated_daily_cost: "", activities: [] },
    ]);
    const view = costsView({
      plan,
      members,
      budget: { currency: "EUR", amount: 50000, updated_at_ms: 1 },
      expenses: [
        expense({ amount: 2500, paid_by: "ana", split: { mode: "equal", members: ["ana", "ben"] }, day: 1 }),
        // Logged by a companion who has left since: their name comes from the expense.
        expense({
          amount: 999,
          paid_by: "cleo",
          split: { mode: "equal", members: ["ana", "ben", "cleo"] },
          names: { cleo: "Cleo" },
          day: 2,
        }),
      ],
    });
    expect(view.spent).toBe(3499n);
    expect(view.people.map((person) => [person.name, person.balance])).toEqual([
      ["Ana", 1250n - 333n],
      ["Ben", -1250n - 333n],
      ["Cleo", 999n - 333n],
    ]);
    expect(view.transfers).toEqual([
      { from: "ben", to: "ana", amount: 917n },
      { from: "ben", to: "cleo", amount: 666n },
    ]);
    expect(view.days[0]).toMatchObject({ day: 1, spent: 2500n, estimate: { minor: 10256n } });
    expect(view.days[1]).toMatchObject({ day: 2, spent: 999n, estimate: { text: "About 90 dollars" } });
    expect(view.days[2]).toMatchObject({ day: 3, spent: 0n, estimate: null });
    expect(view.estimatesRateDate).not.toBeNull();
  });
});
