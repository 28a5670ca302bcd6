import { INTERESTS, TRAVEL_PACES, TRAVEL_TYPES, type FinalActivity, type FinalDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import type { Destination } from "./plan-quality.ts";
import {
  dayEndMinutes,
  dayKm,
  dinnerAddressed,
  guideInterests,
  interestCount,
  median,
  mulberry32,
  repeatedPlaces,
  runSweep,
  sweepCases,
} from "./quality-sweep.ts";

const LISBON = { lat: 38.7223, lng: -9.1393 };

/** A timed stop, `eastKm` km east of Lisbon's centre. */
function stop(
  name: string,
  start: string,
  end: string,
  over: Partial<FinalActivity> & { eastKm?: number } = {},
): FinalActivity {
  const { eastKm = 0, ...rest } = over;
  return {
    name,
    transport: "",
    highlight: "",
    opening_hours: "",
    entry_fee: "Free",
    latitude: LISBON.lat,
    longitude: LISBON.lng + eastKm / (111.32 * Math.cos((LISBON.lat * Math.PI) / 180)),
    time: `${start} - ${end}`,
    start_time: start,
    end_time: end,
    category: "landmark",
    ...rest,
  };
}
const day = (n: number, activities: FinalActivity[]): FinalDay => ({
  day: n,
  accommodation_suggestion: "",
  estimated_daily_cost: "",
  activities,
});

describe("the sweep's random travellers", () => {
  it("replays the same sequence for the same seed and another for another seed", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, mulberry32(8))).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it("covers every city, every travel type and pace, 1 to 4 interests, 1 to 14 days and start dates across the year", () => {
    const cases = sweepCases(DESTINATIONS, 400, 1);
    expect(new Set(cases.map((c) => c.destination.slug)).size).toBe(DESTINATIONS.length);
    expect(new Set(cases.map((c) => c.travelType))).toEqual(new Set(TRAVEL_TYPES));
    expect(new Set(cases.map((c) => c.pace))).toEqual(new Set(TRAVEL_PACES));
    expect(new Set(cases.map((c) => c.interests!.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(cases.flatMap((c) => c.interests!))).toEqual(new Set(INTERESTS));
    for (const c of cases) expect(new Set(c.interests).size).toBe(c.interests!.length);
    expect(Math.min(...cases.map((c) => c.numberOfDays!))).toBe(1);
    expect(Math.max(...cases.map((c) => c.numberOfDays!))).toBe(14);
    const months = new Set(cases.map((c) => c.startDate!.slice(0, 7)));
    expect(months.size).toBe(12);
    for (const c of cases) expect(new Date(`${c.startDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(c.startDate);
    expect(sweepCases(DESTINATIONS, 400, 1)).toEqual(cases);
    expect(sweepCases(DESTINATIONS, 400, 2)).not.toEqual(cases);
  });
});

describe("the sweep's metrics", () => {
  it("measures a city day's straight-line km between its stops, and none for a day trip", () => {
    const spread = day(1, [
      stop("A", "09:00", "10:00"),
      stop("B", "10:30", "11:30", { eastKm: 4 }),
      stop("C", "12:00", "13:00", { eastKm: 1 }),
    ]);
    expect(dayKm(spread)).toBeCloseTo(7, 1);
    expect(dayKm(day(1, [stop("A", "09:00", "10:00"), stop("B", "10:30", "11:30", { eastKm: 0.5 })]))).toBeCloseTo(
      0.5,
      1,
    );
    expect(dayKm(day(2, [stop("Sintra", "09:00", "17:00", { category: "daytrip" })]))).toBeNull();
  });

  it("finds when the day ends: its last stop's end, none for an untimed day", () => {
    expect(dayEndMinutes(day(1, [stop("A", "09:00", "10:00"), stop("B", "14:00", "16:35")]))).toBe(16 * 60 + 35);
    expect(dayEndMinutes(day(1, [stop("A", "09:00", "10:00")]))).toBe(10 * 60);
    expect(
      dayEndMinutes(day(1, [{ ...stop("A", "09:00", "10:00"), start_time: undefined, end_time: undefined }])),
    ).toBeNull();
  });

  it("counts dinner only for a food or dinner stop inside 18:00-21:30", () => {
    expect(
      dinnerAddressed(
        day(1, [stop("A", "15:00", "17:00"), stop("Time Out Market", "19:00", "20:30", { category: "food" })]),
      ),
    ).toBe(true);
    expect(
      dinnerAddressed(
        day(1, [
          stop("A", "15:00", "17:00"),
          stop("Taberna", "20:45", "22:00", { category: "restaurant", meal: "dinner" }),
        ]),
      ),
    ).toBe(true);
    // Lunch at a market, a museum in the evening, a snack that barely reaches 18:00: no dinner.
    expect(
      dinnerAddressed(
        day(1, [
          stop("Mercado", "12:00", "13:00", { category: "food" }),
          stop("Museum", "18:30", "20:30", { category: "museum" }),
        ]),
      ),
    ).toBe(false);
    expect(dinnerAddressed(day(1, [stop("Pastéis", "17:00", "18:20", { category: "food" })]))).toBe(false);
    expect(dinnerAddressed(day(1, [stop("Late bar", "21:15", "23:00", { category: "food" })]))).toBe(false);
    // The day's own dinner suggestion answers it.
    const suggested = { ...day(1, [stop("A", "15:00", "17:00")]), dinner: { name: "Time Out Market", time: "20:00" } };
    expect(dinnerAddressed(suggested)).toBe(true);
  });

  it("names each place planned more than once in a trip, once", () => {
    const plan = [
      day(1, [stop("Belém Tower", "09:00", "10:00"), stop("Alfama", "11:00", "12:00")]),
      day(2, [stop("belém  tower ", "09:00", "10:00"), stop("LX Factory", "11:00", "12:00")]),
      day(3, [stop("Belém Tower", "09:00", "10:00"), stop("Alfama", "11:00", "12:00")]),
    ];
    expect(repeatedPlaces(plan)).toEqual(["Belém Tower", "Alfama"]);
    expect(repeatedPlaces(plan.slice(0, 1))).toEqual([]);
  });

  it("counts the stops that answer the traveller's interests, per interest, leaving out stops the guide does not know", () => {
    const guide = {
      places: [
        { name: "Parque", interests: ["Nature", "Photography"] },
        { name: "Museu", interests: ["Culture", "Historical"] },
        { name: "Praia", interests: ["Sea", "Nature"] },
      ],
    } as unknown as Pick<Destination, "places">;
    const plan = [
      day(1, [stop("Parque", "09:00", "10:00"), stop("Museu", "10:30", "12:00")]),
      day(2, [stop("Praia", "09:00", "12:00"), stop("Unknown café", "12:30", "13:30")]),
    ];
    expect(interestCount(plan, ["Nature", "Sea"], guideInterests(guide))).toEqual({
      stops: 3,
      matching: 2,
      perInterest: { Nature: 2, Sea: 1 },
    });
    expect(interestCount(plan, ["Shopping"], guideInterests(guide))).toEqual({
      stops: 3,
      matching: 0,
      perInterest: { Shopping: 0 },
    });
  });

  it("takes the median of the figures", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
  });
});

/** The rules every swept plan passes today: a regression of any of them fails CI. */
const PASSING_TODAY = [
  "core",
  "daytrip_day",
  "day_compactness",
  "day_hole",
  "meal_break",
  "museums_back_to_back",
  "family_suitability",
  "theme_park_day",
  "season",
  "must_see",
  "mobility_fit",
  "diet_fit",
  "first_leg",
  "interest_share",
  "repeats",
];

describe("a small fixed-seed sweep", () => {
  it("keeps every plan passing the rules that pass today", { timeout: 300_000 }, async () => {
    const report = await runSweep(DESTINATIONS, { seed: 22, plans: 300, grid: false });
    expect(report.plans).toBe(300);
    expect(report.cities).toBe(DESTINATIONS.length);
    const broken = report.passing.filter((row) => PASSING_TODAY.includes(row.code) && row.plans < report.plans);
    expect(
      broken.map((row) => `${row.code}: ${row.plans}/${report.plans}`),
      report.examples.join("\n"),
    ).toEqual([]);
    expect(report.passing.map((row) => row.code)).toEqual(expect.arrayContaining(PASSING_TODAY));
    expect(report.repeats.plans).toBe(0);
    // A day lighter than its pace says why, on the day.
    expect(report.lighter.noted).toBe(report.lighter.days);
    expect(report.dayKm.worst?.km ?? 0).toBeLessThanOrEqual(12);
    // Action-Packed days run into the evening (an evening stop, a dinner at the city's hour): 91% of
    // these 434 days (395) when the floor was set.
    expect(report.evenings.reached / report.evenings.days).toBeGreaterThanOrEqual(0.88);
  });
});
