// The quality table of `npm run bench`: every covered destination planned offline for several travel
// types and paces through the endpoints' pipeline, each final plan held to the checker's rules.
import {
  TRAVEL_PACES,
  TripPreferences,
  type DraftDay,
  type FinalDay,
  type Interest,
  type TravelPace,
  type TravelType,
} from "@itinerary/contract";
import { checkItinerary } from "../src/planning/checks/checker.ts";
import { dayHopsKm } from "../src/planning/checks/day-compactness.ts";
import { PLAN_RULES, RULE_GROUPS } from "../src/planning/checks/index.ts";
import { timelineOf } from "../src/planning/checks/timeline.ts";
import { isDayTripDay } from "../src/planning/model/plan.ts";
import { MEALS, mealCovered } from "../src/planning/scheduling/day-rhythm.ts";
import { PlacesBudget } from "../src/planning/grounding/places-budget.ts";
import { createOfflineGenerator } from "../src/planning/generators/offline/generator.ts";
import type { Destination } from "../src/planning/guide/place.ts";
import { draftTrip, finalizeTrip } from "../src/planning/pipeline/pipeline.ts";
import { resolveTripOf } from "../src/planning/trip/resolved-trip.ts";

export const QUALITY_TRAVEL_TYPES: readonly TravelType[] = ["Solo", "Family", "Friends"];

export interface QualityCase {
  destination: Destination;
  travelType: TravelType;
  pace: TravelPace;
  /** What the traveller wrote under dietary and mobility needs, when the case tries them. */
  needs?: { dietaryNeeds: string; mobilityNeeds: string };
  /** The grid's trip unless given: QUALITY_START_DATE, the bench's number of days, QUALITY_INTERESTS. */
  startDate?: string;
  numberOfDays?: number;
  interests?: readonly Interest[];
}

export const QUALITY_START_DATE = "2031-06-02";
export const QUALITY_INTERESTS: readonly Interest[] = ["Culture", "Food", "Historical"];

/** One case planned offline through the endpoints' pipeline (draft, then final plan) and checked. */
export interface PlannedCase {
  label: string;
  preferences: TripPreferences;
  draft: DraftDay[];
  plan: FinalDay[];
  /** Codes of the rows of the passing table this plan breaks ("core" for the core checks). */
  failing: Set<string>;
  /** Every code the plan breaks, core checks one by one ("pace", "route_detour"...). */
  codes: Set<string>;
  messages: string[];
}

export type OfflineGenerator = ReturnType<typeof createOfflineGenerator>;
export const offlineGenerator = (destinations: readonly Destination[]): OfflineGenerator =>
  createOfflineGenerator({ destinations });

/** The rows of the passing table: the registry's core checks as one row, then each judgement rule. */
export const QUALITY_ROWS: readonly { code: string; label: string }[] = [
  { code: "core", label: "Core checks (hours, route, pace, budget)" },
  ...PLAN_RULES.map((rule) => ({ code: rule.code, label: rule.label })),
];

/** The codes of the core checks (pace, route detours, opening hours...), reported together as the "core" row. */
export const CORE_CODES: readonly string[] = [...RULE_GROUPS]
  .filter(([, group]) => group === "core")
  .map(([code]) => code);

export async function planCase(
  generator: OfflineGenerator,
  qualityCase: QualityCase,
  numberOfDays = 5,
): Promise<PlannedCase> {
  const { destination, travelType, pace, needs } = qualityCase;
  const interests = qualityCase.interests ?? QUALITY_INTERESTS;
  const days = qualityCase.numberOfDays ?? numberOfDays;
  const label = `${destination.name}, ${travelType}, ${pace}${needs ? `, ${[needs.dietaryNeeds, needs.mobilityNeeds].filter(Boolean).join(" + ")}` : ""}`;
  const preferences = TripPreferences.parse({
    startDate: qualityCase.startDate ?? QUALITY_START_DATE,
    numberOfDays: days,
    destinationCity: destination.name,
    travelType,
    travelPace: pace,
    accommodation: ["Hotel"],
    interests: [...interests],
    totalBudget: 0,
    ...needs,
  });
  const context = (plan?: FinalDay[] | DraftDay[]) => ({
    generator,
    trip: resolveTripOf(preferences, plan, generator.guide),
    places: null,
    budget: new PlacesBudget(0),
    photos: null,
  });
  const draft = await draftTrip(preferences, "", context());
  const final = await finalizeTrip(draft.itinerary, preferences, context(draft.itinerary));
  const plan: FinalDay[] = final.structured_plan;
  const violations = checkItinerary(preferences, plan, { centre: destination, trip: resolveTripOf(preferences) });
  const failing = new Set(violations.map((v) => RULE_GROUPS.get(v.code) ?? v.code));
  return {
    label,
    preferences,
    draft: draft.itinerary,
    plan,
    failing,
    codes: new Set(violations.map((v) => v.code)),
    messages: violations.map((v) => `${v.code}: ${v.message}`),
  };
}

