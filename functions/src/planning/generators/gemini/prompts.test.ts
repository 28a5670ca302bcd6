import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { finalizePrompt, revisePrompt } from "./prompts.ts";
import { createStop, createTrip } from "../../../../test/data-generators.ts";

const preferences = createTrip({
  startDate: "2031-04-01",
  numberOfDays: 3,
  destinationCity: "Kyoto",
  travelType: "Couple",
  travelPace: "Chill",
});

const stop = (name: string) => createStop({ name, latitude: 35, longitude: 135.7 });
const withEmptyDay: DraftDay[] = [
  { day: 1, activities: [stop("Kinkaku-ji"), stop("Nijo Castle")] },
  { day: 2, activities: [] },
  { day: 3, activities: [stop("Gion"), stop("Kiyomizu-dera")] },
];

describe("finalizePrompt", () => {
  it("keeps an empty draft day as a free day with a stay and a cost, and states no pace that contradicts it", () => {
    const prompt = finalizePrompt(withEmptyDay, preferences);
    expect(prompt).toContain(
      "Days without activities in the draft (2) are free days: return each with an empty activities list",
    );
    expect(prompt).toContain("accommodation_suggestion and an estimated_daily_cost");
    expect(prompt).toContain("Pace: Relaxed.");
    expect(prompt).not.toMatch(/every day has between/);
  });

  it("says nothing about free days when every day has activities", () => {
    expect(finalizePrompt([withEmptyDay[0]!], preferences)).not.toMatch(/free day/);
  });
});

describe("finalizePrompt and the day's end", () => {
  it("asks for a dinner per city day at the local hour, evening places in the evening and a note for free time", () => {
    const prompt = finalizePrompt([withEmptyDay[0]!], preferences);
    expect(prompt).toContain("Give each city day (not a day trip's day) a dinner");
    expect(prompt).toContain("the local dinner hour");
    expect(prompt).toContain("never in the morning");
    expect(prompt).toContain("Free afternoon in Alfama");
    expect(prompt).not.toContain("no later than 19:00");
  });

  it("keeps a family's dinner early", () => {
    const prompt = finalizePrompt([withEmptyDay[0]!], { ...preferences, travelType: "Family" });
    expect(prompt).toContain("no later than 19:00 for this family");
  });
});

describe("revisePrompt", () => {
  it("asks to fill empty days and to keep changed days within the pace unless the traveller asked otherwise", () => {
    const prompt = revisePrompt(withEmptyDay, "more gardens", preferences);
    expect(prompt).toContain("Days without activities (2) usually lost their places");
    expect(prompt).toContain(
      "fill each with real places that suit the trip, unless the suggestion asks to keep it free.",
    );
    expect(prompt).toContain("Every day you change has between 2 and 3 activities.");
    expect(prompt).toContain("list its number in off_pace_days");
  });

  it("reads whole-day requests as travellers mean them, with each day's weekday to name it by", () => {
    const prompt = revisePrompt(withEmptyDay, "if it rains on Thursday, museums that day", preferences);
    expect(prompt).toContain("Dates: day 1 Tuesday 2031-04-01, day 2 Wednesday 2031-04-02, day 3 Thursday 2031-04-03.");
    expect(prompt).toContain("a day named by a place is the day that holds it");
    expect(prompt).toContain('Rain on a day ("if it rains on Thursday, museums that day"): on that day only');
    expect(prompt).toContain("starts day 1 about 90 minutes after");
    expect(revisePrompt([withEmptyDay[0]!], "start with day 2", undefined)).not.toContain("Dates:");
  });

  it("without preferences, asks for at least one activity per changed day", () => {
    const prompt = revisePrompt([withEmptyDay[0]!], "more gardens", undefined);
    expect(prompt).toContain("Every day you change has at least one activity.");
    expect(prompt).not.toMatch(/Days without activities/);
  });
});
