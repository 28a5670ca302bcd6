import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { holesOf, idleBefore, MAX_IDLE_MINUTES, MEALS, mealCovered } from "./day-rhythm.ts";
import { DINNER_MINUTES } from "./pace-day.ts";
import { toHhmm } from "../model/hours.ts";
import { finalizePlan, scheduleDay, type Stop } from "./schedule.ts";
import { createTrip } from "../../../test/data-generators.ts";

const stop = (lng: number, over: Partial<Stop> = {}): Stop => ({
  lat: 38.72,
  lng,
  minutes: 90,
  window: null,
  closed: [],
  daytrip: false,
  ...over,
});
const context = { transport: "Public" as const, reducedMobility: false, base: { lat: 38.72, lng: -9.15 } };
const timeline = (stops: Stop[]) => {
  const schedule = scheduleDay(stops, "Wed", context)!;
  return schedule.visits.map((visit, k) => ({
    start: visit.start,
    end: visit.end,
    travelBefore: k === 0 ? 0 : (visit.leg?.minutes ?? 0),
    food: !!stops[schedule.order[k]!]!.food,
  }));
};

describe("the shape of a scheduled day", () => {
  it("leaves a lunch break in a full day, and a dinner break in one that runs into the evening", () => {
    const day = timeline([
      stop(-9.15),
      stop(-9.148),
      stop(-9.146),
      stop(-9.144),
      stop(-9.142),
      stop(-9.14, { minutes: 120, window: { open: "19:00", close: "22:30" } }),
    ]);
    for (const meal of MEALS) expect(mealCovered(day, meal), meal.name).toBe(true);
  });

  it("counts a food stop in the window as lunch", () => {
    const day = timeline([stop(-9.15), stop(-9.148), stop(-9.146, { food: true, minutes: 60 }), stop(-9.144)]);
    expect(mealCovered(day, MEALS[0]!)).toBe(true);
    const idle = idleBefore(day);
    expect(Math.max(...idle)).toBeLessThan(45);
  });

  it("starts later rather than leave a hole before an evening show", () => {
    const day = timeline([
      stop(-9.15, { minutes: 120, window: { open: "09:00", close: "18:00" } }),
      stop(-9.14, { minutes: 180, window: { open: "19:00", close: "22:30" } }),
    ]);
    // The wait before the show holds dinner (idleAllowance), and nothing more.
    expect(holesOf(day)).toEqual([0, 0]);
    expect(Math.max(...idleBefore(day))).toBeLessThanOrEqual(MAX_IDLE_MINUTES + DINNER_MINUTES);
    expect(day[0]!.start).toBeGreaterThanOrEqual(12 * 60);
  });

  it("puts another stop between two large museums, and refuses a day where nothing can", () => {
    const museum = (lng: number) =>
      stop(lng, { minutes: 150, bigMuseum: true, window: { open: "09:00", close: "19:00" } });
    // The park sits just off the line between the museums: visiting it between them is a small detour.
    const schedule = scheduleDay(
      [museum(-9.15), museum(-9.148), stop(-9.149, { lat: 38.7215, minutes: 45 })],
      "Wed",
      context,
    );
    expect(schedule?.order[1]).toBe(2);
    expect(scheduleDay([museum(-9.15), museum(-9.149)], "Wed", context)).toBeNull();
  });

  it("brings a day trip home in time and says when", () => {
    const preferences = createTrip({ startDate: "2030-03-06", numberOfDays: 1, destinationCity: "New York" });
    const draft: DraftDay[] = [
      {
        day: 1,
        activities: [
          {
            name: "Philadelphia",
            transport: "",
            highlight: "",
            opening_hours: "",
            entry_fee: "",
            latitude: 39.9526,
            longitude: -75.1652,
            duration_minutes: 480,
            category: "daytrip",
          },
        ],
      },
    ];
    const [day] = finalizePlan(draft, preferences, { base: { lat: 40.7549, lng: -73.984 } }).structured_plan;
    const trip = day!.activities[0]!;
    expect(trip.start_time).toBe("09:30");
    expect(trip.transport).toBe(
      `From the city centre: train or coach out of town, about 168 km, about 1 h 30 min each way; back around ${toHhmm(17 * 60 + 30 + 90)}`,
    );
  });
});

