import { describe, expect, it } from "vitest";
import { dayNumberOn, localNow, stopWindow, tripToday } from "./trip-today";

const stop = (name: string, time: string) => ({ name, time });
const days = [
  { day: 1, activities: [stop("Castle", "09:00 - 10:30"), stop("Tram ride", "11:00 - 12:00")] },
  {
    day: 2,
    activities: [stop("Market", "09:30 - 10:30"), stop("Museum", "11:00 - 13:00"), stop("Viewpoint", "16:00 - 17:00")],
  },
];

describe("today on a trip under way", () => {
  it("reads now on the destination's clock, not the browser's", () => {
    // 23:30 UTC on 1 June is already 2 June, 08:30, in Tokyo, and still 1 June, 19:30, in New York.
    const now = new Date("2027-06-01T23:30:00Z");
    expect(localNow(now, "Asia/Tokyo")).toEqual({ date: "2027-06-02", minutes: 8 * 60 + 30 });
    expect(localNow(now, "America/New_York")).toEqual({ date: "2027-06-01", minutes: 19 * 60 + 30 });
    // An unknown zone falls back to the browser's clock rather than failing.
    expect(localNow(now, "Mars/Olympus").date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("counts the trip's days across a month end", () => {
    expect(dayNumberOn("2027-01-31", "2027-01-31")).toBe(1);
    expect(dayNumberOn("2027-01-31", "2027-02-01")).toBe(2);
    expect(dayNumberOn("2027-01-31", "2027-01-30")).toBe(0);
  });

  it("reads a stop's times from its fields or its text", () => {
    expect(stopWindow({ time: "09:00 - 10:30" })).toEqual({ start: 540, end: 630 });
    expect(stopWindow({ time: "", start_time: "14:15", end_time: "15:00" })).toEqual({ start: 855, end: 900 });
    expect(stopWindow({ time: "Afternoon" })).toEqual({ start: null, end: null });
  });

  it("gives the stop on now, the next one between stops, and the rest of the day", () => {
    const during = tripToday("2027-06-01", days, { date: "2027-06-02", minutes: 11 * 60 + 30 })!;
    expect(during).toMatchObject({ day: 2, underWay: true, done: 1 });
    expect(during.next?.name).toBe("Museum");
    expect(during.later.map((s) => s.name)).toEqual(["Viewpoint"]);

    const between = tripToday("2027-06-01", days, { date: "2027-06-02", minutes: 14 * 60 })!;
    expect(between).toMatchObject({ underWay: false, done: 2, later: [] });
    expect(between.next?.name).toBe("Viewpoint");

    const early = tripToday("2027-06-01", days, { date: "2027-06-01", minutes: 7 * 60 })!;
    expect(early.next?.name).toBe("Castle");
    expect(early.underWay).toBe(false);

    const over = tripToday("2027-06-01", days, { date: "2027-06-02", minutes: 20 * 60 })!;
    expect(over).toMatchObject({ next: null, later: [], done: 3 });
  });

  it("is nothing before the trip, after it, or on a day the plan does not have", () => {
    expect(tripToday("2027-06-01", days, { date: "2027-05-31", minutes: 600 })).toBeNull();
    expect(tripToday("2027-06-01", days, { date: "2027-06-03", minutes: 600 })).toBeNull();
  });
});
