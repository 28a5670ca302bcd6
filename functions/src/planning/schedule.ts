import type { Activity, DraftDay, FinalActivity, FinalDay, TransportMode, TripPreferences } from "@itinerary/contract";
import {
  budgetNotice,
  chooseStayType,
  DEFAULT_COST_PROFILE,
  estimateDayCost,
  foodUsdPerDay,
  formatUsd,
  nightlyShareUsd,
  type CostProfile,
} from "./costs.ts";
import type { FinalResult } from "./generator.ts";
import { distanceKm, type LatLng } from "./geo.ts";
import { knownHoursOf, toHhmm, toMinutes, weekdayOf, type OpeningWindow, type Weekday } from "./hours.ts";
import { orderStops, routeLengthKm } from "./routing.ts";
import { buildSummary } from "./summary.ts";
import { travelLeg, type Leg } from "./travel.ts";

/** What the scheduler needs to know about one stop. */
export interface Stop {
  lat: number | null;
  lng: number | null;
  /** Planned visit length. */
  minutes: number;
  window: OpeningWindow | null;
  closed: readonly Weekday[];
  daytrip: boolean;
}

export interface DayContext {
  transport: TransportMode;
  reducedMobility: boolean;
  /** Where each day starts and the first leg comes from (the stay); null: the day starts at its first stop. */
  base: LatLng | null;
  /** Nothing ends after this (minutes after midnight); DAY_END when absent, FAMILY_DAY_END for a family. */
  dayEnd?: number;
}

export interface Visit {
  /** Minutes after midnight. */
  start: number;
  end: number;
  /** How the traveller gets here from the previous stop (or the base); null when a position is unknown. */
  leg: Leg | null;
}

export interface DaySchedule {
  /** Indices into the day's stops, in visiting order. */
  order: number[];
  /** One visit per entry of `order`. */
  visits: Visit[];
}

/** The first visit of a city day starts at 09:00; day trips leave at 08:00. */
export const DAY_START = 9 * 60;
const CITY_DEPARTURE = 8 * 60 + 45;
const DAYTRIP_DEPARTURE = 8 * 60;
/** Nothing is planned to end after this (times stay within one calendar day). */
export const DAY_END = 23 * 60;
/** A family's day is over by early evening. */
export const FAMILY_DAY_END = 19 * 60 + 30;

/** The day end for this kind of trip. */
export function dayEndFor(preferences: Pick<TripPreferences, "travelType">): number {
  return preferences.travelType === "Family" ? FAMILY_DAY_END : DAY_END;
}
/** A day's order may be at most this much longer than its optimised route (the checker's rule). */
export const ROUTE_TOLERANCE = 1.15;
/** A visit may be cut to fit before closing, but never below this share of its planned length. */
const MIN_VISIT_SHARE = 0.6;
/** Assumed travel time when a stop has no coordinates. */
const UNKNOWN_LEG_MINUTES = 20;
const EXHAUSTIVE_LIMIT = 7;

const isLocated = (stop: Stop): stop is Stop & { lat: number; lng: number } =>
  typeof stop.lat === "number" && typeof stop.lng === "number" && Number.isFinite(stop.lat) && Number.isFinite(stop.lng);

const ceilTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

/** Times for the stops in this order, or null when a visit cannot fit its opening hours. Lower score is better. */
function simulate(stops: readonly Stop[], order: readonly number[], weekday: Weekday | null, context: DayContext): { visits: Visit[]; score: number } | null {
  const daytripDay = order.some((i) => stops[i]!.daytrip);
  let clock = context.base ? (daytripDay ? DAYTRIP_DEPARTURE : CITY_DEPARTURE) : DAY_START;
  let previous: Stop | null = null;
  let score = 0;
  const visits: Visit[] = [];
  for (let k = 0; k < order.length; k++) {
    const stop = stops[order[k]!]!;
    if (weekday && stop.closed.includes(weekday)) return null;
    const from: LatLng | null = previous ? (isLocated(previous) ? previous : null) : context.base;
    let leg: Leg | null = null;
    let travel = 0;
    if (from && isLocated(stop)) {
      leg = travelLeg(context.transport, distanceKm(from, stop), {
        daytrip: stop.daytrip || (previous?.daytrip ?? false),
        reducedMobility: context.reducedMobility,
      });
      travel = leg.minutes;
    } else if (previous || context.base) {
      travel = UNKNOWN_LEG_MINUTES;
    }
    const arrival = clock + travel;
    let start = Math.max(arrival, k === 0 && !daytripDay ? DAY_START : 0);
    if (stop.window) start = Math.max(start, toMinutes(stop.window.open));
    start = ceilTo5(start);
    const dayEnd = context.dayEnd ?? DAY_END;
    const close = Math.min(stop.window ? toMinutes(stop.window.close) : dayEnd, dayEnd);
    let length = stop.minutes;
    if (start + length > close) {
      const available = close - start;
      const shortest = length < 30 ? length : Math.max(30, Math.ceil(length * MIN_VISIT_SHARE));
      if (available < shortest) return null;
      length = available;
    }
    visits.push({ start, end: start + length, leg });
    score += travel + (start - arrival) * 0.5 + (stop.minutes - length) * 2;
    clock = start + length;
    previous = stop;
  }
  return { visits, score };
}

