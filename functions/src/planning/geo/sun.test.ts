import { describe, expect, it } from "vitest";
import { localSunset } from "./sun.ts";

const LISBON = { lat: 38.7223, lng: -9.1393 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const hhmm = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

describe("sunset on the local clock", () => {
  // Almanac values: Lisbon 15 December 17:17, 21 June 21:05 (summer time); Sydney 21 June 16:54, 21 December 20:05.
  it("follows the season and the place's clock, summer time included", () => {
    const near = (minutes: number | null, expected: string) => {
      const [h, m] = expected.split(":").map(Number) as [number, number];
      expect(Math.abs(minutes! - (h * 60 + m)), `${hhmm(minutes)} vs ${expected}`).toBeLessThanOrEqual(6);
    };
    near(localSunset(LISBON, "2031-12-15"), "17:17");
    near(localSunset(LISBON, "2031-06-21"), "21:05");
    near(localSunset(SYDNEY, "2031-06-21"), "16:54");
    near(localSunset(SYDNEY, "2031-12-21"), "20:05");
  });

  it("says nothing for an unusable date or a day without sunset", () => {
    expect(localSunset(LISBON, "not a date")).toBeNull();
    expect(localSunset({ lat: 78.2, lng: 15.6 }, "2031-06-21")).toBeNull();
  });
});
