import { describe, expect, it } from "vitest";
import { buildSummary } from "./summary.ts";
import { createTrip } from "../../../test/data-generators.ts";

describe("buildSummary", () => {
  it("covers destination, dates, pace, each day and the budget", () => {
    const preferences = createTrip({
      startDate: "2030-03-04",
      numberOfDays: 2,
      destinationCity: "lisboa",
      travelPace: "Intense",
      interests: ["Food", "Sea"],
      totalBudget: 300,
      travelType: "Couple",
    });
    const act = (name: string, start: string, end: string) => ({
      name,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
      time: "",
      start_time: start,
      end_time: end,
    });
    const text = buildSummary({
      destinationName: "Lisbon",
      preferences,
      plan: [
        {
          day: 1,
          accommodation_suggestion: "",
          estimated_daily_cost: "$200",
          activities: [act("Belém Tower", "09:00", "10:00"), act("Jerónimos Monastery", "10:15", "11:45")],
        },
        {
          day: 2,
          accommodation_suggestion: "",
          estimated_daily_cost: "$150",
          activities: [act("Miradouro", "09:00", "09:30")],
        },
      ],
      stayType: "Hotel",
      stayArea: "Baixa",
      totalUsd: 350,
    });
    const paragraphs = text.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs[0]).toBe(
      "2 days in Lisbon from Monday, March 4, 2030 to Tuesday, March 5, 2030, planned for a couple at an Action-Packed pace with a focus on food and sea. You stay in Baixa (hotel) and get around mainly by public transport.",
    );
    expect(paragraphs[1]).toBe(
      "Day 1 (09:00 to 11:45): Belém Tower and Jerónimos Monastery.\nDay 2 (09:00 to 09:30): Miradouro.",
    );
    expect(paragraphs[2]).toMatch(
      /about \$350 per person \(\$175 a day on average\).*\$50 over your budget of \$300\./,
    );
  });
});
