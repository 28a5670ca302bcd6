// The seeded random sweep of plan quality: what a traveller controls (city, interests, travel type, pace,
// length, start date) drawn at random, each plan made offline through the same pipeline as the quality
// table and held to the checker's rules, plus the day-level figures the rules do not judge yet (km per
// day, day end, dinner, interests, repeats). The metric functions are pure, for tests and future rules.
import {
  INTERESTS,
  PACE_RANGE,
  TRAVEL_PACES,
  TRAVEL_TYPES,
  type FinalDay,
  type Interest,
  type TravelPace,
  type TravelType,
} from "@itinerary/contract";
import {
  CORE_CODES,
  dayHopsKm,
  isDayTripDay,
  offlineGenerator,
  planCase,
  QUALITY_INTERESTS,
  QUALITY_ROWS,
  qualityCases,
  type Destination,
  type QualityCase,
} from "./plan-quality.ts";
import { PACE_DAY, paceDayFor } from "../src/planning/scheduling/pace-day.ts";

export const DEFAULT_SWEEP_SEED = 22;
export const DEFAULT_SWEEP_PLANS = 2000;
/** The year the random start dates fall in (the quality grid plans June 2031). */
export const SWEEP_YEAR = 2031;
export const MAX_SWEEP_DAYS = 14;

/** mulberry32: a small seeded PRNG, uniform in [0, 1); the same seed always gives the same sweep. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** 1 to 4 distinct interests of the contract's eleven, in the contract's order. */
export function randomInterests(random: () => number): Interest[] {
  const pool = [...INTERESTS];
  const count = between(random, 1, 4);
  for (let k = 0; k < count; k++) {
    const j = k + Math.floor(random() * (pool.length - k));
    [pool[k], pool[j]] = [pool[j]!, pool[k]!];
  }
  const chosen = new Set(pool.slice(0, count));
  return INTERESTS.filter((interest) => chosen.has(interest));
}

