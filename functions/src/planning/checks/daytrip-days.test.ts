import { describe, expect, it } from "vitest";
import { daytripDaysRule } from "./daytrip-days.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

const NEW_YORK = { lat: 40.7549, lng: -73.984 };
const philadelphia = (start = "09:30", end = "17:30") =>
  visit("Philadelphia", start, end, { category: "daytrip", latitude: 39.9526, longitude: -75.1652 });

describe("day-trip days", () => {
  it("reports a day trip that also plans stops in the city", () => {
    const plan = [
      timedDay(1, [philadelphia(), visit("Times Square", "19:00", "20:00", { latitude: 40.758, longitude: -73.9855 })]),
    ];
    const violations = daytripDaysRule.check({ ...contextOf(plan, { numberOfDays: 4 }), centre: NEW_YORK });
    expect(violations.map((v) => v.message)).toEqual([
      "Day 1 is a day trip to Philadelphia but also plans Times Square in the city.",
    ]);
  });

  it("accepts Philadelphia (1.5 h by train) on a short trip, with the way back in the day", () => {
    const plan = [timedDay(1, [philadelphia()])];
    expect(daytripDaysRule.check({ ...contextOf(plan, { numberOfDays: 2 }), centre: NEW_YORK })).toEqual([]);
    const late = [timedDay(1, [philadelphia("14:00", "22:00")])];
    expect(
      daytripDaysRule.check({ ...contextOf(late, { numberOfDays: 2 }), centre: NEW_YORK }).map((v) => v.message),
    ).toEqual(["Day 1 stays at Philadelphia until 22:00, too late to travel back (about 1 h 30 min) the same day."]);
  });

  it("keeps Giethoorn (2 h each way from Amsterdam) for long trips", () => {
    const amsterdam = { lat: 52.3676, lng: 4.9041 };
    const plan = [
      timedDay(1, [
        visit("Giethoorn", "10:00", "17:00", { category: "daytrip", latitude: 52.7397, longitude: 6.0789 }),
      ]),
    ];
    expect(
      daytripDaysRule.check({ ...contextOf(plan, { numberOfDays: 4 }), centre: amsterdam }).map((v) => v.message),
    ).toEqual(["Giethoorn is about 2 h away each way: too far for a day out of a 4-day trip."]);
    expect(daytripDaysRule.check({ ...contextOf(plan, { numberOfDays: 7 }), centre: amsterdam })).toEqual([]);
  });
});
