import { resolveTripOf } from "../trip/resolved-trip.ts";
import { TripPreferences, type DraftDay, type FinalDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { checkItinerary } from "../checks/checker.ts";
import type { GeminiClient, ModelTurn } from "../generators/gemini/gemini-client.ts";
import { createGeminiGenerator } from "../generators/gemini/gemini-generator.ts";
import { PlacesBudget } from "../grounding/places-budget.ts";
import { planDraft } from "../generators/offline/planner.ts";
import { finalizeTrip } from "./pipeline.ts";
import { createTrip } from "../../../test/data-generators.ts";

/**
 * A Gemini final plan through the whole pipeline, the model played by an in-process client that
 * streams its scripted answers one day per piece and waits for the test between days, so what the
 * pipeline reported while the model was still writing can be checked exactly.
 */
function scriptedClient(answers: unknown[]) {
  const state = { written: 0, calls: 0, release: () => {} };
  const hold = () => new Promise<void>((resolve) => (state.release = resolve));
  const client: GeminiClient = {
    async stream(_request, _deadline, openAttempt) {
      const answer = answers[state.calls++] as { days: unknown[] };
      const push = openAttempt();
      const { days, ...rest } = answer;
      let text = '{"days":[';
      push(text);
      for (const [index, day] of days.entries()) {
        const piece = (index ? "," : "") + JSON.stringify(day);
        text += piece;
        push(piece);
        state.written += 1;
        if (index < days.length - 1) await hold();
      }
      const tail = `],${JSON.stringify(rest).slice(1)}`;
      push(tail);
      return { text: text + tail, thoughtSignature: "sig" } satisfies ModelTurn;
    },
    async generate() {
      throw new Error("a followed final plan is streamed");
    },
  };
  return { client, state };
}

const settings = {
  apiKey: "k",
  model: "gemini-3.8-flash",
  baseUrl: null,
  timeoutMs: 20_000,
  thinkingLevel: "LOW" as const,
};

function answerFor(draft: readonly DraftDay[], costUsd: number, override: (day: FinalDay) => FinalDay = (day) => day) {
  return {
    days: draft.map((day) =>
      override({
        day: day.day,
        accommodation_suggestion: "Hotel in Chiado, about $150 a night",
        estimated_daily_cost: `$${costUsd}`,
        estimated_daily_cost_usd: costUsd,
        activities: day.activities.map(({ place_id: _id, image_urls: _urls, ...activity }) => ({
          ...activity,
          latitude: activity.latitude!,
          longitude: activity.longitude!,
          transport: "Metro or bus from the centre",
          time: "10:00 - 11:00",
          start_time: "10:00",
          end_time: "11:00",
        })),
      }),
    ),
    summary_text: "Three days in Lisbon.",
    notes: [],
  };
}

const lisbon = createTrip({
  startDate: "2031-05-06",
  numberOfDays: 3,
  destinationCity: "Lisbon",
  travelPace: "Balanced",
});

/** Follows a final plan through the pipeline, moving the model on whenever the pipeline has reported what it has. */
async function follow(current: DraftDay[], preferences: TripPreferences, answers: unknown[]) {
  const { client, state } = scriptedClient(answers);
  const reported: { day: FinalDay; writtenBefore: number }[] = [];
  const pace = setInterval(() => state.release(), 40);
  try {
    const result = await finalizeTrip(
      current,
      preferences,
      {
        generator: createGeminiGenerator(settings, client),
        trip: resolveTripOf(preferences, current),
        places: null,
        budget: new PlacesBudget(0),
        photos: null,
      },
      {
        onDay: (day) => void reported.push({ day: day as FinalDay, writtenBefore: state.written }),
      },
    );
    return { result, reported };
  } finally {
    clearInterval(pace);
  }
}

describe("a Gemini final plan, followed day by day", () => {
  it("reports each day as soon as the model has written it, grounded and timed from the stay, then the finished plan", async () => {
    const current = planDraft(lisbon).itinerary;
    const { result, reported } = await follow(current, lisbon, [answerFor(current, 180)]);
    const streamed = reported.slice(0, 3);
    expect(streamed.map((r) => r.day.day)).toEqual([1, 2, 3]);
    // Day 1 was reported while the model had written only day 1 (the later days were still to come).
    expect(streamed[0]!.writtenBefore).toBe(1);
    expect(streamed[1]!.writtenBefore).toBeLessThanOrEqual(2);
    for (const { day } of streamed) {
      expect(day.activities[0]!.transport).toMatch(/^From Baixa and Chiado: (walk|metro or tram)/);
      expect(day.activities.every((a) => /^\d\d:\d\d$/.test(a.start_time ?? ""))).toBe(true);
      expect(day.estimated_daily_cost_usd).toBe(180);
    }
    // The finished plan is reported again at the end and replaces the streamed days by number.
    expect(reported.slice(3).map((r) => r.day)).toEqual(result.structured_plan);
    expect(result.structured_plan[0]!.activities[0]!.transport).toMatch(/^From Baixa and Chiado: /);
  });

  it("never shows a day that breaks the final plan's rules; the repair's days replace the days shown before it", async () => {
    const current = planDraft(lisbon).itinerary;
    const broken = answerFor(current, 100, (day) =>
      day.day === 2 ? { ...day, activities: day.activities.slice(1) } : day,
    );
    const { result, reported } = await follow(current, lisbon, [broken, answerFor(current, 200)]);
    const fromFirst = reported.filter((r) => r.day.estimated_daily_cost_usd === 100).map((r) => r.day);
    // The first answer: days 1 and 3 pass on their own and are shown; day 2 (a stop short) is not.
    expect(fromFirst.map((d) => [d.day, d.estimated_daily_cost_usd])).toEqual([
      [1, 100],
      [3, 100],
    ]);
    const shown = new Map<number, FinalDay>();
    for (const { day } of reported) shown.set(day.day, day);
    expect([...shown.values()].map((d) => d.estimated_daily_cost_usd)).toEqual([200, 200, 200]);
    expect(result.structured_plan.map((d) => d.estimated_daily_cost_usd)).toEqual([200, 200, 200]);
    expect(result.structured_plan[1]!.activities).toHaveLength(current[1]!.activities.length);
  });

  it("fails the plan when the repair is rejected too: no day of a rejected plan becomes final", async () => {
    const current = planDraft(lisbon).itinerary;
    const broken = answerFor(current, 100, (day) => (day.day === 3 ? { ...day, day: 4 } : day));
    await expect(follow(current, lisbon, [broken, broken])).rejects.toMatchObject({ status: 503 });
  });

  it("runs the checker's rules on the plan as timed from the stay, and says what it still breaks", async () => {
    const paris = createTrip({
      startDate: "2031-05-06",
      numberOfDays: 2,
      destinationCity: "Paris",
      travelPace: "Chill",
    });
    const place = (name: string, latitude: number, longitude: number) => ({
      name,
      latitude,
      longitude,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
      duration_minutes: 90,
    });
    const current: DraftDay[] = [
      { day: 1, activities: [place("Sainte-Chapelle", 48.8554, 2.345), place("Notre-Dame de Paris", 48.853, 2.3499)] },
      { day: 2, activities: [place("Sacré-Cœur", 48.8867, 2.3431), place("Place du Tertre", 48.8865, 2.3408)] },
    ];
    const answer = { ...answerFor(current, 150), summary_text: "Two days in Paris." };
    for (const day of answer.days) day.accommodation_suggestion = "Hotel in the Marais";
    const { result } = await follow(current, paris, [answer]);
    for (const day of result.structured_plan)
      expect(day.activities[0]!.transport).toMatch(/^From Le Marais: (walk|metro or rer)/i);
    // Its own rules: the first visit to Paris misses the Louvre and the Orsay, and the plan says so.
    expect(result.notifications).toContainEqual(
      expect.stringMatching(/^Please check: A 2-day trip to Paris should include .*Louvre/),
    );
    // Times that follow from the leg out of the stay break none of the timing rules.
    const timing = checkItinerary(paris, result.structured_plan, { trip: resolveTripOf(paris) }).filter((v) =>
      /hours|overlapping|meal|continuous|closed/.test(v.code),
    );
    expect(timing).toEqual([]);
  });
});