/** Any day of the sweep's year, "YYYY-MM-DD". */
export function randomStartDate(random: () => number, year = SWEEP_YEAR): string {
  const first = Date.UTC(year, 0, 1);
  const days = (Date.UTC(year + 1, 0, 1) - first) / 86_400_000;
  return new Date(first + Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` random cases: the cities in turn (so every covered city is swept), everything else drawn:
 * interests, travel type (all four), pace, 1 to 14 days, a start date anywhere in the year.
 */
export function sweepCases(destinations: readonly Destination[], count: number, seed: number): QualityCase[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, k) => ({
    destination: destinations[k % destinations.length]!,
    interests: randomInterests(random),
    travelType: pick<TravelType>(random, TRAVEL_TYPES),
    pace: pick<TravelPace>(random, TRAVEL_PACES),
    numberOfDays: between(random, 1, MAX_SWEEP_DAYS),
    startDate: randomStartDate(random),
  }));
}

// ---- Metrics: pure functions of a final plan -------------------------------------------------------

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A city day: one that is not a day trip's. */
export const isCityDay = (day: FinalDay) => !isDayTripDay(day);

/** Straight-line km between a city day's stops in order (the checker's measure); null for a day trip's day. */
export const dayKm = (day: FinalDay): number | null => dayHopsKm(day);

/** When the day's last stop ends, in minutes after midnight; null when the day has no timed stop. */
export function dayEndMinutes(day: FinalDay): number | null {
  const ends = day.activities.map((stop) => stop.end_time).filter((end): end is string => Boolean(end));
  return ends.length ? Math.max(...ends.map(minutesOf)) : null;
}

/** The local dinner hour a day should address (issue 22): 18:00 to 21:30. */
export const DINNER_HOUR = { from: 18 * 60, to: 21 * 60 + 30 } as const;
/** A food stop (or a stop planned as dinner) counts as dinner when this much of it falls in the dinner hour. */
export const DINNER_OVERLAP_MINUTES = 30;

/** Whether the day says where to have dinner in the dinner hour, or has a food or dinner stop covering it. */
export function dinnerAddressed(day: FinalDay): boolean {
  if (day.dinner) {
    const at = minutesOf(day.dinner.time);
    if (at >= DINNER_HOUR.from && at <= DINNER_HOUR.to) return true;
  }
  return day.activities.some((stop) => {
    if (stop.category !== "food" && stop.meal !== "dinner") return false;
    if (!stop.start_time || !stop.end_time) return false;
    const overlap =
      Math.min(minutesOf(stop.end_time), DINNER_HOUR.to) - Math.max(minutesOf(stop.start_time), DINNER_HOUR.from);
    return overlap >= DINNER_OVERLAP_MINUTES;
  });
}

/** Stop names planned more than once in one trip (case and spacing aside), each named once. */
export function repeatedPlaces(plan: readonly FinalDay[]): string[] {
  const seen = new Map<string, { name: string; times: number }>();
  for (const day of plan) {
    for (const stop of day.activities) {
      const key = stop.name.trim().toLowerCase().replace(/\s+/g, " ");
      const entry = seen.get(key) ?? { name: stop.name.trim(), times: 0 };
      entry.times++;
      seen.set(key, entry);
    }
  }
  return [...seen.values()].filter((entry) => entry.times > 1).map((entry) => entry.name);
}

export interface InterestCount {
  /** Stops whose interests are known (the guide's places). */
  stops: number;
  /** Of those, stops matching at least one of the traveller's interests. */
  matching: number;
  /** Per interest the traveller ticked: stops tagged with it. */
  perInterest: Partial<Record<Interest, number>>;
}

/**
 * How many of the plan's stops answer the traveller's interests. A stop's interests come from
 * `interestsOf` (the guide's tags for its place; null for a stop the guide does not know, left out).
 */
export function interestCount(
  plan: readonly FinalDay[],
  interests: readonly Interest[],
  interestsOf: (stop: FinalDay["activities"][number]) => readonly Interest[] | null,
): InterestCount {
  const count: InterestCount = { stops: 0, matching: 0, perInterest: Object.fromEntries(interests.map((i) => [i, 0])) };
  for (const day of plan) {
    for (const stop of day.activities) {
      const tags = interestsOf(stop);
      if (!tags) continue;
      count.stops++;
      if (interests.some((interest) => tags.includes(interest))) count.matching++;
      for (const interest of interests) if (tags.includes(interest)) count.perInterest[interest]!++;
    }
  }
  return count;
}

/** The guide's interest tags by place name, for `interestCount`. */
export function guideInterests(
  destination: Pick<Destination, "places">,
): (stop: { name: string }) => readonly Interest[] | null {
  const byName = new Map(destination.places.map((place) => [place.name.toLowerCase(), place.interests]));
  return (stop) => byName.get(stop.name.trim().toLowerCase()) ?? null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

// ---- The sweep ------------------------------------------------------------------------------------

export interface SweptDay {
  /** City, travel type, pace, interests, length. */
  trip: string;
  day: number;
  km: number;
  /** "HH:MM-HH:MM Name (category)", in order. */
  stops: string[];
}

export interface CityKm {
  city: string;
  days: number;
  median: number;
  worst: number;
}

export interface SweepReport {
  seed: number;
  plans: number;
  gridPlans: number;
  cities: number;
  passing: { code: string; label: string; plans: number }[];
  /** The core checks one by one: plans passing each (pace, route detours, opening hours...). */
  core: { code: string; plans: number }[];
  cityDays: number;
  dayKm: { median: number; worst: SweptDay | null };
  /** Per city: median and worst km of its city days, worst city first. */
  cityKm: CityKm[];
  /** City days under the pace's activity count, and how many of them say why in a note. */
  lighter: { days: number; noted: number; examples: string[] };
  /** Five worst city days by km, worst first. */
  worstDays: SweptDay[];
  dayEnd: { pace: TravelPace; days: number; median: number | null }[];
  /**
   * Action-Packed city days of a trip that is not a family's (their pace runs into the evening): how
   * many end from the pace's evening hour, overall and per city (fewest first), with a few that do not.
   */
  evenings: {
    reached: number;
    days: number;
    perCity: { city: string; reached: number; days: number }[];
    examples: string[];
  };
  dinner: { addressed: number; cityDays: number };
  interests: {
    stops: number;
    matching: number;
    perInterest: { interest: Interest; plans: number; stops: number; tagged: number }[];
  };
  repeats: { plans: number; stops: number; examples: string[] };
  examples: string[];
}

export async function runSweep(
  destinations: readonly Destination[],
  options: { seed: number; plans: number; grid?: boolean },
): Promise<SweepReport> {
  const random = sweepCases(destinations, options.plans, options.seed);
  const grid = options.grid === false ? [] : qualityCases(destinations);
  const cases = [...random, ...grid];
  const generator = offlineGenerator(destinations);
  const failing = new Map<string, number>();
  const failingCodes = new Map<string, number>();
  const days: (SweptDay & { city: string })[] = [];
  const lighter = { days: 0, noted: 0, examples: [] as string[] };
  const dayEnds = new Map<TravelPace, number[]>(TRAVEL_PACES.map((pace) => [pace, []]));
  const dinner = { addressed: 0, cityDays: 0 };
  const evenings = {
    reached: 0,
    days: 0,
    byCity: new Map<string, { reached: number; days: number }>(),
    examples: [] as string[],
  };
  const interestTotals = { stops: 0, matching: 0 };
  const perInterest = new Map<Interest, { plans: number; stops: number; tagged: number }>(
    INTERESTS.map((i) => [i, { plans: 0, stops: 0, tagged: 0 }]),
  );
  const repeats = { plans: 0, stops: 0, examples: [] as string[] };
  const examples: string[] = [];
  for (const sweepCase of cases) {
    const { preferences, plan, failing: codes, codes: allCodes, messages } = await planCase(generator, sweepCase);
    for (const code of allCodes) failingCodes.set(code, (failingCodes.get(code) ?? 0) + 1);
    const interests = sweepCase.interests ?? QUALITY_INTERESTS;
    const trip = `${sweepCase.destination.name}, ${sweepCase.travelType}, ${sweepCase.pace}, ${interests.join("+")}, ${preferences.numberOfDays} days from ${preferences.startDate}`;
    for (const code of codes) failing.set(code, (failing.get(code) ?? 0) + 1);
    for (const message of messages.slice(0, 1)) if (examples.length < 12) examples.push(`${trip}: ${message}`);
    for (const day of plan) {
      if (!isCityDay(day)) continue;
      const km = dayKm(day);
      if (km !== null) {
        days.push({
          city: sweepCase.destination.name,
          trip,
          day: day.day,
          km,
          stops: day.activities.map(
            (stop) => `${stop.start_time ?? "?"}-${stop.end_time ?? "?"} ${stop.name} (${stop.category ?? "?"})`,
          ),
        });
      }
      if (day.activities.length < PACE_RANGE[sweepCase.pace].min) {
        lighter.days++;
        if (day.note) lighter.noted++;
        if (lighter.examples.length < 3)
          lighter.examples.push(`${trip}, day ${day.day} (${day.activities.length} stops): ${day.note ?? "no note"}`);
      }
      const end = dayEndMinutes(day);
      if (end !== null) dayEnds.get(sweepCase.pace)!.push(end);
      const evening = paceDayFor({ travelPace: sweepCase.pace, travelType: sweepCase.travelType });
      if (evening.evening && end !== null) {
        const city = evenings.byCity.get(sweepCase.destination.name) ?? { reached: 0, days: 0 };
        const reached = end >= evening.endsFrom;
        city.days++;
        evenings.days++;
        if (reached) {
          city.reached++;
          evenings.reached++;
        } else if (evenings.examples.length < 4) {
          evenings.examples.push(`${trip}, day ${day.day} ends ${hhmm(end)}: ${day.note ?? "no note"}`);
        }
        evenings.byCity.set(sweepCase.destination.name, city);
      }
      dinner.cityDays++;
      if (dinnerAddressed(day)) dinner.addressed++;
    }
    const count = interestCount(plan, interests, guideInterests(sweepCase.destination));
    interestTotals.stops += count.stops;
    interestTotals.matching += count.matching;
    for (const interest of interests) {
      const row = perInterest.get(interest)!;
      row.plans++;
      row.stops += count.stops;
      row.tagged += count.perInterest[interest] ?? 0;
    }
    const repeated = repeatedPlaces(plan);
    if (repeated.length) {
      repeats.plans++;
      repeats.stops += repeated.length;
      if (repeats.examples.length < 5) repeats.examples.push(`${trip}: ${repeated.join(", ")}`);
    }
  }
  const byKm = [...days].sort((a, b) => b.km - a.km);
  const kmByCity = new Map<string, number[]>();
  for (const day of days) kmByCity.set(day.city, [...(kmByCity.get(day.city) ?? []), day.km]);
  const cityKm = [...kmByCity]
    .map(([city, kms]) => ({ city, days: kms.length, median: median(kms)!, worst: Math.max(...kms) }))
    .sort((a, b) => b.worst - a.worst || a.city.localeCompare(b.city));
  return {
    seed: options.seed,
    plans: cases.length,
    gridPlans: grid.length,
    cities: new Set(cases.map((c) => c.destination.slug)).size,
    passing: QUALITY_ROWS.map(({ code, label }) => ({ code, label, plans: cases.length - (failing.get(code) ?? 0) })),
    core: CORE_CODES.map((code) => ({ code, plans: cases.length - (failingCodes.get(code) ?? 0) })),
    cityDays: dinner.cityDays,
    dayKm: { median: median(days.map((d) => d.km)) ?? 0, worst: byKm[0] ?? null },
    cityKm,
    lighter,
    worstDays: byKm.slice(0, 5),
    dayEnd: TRAVEL_PACES.map((pace) => ({ pace, days: dayEnds.get(pace)!.length, median: median(dayEnds.get(pace)!) })),
    evenings: {
      reached: evenings.reached,
      days: evenings.days,
      perCity: [...evenings.byCity]
        .map(([city, row]) => ({ city, ...row }))
        .sort((a, b) => a.reached / a.days - b.reached / b.days || a.city.localeCompare(b.city)),
      examples: evenings.examples,
    },
    dinner,
    interests: {
      ...interestTotals,
      perInterest: [...perInterest].filter(([, row]) => row.plans > 0).map(([interest, row]) => ({ interest, ...row })),
    },
    repeats,
    examples,
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, k) => items.slice(k * size, (k + 1) * size));
}

export function formatSweep(report: SweepReport): string {
  const pct = (n: number, of: number) => (of === 0 ? "n/a" : `${((100 * n) / of).toFixed(1)}%`);
  const lines = [
    `seed ${report.seed} (SWEEP_SEED), ${report.plans - report.gridPlans} random plans (SWEEP_PLANS) + ${report.gridPlans} of the quality grid = ${report.plans} plans, ${report.cities} cities, ${report.cityDays} city days`,
    `${"rule".padEnd(52)} passing`,
    ...report.passing.map(
      (row) =>
        `${`${row.label} (${row.code})`.padEnd(52)} ${String(row.plans).padStart(5)}/${report.plans}  ${pct(row.plans, report.plans)}${row.plans === report.plans ? "" : "  (goal 100%: MISSED)"}`,
    ),
  ];
  lines.push(
    `  core checks one by one: ${report.core.map((row) => `${row.code} ${pct(row.plans, report.plans)}`).join(", ")}`,
  );
  const worst = report.dayKm.worst;
  lines.push(
    `straight-line km per city day: median ${report.dayKm.median.toFixed(1)} km, worst ${worst ? `${worst.km.toFixed(1)} km (${worst.trip}, day ${worst.day}, ${worst.stops.length} stops)` : "n/a"}`,
    "  per city (median / worst km of a city day):",
    ...chunk(
      report.cityKm.map((row) => `${row.city} ${row.median.toFixed(1)}/${row.worst.toFixed(1)}`),
      5,
    ).map((row) => `    ${row.join(", ")}`),
    `lighter days (a city day under the pace's activity count): ${report.lighter.days}/${report.cityDays}, ${report.lighter.noted} of them with a note`,
    ...report.lighter.examples.map((example) => `  ${example}`),
    `median day end (last stop of a city day): ${report.dayEnd.map((row) => `${row.pace} ${row.median === null ? "n/a" : hhmm(row.median)} (${row.days} days)`).join(", ")}`,
    `Action-Packed evenings (a city day of a trip that is not a family's ending from ${hhmm(PACE_DAY.Intense.endsFrom)}): ${report.evenings.reached}/${report.evenings.days} (${pct(report.evenings.reached, report.evenings.days)})`,
    ...chunk(
      report.evenings.perCity.map((row) => `${row.city} ${pct(row.reached, row.days)}`),
      6,
    ).map((row) => `    ${row.join(", ")}`),
    ...report.evenings.examples.map((example) => `  ${example}`),
    `dinner coverage (a dinner suggestion or a food stop in ${hhmm(DINNER_HOUR.from)}-${hhmm(DINNER_HOUR.to)}): ${report.dinner.addressed}/${report.dinner.cityDays} city days (${pct(report.dinner.addressed, report.dinner.cityDays)})`,
    `interest share (stops the guide tags with one of the traveller's interests): ${report.interests.matching}/${report.interests.stops} (${pct(report.interests.matching, report.interests.stops)})`,
    ...report.interests.perInterest.map(
      (row) =>
        `  ${row.interest.padEnd(12)} ${pct(row.tagged, row.stops).padStart(6)} of ${String(row.stops).padStart(5)} stops in ${row.plans} plans that ticked it`,
    ),
    `repeats (a place planned twice in one trip): ${report.repeats.plans}/${report.plans} plans, ${report.repeats.stops} places`,
    ...report.repeats.examples.map((example) => `  ${example}`),
    "five worst city days by km:",
    ...report.worstDays.flatMap((day, k) => [
      `  ${k + 1}. ${day.km.toFixed(1)} km: ${day.trip}, day ${day.day}`,
      ...day.stops.map((stop) => `       ${stop}`),
    ]),
  );
  if (report.examples.length) lines.push("failing examples:", ...report.examples.map((e) => `  ${e}`));
  return lines.join("\n");
}
