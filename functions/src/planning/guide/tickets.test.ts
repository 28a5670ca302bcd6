import type { Activity } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { estimateDayCost, DEFAULT_COST_PROFILE } from "../model/costs.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { chargeTicketsOnce } from "./tickets.ts";

const rome = DESTINATIONS.find((d) => d.slug === "rome")!;
const act = (name: string): Activity => {
  const place = rome.places.find((p) => p.name === name)!;
  return {
    name,
    transport: "",
    highlight: "",
    opening_hours: "",
    entry_fee: `About $${place.feeUsd}`,
    cost_usd: place.feeUsd,
  };
};

describe("combined tickets", () => {
  it("charges the Colosseum, Forum and Palatine ticket once, on the first of them", () => {
    const days = [
      { day: 1, activities: [act("Roman Forum"), act("Pantheon")] },
      { day: 2, activities: [act("Colosseum"), act("Palatine Hill")] },
    ];
    const charged = chargeTicketsOnce(days, rome);
    expect(charged[0]!.activities[0]).toMatchObject({
      cost_usd: 20,
      entry_fee: "About $20 (one ticket also covers Colosseum and Palatine Hill)",
    });
    expect(charged[0]!.activities[1]).toEqual(days[0]!.activities[1]);
    expect(charged[1]!.activities.map((a) => [a.cost_usd, a.entry_fee])).toEqual([
      [0, "Included in the Roman Forum ticket"],
      [0, "Included in the Roman Forum ticket"],
    ]);
    const prefs = { travelType: "Solo", transport: "Walk" } as const;
    const total = charged.reduce(
      (sum, day) => sum + estimateDayCost(day.activities, prefs, DEFAULT_COST_PROFILE, "Hotel").entriesUsd,
      0,
    );
    const pantheonFee = rome.places.find((p) => p.name === "Pantheon")!.feeUsd;
    expect(total).toBe(20 + pantheonFee);
  });

  it("charges the fee again when the stop that carried it is gone", () => {
    const once = chargeTicketsOnce([{ day: 1, activities: [act("Colosseum"), act("Roman Forum")] }], rome);
    const withoutColosseum = chargeTicketsOnce([{ day: 1, activities: once[0]!.activities.slice(1) }], rome);
    expect(withoutColosseum[0]!.activities[0]).toMatchObject({ cost_usd: 20, entry_fee: "About $20" });
  });
});
