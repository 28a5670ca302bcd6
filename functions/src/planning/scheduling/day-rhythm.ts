import { MEAL_WINDOWS } from "@itinerary/contract";
import { DINNER_MINUTES } from "./pace-day.ts";

/**
 * The shape of a day a traveller can follow, shared by the scheduler (which builds days this way) and
 * the checker's rules (which hold every plan to it, whichever generator made it): meal breaks, no
 * long idle holes, big museums apart.
 */

export interface MealWindow {
  readonly name: "lunch" | "dinner";
  /** Minutes after midnight. */
  readonly from: number;
  readonly to: number;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const MEALS: readonly MealWindow[] = (["lunch", "dinner"] as const).map((name) => ({
  name,
  from: minutesOf(MEAL_WINDOWS[name].from),
  to: minutesOf(MEAL_WINDOWS[name].to),
}));
/** A meal needs this much free time inside its window (or a food stop there). */
export const MEAL_BREAK_MINUTES = 45;
/** A food stop counts as the meal when at least this much of it falls inside the window. */
export const FOOD_STOP_OVERLAP_MINUTES = 30;
/** Idle time between two visits (travel excluded) longer than this is a hole in the day. */
export const MAX_IDLE_MINUTES = 120;
/** A museum or gallery visit of this length or more is a large one; two are never back to back. */
export const BIG_VISIT_MINUTES = 120;

export const isFoodCategory = (category: string | undefined) => category === "food";
export const isBigMuseum = (category: string | undefined, minutes: number) =>
  (category === "museum" || category === "gallery") && minutes >= BIG_VISIT_MINUTES;

/** One timed visit of a day, with the travel time that leads to it. */
export interface TimedVisit {
  start: number;
  end: number;
  /** Minutes of travel from the previous visit (0 for the first). */
  travelBefore: number;
  food: boolean;
}

export function overlapMinutes(a: readonly [number, number], b: MealWindow): number {
  return Math.max(0, Math.min(a[1], b.to) - Math.max(a[0], b.from));
}

/** Time with nothing planned: before the first visit, between visits (less travel), after the last. */
export function freeStretches(visits: readonly TimedVisit[]): [number, number][] {
  if (visits.length === 0) return [[0, 24 * 60]];
  const stretches: [number, number][] = [[0, visits[0]!.start]];
  for (let k = 1; k < visits.length; k++)
    stretches.push([visits[k - 1]!.end, visits[k]!.start - visits[k]!.travelBefore]);
  stretches.push([visits.at(-1)!.end, 24 * 60]);
  return stretches;
}

/** Whether the day leaves room for this meal: a free stretch of MEAL_BREAK_MINUTES in its window, or a food stop there. */
export function mealCovered(visits: readonly TimedVisit[], meal: MealWindow): boolean {
  if (freeStretches(visits).some((stretch) => overlapMinutes(stretch, meal) >= MEAL_BREAK_MINUTES)) return true;
  return visits.some(
    (visit) => visit.food && overlapMinutes([visit.start, visit.end], meal) >= FOOD_STOP_OVERLAP_MINUTES,
  );
}

/**
 * How long a gap between two visits may stay idle: MAX_IDLE_MINUTES, plus dinner when the gap is where
 * the day has it (a break of MEAL_BREAK_MINUTES inside the dinner window). An evening stop after dinner
 * follows a rest and a meal, not a hole; a morning gap of the same length is still one.
 */
export function idleAllowance(gap: readonly [number, number]): number {
  const dinner = MEALS.find((meal) => meal.name === "dinner")!;
  return MAX_IDLE_MINUTES + (overlapMinutes(gap, dinner) >= MEAL_BREAK_MINUTES ? DINNER_MINUTES : 0);
}

/** Idle minutes between each visit and the one before it (travel excluded); the first visit has none. */
export function idleBefore(visits: readonly TimedVisit[]): number[] {
  return visits.map((visit, k) => (k === 0 ? 0 : visit.start - visits[k - 1]!.end - visit.travelBefore));
}

/** Idle minutes beyond what each gap allows (idleAllowance); 0 for a gap that is no hole. */
export function holesOf(visits: readonly TimedVisit[]): number[] {
  return visits.map((visit, k) => {
    if (k === 0) return 0;
    const gap: [number, number] = [visits[k - 1]!.end, visit.start - visit.travelBefore];
    return Math.max(0, gap[1] - gap[0] - idleAllowance(gap));
  });
}
