import { describe, expect, it } from "vitest";
import { describeCode, weatherByDay, weatherChip } from "./day-weather";

describe("day weather", () => {
  it("gives every WMO code a picture, storms and snow included", () => {
    expect([0, 1, 2, 3, 45, 48, 53, 61, 65, 71, 80, 86, 95, 99].map((code) => describeCode(code).glyph)).toEqual([
      "sun",
      "sun",
      "partly",
      "cloud",
      "fog",
      "fog",
      "rain",
      "rain",
      "rain",
      "snow",
      "rain",
      "snow",
      "storm",
      "storm",
    ]);
  });

  it("says a forecast as numbers and a typical day as what the month is usually like", () => {
    const forecast = weatherChip({
      date: "2026-05-03",
      kind: "forecast",
      high_c: 18.6,
      low_c: 11.5,
      rain_chance: 5,
      code: 0,
    });
    expect(forecast).toMatchObject({ glyph: "sun", label: "Clear sky", temperatures: "19° / 12°", rain: "5% rain" });
    const typical = weatherChip({
      date: "2026-11-20",
      kind: "typical",
      high_c: 15.2,
      low_c: 9.4,
      rain_chance: 45,
      code: null,
    });
    expect(typical).toMatchObject({
      glyph: "rain",
      label: "Typical for November",
      temperatures: "Usually 15° / 9° in November",
      rain: "rain on 45% of days",
    });
    expect(typical.spoken).toBe("Typical weather in November: high 15°C, low 9°C, rain on 45% of days");
  });

  it("puts each date on its trip day and leaves the others out", () => {
    const byDay = weatherByDay(
      [
        { date: "2026-12-31", kind: "forecast", high_c: 1, low_c: -3, rain_chance: 0, code: 71 },
        { date: "2027-01-02", kind: "typical", high_c: 2, low_c: -4, rain_chance: 10, code: null },
      ],
      "2026-12-31",
    );
    expect([...byDay.keys()]).toEqual([1, 3]);
  });
});
