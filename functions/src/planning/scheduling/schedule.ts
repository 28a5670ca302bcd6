import { dayCostText, localAmountText } from "../guide/fees/rates.ts";
import type { Activity, DraftDay, FinalActivity, FinalDay, TripPreferences } from "@itinerary/contract";
import {
  budgetNotice,
  chooseStayType,
  DEFAULT_COST_PROFILE,
  estimateDayCost,
  foodUsdPerDay,
  formatUsd,
  nightlyShareUsd,
  type CostProfile,
} from "../model/costs.ts";
import type { FinalResult } from "../model/plan.ts";
import { distanceKm, type LatLng } from "../geo/geo.ts";
import { knownHoursOf, toHhmm, toMinutes, weekdayOf, type Weekday } from "../model/hours.ts";
import { orderStops, routeLengthKm } from "../geo/routing.ts";
import { buildSummary } from "./summary.ts";
import { isBigMuseum, isFoodCategory } from "./day-rhythm.ts";
import { reachedByFerry } from "../guide/local-transport.ts";
import {
  DAY_END,
  FAMILY_DAY_END,
  isLocated,
  simulateDay,
  type DayContext,
  type Stop,
  type Visit,
} from "./simulate-day.ts";
import type { Leg } from "./travel.ts";
import { contextForDay, dayChoicesOf } from "./day-choices.ts";
import { isDayTrip } from "../model/plan.ts";
import type { Destination } from "../guide/place.ts";
import { bestTimeOfStop, guidePlaceOf, OUTDOOR_CATEGORIES } from "../guide/time-of-day.ts";
import { eveningDinnerContext, paceDayContext, paceDayFor, PLANNED_VISIT_CAP, type PaceDay } from "./pace-day.ts";
import { lingeredMinutes, stretchDay } from "./stretch-day.ts";
import { withDinners, withFreeTimeNotes } from "./day-end.ts";

export { DAY_START, DAY_END, FAMILY_DAY_END, type DayContext, type Stop, type Visit } from "./simulate-day.ts";

export interface DaySchedule {
  /** Indices into the day's stops, in visiting order. */
  order: number[];
  /** One visit per entry of `order`. */
  visits: Visit[];
}

/** The day end for this kind of trip. */
export function dayEndFor(preferences: Pick<TripPreferences, "travelType">): number {
  return preferences.travelType === "Family" ? FAMILY_DAY_END : DAY_END;
}
/** A day's order may be at most this much longer than its optimised route (the checker's rule). */
export const ROUTE_TOLERANCE = 1.15;
const EXHAUSTIVE_LIMIT = 7;

/**
 * A visiting order and times for one day's stops that respect opening hours and closed days while
 * keeping the route within ROUTE_TOLERANCE of the optimised one; null when no such order is found.
 * Depends only on the set of stops, not on the order they are given in.
 */
export function scheduleDay(stops: readonly Stop[], weekday: Weekday | null, context: DayContext): DaySchedule | null {
  if (stops.length === 0) return { order: [], visits: [] };
  // Pure in its inputs, and repairs ask about the same days again and again.
  const key = JSON.stringify([stops, weekday, context]);
  const cached = SCHEDULES.get(key);
  if (cached !== undefined)
    return cached && { order: [...cached.order], visits: cached.visits.map((visit) => ({ ...visit })) };
  const result = scheduleDayUncached(stops, weekday, context);
  if (SCHEDULES.size >= SCHEDULE_CACHE_SIZE) SCHEDULES.delete(SCHEDULES.keys().next().value!);
  SCHEDULES.set(key, result);
  return result && { order: [...result.order], visits: result.visits.map((visit) => ({ ...visit })) };
}

const SCHEDULE_CACHE_SIZE = 4000;
const SCHEDULES = new Map<string, DaySchedule | null>();

