import { describe, expect, it } from "vitest";
import { isKnownTimeZone, zonedTimeToUtc } from "./zoned-time.ts";

const utc = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone).toISOString();

describe("zonedTimeToUtc", () => {
  it("applies the zone's offset on that date", () => {
    expect(utc("2031-07-14", "09:00", "Europe/Lisbon")).toBe("2031-07-14T08:00:00.000Z");
    expect(utc("2031-01-14", "09:00", "Europe/Lisbon")).toBe("2031-01-14T09:00:00.000Z");
    expect(utc("2031-01-20", "09:00", "America/New_York")).toBe("2031-01-20T14:00:00.000Z");
    expect(utc("2031-07-20", "09:00", "America/New_York")).toBe("2031-07-20T13:00:00.000Z");
    expect(utc("2031-05-01", "09:00", "Asia/Kolkata")).toBe("2031-05-01T03:30:00.000Z");
    expect(utc("2031-01-01", "00:30", "Pacific/Auckland")).toBe("2030-12-31T11:30:00.000Z");
  });

  it("takes the earlier instant of a repeated hour and moves a skipped time forward", () => {
    // New York, 2 November 2031: 01:30 happens twice (EDT, then EST).
    expect(utc("2031-11-02", "01:30", "America/New_York")).toBe("2031-11-02T05:30:00.000Z");
    // New York, 9 March 2031: 02:30 never happens; it is read with the offset from before the change.
    expect(utc("2031-03-09", "02:30", "America/New_York")).toBe("2031-03-09T07:30:00.000Z");
  });

  it("knows real zones only", () => {
    expect(isKnownTimeZone("Europe/Lisbon")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  });
});
