import { TripPreferences, type DraftDay, type FinalDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { checkItinerary } from "./checker.ts";
import { CHECK_RULES, PLAN_RULES, RULE_GROUPS } from "./index.ts";
import { resolveTripOf } from "../trip/resolved-trip.ts";
import { createStop, createTrip } from "../../../test/data-generators.ts";

// A city the offline guide does not cover, so the guide-based rules (must-sees, seasons) leave these
// synthetic stops alone.
const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2030-03-04", numberOfDays: 1, destinationCity: "Testville", travelPace: "Chill", ...over });
// 2030-03-04 is a Monday.
const centre = { lat: 38.7223, lng: -9.1393 };
const stop = (name: string, lat: number, lng: number, extra: Record<string, unknown> = {}) =>
  createStop({
    name,
    opening_hours: "09:00–18:00",
    entry_fee: "Free",
    latitude: lat,
    longitude: lng,
    cost_usd: 0,
    ...extra,
  });
/** Three stops in a line, visited in order. */
const goodDay = (): DraftDay => ({
  day: 1,
  activities: [stop("A", 38.71, -9.14), stop("B", 38.715, -9.14), stop("C", 38.72, -9.14)],
});
/** A timed day as a final plan has it: with its dinner, and a note for the afternoon it leaves free. */
const timed = (day: DraftDay, times: [string, string][]): FinalDay => ({
  day: day.day,
  note: "Free afternoon in the old town: wander the lanes.",
  dinner: { name: "Tasca", time: "20:00" },
  accommodation_suggestion: "",
  estimated_daily_cost: "$100",
  estimated_daily_cost_usd: 100,
  activities: day.activities.map((a, i) => ({
    ...a,
    // A final day's first leg comes from the stay, as the scheduler writes it.
    transport: i === 0 ? "From the old town: walk 0.5 km (6 min)" : a.transport,
    time: `${times[i]![0]} - ${times[i]![1]}`,
    start_time: times[i]![0],
    end_time: times[i]![1],
  })),
});
const codes = (violations: { code: string }[]) => violations.map((v) => v.code);

describe("checkItinerary", () => {
  it("passes a good draft and a good final plan", () => {
    expect(checkItinerary(prefs(), [goodDay()], { centre, trip: resolveTripOf(prefs()) })).toEqual([]);
    const final = timed(goodDay(), [
      ["09:00", "10:00"],
      ["10:15", "11:00"],
      ["11:30", "12:30"],
    ]);
    expect(
      checkItinerary(prefs({ totalBudget: 500 }), [final], {
        centre,
        trip: resolveTripOf(prefs({ totalBudget: 500 })),
      }),
    ).toEqual([]);
    expect(checkItinerary(prefs(), [goodDay()], { trip: resolveTripOf(prefs()) })).toEqual([]); // centre derived from the plan
  });

  it("reports a wrong day count and numbering", () => {
    expect(
      codes(
        checkItinerary(prefs({ numberOfDays: 2 }), [goodDay()], {
          centre,
          trip: resolveTripOf(prefs({ numberOfDays: 2 })),
        }),
      ),
    ).toContain("day_count");
    expect(
      codes(checkItinerary(prefs(), [{ ...goodDay(), day: 2 }], { centre, trip: resolveTripOf(prefs()) })),
    ).toContain("day_count");
  });

  it("reports a pace out of range, but accepts a day trip as a full day", () => {
    const one = { day: 1, activities: [stop("A", 38.71, -9.14)] };
    expect(codes(checkItinerary(prefs(), [one], { centre, trip: resolveTripOf(prefs()) }))).toEqual(["pace"]);
    expect(
      codes(
        checkItinerary(prefs({ travelPace: "Intense" }), [goodDay()], {
          centre,
          trip: resolveTripOf(prefs({ travelPace: "Intense" })),
        }),
      ),
    ).toEqual(["pace"]);
    const daytrip = { day: 1, activities: [stop("Sintra", 38.79, -9.39, { category: "daytrip" })] };
    expect(checkItinerary(prefs(), [daytrip], { centre, trip: resolveTripOf(prefs()) })).toEqual([]);
  });

  it("accepts a day out of town with fewer stops, but not a short day with one stop in town", () => {
    // Two beaches about 20 km west of the centre: a day out, like a short day trip.
    const out = { day: 1, activities: [stop("Guincho", 38.73, -9.47), stop("Cabo da Roca", 38.78, -9.5)] };
    const balanced = prefs({ travelPace: "Balanced" });
    expect(checkItinerary(balanced, [out], { centre, trip: resolveTripOf(balanced) })).toEqual([]);
    const mixed = { day: 1, activities: [stop("Guincho", 38.73, -9.47), stop("A", 38.71, -9.14)] };
    expect(codes(checkItinerary(balanced, [mixed], { centre, trip: resolveTripOf(balanced) }))).toContain("pace");
  });

  it("reports duplicates across days, ignoring case and accents", () => {
    const day2 = { day: 2, activities: [stop("Ä", 38.71, -9.141), stop("D", 38.711, -9.141)] };
    const found = checkItinerary(prefs({ numberOfDays: 2 }), [goodDay(), day2], {
      centre,
      trip: resolveTripOf(prefs({ numberOfDays: 2 })),
    });
    expect(codes(found)).toEqual(["duplicate_place"]);
    expect(found[0]!.day).toBe(2);
  });

  it("reports missing and far-off coordinates, allowing day trips up to 160 km", () => {
    const missing = {
      day: 1,
      activities: [...goodDay().activities.slice(0, 2), { ...stop("X", 0, 0), latitude: null, longitude: undefined }],
    };
    expect(codes(checkItinerary(prefs(), [missing], { centre, trip: resolveTripOf(prefs()) }))).toEqual([
      "missing_coordinates",
    ]);
    const far = { day: 1, activities: [...goodDay().activities.slice(0, 2), stop("Porto", 41.15, -8.61)] };
    expect(codes(checkItinerary(prefs(), [far], { centre, trip: resolveTripOf(prefs()) }))).toContain(
      "far_from_destination",
    );
    const daytrip = { day: 1, activities: [stop("Évora", 38.57, -7.91, { category: "daytrip" })] };
    const week = prefs({ numberOfDays: 7 });
    const days = Array.from({ length: 7 }, (_, d) => ({ ...(d === 0 ? daytrip : goodDay()), day: d + 1 }));
    expect(
      checkItinerary(week, days, { centre, trip: resolveTripOf(week) }).filter((v) => v.code !== "duplicate_place"),
    ).toEqual([]);
    // Two hours each way is a day out only on a long trip.
    expect(codes(checkItinerary(prefs(), [daytrip], { centre, trip: resolveTripOf(prefs()) }))).toEqual([
      "daytrip_day",
    ]);
    const tooFar = { day: 1, activities: [stop("Porto", 41.15, -8.61, { category: "daytrip" })] };
    expect(codes(checkItinerary(week, [tooFar], { centre, trip: resolveTripOf(week) }))).toContain(
      "far_from_destination",
    );
  });

  it("reports a zig-zag route more than 15% longer than the optimised one", () => {
    const [a, b, c] = goodDay().activities;
    expect(
      codes(checkItinerary(prefs(), [{ day: 1, activities: [a!, c!, b!] }], { centre, trip: resolveTripOf(prefs()) })),
    ).toEqual(["route_detour"]);
  });

  it("reports a visit on a closed weekday, in drafts and final plans", () => {
    const closed = {
      day: 1,
      activities: [
        stop("A", 38.71, -9.14, { opening_hours: "09:00–18:00, closed Mon" }),
        ...goodDay().activities.slice(1),
      ],
    };
    expect(codes(checkItinerary(prefs(), [closed], { centre, trip: resolveTripOf(prefs()) }))).toEqual(["closed_day"]);
    expect(
      checkItinerary(prefs({ startDate: "2030-03-05" }), [closed], {
        centre,
        trip: resolveTripOf(prefs({ startDate: "2030-03-05" })),
      }),
    ).toEqual([]);
  });

  it("reports visits outside opening hours and overlapping visits", () => {
    const early = timed(goodDay(), [
      ["08:00", "09:30"],
      ["10:00", "11:00"],
      ["11:30", "12:00"],
    ]);
    expect(codes(checkItinerary(prefs(), [early], { centre, trip: resolveTripOf(prefs()) }))).toEqual([
      "outside_opening_hours",
    ]);
    const windowed = {
      day: 1,
      activities: goodDay().activities.map((a) => ({
        ...a,
        opening_hours: "",
        opening_window: { open: "10:00", close: "12:00" },
      })),
    };
    const late = timed(windowed, [
      ["10:00", "10:30"],
      ["10:45", "11:30"],
      ["11:30", "12:30"],
    ]);
    expect(codes(checkItinerary(prefs(), [late], { centre, trip: resolveTripOf(prefs()) }))).toEqual([
      "outside_opening_hours",
    ]);
    const overlap = timed(goodDay(), [
      ["09:00", "10:30"],
      ["10:00", "11:00"],
      ["11:30", "12:00"],
    ]);
    expect(codes(checkItinerary(prefs(), [overlap], { centre, trip: resolveTripOf(prefs()) }))).toEqual([
      "overlapping_visits",
    ]);
  });

  it("reports costs over the budget: final estimates, or entry fees in a draft", () => {
    const final = timed(goodDay(), [
      ["09:00", "10:00"],
      ["10:15", "11:00"],
      ["11:30", "12:30"],
    ]);
    expect(
      codes(
        checkItinerary(prefs({ totalBudget: 99 }), [final], {
          centre,
          trip: resolveTripOf(prefs({ totalBudget: 99 })),
        }),
      ),
    ).toEqual(["over_budget"]);
    expect(
      checkItinerary(prefs({ totalBudget: 0 }), [final], { centre, trip: resolveTripOf(prefs({ totalBudget: 0 })) }),
    ).toEqual([]);
    const paid = {
      day: 1,
      activities: goodDay().activities.map((a) => ({ ...a, cost_usd: undefined, entry_fee: "About $20" })),
    };
    expect(
      codes(
        checkItinerary(prefs({ totalBudget: 50 }), [paid], { centre, trip: resolveTripOf(prefs({ totalBudget: 50 })) }),
      ),
    ).toEqual(["over_budget"]);
    expect(
      checkItinerary(prefs({ totalBudget: 60 }), [paid], { centre, trip: resolveTripOf(prefs({ totalBudget: 60 })) }),
    ).toEqual([]);
  });
});

describe("the checker's registry", () => {
  it("holds the core checks, marked core, before the judgement rules, and the checker runs exactly it", () => {
    const core = CHECK_RULES.filter((rule) => rule.group === "core");
    expect(CHECK_RULES.slice(0, core.length)).toEqual(core);
    expect(core.flatMap((rule) => [rule.code, ...(rule.alsoReports ?? [])])).toEqual([
      "day_count",
      "pace",
      "duplicate_place",
      "missing_coordinates",
      "far_from_destination",
      "route_detour",
      "closed_day",
      "outside_opening_hours",
      "overlapping_visits",
      "over_budget",
    ]);
    for (const code of ["day_count", "over_budget", "closed_day"]) expect(RULE_GROUPS.get(code)).toBe("core");
    expect(RULE_GROUPS.get("meal_break")).toBe("meal_break");
    expect(PLAN_RULES.some((rule) => rule.group === "core")).toBe(false);
    // A plan that breaks core checks of several codes: the checker reports what the rules report, in their order.
    const preferences = prefs({ numberOfDays: 2, totalBudget: 1 });
    const day = timed(goodDay(), [
      ["09:00", "10:00"],
      ["09:30", "11:00"],
      ["19:30", "20:30"],
    ]);
    const plan = [{ ...day, day: 3 }];
    const options = { centre, trip: resolveTripOf(preferences) };
    const violations = checkItinerary(preferences, plan, options);
    const context = { preferences, plan, centre, isFinal: true, trip: options.trip };
    expect(violations).toEqual(CHECK_RULES.flatMap((rule) => rule.check(context)));
    // B overlaps A, then C is outside its hours: the hours codes keep the order of the visits, not of the codes.
    expect(codes(violations)).toEqual([
      "day_count",
      "day_count",
      "overlapping_visits",
      "outside_opening_hours",
      "over_budget",
      "day_hole",
    ]);
  });
});
