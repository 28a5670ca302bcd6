import { describe, expect, it } from "vitest";
import { PACE_DAY, eveningDinnerContext } from "./pace-day.ts";
import { scheduleDay, type DayContext, type Stop } from "./schedule.ts";
import { stretchDay } from "./stretch-day.ts";

const stop = (lng: number, over: Partial<Stop> = {}): Stop => ({
  lat: 41.9,
  lng,
  minutes: 60,
  window: { open: "09:00", close: "17:00" },
  closed: [],
  daytrip: false,
  ...over,
});
const context: DayContext = { transport: "Public", reducedMobility: false, base: { lat: 41.9, lng: 12.47 } };

/** A day of museums closing at 17:00 and a last stop, timed, then shaped to the pace. */
function shaped(last: Stop, pace = PACE_DAY.Intense) {
  const stops = [stop(12.47), stop(12.472), stop(12.474), stop(12.476), stop(12.478), last];
  const schedule = scheduleDay(stops, "Wed", context)!;
  const day = stretchDay(schedule.order, schedule.visits, "Wed", context, {
    pace,
    ownStart: false,
    stopsAt: () => stops,
  });
  return { stops, day, end: day.visits.at(-1)!.end };
}

describe("an Action-Packed day that would end early", () => {
  it("keeps a square open at all hours for the evening, ending from 19:30 without a hole", () => {
    const square = stop(12.48, { window: null, name: "Lit square" });
    const { stops, day, end } = shaped(square);
    expect(stops[day.order.at(-1)!]).toBe(square);
    expect(end).toBeGreaterThanOrEqual(PACE_DAY.Intense.endsFrom);
    // The visits before it keep their planned length.
    for (const [k, visit] of day.visits.entries())
      expect(visit.end - visit.start).toBeGreaterThanOrEqual(stops[day.order[k]!]!.minutes);
  });

  it("moves such a stop to the end when the route allows, and keeps a place that closes at 17:00 out of the evening", () => {
    // A square between the last two stops: visited last, the route grows by well under the 15% the checker allows.
    const stops = [stop(12.47), stop(12.4702), stop(12.47055, { window: null, name: "Lit square" }), stop(12.4706)];
    const schedule = scheduleDay(stops, "Wed", context)!;
    expect(stops[schedule.order.at(-1)!]!.name).not.toBe("Lit square");
    const day = stretchDay(schedule.order, schedule.visits, "Wed", context, {
      pace: PACE_DAY.Intense,
      ownStart: false,
      stopsAt: () => stops,
    });
    expect(stops[day.order.at(-1)!]!.name).toBe("Lit square");
    expect(day.visits.at(-1)!.end).toBeGreaterThanOrEqual(PACE_DAY.Intense.endsFrom);
    const closing = shaped(stop(12.48));
    expect(closing.end).toBeLessThanOrEqual(17 * 60);
  });

  it("keeps for the evening a house open half an hour past it, and not one that closes at 19:30", () => {
    const late = shaped(stop(12.48, { window: { open: "09:00", close: "20:00" }, name: "Late house" }));
    expect(late.stops[late.day.order.at(-1)!]!.name).toBe("Late house");
    expect(late.end).toBeGreaterThanOrEqual(PACE_DAY.Intense.endsFrom);
    expect(late.end).toBeLessThanOrEqual(20 * 60);
    const closing = shaped(stop(12.48, { window: { open: "09:00", close: "19:30" } }));
    expect(closing.end).toBeLessThan(PACE_DAY.Intense.endsFrom);
  });

  it("leaves a Balanced day's end as it was", () => {
    const { end } = shaped(stop(12.48, { window: null }), PACE_DAY.Balanced);
    expect(end).toBeLessThan(PACE_DAY.Intense.endsFrom);
  });
});

describe("a dinner stop on a day that runs into the evening", () => {
  it("sits at the city's dinner hour, held inside the meal window, and only for Action-Packed travellers who are not a family", () => {
    expect(eveningDinnerContext({ travelPace: "Intense", travelType: "Couple" }, "20:00")).toEqual({
      dinnerFrom: 20 * 60,
    });
    expect(eveningDinnerContext({ travelPace: "Intense", travelType: "Couple" }, "21:30")).toEqual({
      dinnerFrom: 20 * 60 + 15,
    });
    expect(eveningDinnerContext({ travelPace: "Intense", travelType: "Family" }, "20:00")).toEqual({});
    expect(eveningDinnerContext({ travelPace: "Balanced", travelType: "Solo" }, "20:00")).toEqual({});
    const dinner = stop(12.48, { window: { open: "12:00", close: "23:00" }, food: true, meal: "dinner" });
    const early = scheduleDay([stop(12.47), dinner], "Wed", context)!;
    const late = scheduleDay([stop(12.47), dinner], "Wed", { ...context, dinnerFrom: 20 * 60 })!;
    const startOf = (s: typeof early) => s.visits[s.order.indexOf(1)]!.start;
    expect(startOf(early)).toBe(18 * 60);
    expect(startOf(late)).toBe(20 * 60);
  });
});
