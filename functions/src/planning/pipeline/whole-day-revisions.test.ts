import { describe, expect, it } from "vitest";
import { resolveTripOf } from "../trip/resolved-trip.ts";
import { PlacesBudget } from "../grounding/places-budget.ts";
import { createOfflineGenerator } from "../generators/offline/generator.ts";
import { draftTrip, reviseTrip, type PipelineContext } from "./pipeline.ts";
import { createTrip } from "../../../test/data-generators.ts";

/** Whole-day requests through the whole revision (offline planner, no Places key): a change, or a 422 that refunds. */
describe("revising whole days", () => {
  const preferences = createTrip({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Lisbon" });
  const context = (): PipelineContext => ({
    generator: createOfflineGenerator(),
    trip: resolveTripOf(preferences),
    places: null,
    budget: new PlacesBudget(100),
    photos: null,
  });
  const stops = (plan: { activities: { name: string }[] }[]) => plan.map((day) => day.activities.map((a) => a.name));

  it("moves a whole day and says so", async () => {
    const { itinerary } = await draftTrip(preferences, "", context());
    const revised = await reviseTrip(itinerary, "let's start with the third day", preferences, context());
    const before = stops(itinerary);
    const after = stops(revised.itinerary);
    // Most of the old day 3 opens the trip; a stop closed on its new weekday is named where it went.
    expect(after[0]!.filter((name) => before[2]!.includes(name)).length).toBeGreaterThan(before[2]!.length / 2);
    expect(revised.notifications.join(" ")).toMatch(/Moved day 3 \(.*\) to the start, as day 1/);
  });

  it("charges nothing for a whole-day request the plan already meets, and says why", async () => {
    const { itinerary } = await draftTrip(preferences, "", context());
    for (const [request, why] of [
      ["if it rains on Friday, museums that day", /This trip has no Friday: it runs from Monday to Wednesday\./],
      ["no more than 9 stops a day", /Every day already has 9 stops or fewer\./],
      ["we land at 6am", /Day 1 already starts at 09:00, after you arrive at 06:00\./],
    ] as const) {
      const refused = reviseTrip(itinerary, request, preferences, context());
      await expect(refused, request).rejects.toMatchObject({ status: 422 });
      await expect(refused, request).rejects.toThrow(/no tokens were charged/);
      await expect(refused, request).rejects.toThrow(why);
    }
  });
});
