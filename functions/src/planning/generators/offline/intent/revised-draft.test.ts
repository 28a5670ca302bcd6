import { describe, expect, it } from "vitest";
import { mustSeeCoverage } from "../../../checks/must-see.ts";
import { finalizePlan } from "../../../scheduling/schedule.ts";
import { reviseDraft } from "../revise.ts";
import { fixturePlan } from "./test-plans.ts";
import { resolveTrip } from "../../../trip/resolved-trip.ts";

describe("what a revised draft carries for the traveller", () => {
  it("keeps a deliberate removal through later revisions and finalize, and forgets it when the place comes back", () => {
    const { draft, preferences } = fixturePlan("paris");
    const noMuseums = reviseDraft(draft, "we hate museums", preferences).itinerary;
    const declined = () => noMuseums.flatMap((day) => day.declined ?? []);
    expect(declined()).toEqual(expect.arrayContaining(["Louvre Museum", "Musée d'Orsay"]));
    // A later request neither brings them back nor loses the record.
    const food = reviseDraft(noMuseums, "more food", preferences).itinerary;
    expect(food.flatMap((day) => day.activities.map((a) => a.name))).not.toContain("Louvre Museum");
    expect(food.flatMap((day) => day.declined ?? [])).toEqual(
      expect.arrayContaining(["Louvre Museum", "Musée d'Orsay"]),
    );
    const final = finalizePlan(food, preferences).structured_plan;
    expect(
      mustSeeCoverage.check({
        preferences,
        plan: final,
        centre: null,
        trip: resolveTrip({ destination: preferences.destinationCity }),
        isFinal: true,
      }),
    ).toEqual([]);
    // Asked for again, the Louvre is back and no longer declined.
    const back = reviseDraft(food, "add the Louvre", preferences).itinerary;
    expect(back.flatMap((day) => day.activities.map((a) => a.name))).toContain("Louvre Museum");
    expect(back.flatMap((day) => day.declined ?? [])).not.toContain("Louvre Museum");
  });

  it("does not record a stop the planner moved or swapped for opening hours as declined", () => {
    const { draft, preferences } = fixturePlan("newYork");
    const result = reviseDraft(draft, "swap day 3 and day 4", preferences).itinerary;
    expect(result.flatMap((day) => day.declined ?? [])).toEqual([]);
  });

  it("keeps a meal stop pinned through a later revision of another day", () => {
    const { draft, preferences } = fixturePlan("paris");
    const lunch = reviseDraft(draft, "a vegetarian lunch spot on day 1", preferences).itinerary;
    const pinned = lunch
      .flatMap((day) => day.activities)
      .filter((a) => a.meal === "lunch")
      .map((a) => a.name);
    expect(pinned).toHaveLength(1);
    const later = reviseDraft(lunch, "swap day 2 and day 3", preferences).itinerary;
    expect(
      later
        .flatMap((day) => day.activities)
        .filter((a) => a.meal === "lunch")
        .map((a) => a.name),
    ).toEqual(pinned);
  });
});
