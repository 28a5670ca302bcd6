import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../src/errors.ts";
import { GEMINI_TIMEOUT_DETAIL } from "../src/planning/generators/gemini/gemini-generator.ts";
import { createTrip } from "./data-generators.ts";
import { useGeminiFake } from "./gemini-fake-suite.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { resolveTripOf } from "../src/planning/trip/resolved-trip.ts";

/** The generator on its own against the fake's real SSE stream: when days are reported, and aborting. */

const preferences = createTrip({
  startDate: "2027-04-01",
  numberOfDays: 3,
  departureCity: "Osaka",
  destinationCity: "Kyoto",
  travelType: "Couple",
  travelPace: "Chill",
});

const plan = {
  days: [
    { day: 1, activities: [stop(KYOTO.kinkakuji), stop(KYOTO.nijo)] },
    { day: 2, activities: [stop(KYOTO.fushimi), stop(KYOTO.kiyomizu)] },
    { day: 3, activities: [stop(KYOTO.bamboo), stop(KYOTO.gion)] },
  ],
  notes: ["Book the tea ceremony ahead."],
};

describe("streaming a Gemini plan day by day", () => {
  const { gemini, generator } = useGeminiFake(5000);

  it("reports each day while the answer is still streaming, long before its last day", async () => {
    gemini().answer({ json: plan, chunkDelayMs: 150 });
    const reported: { day: DraftDay; at: number; streaming: boolean }[] = [];
    const started = Date.now();
    const result = await generator().draft(resolveTripOf(preferences, undefined, generator().guide), preferences, "", {
      onDay: (day) => void reported.push({ day, at: Date.now() - started, streaming: gemini().openStreams() === 1 }),
    });
    const finished = Date.now() - started;
    expect(reported.map((r) => r.day.day)).toEqual([1, 2, 3]);
    expect(reported.every((r) => r.streaming)).toBe(true);
    // Five chunks 150 ms apart: day 1 arrives with the second, the answer ends after the fifth.
    expect(reported[0]!.at).toBeLessThan(finished - 300);
    expect(reported[0]!.day.activities.map((a) => a.name)).toEqual(["Kinkaku-ji", "Nijo Castle"]);
    expect(result.itinerary).toEqual(reported.map((r) => r.day));
    expect(result.notices).toEqual([{ kind: "note", text: "Book the tea ceremony ahead." }]);
  });

  it("does not report a day that breaks the pace; it arrives with the repaired answer instead", async () => {
    const crowded = structuredClone(plan);
    crowded.days[1]!.activities = Object.values(KYOTO).map((place) => stop(place));
    gemini().answer({ json: crowded }, { json: plan });
    const reported: number[] = [];
    await generator().draft(resolveTripOf(preferences, undefined, generator().guide), preferences, "", {
      onDay: (day) => void reported.push(day.day),
    });
    expect(reported).toEqual([1, 3, 1, 2, 3]);
    expect(gemini().requests).toHaveLength(2);
  });

  it("waits for the caller to take each day, and fails the answer when the caller cannot", async () => {
    gemini().answer({ json: plan });
    const taken: number[] = [];
    await generator().draft(resolveTripOf(preferences, undefined, generator().guide), preferences, "", {
      onDay: async (day) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        taken.push(day.day);
      },
    });
    expect(taken).toEqual([1, 2, 3]);

    gemini().answer({ json: plan });
    const failing = generator().draft(resolveTripOf(preferences, undefined, generator().guide), preferences, "", {
      onDay: async () => {
        throw new Error("the job document could not be written");
      },
    });
    await expect(failing).rejects.toThrow("the job document could not be written");
  });

  it("revise streams too, and reports the revised days", async () => {
    gemini().answer({ json: { ...plan, off_pace_days: [] } });
    const reported: number[] = [];
    const current = plan.days.map((d) => ({ day: d.day, activities: d.activities }));
    await generator().revise(resolveTripOf(preferences, current, generator().guide), current, "keep it", preferences, {
      onDay: (day) => void reported.push(day.day),
    });
    expect(reported).toEqual([1, 2, 3]);
    expect(gemini().requests[0]!.mode).toBe("stream");
  });

  it("stops when the caller's signal aborts mid-stream, as a timeout", async () => {
    gemini().answer({ json: plan, chunkDelayMs: 400 });
    const controller = new AbortController();
    const started = Date.now();
    const drafting = generator().draft(resolveTripOf(preferences, undefined, generator().guide), preferences, "", {
      signal: controller.signal,
      onDay: () => controller.abort(),
    });
    const error = await drafting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, detail: GEMINI_TIMEOUT_DETAIL });
    expect(Date.now() - started).toBeLessThan(1500);
    // The fake notices the closed connection and stops writing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(gemini().openStreams()).toBe(0);
  });
});
