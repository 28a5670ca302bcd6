import { describe, expect, it } from "vitest";
import { ApiError } from "../../../errors.ts";
import { checkItinerary } from "../../checks/checker.ts";
import { createOfflineGenerator } from "./generator.ts";
import { testDestination } from "../../guide/test-destination.ts";
import { resolveTripOf } from "../../trip/resolved-trip.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const city = testDestination();
const generator = createOfflineGenerator({ destinations: [city] });
const preferences = createTrip({
  startDate: "2031-06-02",
  numberOfDays: 2,
  destinationCity: "testville",
  accommodation: ["Airbnb"],
});

describe("createOfflineGenerator", () => {
  it("is the offline kind and refuses an uncovered destination with a 422", async () => {
    expect(generator.kind).toBe("offline");
    await expect(
      generator.draft(
        resolveTripOf({ ...preferences, destinationCity: "Atlantis" }, undefined, generator.guide),
        { ...preferences, destinationCity: "Atlantis" },
        "",
      ),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      generator.draft(
        resolveTripOf({ ...preferences, destinationCity: "Atlantis" }, undefined, generator.guide),
        { ...preferences, destinationCity: "Atlantis" },
        "",
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("applies a suggestion given with the first draft", async () => {
    const plain = await generator.draft(resolveTripOf(preferences, undefined, generator.guide), preferences, "");
    const target = plain.itinerary[0]!.activities[0]!.name;
    const revised = await generator.draft(
      resolveTripOf(preferences, undefined, generator.guide),
      preferences,
      `remove ${target}`,
    );
    expect(revised.itinerary.flatMap((d) => d.activities.map((a) => a.name))).not.toContain(target);
    // A step's own account of a place it removed: a revision tells the net change instead.
    expect(revised.notices).toContainEqual({ kind: "change", text: `Removed ${target} from day 1.` });
    expect(revised.notices[0]?.text).toMatch(/^From our curated guide to /);
  });

  it("revises and finalizes into a plan that passes the checker", async () => {
    const { itinerary } = await generator.draft(
      resolveTripOf(preferences, undefined, generator.guide),
      preferences,
      "",
    );
    const revised = await generator.revise(
      resolveTripOf(undefined, itinerary, generator.guide),
      itinerary,
      "more relaxed",
      undefined,
    );
    expect(revised.itinerary[0]!.activities).toHaveLength(4);
    const final = await generator.finalize(
      resolveTripOf(preferences, itinerary, generator.guide),
      itinerary,
      preferences,
    );
    expect(final.structured_plan).toHaveLength(2);
    expect(final.structured_plan[0]!.accommodation_suggestion).toMatch(/^Airbnb in Old Town/);
    expect(final.summary_text).toMatch(/^2 days in Testville/);
    expect(
      checkItinerary(preferences, final.structured_plan, { centre: city, trip: resolveTripOf(preferences) }),
    ).toEqual([]);
  });
});

describe("createOfflineGenerator reporting days", () => {
  it("reports each day in order through onDay, after the configured delay, and stops at the deadline", async () => {
    const slow = createOfflineGenerator({ destinations: [city], dayDelayMs: 30 });
    const heard: { day: number; at: number }[] = [];
    const started = Date.now();
    const result = await slow.draft(
      resolveTripOf({ ...preferences, numberOfDays: 3 }, undefined, slow.guide),
      { ...preferences, numberOfDays: 3 },
      "",
      { onDay: (day) => void heard.push({ day: day.day, at: Date.now() - started }) },
    );
    expect(heard.map((h) => h.day)).toEqual([1, 2, 3]);
    expect(heard.map((h) => h.day)).toEqual(result.itinerary.map((d) => d.day));
    expect(heard[0]!.at).toBeGreaterThanOrEqual(25);
    expect(heard[2]!.at).toBeGreaterThanOrEqual(85);

    // The deadline passes while day 2 is on its way: day 2 is never reported.
    const deadline = new AbortController();
    const stopped: number[] = [];
    const onDay = (day: { day: number }) => {
      stopped.push(day.day);
      deadline.abort(new Error("deadline passed"));
    };
    await expect(
      slow.draft(
        resolveTripOf({ ...preferences, numberOfDays: 3 }, undefined, slow.guide),
        { ...preferences, numberOfDays: 3 },
        "",
        { signal: deadline.signal, onDay },
      ),
    ).rejects.toThrow("deadline passed");
    expect(stopped).toEqual([1]);
  });
});

describe("createOfflineGenerator finishing inline", () => {
  it("finishes inside a request unless it is slowed per day, however the delay is given", async () => {
    expect(await createOfflineGenerator({ destinations: [city] }).finishesInline()).toBe(true);
    expect(await createOfflineGenerator({ destinations: [city], dayDelayMs: 0 }).finishesInline()).toBe(true);
    expect(await createOfflineGenerator({ destinations: [city], dayDelayMs: 500 }).finishesInline()).toBe(false);
    let delay = 0;
    const switchable = createOfflineGenerator({ destinations: [city], dayDelayMs: async () => delay });
    expect(await switchable.finishesInline()).toBe(true);
    delay = 1_200;
    expect(await switchable.finishesInline()).toBe(false);
  });
});
