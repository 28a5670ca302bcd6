import { TripPreferences, type DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { checkItinerary } from "../checks/checker.ts";
import { formatOpeningHours, parseOpeningHours, weekdayOf } from "../model/hours.ts";
import { finalizePlan, scheduleDay, type Stop } from "./schedule.ts";
import { travelLeg } from "./travel.ts";
import { resolveTripOf } from "../trip/resolved-trip.ts";
import { createTrip } from "../../../test/data-generators.ts";

const stop = (lng: number, over: Partial<Stop> = {}): Stop => ({
  lat: 38.72,
  lng,
  minutes: 60,
  window: null,
  closed: [],
  daytrip: false,
  ...over,
});
const context = { transport: "Public" as const, reducedMobility: false, base: null };
// A city the offline guide does not cover, so the guide-based rules (must-sees, seasons) leave these
// synthetic stops alone.
const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2030-03-04", numberOfDays: 1, destinationCity: "Testville", travelPace: "Chill", ...over });
const activity = (name: string, lng: number, hours: string, minutes = 60) => ({
  name,
  transport: "",
  highlight: "",
  opening_hours: hours,
  entry_fee: "About $10",
  latitude: 38.72,
  longitude: lng,
  duration_minutes: minutes,
});

describe("a day's note", () => {
  it("stays on the final day; a day without one gets none of it, only a line about its free afternoon", () => {
    const note =
      "A day out of town to Volendam and Edam, about 19 km from the centre: fewer stops, with time to enjoy them.";
    const draft: DraftDay[] = [
      { day: 1, note, activities: [activity("A", -9.15, "09:00–18:00"), activity("B", -9.14, "Open 24 hours")] },
      { day: 2, activities: [activity("C", -9.15, "09:00–18:00")] },
    ];
    const [one, two] = finalizePlan(draft, prefs({ numberOfDays: 2 })).structured_plan;
    expect(one!.note).toBe(note);
    // Day 2's one stop ends long before a relaxed day would (15:00): it says what to do with the afternoon.
    expect(two!.note).toMatch(/^Free afternoon around C: /);
  });
});

describe("opening hours and travel", () => {
  it("formats and reads opening hours with closed days", () => {
    const text = formatOpeningHours({ window: { open: "09:30", close: "18:00" }, closed: ["Tue", "Mon"] });
    expect(text).toBe("09:30–18:00, closed Mon, Tue");
    expect(parseOpeningHours(text)).toEqual({ window: { open: "09:30", close: "18:00" }, closed: ["Mon", "Tue"] });
    expect(parseOpeningHours("Open 24 hours, closed Sundays")).toEqual({ window: null, closed: ["Sun"] });
    expect(parseOpeningHours("9:00 to 17:30")).toEqual({ window: { open: "09:00", close: "17:30" }, closed: [] });
    expect(parseOpeningHours("")).toEqual({ window: null, closed: [] });
    expect(weekdayOf("2030-03-04", 1)).toBe("Mon");
    expect(weekdayOf("2030-03-04", 7)).toBe("Sun");
    expect(weekdayOf("not a date", 1)).toBeNull();
  });

  it("turns distance and transport mode into an instruction and minutes", () => {
    expect(travelLeg("Public", 0.6).instruction).toBe("Walk 0.8 km (10 min)");
    expect(travelLeg("Public", 3.2)).toMatchObject({
      mode: "public",
      instruction: "Public transport, about 4.0 km (13 min)",
      minutes: 13,
    });
    expect(travelLeg("Walk", 2).minutes).toBe(33);
    expect(travelLeg("Bike", 4).instruction).toBe("Cycle 5.0 km (21 min)");
    expect(travelLeg("Taxi", 8).instruction).toBe("Taxi, about 10 km (27 min)");
    expect(travelLeg("Public", 30, { daytrip: true }).instruction).toMatch(/^Train or coach/);
    expect(travelLeg("Public", 0.6, { reducedMobility: true }).mode).toBe("public");
  });
});

describe("scheduleDay", () => {
  it("waits for opening and starts around 09:00", () => {
    const day = scheduleDay([stop(-9.14, { window: { open: "10:00", close: "18:00" } })], "Wed", context)!;
    expect(day.visits[0]).toMatchObject({ start: 600, end: 660 });
    expect(scheduleDay([stop(-9.14)], "Wed", context)!.visits[0]!.start).toBe(540);
  });

  it("reorders when the shortest route would miss a closing time", () => {
    // West to east is shortest either way round; the east end closes at 10:30, so it must come first.
    const stops = [stop(-9.16), stop(-9.15), stop(-9.14, { window: { open: "09:00", close: "10:30" } })];
    const day = scheduleDay(stops, "Wed", context)!;
    expect(day.order[0]).toBe(2);
  });

  it("refuses a stop on its closed day or hours no order can meet", () => {
    expect(scheduleDay([stop(-9.14, { closed: ["Wed"] })], "Wed", context)).toBeNull();
    const clash = [
      stop(-9.14, { minutes: 120, window: { open: "09:00", close: "11:00" } }),
      stop(-9.15, { minutes: 120, window: { open: "09:00", close: "11:00" } }),
    ];
    expect(scheduleDay(clash, "Wed", context)).toBeNull();
  });
});

const codes = (violations: { code: string }[]) => violations.map((violation) => violation.code);

describe("finalizePlan", () => {
  const stay = { lat: 38.722, lng: -9.152 };
  it("assigns times, transport, stay and costs that pass the checker", () => {
    const draft: DraftDay[] = [
      {
        day: 1,
        activities: [
          activity("A", -9.15, "09:00–18:00"),
          activity("B", -9.14, "10:00–12:00"),
          activity("C", -9.13, "Open 24 hours"),
        ],
      },
    ];
    // Days start from the stay (a short walk from A), as every final plan's do: the checker asks for that first leg.
    const result = finalizePlan(draft, prefs(), { base: stay });
    const [day] = result.structured_plan;
    expect(day!.activities[0]!.transport).toMatch(/^From the city centre: walk 0\.\d km \(\d+ min\)$/);
    expect(day!.activities.map((a) => a.time)).toEqual(day!.activities.map((a) => `${a.start_time} - ${a.end_time}`));
    // A relaxed day starts late (PACE_DAY's 10:00) as far as B's hours allow: B closes at 12:00 after A's hour.
    expect(day!.activities[0]!.start_time).toBe("09:45");
    expect(day!.estimated_daily_cost).toBe(`$${day!.estimated_daily_cost_usd}`);
    expect(day!.accommodation_suggestion).toMatch(/^Hotel in the city centre, about \$130 a night/);
    // Testville is in no guide: where to have dinner is the model's to say, and the checker asks for it.
    expect(codes(checkItinerary(prefs(), result.structured_plan, { trip: resolveTripOf(prefs()) }))).toEqual([
      "dinner",
    ]);
    expect(result.notifications).toEqual([]);
  });

  it("moves a stop to a day when it is open, and leaves out one that cannot fit", () => {
    // Day 1 is a Monday: A is closed then, so it trades places with a stop of day 2.
    const draft: DraftDay[] = [
      { day: 1, activities: [activity("A", -9.15, "09:00–18:00, closed Mon"), activity("B", -9.14, "Open 24 hours")] },
      { day: 2, activities: [activity("C", -9.13, "Open 24 hours"), activity("D", -9.12, "Open 24 hours")] },
    ];
    const preferences = prefs({ numberOfDays: 2 });
    const result = finalizePlan(draft, preferences, { base: stay });
    expect(result.structured_plan[1]!.activities.map((a) => a.name)).toContain("A");
    expect(codes(checkItinerary(preferences, result.structured_plan, { trip: resolveTripOf(preferences) }))).toEqual([
      "dinner",
      "dinner",
    ]);

    const impossible: DraftDay[] = [
      { day: 1, activities: [activity("A", -9.15, "09:00–18:00, closed Mon"), activity("B", -9.14, "Open 24 hours")] },
    ];
    const dropped = finalizePlan(impossible, prefs());
    expect(dropped.notifications).toEqual(["Left out A on day 1: it could not fit its opening hours that day."]);
  });

  it("starts each day at the traveller's own start, times a meal stop in its window, and keeps the day's choices", () => {
    const lunch = { ...activity("Market", -9.14, "08:00–20:00"), category: "market", meal: "lunch" as const };
    const draft: DraftDay[] = [
      {
        day: 1,
        day_start: "10:30",
        declined: ["Somewhere"],
        activities: [activity("A", -9.15, "09:00–18:00"), lunch, activity("C", -9.13, "Open 24 hours")],
      },
      { day: 2, activities: [activity("D", -9.15, "09:00–18:00"), activity("E", -9.14, "Open 24 hours")] },
    ];
    const preferences = prefs({ numberOfDays: 2 });
    const [one, two] = finalizePlan(draft, preferences, { base: stay }).structured_plan;
    expect(one!.activities[0]!.start_time).toBe("10:30");
    expect(two!.activities[0]!.start_time).toBe("10:00");
    expect(one!.day_start).toBe("10:30");
    expect(one!.declined).toEqual(["Somewhere"]);
    expect(two!.day_start).toBeUndefined();
    const market = one!.activities.find((a) => a.name === "Market")!;
    expect(market.start_time! >= "11:30" && market.start_time! <= "14:00").toBe(true);
    expect(market.meal).toBe("lunch");
    expect(
      codes(
        checkItinerary(preferences, finalizePlan(draft, preferences, { base: stay }).structured_plan, {
          trip: resolveTripOf(preferences),
        }),
      ),
    ).toEqual(["dinner", "dinner"]);
  });

  it("ends a family's later-starting day by early evening, leaving out what no longer fits", () => {
    const long = (name: string, lng: number) => activity(name, lng, "Open 24 hours", 180);
    const draft: DraftDay[] = [
      { day: 1, day_start: "12:00", activities: [long("A", -9.15), long("B", -9.14), long("C", -9.13)] },
    ];
    const family = prefs({ travelType: "Family" });
    const result = finalizePlan(draft, family);
    const day = result.structured_plan[0]!;
    // Not before its start; a 3-hour visit from 12:00 would run through lunch, so lunch comes first.
    expect(day.activities[0]!.start_time! >= "12:00" && day.activities[0]!.start_time! <= "12:45").toBe(true);
    expect(day.activities.every((a) => a.end_time! <= "19:30")).toBe(true);
    expect(result.notifications.some((note) => /^Left out [ABC] on day 1/.test(note))).toBe(true);
  });
});
