import { resolveTripOf } from "../trip/resolved-trip.ts";
import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { groundReusing, streamDays, type Grounded } from "./day-stream.ts";
import { PlacesBudget } from "../grounding/places-budget.ts";
import { createOfflineGenerator } from "../generators/offline/generator.ts";
import { draftTrip, finalizeTrip, reviseTrip, type PipelineContext, type PipelineStage } from "./pipeline.ts";
import { createTrip } from "../../../test/data-generators.ts";

const day = (n: number, names: string[]): DraftDay => ({
  day: n,
  activities: names.map((name) => ({
    name,
    transport: "",
    highlight: "",
    opening_hours: "",
    entry_fee: "",
    latitude: 38.7,
    longitude: -9.1,
  })) as DraftDay["activities"],
});

/** A stand-in grounding that marks each stop it saw, slower for day 1 so order is tested. */
function fakeGround(calls: number[][]) {
  return async (days: DraftDay[]): Promise<Grounded> => {
    calls.push(days.map((d) => d.day));
    if (days[0]?.day === 1) await new Promise((resolve) => setTimeout(resolve, 30));
    return {
      days: days.map((d) => ({ ...d, activities: d.activities.map((a) => ({ ...a, highlight: "grounded" })) })),
      notifications: days.map((d) => `grounded day ${d.day}`),
    };
  };
}

describe("streamDays", () => {
  it("grounds each heard day on its own and reports them in the order heard, without blocking the generator", async () => {
    const calls: number[][] = [];
    const reported: DraftDay[] = [];
    const stream = streamDays(
      fakeGround(calls),
      (days) => days,
      (d) => void reported.push(d),
    );
    const first = day(1, ["A"]);
    expect(stream.onDay(first)).toBeUndefined();
    stream.onDay(day(2, ["B"]));
    expect(reported).toEqual([]);
    await stream.settled();
    expect(calls).toEqual([[1], [2]]);
    expect(reported.map((d) => d.day)).toEqual([1, 2]);
    expect(reported[0]!.activities[0]!.highlight).toBe("grounded");
    expect(stream.groundedFor(first)?.notifications).toEqual(["grounded day 1"]);
    expect(stream.groundedFor(day(1, ["changed"]))).toBeUndefined();
  });

  it("keeps going when one day's grounding fails: that day is grounded again with the whole plan", async () => {
    const reported: number[] = [];
    const ground = async (days: DraftDay[]): Promise<Grounded> => {
      if (days[0]!.day === 1) throw new Error("places down");
      return { days, notifications: [] };
    };
    const stream = streamDays(
      ground,
      (days) => days,
      (d) => void reported.push(d.day),
    );
    stream.onDay(day(1, ["A"]));
    stream.onDay(day(2, ["B"]));
    await stream.settled();
    expect(reported).toEqual([2]);
    expect(stream.groundedFor(day(1, ["A"]))).toBeUndefined();
  });
});

describe("groundReusing", () => {
  it("grounds only the days the stream has not, then removes repeats across the merged plan", async () => {
    const calls: number[][] = [];
    const ground = fakeGround(calls);
    const stream = streamDays(
      ground,
      (days) => days,
      () => {},
    );
    stream.onDay(day(1, ["A", "B"]));
    await stream.settled();
    calls.length = 0;
    const dedupe = async (days: DraftDay[]): Promise<Grounded> => ({
      days: days.map((d) => (d.day === 2 ? { ...d, activities: d.activities.filter((a) => a.name !== "A") } : d)),
      notifications: ["removed the repeat of A"],
    });
    const result = await groundReusing([day(1, ["A", "B"]), day(2, ["A", "C"])], ground, dedupe, stream);
    expect(calls).toEqual([[2]]);
    expect(result.days.map((d) => d.activities.map((a) => a.name))).toEqual([["A", "B"], ["C"]]);
    expect(result.notifications).toEqual(["grounded day 1", "grounded day 2", "removed the repeat of A"]);
  });

  it("is plain grounding without a stream", async () => {
    const calls: number[][] = [];
    const result = await groundReusing(
      [day(1, ["A"]), day(2, ["B"])],
      fakeGround(calls),
      async () => ({ days: [], notifications: ["never"] }),
      null,
    );
    expect(calls).toEqual([[1, 2]]);
    expect(result.notifications).toEqual(["grounded day 1", "grounded day 2"]);
  });
});

describe("the pipeline with hooks (offline planner, no Places key)", () => {
  const preferences = createTrip({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Lisbon" });
  const context = (): PipelineContext => ({
    generator: createOfflineGenerator(),
    trip: resolveTripOf(preferences),
    places: null,
    budget: new PlacesBudget(100),
    photos: null,
  });

  it("reports each grounded day and the stages of a draft, and ends with the same plan as without hooks", async () => {
    const days: number[] = [];
    const stages: PipelineStage[] = [];
    const followed = await draftTrip(preferences, "", context(), {
      onDay: (d) => void days.push(d.day),
      onStage: (s) => void stages.push(s),
    });
    const plain = await draftTrip(preferences, "", context());
    expect(days).toEqual([1, 2, 3]);
    expect(stages).toEqual(["checking-places", "scheduling"]);
    expect(followed).toEqual(plain);

    const revisedDays: number[] = [];
    const revised = await reviseTrip(plain.itinerary, "more relaxed", preferences, context(), {
      onDay: (d) => void revisedDays.push(d.day),
    });
    expect(revisedDays).toEqual([1, 2, 3]);
    expect(revised).toEqual(await reviseTrip(plain.itinerary, "more relaxed", preferences, context()));
  });

  it("reports a final plan's days as the planner times them, then the finished plan's, and stops at the deadline", async () => {
    const { itinerary } = await draftTrip(preferences, "", context());
    // Slowed per day as in the emulator suite: day 1 is shown while the later days are still to come.
    const slowed: PipelineContext = { ...context(), generator: createOfflineGenerator({ dayDelayMs: 20 }) };
    const heard: { day: number; at: number }[] = [];
    const latest = new Map<number, unknown>();
    const started = Date.now();
    const final = await finalizeTrip(itinerary, preferences, slowed, {
      onDay: (d) => {
        heard.push({ day: d.day, at: Date.now() - started });
        latest.set(d.day, d);
      },
    });
    expect(heard.slice(0, 3).map((h) => h.day)).toEqual([1, 2, 3]);
    expect(heard[2]!.at - heard[0]!.at).toBeGreaterThanOrEqual(30);
    // The finished plan (notices reviewed, links signed) has the last word for every day.
    expect([...latest.values()]).toEqual(final.structured_plan);

    const deadline = new AbortController();
    deadline.abort(new Error("deadline"));
    await expect(draftTrip(preferences, "", context(), { signal: deadline.signal })).rejects.toThrow("deadline");
    await expect(finalizeTrip(itinerary, preferences, context(), { signal: deadline.signal })).rejects.toThrow(
      "deadline",
    );
  });
});