/**
 * A visiting order and times for one day's stops that respect opening hours and closed days while
 * keeping the route within ROUTE_TOLERANCE of the optimised one; null when no such order is found.
 * Depends only on the set of stops, not on the order they are given in.
 */
export function scheduleDay(stops: readonly Stop[], weekday: Weekday | null, context: DayContext): DaySchedule | null {
  if (stops.length === 0) return { order: [], visits: [] };
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
    const result = simulate(stops, order, weekday, context);
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
  context: DayContext,
): { days: T[][]; schedules: (DaySchedule | null)[] } {
  const items = days.map((day) => [...day]);
  const stopsOf = (d: number) => items[d]!.map(toStop);
  const schedules = items.map((_, d) => scheduleDay(stopsOf(d), weekdays[d] ?? null, context));
  for (let a = 0; a < items.length; a++) {
    if (schedules[a]) continue;
    const stopsA = stopsOf(a);
    const weekdayA = weekdays[a] ?? null;
    const suspects = stopsA
      .map((stop, i) => ({ stop, i }))
      .sort((x, y) => rank(x.stop, weekdayA) - rank(y.stop, weekdayA) || x.i - y.i);
    for (const { i } of suspects) {
      let bestSwap: { b: number; j: number; cost: number; scheduleA: DaySchedule; scheduleB: DaySchedule } | null = null;
      const current = stopsOf(a);
      const stop = current[i]!;
      for (let b = 0; b < items.length; b++) {
        if (b === a) continue;
        const stopsB = stopsOf(b);
        const weekdayB = weekdays[b] ?? null;
        for (let j = 0; j < stopsB.length; j++) {
          const other = stopsB[j]!;
          if (other.daytrip !== stop.daytrip) continue;
          if (weekdayB && stop.closed.includes(weekdayB)) continue;
          if (weekdayA && other.closed.includes(weekdayA)) continue;
          const restA = current.filter((_, k) => k !== i);
          const restB = stopsB.filter((_, k) => k !== j);
          const cost = detourKm(other, restA) + detourKm(stop, restB);
          if (bestSwap && cost >= bestSwap.cost) continue;
          const scheduleA = scheduleDay([...restA, other], weekdayA, context);
          if (!scheduleA) continue;
          const scheduleB = scheduleDay([...restB, stop], weekdayB, context);
          if (!scheduleB) continue;
          bestSwap = { b, j, cost, scheduleA, scheduleB };
        }
      }
      if (bestSwap) {
        const { b, j } = bestSwap;
        const moving = items[a]![i]!;
        items[a]!.splice(i, 1);
        items[a]!.push(items[b]![j]!);
        items[b]!.splice(j, 1);
        items[b]!.push(moving);
        schedules[a] = scheduleDay(stopsOf(a), weekdayA, context);
        schedules[b] = scheduleDay(stopsOf(b), weekdays[b] ?? null, context);
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
  const daytrip = activity.category === "daytrip";
  return {
    lat: activity.latitude ?? null,
    lng: activity.longitude ?? null,
    minutes: activity.duration_minutes && activity.duration_minutes > 0 ? activity.duration_minutes : daytrip ? 480 : 90,
    window: hours.window,
    closed: hours.closed,
    daytrip,
  };
}

/** The transport text for a leg; the first leg of a day says where it starts from. */
export function transportText(leg: Leg, first: boolean, baseName: string | null): string {
  if (!first || !baseName) return leg.instruction;
  return `From ${baseName}: ${leg.instruction.charAt(0).toLowerCase()}${leg.instruction.slice(1)}`;
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
}

/**
 * Turns a draft into a final plan: visiting order and times per day (respecting opening hours and
 * closed days, moving a stop to another day or, as a last resort, leaving it out with a
 * notification), transport per leg, where to stay, estimated daily costs against the budget, and
 * the summary. Works for any draft, from either generator.
 */
export function finalizePlan(draft: readonly DraftDay[], preferences: TripPreferences, options: FinalizeOptions = {}): FinalResult {
  const profile = options.profile ?? DEFAULT_COST_PROFILE;
  const base = options.base ?? null;
  const context: DayContext = { transport: preferences.transport, reducedMobility: preferences.mobilityNeeds.trim() !== "", base, dayEnd: dayEndFor(preferences) };
  const notifications = [...(options.notifications ?? [])];
  const weekdays = draft.map((day) => weekdayOf(preferences.startDate, day.day));
  const arranged = arrangeDays(draft.map((day) => day.activities), stopOfActivity, weekdays, context);

  const scheduled = arranged.days.map((activities, d) => {
    let kept = activities;
    let schedule = arranged.schedules[d] ?? null;
    while (!schedule && kept.length > 0) {
      const dropIndex = leastHarmfulDrop(kept, weekdays[d] ?? null, context);
      const [dropped] = kept.splice(dropIndex, 1);
      kept = [...kept];
      notifications.push(`Left out ${dropped!.name} on day ${draft[d]!.day}: it could not fit its opening hours that day.`);
      schedule = scheduleDay(kept.map(stopOfActivity), weekdays[d] ?? null, context);
    }
    return { day: draft[d]!.day, activities: kept, schedule: schedule ?? { order: [], visits: [] } };
  });

  const finalActivities: FinalActivity[][] = scheduled.map(({ activities, schedule }) =>
    schedule.order.map((index, k) => {
      const activity = activities[index]!;
      const visit = schedule.visits[k]!;
      const start = toHhmm(visit.start);
      const end = toHhmm(visit.end);
      return {
        ...activity,
        transport: visit.leg ? transportText(visit.leg, k === 0, base ? profile.stayArea : null) : activity.transport,
        duration_minutes: visit.end - visit.start,
        time: `${start} - ${end}`,
        start_time: start,
        end_time: end,
      };
    }),
  );

  const costWithoutStay = (stayType: Parameters<typeof nightlyShareUsd>[2]) =>
    finalActivities.reduce((sum, activities) => {
      const day = estimateDayCost(activities, preferences, profile, stayType);
      return sum + day.totalUsd - day.stayUsd;
    }, 0);
  const cheapest = [...preferences.accommodation].sort((a, b) => profile.nightlyUsd[a] - profile.nightlyUsd[b])[0] ?? "Hotel";
  const stayType = chooseStayType(preferences, profile, costWithoutStay(cheapest));
  const stayShare = nightlyShareUsd(preferences, profile, stayType);

  const structured_plan: FinalDay[] = scheduled.map(({ day }, d) => {
    const activities = finalActivities[d]!;
    const cost = estimateDayCost(activities, preferences, profile, stayType);
    const daytrip = activities.some((activity) => activity.category === "daytrip");
    const stayText = `${stayType} in ${profile.stayArea}, about ${formatUsd(profile.nightlyUsd[stayType])} a night (${formatUsd(stayShare)} per person).`;
    return {
      day,
      accommodation_suggestion: daytrip ? `Back to your base: ${stayText}` : stayText,
      estimated_daily_cost: formatUsd(cost.totalUsd),
      estimated_daily_cost_usd: cost.totalUsd,
      activities,
    };
  });

  const totalUsd = structured_plan.reduce((sum, day) => sum + (day.estimated_daily_cost_usd ?? 0), 0);
  const overBudget = budgetNotice(totalUsd, preferences.totalBudget);
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

/** The stop whose removal lets the rest of the day be scheduled, preferring closed ones; else the narrowest window. */
function leastHarmfulDrop(activities: readonly Activity[], weekday: Weekday | null, context: DayContext): number {
  const stops = activities.map(stopOfActivity);
  const ranked = stops.map((stop, i) => ({ i, r: rank(stop, weekday) })).sort((x, y) => x.r - y.r || x.i - y.i);
  for (const { i } of ranked) {
    if (scheduleDay(stops.filter((_, k) => k !== i), weekday, context)) return i;
  }
  return ranked[0]!.i;
}