describe("finalize keeps the traveller's order", () => {
  const preferences = createTrip({
    startDate: "2030-03-06",
    numberOfDays: 1,
    destinationCity: "Lisbon",
    travelPace: "Chill",
  });
  const activity = (name: string, lng: number, hours = "09:00–18:00") => ({
    name,
    transport: "",
    highlight: "",
    opening_hours: hours,
    entry_fee: "",
    latitude: 38.72,
    longitude: lng,
    duration_minutes: 60,
  });

  it("keeps a day as the traveller arranged it when it fits, even if not the shortest", () => {
    const draft = [
      { day: 1, activities: [activity("East", -9.13), activity("West", -9.15), activity("Middle", -9.14)] },
    ];
    const result = finalizePlan(draft, preferences);
    expect(result.structured_plan[0]!.activities.map((a) => a.name)).toEqual(["East", "West", "Middle"]);
    expect(result.notifications).toEqual([]);
  });

  it("changes the order only when a stop cannot fit its hours, and says so", () => {
    const draft = [
      {
        day: 1,
        activities: [activity("Open all day", -9.15, "Open 24 hours"), activity("Morning only", -9.14, "09:00–10:00")],
      },
    ];
    const result = finalizePlan(draft, preferences);
    expect(result.structured_plan[0]!.activities.map((a) => a.name)).toEqual(["Morning only", "Open all day"]);
    expect(result.notifications).toEqual(["Changed the order of day 1 so that every stop fits its opening hours."]);
  });

  it("starts the day at the traveller's own start, moving the departure from the stay with it", () => {
    const stops = [stop(-9.15), stop(-9.148), stop(-9.146)];
    const usual = scheduleDay(stops, "Wed", context)!;
    const later = scheduleDay(stops, "Wed", { ...context, dayStart: 10 * 60 + 30 })!;
    expect(toHhmm(usual.visits[0]!.start)).toBe("09:00");
    expect(toHhmm(later.visits[0]!.start)).toBe("10:30");
    // An earlier start is honoured too, for a place that opens then.
    const early = scheduleDay([stop(-9.15, { window: { open: "07:00", close: "12:00" } })], "Wed", {
      ...context,
      dayStart: 7 * 60 + 30,
    })!;
    expect(toHhmm(early.visits[0]!.start)).toBe("07:30");
  });

  it("keeps a family's early-evening end when the day starts later: a day that no longer fits is refused", () => {
    const family = { ...context, dayEnd: 19 * 60 + 30 };
    const long = [stop(-9.15, { minutes: 180 }), stop(-9.148, { minutes: 180 }), stop(-9.146, { minutes: 120 })];
    expect(scheduleDay(long, "Wed", family)).not.toBeNull();
    expect(scheduleDay(long, "Wed", { ...family, dayStart: 12 * 60 })).toBeNull();
  });

  it("times a stop chosen for lunch (or dinner) inside that meal's window, and needs no other break for it", () => {
    const lunch = stop(-9.146, { minutes: 60, meal: "lunch", food: true });
    const schedule = scheduleDay([stop(-9.15, { minutes: 60 }), lunch, stop(-9.144, { minutes: 60 })], "Wed", context)!;
    const k = schedule.order.indexOf(1);
    expect(schedule.visits[k]!.start).toBeGreaterThanOrEqual(MEALS[0]!.from);
    expect(schedule.visits[k]!.start).toBeLessThanOrEqual(MEALS[0]!.to - 30);
    // Early in a day of short visits it would come at 10:00; pinned, it waits for lunch.
    const dinner = stop(-9.146, { minutes: 60, meal: "dinner", food: true });
    const evening = scheduleDay(
      [stop(-9.15, { minutes: 120, window: { open: "14:00", close: "18:00" } }), dinner],
      "Wed",
      context,
    )!;
    const d = evening.order.indexOf(1);
    expect(evening.visits[d]!.start).toBeGreaterThanOrEqual(MEALS[1]!.from);
    // A meal stop closed through its window cannot be that meal.
    expect(
      scheduleDay(
        [stop(-9.146, { minutes: 60, meal: "lunch", food: true, window: { open: "15:00", close: "23:00" } })],
        "Wed",
        context,
      ),
    ).toBeNull();
  });
});
