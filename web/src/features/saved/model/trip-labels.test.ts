import type { SavedItinerary } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { dayDate, newestFirst, savedOnDate, stopsLabel, tripDatesLabel } from "./trip-labels";

describe("savedOnDate", () => {
  it("writes the saved date in long US style", () => {
    // Midday UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(savedOnDate("2026-11-23T12:00:00.000Z")).toBe("November 23, 2026");
    expect(savedOnDate("2027-01-02T12:30:00Z")).toBe("January 2, 2027");
  });

  it("gives null for something that is not a timestamp", () => {
    expect(savedOnDate("yesterday")).toBeNull();
    expect(savedOnDate("")).toBeNull();
  });
});

describe("tripDatesLabel", () => {
  it("names the range within one month, across months and across years, with the length", () => {
    expect(tripDatesLabel("2026-12-05", 4)).toBe("December 5 – 8, 2026 · 4 days");
    expect(tripDatesLabel("2026-11-29", 4)).toBe("November 29 – December 2, 2026 · 4 days");
    expect(tripDatesLabel("2026-12-30", 4)).toBe("December 30, 2026 – January 2, 2027 · 4 days");
  });

  it("handles leap days and a one-day trip", () => {
    expect(tripDatesLabel("2028-02-28", 2)).toBe("February 28 – 29, 2028 · 2 days");
    expect(tripDatesLabel("2027-02-28", 2)).toBe("February 28 – March 1, 2027 · 2 days");
    expect(tripDatesLabel("2026-12-05", 1)).toBe("December 5, 2026 · 1 day");
  });

  it("falls back to the length alone without a usable start date", () => {
    expect(tripDatesLabel("", 3)).toBe("3 days");
    expect(tripDatesLabel("05/12/2026", 3)).toBe("3 days");
  });
});

describe("dayDate", () => {
  it("gives the calendar date of day N", () => {
    expect(dayDate("2026-12-30", 1)).toBe("December 30, 2026");
    expect(dayDate("2026-12-30", 3)).toBe("January 1, 2027");
    expect(dayDate("", 1)).toBeNull();
  });
});

const plan = (id: string, savedAt: string, stopsPerDay: number[] = []): SavedItinerary =>
  ({
    id,
    saved_at: savedAt,
    itinerary: stopsPerDay.map((n, i) => ({
      day: i + 1,
      activities: Array.from({ length: n }, () => ({ name: "x" })),
    })),
  }) as unknown as SavedItinerary;

describe("newestFirst", () => {
  it("orders by saved time, newest first, without changing the input", () => {
    const input = [
      plan("a", "2026-11-01T10:00:00Z"),
      plan("b", "2026-11-20T10:00:00Z"),
      plan("c", "2026-11-10T10:00:00Z"),
    ];
    expect(newestFirst(input).map((p) => p.id)).toEqual(["b", "c", "a"]);
    expect(input.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("puts a plan with an unreadable time last", () => {
    expect(newestFirst([plan("bad", "?"), plan("ok", "2026-11-01T10:00:00Z")]).map((p) => p.id)).toEqual(["ok", "bad"]);
  });
});

describe("stopsLabel", () => {
  it("counts the stops of every day", () => {
    expect(stopsLabel(plan("a", "", [3, 2]))).toBe("5 stops");
    expect(stopsLabel(plan("a", "", [1]))).toBe("1 stop");
  });
});