/** Needs tried once per destination beside the plain cases, so the diet and mobility rules have plans to judge. */
export const QUALITY_NEEDS: readonly {
  travelType: TravelType;
  pace: TravelPace;
  dietaryNeeds: string;
  mobilityNeeds: string;
}[] = [
  { travelType: "Couple", pace: "Balanced", dietaryNeeds: "vegetarian", mobilityNeeds: "" },
  { travelType: "Family", pace: "Chill", dietaryNeeds: "", mobilityNeeds: "wheelchair" },
  { travelType: "Solo", pace: "Balanced", dietaryNeeds: "vegan", mobilityNeeds: "can't walk far" },
];

export interface QualityReport {
  plans: number;
  /** Per rule code (the core checks as one row): plans with no violation of it. */
  passing: { code: string; label: string; plans: number }[];
  /** Straight-line km per city day. */
  dayKm: { median: number; worst: number; worstAt: string };
  /** City days that span a meal window and leave room for the meal, of all such days. */
  meals: { covered: number; spanning: number };
  /** Some failing examples, for the reader. */
  examples: string[];
}

export function qualityCases(
  destinations: readonly Destination[],
  travelTypes = QUALITY_TRAVEL_TYPES,
  paces = TRAVEL_PACES,
  needs = QUALITY_NEEDS,
): QualityCase[] {
  return destinations.flatMap((destination) => [
    ...travelTypes.flatMap((travelType) => paces.map((pace) => ({ destination, travelType, pace }))),
    ...needs.map(({ travelType, pace, dietaryNeeds, mobilityNeeds }) => ({
      destination,
      travelType,
      pace,
      needs: { dietaryNeeds, mobilityNeeds },
    })),
  ]);
}

export async function measureQuality(
  destinations: readonly Destination[],
  cases: readonly QualityCase[],
  numberOfDays = 5,
): Promise<QualityReport> {
  const generator = offlineGenerator(destinations);
  const failing = new Map<string, number>();
  const dayKm: { km: number; at: string }[] = [];
  let covered = 0;
  let spanning = 0;
  const examples: string[] = [];
  for (const qualityCase of cases) {
    const { label, preferences, plan, failing: codes, messages } = await planCase(generator, qualityCase, numberOfDays);
    const destination = qualityCase.destination;
    for (const code of codes) failing.set(code, (failing.get(code) ?? 0) + 1);
    for (const message of messages.slice(0, 2))
      if (examples.length < 12) examples.push(`${label}: ${message.slice(message.indexOf(": ") + 2)}`);
    const ruleContext = { preferences, plan, centre: destination, trip: resolveTripOf(preferences), isFinal: true };
    for (const day of plan) {
      const km = dayHopsKm(day);
      if (km !== null) dayKm.push({ km, at: `${label}, day ${day.day}` });
      const visits = isDayTripDay(day) ? null : timelineOf(day, ruleContext);
      if (!visits) continue;
      for (const meal of MEALS) {
        const first = visits[0]!.start;
        const last = visits.at(-1)!.end;
        if (first >= meal.to || last <= meal.from) continue;
        spanning++;
        if (mealCovered(visits, meal)) covered++;
      }
    }
  }
  dayKm.sort((a, b) => a.km - b.km);
  const passing = QUALITY_ROWS.map(({ code, label }) => ({
    code,
    label,
    plans: cases.length - (failing.get(code) ?? 0),
  }));
  const worst = dayKm.at(-1);
  return {
    plans: cases.length,
    passing,
    dayKm: { median: dayKm.length ? dayKm[dayKm.length >> 1]!.km : 0, worst: worst?.km ?? 0, worstAt: worst?.at ?? "" },
    meals: { covered, spanning },
    examples,
  };
}

export function formatQuality(report: QualityReport): string {
  const pct = (n: number, of: number) => (of === 0 ? "n/a" : `${((100 * n) / of).toFixed(1)}%`);
  const lines = [
    `plans checked: ${report.plans}`,
    `${"rule".padEnd(52)} passing`,
    ...report.passing.map(
      (row) =>
        `${`${row.label} (${row.code})`.padEnd(52)} ${String(row.plans).padStart(4)}/${report.plans}  ${pct(row.plans, report.plans)}${row.plans === report.plans ? "" : "  (goal 100%: MISSED)"}`,
    ),
    `day compactness, straight-line km per city day: median ${report.dayKm.median.toFixed(1)} km, worst ${report.dayKm.worst.toFixed(1)} km (${report.dayKm.worstAt})`,
    `meal-break coverage: ${report.meals.covered}/${report.meals.spanning} meal windows spanned by a city day (${pct(report.meals.covered, report.meals.spanning)})`,
  ];
  if (report.examples.length) lines.push("examples:", ...report.examples.map((e) => `  ${e}`));
  return lines.join("\n");
}

// The sweep (quality-sweep.ts) measures with these too, through this module only.
export { dayHopsKm, isDayTripDay };
export type { Destination };
