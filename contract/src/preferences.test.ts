import { describe, expect, it } from "vitest";
import { GenerateItineraryRequest } from "./api/generate-itinerary.ts";
import { RegenerateItineraryRequest } from "./api/regenerate-itinerary.ts";
import {
  isBeforeLocalToday,
  isIsoDate,
  isPastEverywhere,
  isTooFarAheadEverywhere,
  isTooFarAheadLocally,
} from "./dates.ts";
import { VALIDATION } from "./messages.ts";
import { packSavingsPercent, TOKEN_PACKS } from "./packs.ts";
import { createTrip, daysFromToday } from "./testing/data-generators.ts";

const NOW = new Date("2026-11-22T10:00:00Z");

function messages(input: unknown): string[] {
  const result = GenerateItineraryRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// A start date that never passes: a fixed one would fail these tests once its day is over.
const valid = createTrip({ numberOfDays: 3 });

describe("GenerateItineraryRequest", () => {
  it("accepts a minimal request and fills the SPEC defaults", () => {
    const parsed = GenerateItineraryRequest.parse({
      destinationCity: "Lisbon",
      accommodation: ["Hotel"],
      startDate: daysFromToday(30),
      numberOfDays: 3,
    });
    expect(parsed).toMatchObject({
      travelType: "Solo",
      travelPace: "Balanced",
      transport: "Public",
      interests: [],
      suggestion: "",
    });
  });

  it("reports every SPEC section 5 rule with its exact message", () => {
    expect(messages({ ...valid, destinationCity: "  " })).toContain(VALIDATION.destinationRequired);
    expect(messages({ ...valid, accommodation: [] })).toContain(VALIDATION.accommodationRequired);
    expect(messages({ ...valid, startDate: "" })).toContain(VALIDATION.startDateRequired);
    expect(messages({ ...valid, startDate: "2020-01-01" })).toContain(VALIDATION.startDateInPast);
    expect(messages({ ...valid, numberOfDays: 0 })).toContain(VALIDATION.daysPositive);
    expect(messages({ ...valid, numberOfDays: 15 })).toContain(VALIDATION.daysTooMany);
    expect(messages({ ...valid, numberOfDays: "3" })).toContain(VALIDATION.daysPositive);
  });

  it("refuses a start date more than two years ahead", () => {
    expect(messages({ ...valid, startDate: "9999-12-31" })).toEqual([VALIDATION.startDateTooFar]);
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    expect(messages({ ...valid, startDate: nextYear })).toEqual([]);
  });

  it("reports several problems together", () => {
    const all = messages({ destinationCity: "", accommodation: [], startDate: "", numberOfDays: 0 });
    expect(all).toEqual(
      expect.arrayContaining([
        VALIDATION.destinationRequired,
        VALIDATION.accommodationRequired,
        VALIDATION.startDateRequired,
        VALIDATION.daysPositive,
      ]),
    );
  });

  it("rejects values outside the enums and caps free text", () => {
    expect(messages({ ...valid, travelPace: "Frantic" }).length).toBeGreaterThan(0);
    expect(messages({ ...valid, interests: ["Skydiving"] }).length).toBeGreaterThan(0);
    expect(messages({ ...valid, specialRequests: ["x".repeat(501)] }).length).toBeGreaterThan(0);
    expect(messages({ ...valid, suggestion: "x".repeat(1001) }).length).toBeGreaterThan(0);
    expect(messages({ ...valid, startDate: "2026-02-30" }).length).toBeGreaterThan(0);
  });
});

describe("RegenerateItineraryRequest", () => {
  it("needs a non-blank suggestion", () => {
    const result = RegenerateItineraryRequest.safeParse({
      currentItinerary: [{ day: 1, activities: [{ name: "Belém Tower" }] }],
      suggestion: "   ",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VALIDATION.suggestionRequired);
  });

  it("accepts image_urls as a single string and normalises it to a list", () => {
    const parsed = RegenerateItineraryRequest.parse({
      currentItinerary: [{ day: 1, activities: [{ name: "Belém Tower", image_urls: "/api/place-photo/x" }] }],
      suggestion: "more food",
    });
    expect(parsed.currentItinerary[0]?.activities[0]?.image_urls).toEqual(["/api/place-photo/x"]);
  });
});

describe("dates", () => {
  it("validates calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("28/02/2026")).toBe(false);
  });

  it("treats a date as past on the server only when it is over everywhere on Earth", () => {
    // 10:00 UTC: at UTC-12 it is still 2026-11-21, so a traveller there may start "today" = the 21st.
    expect(isPastEverywhere("2026-11-21", NOW)).toBe(false);
    expect(isPastEverywhere("2026-11-20", NOW)).toBe(true);
    expect(isPastEverywhere("2026-11-22", NOW)).toBe(false);
  });

  it("bounds the start date at two years ahead, counted where the day is latest on the server", () => {
    // 10:00 UTC on 22 November: at UTC+14 it is already the 23rd.
    expect(isTooFarAheadEverywhere("2028-11-23", NOW)).toBe(false);
    expect(isTooFarAheadEverywhere("2028-11-24", NOW)).toBe(true);
    expect(isTooFarAheadEverywhere("9999-01-01", NOW)).toBe(true);
    const localNoon = new Date(2026, 10, 22, 12);
    expect(isTooFarAheadLocally("2028-11-22", localNoon)).toBe(false);
    expect(isTooFarAheadLocally("2028-11-23", localNoon)).toBe(true);
    // 29 February two years on is 1 March.
    expect(isTooFarAheadLocally("2030-03-01", new Date(2028, 1, 29, 12))).toBe(false);
    expect(isTooFarAheadLocally("2030-03-02", new Date(2028, 1, 29, 12))).toBe(true);
  });

  it("compares at local midnight in the browser", () => {
    const localNoon = new Date(2026, 10, 22, 12);
    expect(isBeforeLocalToday("2026-11-22", localNoon)).toBe(false);
    expect(isBeforeLocalToday("2026-11-21", localNoon)).toBe(true);
  });
});

describe("token packs", () => {
  it("are the SPEC's three packs with Explorer flagged popular", () => {
    expect(TOKEN_PACKS.map((p) => [p.name, p.priceUsd, p.tokens, p.popular])).toEqual([
      ["Starter Pack", 5, 50, false],
      ["Traveller Pack", 10, 120, false],
      ["Explorer Pack", 20, 300, true],
    ]);
  });

  it("save 20% and 50% against 10 tokens per dollar, nothing on Starter", () => {
    expect(TOKEN_PACKS.map(packSavingsPercent)).toEqual([0, 20, 50]);
  });
});