function scheduleDayUncached(stops: readonly Stop[], weekday: Weekday | null, context: DayContext): DaySchedule | null {
  if (weekday && stops.some((stop) => stop.closed.includes(weekday))) return null;
  const canonical = stops
    .map((_, i) => i)
    .sort((a, b) => stopKey(stops[a]!).localeCompare(stopKey(stops[b]!)) || a - b);
  const located = canonical.filter((i) => isLocated(stops[i]!));
  const unlocated = canonical.filter((i) => !isLocated(stops[i]!));
  const points = located.map((i) => stops[i] as LatLng);
  const reference = orderStops(points).map((k) => located[k]!);
  const bound = routeLengthKm(reference.map((i) => stops[i] as LatLng)) * ROUTE_TOLERANCE + 1e-9;

  let best: { order: number[]; visits: Visit[]; score: number } | null = null;
  const consider = (orderOfLocated: readonly number[]) => {
    const order = [...orderOfLocated, ...unlocated];
    const result = simulateWithoutHoles(stops, order, weekday, context);
    if (result && (!best || result.score < best.score - 1e-9)) best = { order, ...result };
  };
  consider(reference);
  consider([...reference].reverse());
  if (best) return finish(best);

  const withinBound = (order: readonly number[]) => routeLengthKm(order.map((i) => stops[i] as LatLng)) <= bound;
  if (located.length <= EXHAUSTIVE_LIMIT) {
    for (const permutation of permutations(reference)) if (withinBound(permutation)) consider(permutation);
  } else {
    for (const base of [reference, [...reference].reverse()]) {
      for (let from = 0; from < base.length; from++) {
        for (let to = 0; to < base.length; to++) {
          if (from === to) continue;
          const moved = [...base];
          const [stop] = moved.splice(from, 1);
          moved.splice(to, 0, stop!);
          if (withinBound(moved)) consider(moved);
        }
      }
    }
  }
  return best ? finish(best) : null;
}

/**
 * A day whose visits would leave a long idle hole (a morning, then nothing until an evening show)
 * starts later instead, as far as opening hours allow; a hole that remains makes the order unusable.
 */
function simulateWithoutHoles(
  stops: readonly Stop[],
  order: readonly number[],
  weekday: Weekday | null,
  context: DayContext,
) {
  let result = simulateDay(stops, order, weekday, context);
  for (let attempt = 0; attempt < 3 && result && result.hole > 0; attempt++) {
    const departure = result.visits[0]!.start - (result.visits[0]!.leg?.minutes ?? 0) + Math.ceil(result.hole / 5) * 5;
    if (departure >= (context.dayEnd ?? DAY_END)) return null;
    result = simulateDay(stops, order, weekday, context, departure);
  }
  return result && result.hole === 0 ? result : null;
}

function finish(best: { order: number[]; visits: Visit[] }): DaySchedule {
  return { order: best.order, visits: best.visits };
}

function stopKey(stop: Stop): string {
  return `${stop.lat ?? "x"}|${stop.lng ?? "x"}|${stop.minutes}|${stop.window?.open ?? ""}|${stop.daytrip}`;
}

