import { describe, expect, it } from "vitest";
import { inSeason, inSeasonForTrip, seasonText, tripDates } from "./seasons.ts";

const spring = [{ from: "03-20", to: "05-10" }];
const winter = [{ from: "11-15", to: "03-31" }];

describe("seasons", () => {
  it("knows when a spring-only place is open, ends included", () => {
    expect(inSeason(spring, "2031-03-20")).toBe(true);
    expect(inSeason(spring, "2031-05-10")).toBe(true);
    expect(inSeason(spring, "2031-05-11")).toBe(false);
    expect(inSeason(spring, "2031-08-04")).toBe(false);
    expect(inSeason(undefined, "2031-08-04")).toBe(true);
  });

  it("handles a season that wraps past New Year", () => {
    expect(inSeason(winter, "2031-12-31")).toBe(true);
    expect(inSeason(winter, "2032-01-10")).toBe(true);
    expect(inSeason(winter, "2031-07-01")).toBe(false);
  });

  it("plans a seasonal place only when the whole trip is in season", () => {
    expect(inSeasonForTrip({ season: spring }, "2031-04-01", 5)).toBe(true);
    expect(inSeasonForTrip({ season: spring }, "2031-05-08", 5)).toBe(false);
    expect(inSeasonForTrip({ season: spring }, "2031-08-04", 3)).toBe(false);
    expect(inSeasonForTrip({}, "2031-08-04", 3)).toBe(true);
  });

  it("lists the trip's dates across a month end", () => {
    expect(tripDates("2031-01-30", 3)).toEqual(["2031-01-30", "2031-01-31", "2031-02-01"]);
    expect(tripDates("not a date", 3)).toEqual([]);
  });

  it("says a season in words", () => {
    expect(seasonText(spring)).toBe("20 March to 10 May");
  });
});
