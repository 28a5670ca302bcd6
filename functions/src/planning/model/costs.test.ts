import type { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import {
  activityCostUsd,
  budgetNotice,
  chooseStayType,
  DEFAULT_COST_PROFILE,
  entryFeeText,
  estimateDayCost,
} from "./costs.ts";
import { createTrip } from "../../../test/data-generators.ts";

// Costs read the party, transport, budget and the stays the traveller accepts; the builder's two days
// in a hotel or a hostel are the trip unless a test says otherwise.
const HOTEL_OR_HOSTEL: Partial<TripPreferences> = { accommodation: ["Hotel", "Hostel"] };

describe("costs", () => {
  it("reads entry costs from cost_usd or the fee text", () => {
    expect(activityCostUsd({ cost_usd: 7, entry_fee: "About $12" })).toBe(7);
    expect(activityCostUsd({ entry_fee: "About $12" })).toBe(12);
    expect(activityCostUsd({ entry_fee: "Free" })).toBe(0);
    expect(activityCostUsd({ entry_fee: "15 USD" })).toBe(15);
    expect(activityCostUsd({ entry_fee: "varies" })).toBe(0);
    expect(entryFeeText(0)).toBe("Free");
    expect(entryFeeText(12.4)).toBe("About $12");
  });

  it("adds entries, food, transport and a per-person share of the room", () => {
    const solo = estimateDayCost(
      [{ cost_usd: 10 }, { cost_usd: 5 }],
      createTrip(HOTEL_OR_HOSTEL),
      DEFAULT_COST_PROFILE,
      "Hotel",
    );
    expect(solo).toEqual({ entriesUsd: 15, foodUsd: 45, transportUsd: 10, stayUsd: 130, totalUsd: 200 });
    const couple = estimateDayCost(
      [{ cost_usd: 10 }, { cost_usd: 5 }],
      createTrip({ ...HOTEL_OR_HOSTEL, travelType: "Couple", transport: "Walk" }),
      DEFAULT_COST_PROFILE,
      "Hotel",
    );
    expect(couple.totalUsd).toBe(15 + 45 + 0 + 65);
    const daytrip = estimateDayCost(
      [{ cost_usd: 0, category: "daytrip" }],
      createTrip(HOTEL_OR_HOSTEL),
      DEFAULT_COST_PROFILE,
      "Hostel",
    );
    expect(daytrip.transportUsd).toBe(35);
  });

  it("chooses the stay the budget allows and words the overrun", () => {
    expect(chooseStayType(createTrip(HOTEL_OR_HOSTEL), DEFAULT_COST_PROFILE, 100)).toBe("Hotel"); // no budget: the first chosen
    expect(chooseStayType(createTrip({ ...HOTEL_OR_HOSTEL, totalBudget: 2000 }), DEFAULT_COST_PROFILE, 100)).toBe(
      "Hotel",
    );
    expect(chooseStayType(createTrip({ ...HOTEL_OR_HOSTEL, totalBudget: 300 }), DEFAULT_COST_PROFILE, 100)).toBe(
      "Hostel",
    );
    expect(budgetNotice(1200, 1000)).toBe(
      "Estimated cost is about $1,200 per person, $200 over your budget of $1,000. Consider fewer paid sights, a cheaper stay or fewer days.",
    );
    expect(budgetNotice(900, 1000)).toBeNull();
    expect(budgetNotice(900, 0)).toBeNull();
  });
});