function* permutations(items: readonly number[]): Generator<number[]> {
  const a = [...items];
  const c = new Array<number>(a.length).fill(0);
  yield [...a];
  let i = 0;
  while (i < a.length) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      yield [...a];
      c[i]!++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

function centroid(stops: readonly Stop[]): LatLng | null {
  const located = stops.filter(isLocated);
  if (located.length === 0) return null;
  return {
    lat: located.reduce((sum, s) => sum + s.lat, 0) / located.length,
    lng: located.reduce((sum, s) => sum + s.lng, 0) / located.length,
  };
}

function detourKm(stop: Stop, others: readonly Stop[]): number {
  const centre = centroid(others);
  return centre && isLocated(stop) ? distanceKm(centre, stop) : 0;
}

/**
 * Schedules every day, and where a day cannot be scheduled (a stop closed that weekday, opening
 * hours that no order satisfies) swaps one of its stops with a stop of another day so that both
 * days fit, choosing the swap that keeps stops closest to their new day. Days still impossible
 * keep a null schedule for the caller to resolve.
 */
export function arrangeDays<T>(
  days: readonly (readonly T[])[],
  toStop: (item: T) => Stop,
  weekdays: readonly (Weekday | null)[],
  dayContext: DayContext | ((d: number) => DayContext),
): { days: T[][]; schedules: (DaySchedule | null)[] } {
  const contextOf = typeof dayContext === "function" ? dayContext : () => dayContext;
  const items = days.map((day) => [...day]);
  const stopsOf = (d: number) => items[d]!.map(toStop);
  const schedules = items.map((_, d) => scheduleDay(stopsOf(d), weekdays[d] ?? null, contextOf(d)));
  for (let a = 0; a < items.length; a++) {
    if (schedules[a]) continue;
    const stopsA = stopsOf(a);
    const weekdayA = weekdays[a] ?? null;
    const suspects = stopsA
      .map((stop, i) => ({ stop, i }))
      .sort((x, y) => rank(x.stop, weekdayA) - rank(y.stop, weekdayA) || x.i - y.i);
    for (const { i } of suspects) {
      let bestSwap: { b: number; j: number } | null = null;
      const current = stopsOf(a);
      const stop = current[i]!;
      const restA = current.filter((_, k) => k !== i);
      // Cheapest swaps first: the first one that lets both days fit is the best, and the costly
      // scheduling of unlikely swaps is never done.
      const candidates: { b: number; j: number; cost: number; restB: Stop[]; other: Stop }[] = [];
      for (let b = 0; b < items.length; b++) {
        if (b === a) continue;
        const stopsB = stopsOf(b);
        const weekdayB = weekdays[b] ?? null;
        for (let j = 0; j < stopsB.length; j++) {
          const other = stopsB[j]!;
          if (other.daytrip !== stop.daytrip) continue;
          if (weekdayB && stop.closed.includes(weekdayB)) continue;
          if (weekdayA && other.closed.includes(weekdayA)) continue;
          const restB = stopsB.filter((_, k) => k !== j);
          candidates.push({ b, j, cost: detourKm(other, restA) + detourKm(stop, restB), restB, other });
        }
      }
      candidates.sort((x, y) => x.cost - y.cost || x.b - y.b || x.j - y.j);
      for (const { b, j, restB, other } of candidates) {
        if (!scheduleDay([...restA, other], weekdayA, contextOf(a))) continue;
        if (!scheduleDay([...restB, stop], weekdays[b] ?? null, contextOf(b))) continue;
        bestSwap = { b, j };
        break;
      }
      if (bestSwap) {
        const { b, j } = bestSwap;
        const moving = items[a]![i]!;
        items[a]!.splice(i, 1);
        items[a]!.push(items[b]![j]!);
        items[b]!.splice(j, 1);
        items[b]!.push(moving);
        schedules[a] = scheduleDay(stopsOf(a), weekdayA, contextOf(a));
        schedules[b] = scheduleDay(stopsOf(b), weekdays[b] ?? null, contextOf(b));
        break;
      }
    }
  }
  return { days: items, schedules };
}

/** Stops most likely to make a day impossible come first: closed that day, then the narrowest windows. */
function rank(stop: Stop, weekday: Weekday | null): number {
  if (weekday && stop.closed.includes(weekday)) return -1;
  if (!stop.window) return 24 * 60;
  return toMinutes(stop.window.close) - toMinutes(stop.window.open);
}

/** The scheduler's view of a plan activity; visits without a known length get 90 minutes (a day trip 8 hours). */
export function stopOfActivity(activity: Activity): Stop {
  const hours = knownHoursOf(activity);
  const daytrip = isDayTrip(activity);
  const minutes =
    activity.duration_minutes && activity.duration_minutes > 0 ? activity.duration_minutes : daytrip ? 480 : 90;
  return {
    lat: activity.latitude ?? null,
    lng: activity.longitude ?? null,
    minutes,
    window: hours.window,
    closed: hours.closed,
    daytrip,
    name: activity.name,
    food: isFoodCategory(activity.category) || activity.meal !== undefined,
    bigMuseum: isBigMuseum(activity.category, minutes),
    ferry: reachedByFerry(activity.name),
    ...(activity.meal ? { meal: activity.meal } : {}),
    ...bestTimeOf(activity),
  };
}

function bestTimeOf(activity: Activity): Pick<Stop, "bestTime" | "outdoor"> {
  const bestTime = bestTimeOfStop(activity);
  return {
    ...(bestTime ? { bestTime } : {}),
    ...(OUTDOOR_CATEGORIES.has(activity.category ?? "") ? { outdoor: true } : {}),
  };
}

/**
 * The transport text for a leg; the first leg of a day says where it starts from, and a day trip's
 * says when the traveller is back.
 */
export function transportText(leg: Leg, first: boolean, baseName: string | null, returnAt?: number): string {
  const back = returnAt === undefined ? "" : `; back around ${toHhmm(ceilTo15(returnAt))}`;
  if (!first || !baseName) return `${leg.instruction}${back}`;
  return `From ${baseName}: ${afterColon(leg.instruction)}${back}`;
}

/** "Walk 1 km" reads "walk 1 km" after a colon; a name such as "MRT" or "MyCiTi" keeps its capitals. */
export function afterColon(instruction: string): string {
  const [firstWord = ""] = instruction.split(/[\s,]/);
  return /[A-Z]/.test(firstWord.slice(1))
    ? instruction
    : `${instruction.charAt(0).toLowerCase()}${instruction.slice(1)}`;
}

const ceilTo15 = (minutes: number) => Math.ceil(minutes / 15) * 15;

/** The day in exactly the given order, or null when that order cannot fit opening hours. */
export function scheduleInOrder(
  stops: readonly Stop[],
  weekday: Weekday | null,
  context: DayContext,
): DaySchedule | null {
  const order = stops.map((_, i) => i);
  const result = simulateWithoutHoles(stops, order, weekday, context);
  return result ? { order, visits: result.visits } : null;
}

export interface FinalizeOptions {
  /** Prices and stay area; DEFAULT_COST_PROFILE when the destination is not in the dataset. */
  profile?: CostProfile;
  /** Where the traveller stays (each day starts there); null or absent: days start at their first stop. */
  base?: LatLng | null;
  /** Shown in the summary; defaults to preferences.destinationCity. */
  destinationName?: string;
  /** Notifications from earlier steps (a budget swap, say), kept in front of the scheduler's own. */
  notifications?: string[];
  /** What the city's public transport is called in leg texts. */
  transitName?: string;
  /** The days' order is the planner's, not the traveller's: each day gets its best order. */
  reorder?: boolean;
  /** Per day (by index): where that day starts, named in its first leg; overrides `base` and `transitName`. */
  stays?: readonly ({ point: LatLng; name: string; transitName?: string } | null)[];
  /** The guide's entry for the destination, when it covers it: dinner places and the names of areas for free time. */
  guide?: Destination | null;
  /** False when the caller weighs the budget on costs of its own (a model's), so the generic estimate's notice is left out. */
  noticeOverBudget?: boolean;
}

/**
 * Turns a draft into a final plan: visiting order and times per day (respecting opening hours and
 * closed days, moving a stop to another day or, as a last resort, leaving it out with a
 * notification), transport per leg, where to stay, estimated daily costs against the budget, and
 * the summary. Works for any draft, from either generator.
 */
export function finalizePlan(
  draft: readonly DraftDay[],
  preferences: TripPreferences,
  options: FinalizeOptions = {},
): FinalResult {
  const profile = options.profile ?? DEFAULT_COST_PROFILE;
  const base = options.base ?? null;
  const context: DayContext = {
    transport: preferences.transport,
    reducedMobility: preferences.mobilityNeeds.trim() !== "",
    base,
    dayEnd: dayEndFor(preferences),
    ...(options.transitName ? { transitName: options.transitName } : {}),
    ...paceDayContext(preferences, base ?? options.stays?.find(Boolean)?.point ?? firstPointOf(draft)),
    ...(options.guide ? eveningDinnerContext(preferences, options.guide.dinnerHour) : {}),
  };
  const dayContext = (d: number): DayContext => {
    const stay = options.stays?.[d];
    return stay
      ? { ...context, base: stay.point, ...(stay.transitName ? { transitName: stay.transitName } : {}) }
      : context;
  };
  const baseName = (d: number) => options.stays?.[d]?.name ?? (base ? profile.stayArea : null);
  const notifications = [...(options.notifications ?? [])];
  const weekdays = draft.map((day) => weekdayOf(preferences.startDate, day.day));
  // Each day starts when the traveller asked it to; its end stays the trip's.
  const contextOf = (d: number) => contextForDay(dayContext(d), draft[d]);
  // The traveller's order stands wherever it fits; only days that cannot are rearranged, and said so.
  const original = draft.map((day) => day.activities);
  const inOrder = original.map((activities, d) =>
    options.reorder
      ? scheduleDay(activities.map(stopOfActivity), weekdays[d] ?? null, contextOf(d))
      : scheduleInOrder(activities.map(stopOfActivity), weekdays[d] ?? null, contextOf(d)),
  );
  const arranged = inOrder.every(Boolean)
    ? { days: original.map((activities) => [...activities]), schedules: inOrder }
    : arrangeDays(original, stopOfActivity, weekdays, contextOf);

  const scheduled = arranged.days.map((activities, d) => {
    const sameStops = activities.length === original[d]!.length && activities.every((a) => original[d]!.includes(a));
    if (sameStops && inOrder[d]) return { day: draft[d]!.day, activities: original[d]!, schedule: inOrder[d]! };
    for (const activity of activities) {
      if (!original[d]!.includes(activity)) {
        const from = draft[original.findIndex((day) => day.includes(activity))]?.day;
        notifications.push(
          `Moved ${activity.name} from day ${from} to day ${draft[d]!.day}: it could not fit its opening hours on day ${from}.`,
        );
      }
    }
    if (sameStops && arranged.schedules[d] && activities.length > 0 && !options.reorder) {
      notifications.push(`Changed the order of day ${draft[d]!.day} so that every stop fits its opening hours.`);
    }
    let kept = activities;
    let schedule = arranged.schedules[d] ?? null;
    while (!schedule && kept.length > 0) {
      const dropIndex = leastHarmfulDrop(kept, weekdays[d] ?? null, contextOf(d));
      const [dropped] = kept.splice(dropIndex, 1);
      kept = [...kept];
      notifications.push(
        `Left out ${dropped!.name} on day ${draft[d]!.day}: it could not fit its opening hours that day.`,
      );
      schedule = scheduleDay(kept.map(stopOfActivity), weekdays[d] ?? null, contextOf(d));
    }
    return { day: draft[d]!.day, activities: kept, schedule: schedule ?? { order: [], visits: [] } };
  });

  const pace = paceDayFor(preferences);
  const finalActivities: FinalActivity[][] = scheduled.map(({ activities, schedule: planned }, d) => {
    const schedule = shapedToPace(activities, planned, weekdays[d] ?? null, contextOf(d), pace, draft[d], preferences);
    return schedule.order.map((index, k) => {
      const activity = activities[index]!;
      const visit = schedule.visits[k]!;
      const start = toHhmm(visit.start);
      const end = toHhmm(visit.end);
      return {
        ...activity,
        transport: visit.leg ? transportText(visit.leg, k === 0, baseName(d), visit.returnAt) : activity.transport,
        duration_minutes: visit.end - visit.start,
        time: `${start} - ${end}`,
        start_time: start,
        end_time: end,
      };
    });
  });

  const costWithoutStay = (stayType: Parameters<typeof nightlyShareUsd>[2]) =>
    finalActivities.reduce((sum, activities) => {
      const day = estimateDayCost(activities, preferences, profile, stayType);
      return sum + day.totalUsd - day.stayUsd;
    }, 0);
  const cheapest =
    [...preferences.accommodation].sort((a, b) => profile.nightlyUsd[a] - profile.nightlyUsd[b])[0] ?? "Hotel";
  const stayType = chooseStayType(preferences, profile, costWithoutStay(cheapest));
  const stayShare = nightlyShareUsd(preferences, profile, stayType);

  const structured_plan: FinalDay[] = scheduled.map(({ day }, d) => {
    const activities = finalActivities[d]!;
    const cost = estimateDayCost(activities, preferences, profile, stayType);
    const daytrip = activities.some((activity) => isDayTrip(activity));
    const stayText = nightlyStayText(
      stayType,
      profile.stayArea,
      profile.nightlyUsd[stayType],
      stayShare,
      options.guide?.countryCode,
    );
    return {
      day,
      ...dayChoicesOf(draft[d]),
      ...dayNoteOf(draft[d]),
      accommodation_suggestion: daytrip ? `Back to your base: ${stayText}` : stayText,
      estimated_daily_cost: dayCostText(cost.totalUsd, options.guide?.countryCode),
      estimated_daily_cost_usd: cost.totalUsd,
      activities,
    };
  });

  const ended = withFreeTimeNotes(
    withDinners(structured_plan, preferences, options.guide ?? null),
    preferences,
    options.guide ?? null,
  );
  structured_plan.splice(0, structured_plan.length, ...ended);

  const totalUsd = structured_plan.reduce((sum, day) => sum + (day.estimated_daily_cost_usd ?? 0), 0);
  const overBudget = options.noticeOverBudget === false ? null : budgetNotice(totalUsd, preferences.totalBudget);
  if (overBudget) notifications.push(overBudget);
  const summary_text = buildSummary({
    destinationName: options.destinationName ?? preferences.destinationCity,
    preferences,
    plan: structured_plan,
    stayType,
    stayArea: profile.stayArea,
    totalUsd,
    foodUsdPerDay: foodUsdPerDay(profile, stayType),
  });
  return { structured_plan, summary_text, notifications };
}

/** The draft day's note about the day as a whole (a lighter day), kept on the final day. */
function dayNoteOf(day: DraftDay | undefined): Pick<FinalDay, "note"> {
  return day?.note ? { note: day.note } : {};
}

/** The stop whose removal lets the rest of the day be scheduled, preferring closed ones; else the narrowest window. */
function leastHarmfulDrop(activities: readonly Activity[], weekday: Weekday | null, context: DayContext): number {
  const stops = activities.map(stopOfActivity);
  const ranked = stops.map((stop, i) => ({ i, r: rank(stop, weekday) })).sort((x, y) => x.r - y.r || x.i - y.i);
  for (const { i } of ranked) {
    if (
      scheduleDay(
        stops.filter((_, k) => k !== i),
        weekday,
        context,
      )
    )
      return i;
  }
  return ranked[0]!.i;
}

/**
 * A day of a draft, timed, then shaped to its pace (stretch-day.ts): started at the pace's hour and
 * lingered over towards its end. Only a day timed here for the first time: a day that already has
 * times (a model's, or a final plan timed again) keeps its visit lengths, so timing again changes nothing.
 */
function shapedToPace(
  activities: readonly Activity[],
  schedule: DaySchedule,
  weekday: Weekday | null,
  context: DayContext,
  pace: PaceDay,
  draft: DraftDay | undefined,
  preferences: Pick<TripPreferences, "travelPace">,
): DaySchedule {
  if (activities.some((activity) => "start_time" in activity && activity.start_time)) return schedule;
  const lingered = (activity: Activity, factor: number): Activity => {
    if (factor === 1 || activity.meal || isDayTrip(activity) || !activity.duration_minutes) return activity;
    if (shortenedByTraveller(activity, preferences.travelPace)) return activity;
    const minutes = lingeredMinutes(
      activity.duration_minutes,
      factor,
      pace.visitCap,
      isFoodCategory(activity.category),
    );
    return { ...activity, duration_minutes: minutes };
  };
  return stretchDay(schedule.order, schedule.visits, weekday, context, {
    pace,
    ownStart: Boolean(draft?.day_start),
    stopsAt: (factor) => activities.map((activity) => stopOfActivity(lingered(activity, factor))),
  });
}

/**
 * A visit the traveller asked to shorten: shorter than the guide's place would be planned at this pace
 * (its usual length, the pace's cap, its opening window). It keeps the length they chose.
 */
function shortenedByTraveller(activity: Activity, pace: TripPreferences["travelPace"]): boolean {
  const place = guidePlaceOf(activity.name);
  if (!place || !activity.duration_minutes) return false;
  let planned = Math.min(place.minutes, PLANNED_VISIT_CAP[pace]);
  if (place.hours) planned = Math.min(planned, toMinutes(place.hours.close) - toMinutes(place.hours.open));
  return activity.duration_minutes < planned;
}

/** The first located stop of a plan, for the sun's times where no stay is known. */
function firstPointOf(draft: readonly DraftDay[]): LatLng | null {
  for (const day of draft)
    for (const activity of day.activities)
      if (typeof activity.latitude === "number" && typeof activity.longitude === "number")
        return { lat: activity.latitude, lng: activity.longitude };
  return null;
}

/**
 * The day's stay line: the room's nightly price in dollars, the city's own money beside it, and the
 * traveller's share: "Hotel in Baixa and Chiado, about $150 a night (about €129; $75 per person)."
 */
function nightlyStayText(
  stayType: string,
  area: string,
  nightlyUsd: number,
  shareUsd: number,
  countryCode: string | undefined,
): string {
  const local = localAmountText(nightlyUsd, countryCode);
  const share = `${formatUsd(shareUsd)} per person`;
  return `${stayType} in ${area}, about ${formatUsd(nightlyUsd)} a night (${local ? `about ${local}; ${share}` : share}).`;
}
