import { PACE_RANGE, type Activity, type DraftDay, type Interest, type TripPreferences } from "@itinerary/contract";
import { nightlyShareUsd, type CostProfile } from "../../model/costs.ts";
import type { DraftResult } from "../../model/plan.ts";
import { centreOf, distanceKm } from "../../geo/geo.ts";
import { formatOpeningHours, toMinutes, weekdayOf, type Weekday } from "../../model/hours.ts";
import { orderStops } from "../../geo/routing.ts";
import {
  arrangeDays,
  dayEndFor,
  scheduleDay,
  transportText,
  type DayContext,
  type Stop,
} from "../../scheduling/schedule.ts";
import { isBigMuseum, isFoodCategory } from "../../scheduling/day-rhythm.ts";
import {
  EVENING_FROM,
  eveningDinnerContext,
  paceDayContext,
  paceDayFor,
  PLANNED_VISIT_CAP,
} from "../../scheduling/pace-day.ts";
import { dietFit, dietsOf, isFoodStop } from "../../guide/diet.ts";
import { bestTimeOfPlace, openIntoEvening, OUTDOOR_CATEGORIES } from "../../guide/time-of-day.ts";
import { destinationForTrip } from "../../guide/seasons.ts";
import { requireDestination } from "../../guide/catalog.ts";
import { normalizeText } from "../../model/names.ts";
import { placeEntryFee } from "../../guide/fees/fee-reviews.ts";
import {
  areaRouteKm,
  clusterPlaces,
  compactGroups,
  DAY_AREA_TARGET_KM,
  tradeSpreadGroupsForTrips,
} from "./day-areas.ts";
import { areaNameOf, isCityGroup, settleDays } from "./settle-days.ts";
import { DAY_OUT_MIN_DAYS } from "../../checks/day-out.ts";
import { hopsKm } from "../../checks/day-compactness.ts";
import { INTEREST_SHARE, interestPlacesAvailable, interestStopsWanted } from "../../checks/interest-share.ts";
import { isOutOfTown, outingNote, pickOutings, SCARCE_IN_TOWN } from "./outings.ts";
import { dayTripFits } from "../../guide/daytrip-travel.ts";
import { reachedByFerry, stayPointOf, transitNameOf } from "../../guide/local-transport.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { ensureEssentials, essentialsFor, restoreEssentials } from "../../guide/must-sees.ts";
import type { Destination, Essential, Place } from "../../guide/place.ts";
import { chargeTicketsOnce } from "../../guide/tickets.ts";
import {
  answersInterests,
  fitScore,
  fitsTraveller,
  travellerNotes as fitNotes,
  wantsDaytrip,
} from "../../guide/traveller-fit.ts";
import { isDayTrip } from "../../model/plan.ts";

const DAYTRIP_CAP_MINUTES = 540;

export interface PlanContext {
  preferences: TripPreferences;
  destination: Destination;
  /** Stops per city day. */
  perDay: number;
  reducedMobility: boolean;
  /** Budget left per stop for entry fees after food, transport and the cheapest stay; Infinity without a budget. */
  feeAllowanceUsd: number;
  weekdays: (Weekday | null)[];
  dayContext: DayContext;
}

export function costProfileOf(destination: Destination): CostProfile {
  return {
    stayArea: destination.stay.area,
    nightlyUsd: destination.stay.nightlyUsd,
    foodUsdPerDay: destination.foodUsdPerDay,
    transitUsdPerDay: destination.transitUsdPerDay,
  };
}

/** Stops per city day: Relaxed 3, Balanced 5, Action-Packed 6; the lower end of the range with mobility needs. */
export function stopsPerDay(preferences: Pick<TripPreferences, "travelPace" | "mobilityNeeds">): number {
  const range = PACE_RANGE[preferences.travelPace];
  if (preferences.mobilityNeeds.trim() !== "") return range.min;
  return preferences.travelPace === "Intense" ? 6 : range.max;
}

export function planContext(
  preferences: TripPreferences,
  destination: Destination,
  perDay = stopsPerDay(preferences),
): PlanContext {
  const reducedMobility = preferences.mobilityNeeds.trim() !== "";
  let feeAllowanceUsd = Infinity;
  if (preferences.totalBudget > 0) {
    const cheapest = Math.min(
      ...preferences.accommodation.map((type) => nightlyShareUsd(preferences, costProfileOf(destination), type)),
    );
    const fixed = destination.foodUsdPerDay + destination.transitUsdPerDay + (Number.isFinite(cheapest) ? cheapest : 0);
    feeAllowanceUsd = Math.max(0, preferences.totalBudget / preferences.numberOfDays - fixed) / perDay;
  }
  return {
    preferences,
    destination,
    perDay,
    reducedMobility,
    feeAllowanceUsd,
    weekdays: Array.from({ length: preferences.numberOfDays }, (_, d) => weekdayOf(preferences.startDate, d + 1)),
    dayContext: {
      transport: preferences.transport,
      reducedMobility,
      base: stayPointOf(destination),
      transitName: transitNameOf(destination),
      dayEnd: dayEndFor(preferences),
      ...paceDayContext(preferences, destination),
      ...eveningDinnerContext(preferences, destination.dinnerHour),
    },
  };
}

/**
 * How well a place suits the traveller: shared interests, the destination's ranked must-sees, places
 * the traveller named, and a penalty for fees the budget cannot carry. A place's position in its file
 * says nothing: files are ordered by neighbourhood, not fame.
 */
export function scorePlace(place: Place, context: PlanContext, extraInterests: readonly Interest[] = []): number {
  const interests = context.preferences.interests;
  let score = 0;
  // The first shared interest is what matters; more tags add a little, so a minor sight tagged
  // four ways does not outrank a city's must-see that matches one.
  const matches = place.interests.filter((interest) => interests.includes(interest)).length;
  if (matches > 0) score += 10 + 2 * (matches - 1);
  for (const interest of place.interests) {
    if (extraInterests.includes(interest)) score += 12;
  }
  // Fame, from the must-see ranking: the top sight outweighs one shared interest, so a short trip
  // keeps a city's essentials; it fades linearly, and even the last must-see beats an unranked place.
  const mustSee = context.destination.mustSee;
  const position = mustSee.indexOf(place.name);
  if (position >= 0) score += 16 * (1 - position / (mustSee.length + 2));
  const name = normalizeText(place.name);
  for (const location of context.preferences.locations) {
    const wanted = normalizeText(location);
    if (wanted.length >= 3 && (name.includes(wanted) || wanted.includes(name))) score += 40;
  }
  if (place.feeUsd > context.feeAllowanceUsd) score -= place.feeUsd - context.feeAllowanceUsd;
  return score + fitScore(place, context.preferences);
}

/** The visit length the plan uses: the place's usual length, capped by pace and by its opening window. */
export function plannedMinutes(place: Place, pace: TripPreferences["travelPace"]): number {
  let minutes = Math.min(place.minutes, isDayTrip(place) ? DAYTRIP_CAP_MINUTES : PLANNED_VISIT_CAP[pace]);
  if (place.hours) minutes = Math.min(minutes, toMinutes(place.hours.close) - toMinutes(place.hours.open));
  return minutes;
}

export function stopOfPlace(place: Place, pace: TripPreferences["travelPace"]): Stop {
  return {
    lat: place.lat,
    lng: place.lng,
    minutes: plannedMinutes(place, pace),
    window: place.hours,
    closed: place.closed,
    daytrip: isDayTrip(place),
    name: place.name,
    food: isFoodCategory(place.category),
    bigMuseum: isBigMuseum(place.category, plannedMinutes(place, pace)),
    ferry: reachedByFerry(place.name),
    ...timeOfDayOf(place),
  };
}

const timeOfDayOf = (place: Place): Pick<Stop, "bestTime" | "outdoor"> => {
  const bestTime = bestTimeOfPlace(place);
  return { ...(bestTime ? { bestTime } : {}), ...(OUTDOOR_CATEGORIES.has(place.category) ? { outdoor: true } : {}) };
};

/** Picks `count` places greedily by score, lowering the score of categories already picked for variety. */
export function pickPlaces(
  candidates: readonly Place[],
  count: number,
  context: PlanContext,
  extraInterests: readonly Interest[] = [],
): Place[] {
  const base = candidates.map((place) => scorePlace(place, context, extraInterests));
  const taken = new Uint8Array(candidates.length);
  const perCategory = new Map<string, number>();
  const picked: Place[] = [];
  while (picked.length < count) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < candidates.length; i++) {
      if (taken[i]) continue;
      const score = base[i]! - 3 * (perCategory.get(candidates[i]!.category) ?? 0);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best < 0) break;
    taken[best] = 1;
    const place = candidates[best]!;
    picked.push(place);
    perCategory.set(place.category, (perCategory.get(place.category) ?? 0) + 1);
  }
  return picked;
}

/** Of the city stops beyond the must-sees, the share chosen to answer the traveller's interests when the guide allows. */
export const INTEREST_PICK_SHARE = 0.6;

/**
 * Interests that show: the greedy pick trades interest for variety and for children's favourites,
 * so when fewer than INTEREST_PICK_SHARE of the chosen stops beyond the must-sees answer an interest
 * the traveller ticked, the weakest of the others give way to the best unchosen places in town that
 * do (places the traveller named stay). Days out of town are planned apart (outings.ts).
 */
export function favourInterests(chosen: readonly Place[], pool: readonly Place[], context: PlanContext): Place[] {
  const { preferences, destination } = context;
  const interests = preferences.interests;
  const result = [...chosen];
  if (interests.length === 0) return result;
  const mustSee = new Set(destination.mustSee);
  const answers = (place: Place) => answersInterests(place, interests);
  const named = preferences.locations.map(normalizeText).filter((name) => name.length >= 3);
  const isNamed = (place: Place) => named.some((name) => normalizeText(place.name).includes(name));
  const score = (place: Place) => scorePlace(place, context);
  const spare = pool
    .filter((place) => !result.includes(place) && answers(place) && !mustSee.has(place.name))
    .filter((place) => !isOutOfTown(place, destination))
    .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name));
  const judged = result.filter((place) => !mustSee.has(place.name)).length;
  let matching = result.filter((place) => !mustSee.has(place.name) && answers(place)).length;
  while (matching < Math.ceil(INTEREST_PICK_SHARE * judged) && spare.length > 0) {
    let weakest = -1;
    result.forEach((place, i) => {
      if (mustSee.has(place.name) || answers(place) || isNamed(place)) return;
      if (weakest < 0 || score(place) < score(result[weakest]!)) weakest = i;
    });
    if (weakest < 0) break;
    result[weakest] = spare.shift()!;
    matching++;
  }
  return result;
}

/**
 * Gives each group a day: groups follow the sweep around the centre and day trips are spread out,
 * but no group lands on a weekday when one of its places is closed if any matching avoids it
 * (augmenting paths over groups and days).
 */
export function assignDays(
  groups: readonly Place[][],
  preferred: readonly number[],
  weekdays: readonly (Weekday | null)[],
): Place[][] {
  const dayCount = groups.length;
  const allowed = (g: number, d: number) => {
    const weekday = weekdays[d];
    return !weekday || groups[g]!.every((place) => !place.closed.includes(weekday));
  };
  const groupOfDay = new Int32Array(dayCount).fill(-1);
  const candidateDays = (g: number) =>
    Array.from({ length: dayCount }, (_, d) => d).sort(
      (a, b) => Math.abs(a - preferred[g]!) - Math.abs(b - preferred[g]!) || a - b,
    );
  const tryAssign = (g: number, seen: Uint8Array): boolean => {
    for (const d of candidateDays(g)) {
      if (seen[d] || !allowed(g, d)) continue;
      seen[d] = 1;
      if (groupOfDay[d] === -1 || tryAssign(groupOfDay[d]!, seen)) {
        groupOfDay[d] = g;
        return true;
      }
    }
    return false;
  };
  const unplaced: number[] = [];
  for (let g = 0; g < groups.length; g++) if (!tryAssign(g, new Uint8Array(dayCount))) unplaced.push(g);
  for (const g of unplaced) {
    const free = groupOfDay.indexOf(-1);
    groupOfDay[free] = g;
  }
  return Array.from(groupOfDay, (g) => [...groups[g]!]);
}

/** A draft activity for a place; `transport` is filled in once the day's order is known. */
export function activityOfPlace(place: Place, pace: TripPreferences["travelPace"]): Activity {
  return {
    name: place.name,
    transport: "",
    highlight: place.highlight,
    opening_hours: formatOpeningHours({ window: place.hours, closed: place.closed }),
    entry_fee: placeEntryFee(place),
    ...(place.postcode ? { postcode: place.postcode } : {}),
    latitude: place.lat,
    longitude: place.lng,
    image_urls: [],
    duration_minutes: plannedMinutes(place, pace),
    opening_window: place.hours ? { ...place.hours } : null,
    cost_usd: place.feeUsd,
    category: place.category,
  };
}

/**
 * Days of places -> draft days in a feasible visiting order (the one finalize will use), each
 * activity with its transport instruction from the previous stop or from the stay area.
 */
export function buildDraftDays(
  days: readonly Place[][],
  context: PlanContext,
  notes: readonly (string | null)[] = [],
  dinners: ReadonlySet<Place> = new Set(),
): DraftDay[] {
  const pace = context.preferences.travelPace;
  const built = days.map((places, d) => {
    const stops = places.map((place) =>
      dinners.has(place)
        ? { ...stopOfPlace(place, pace), food: true, meal: "dinner" as const }
        : stopOfPlace(place, pace),
    );
    const schedule = scheduleDay(stops, context.weekdays[d] ?? null, context.dayContext);
    const order = schedule?.order ?? orderStops(places);
    const activities = order.map((index, k) => {
      const activity = activityOfPlace(places[index]!, pace);
      // The planner chose it as the day's dinner: the final plan times it at dinner.
      if (dinners.has(places[index]!)) activity.meal = "dinner";
      const visit = schedule?.visits[k];
      if (visit?.leg)
        activity.transport = transportText(visit.leg, k === 0, context.destination.stay.area, visit.returnAt);
      return activity;
    });
    const note = notes[d];
    return note ? { day: d + 1, activities, note } : { day: d + 1, activities };
  });
  return chargeTicketsOnce(built, context.destination);
}

/**
 * Repairs days that cannot be scheduled: first by swapping stops between days, then by replacing a
 * troublesome stop with the best unused place that fits. Returns the days in their final grouping.
 * A revision passes the stops and day starts the traveller asked for (visit lengths, meals, starts).
 */
export function repairDays(
  days: Place[][],
  unused: Place[],
  context: PlanContext,
  stopOf: (place: Place) => Stop = (place) => stopOfPlace(place, context.preferences.travelPace),
  contextOf: (d: number) => DayContext = () => context.dayContext,
): Place[][] {
  const arranged = arrangeDays(days, stopOf, context.weekdays, contextOf);
  const result = arranged.days;
  arranged.schedules.forEach((schedule, d) => {
    if (schedule) return;
    const weekday = context.weekdays[d] ?? null;
    const fits = (places: readonly Place[], _weekday: Weekday | null) =>
      scheduleDay(places.map(stopOf), weekday, contextOf(d)) !== null;
    let day = result[d]!;
    const centre = centreOf(day) ?? context.destination;
    const alternatives = (daytrip: boolean) =>
      pickPlaces(
        unused.filter((place) => isDayTrip(place) === daytrip && (!weekday || !place.closed.includes(weekday))),
        unused.length,
        context,
      )
        .slice(0, 30)
        .sort((a, b) => distanceKm(centre, a) - distanceKm(centre, b));
    const replace = (i: number, place: Place) => {
      unused.splice(unused.indexOf(place), 1, day[i]!);
      day = day.map((p, k) => (k === i ? place : p));
    };
    // Stops closed that weekday can never stay: swap each for the nearest good open place.
    for (let i = 0; i < day.length; i++) {
      if (!weekday || !day[i]!.closed.includes(weekday)) continue;
      const fallback = alternatives(isDayTrip(day[i]!))[0];
      if (fallback) replace(i, fallback);
    }
    // Then opening hours: replace the one stop whose replacement makes the day fit: the weakest other
    // stop first, a must-see last (the guide's least-known first): a hike that cannot be done before
    // dark gives way, not the waterfront.
    const mustSeeRank = (place: Place) => {
      const rank = context.destination.mustSee.indexOf(place.name);
      return rank < 0 ? Infinity : rank;
    };
    const replaceOne = () => {
      const tries = day
        .map((_, i) => i)
        .sort(
          (a, b) =>
            mustSeeRank(day[b]!) - mustSeeRank(day[a]!) ||
            scorePlace(day[a]!, context) - scorePlace(day[b]!, context) ||
            a - b,
        );
      for (const i of tries) {
        const rest = day.filter((_, k) => k !== i);
        const place = alternatives(isDayTrip(day[i]!)).find((p) => fits([...rest, p], weekday));
        if (!place) continue;
        replace(i, place);
        return true;
      }
      return false;
    };
    if (!fits(day, weekday)) replaceOne();
    // Large museums of one area (South Kensington's three) cannot all be kept apart within the
    // route's tolerance: the weakest gives way to a nearby smaller stop until the day fits.
    const big = (place: Place) => stopOf(place).bigMuseum === true;
    while (!fits(day, weekday) && day.filter(big).length > 1) {
      const weakest = day
        .map((place, i) => ({ place, i }))
        .filter(({ place }) => big(place))
        .sort((a, b) => scorePlace(a.place, context) - scorePlace(b.place, context))[0]!;
      const smaller = alternatives(false).find((place) => !big(place));
      if (!smaller) break;
      replace(weakest.i, smaller);
      if (!fits(day, weekday)) replaceOne();
    }
    result[d] = day;
  });
  return result;
}

/**
 * The offline draft for the destination the preferences name (tests and benches start here): places chosen for the traveller's interests, budget, pace and mobility, grouped
 * into compact days (a day trip is a day of its own), each day in an order that fits opening hours.
 * Deterministic: the same preferences always give the same plan.
 */
export function planDraft(
  preferences: TripPreferences,
  destinations: readonly Destination[] = DESTINATIONS,
): DraftResult {
  return planDraftFor(preferences, requireDestination(preferences.destinationCity, destinations));
}

/** The offline draft for a destination already resolved (the generator's path: the trip was resolved at the edge). */
export function planDraftFor(preferences: TripPreferences, guideEntry: Destination): DraftResult {
  // Opening hours as they are in the trip's season (a castle's shorter winter days).
  const destination = destinationForTrip(guideEntry, preferences.startDate, preferences.numberOfDays);
  let context = planContext(preferences, destination);
  const notifications: string[] = [
    `From our curated guide to ${destination.name} (${destination.places.length} places). Opening hours and prices are typical values; check them before you go.`,
  ];
  const tripDays = preferences.numberOfDays;
  const tripContext = context;

  // A place closed on every day of the trip (a one-day trip on its closing day) cannot be planned.
  const tripWeekdays = new Set(context.weekdays);
  const openSometime = (place: Place) =>
    (tripWeekdays.has(null) || [...tripWeekdays].some((day) => day && !place.closed.includes(day))) &&
    fitsTraveller(place, preferences, destination);
  const daytripPool = destination.places.filter(
    (place) => isDayTrip(place) && openSometime(place) && dayTripFits(place, destination, preferences),
  );
  // Days out of town go first, on days of their own; the rest of the plan is made for the other days.
  const outings = planOutings(
    destination.places.filter((place) => !isDayTrip(place) && openSometime(place)),
    context,
  );
  const outingPlaces = new Set(outings.flatMap((outing) => outing.places));
  const otherDays = Array.from({ length: tripDays }, (_, d) => d).filter((d) => !outings.some((o) => o.d === d));
  const onOtherDays = (ctx: PlanContext): PlanContext => ({ ...ctx, weekdays: otherDays.map((d) => ctx.weekdays[d]!) });
  context = onOtherDays(context);
  const days = otherDays.length;
  const cityPool = destination.places.filter(
    (place) => !isDayTrip(place) && openSometime(place) && !outingPlaces.has(place),
  );
  const daytripLimit = days >= 4 && !context.reducedMobility ? Math.floor(days / 4) : 0;
  const wantedDaytrips = daytripPool.filter((place) => wantsDaytrip(place, preferences));
  let daytrips = pickPlaces(wantedDaytrips, daytripLimit, context);
  let cityDays = days - daytrips.length;
  // Not enough city places for the pace: fewer stops per day (never below the pace's range if avoidable).
  if (cityPool.length < cityDays * context.perDay) {
    const perDay = Math.max(1, Math.floor(cityPool.length / Math.max(1, cityDays)));
    if (perDay < PACE_RANGE[preferences.travelPace].min && daytrips.length < daytripPool.length) {
      daytrips = pickPlaces(daytripPool, Math.min(daytripPool.length, days - 1), context);
      cityDays = days - daytrips.length;
    }
    context = onOtherDays(
      planContext(
        preferences,
        destination,
        Math.max(1, Math.min(context.perDay, Math.floor(cityPool.length / Math.max(1, cityDays)))),
      ),
    );
    notifications.push(
      `${destination.name} has too few places in the offline guide for this pace over ${tripDays} days, so some days have fewer stops.`,
    );
  }
  const essentials = essentialsFor(destination, preferences);
  const cityPlaces = ensureEssentials(
    favourInterests(pickPlaces(cityPool, cityDays * context.perDay, context), cityPool, context),
    cityPool,
    essentials,
    (place) => scorePlace(place, context),
  );
  const sizes = Array.from(
    { length: cityDays },
    (_, d) => Math.floor(cityPlaces.length / cityDays) + (d < cityPlaces.length % cityDays ? 1 : 0),
  );
  const spare = cityPool.filter((place) => !cityPlaces.includes(place));
  const areas = {
    score: (place: Place) => scorePlace(place, context),
    named: preferences.locations,
    minStops: PACE_RANGE[preferences.travelPace].min,
  };
  const clusters = cityDays > 0 ? compactGroups(clusterPlaces(cityPlaces, sizes, destination), spare, areas) : [];
  const sweep = clusters
    .map((group) => centreOf(group)!)
    .map((centre, g) => ({ g, angle: Math.atan2(centre.lat - destination.lat, centre.lng - destination.lng) }))
    .sort((a, b) => a.angle - b.angle || a.g - b.g)
    .map(({ g }) => clusters[g]!);
  const groups: Place[][] = [...sweep];
  const preferred = sweep.map(() => 0);
  // Day trips go at evenly spaced days; city groups fill the days between them in sweep order.
  const daytripDays = daytrips.map((_, k) => Math.round(((k + 1) * days) / (daytrips.length + 1)) - 1);
  let cityCursor = 0;
  for (let d = 0; d < days; d++) {
    if (daytripDays.includes(d)) continue;
    preferred[cityCursor++] = d;
  }
  daytrips.forEach((place, k) => {
    groups.push([place]);
    preferred.push(daytripDays[k]!);
  });
  const assigned = assignDays(groups, preferred, context.weekdays);
  const used = new Set([...clusters.flat(), ...daytrips]);
  const unused = destination.places.filter(
    (place) => !used.has(place) && !outingPlaces.has(place) && openSometime(place),
  );
  const fits = (group: readonly Place[], d: number) =>
    scheduleDay(
      group.map((place) => stopOfPlace(place, preferences.travelPace)),
      context.weekdays[d] ?? null,
      context.dayContext,
    ) !== null;
  const compacted = compactGroups(repairDays(assigned, unused, context), unused, { ...areas, fits });
  const spareTrips = unused.filter(
    (place) => isDayTrip(place) && dayTripFits(place, destination, preferences) && !context.reducedMobility,
  );
  const traded = tradeSpreadGroupsForTrips(compacted, spareTrips, unused, (trip, d) => fits([trip], d));
  const compact = (group: readonly Place[]) => areaRouteKm(group) <= DAY_AREA_TARGET_KM;
  const restored = restoreEssentials(
    traded,
    cityPool,
    essentials,
    (place) => scorePlace(place, context),
    fits,
    compact,
  );
  const settled = settleCityDays(
    restored,
    spareTrips,
    essentials,
    context,
    (place) => openSometime(place) && !outingPlaces.has(place),
  );
  // The days out take their own days back among the others.
  const repaired: Place[][] = [];
  const notes: (string | null)[] = [];
  for (let d = 0, other = 0; d < tripDays; d++) {
    const outing = outings.find((o) => o.d === d);
    repaired.push(outing ? outing.places : settled.days[other]!);
    notes.push(outing ? outingNote(outing.places, destination) : settled.notes[other++]!);
  }
  context = { ...context, weekdays: tripContext.weekdays };

  const { days: withEvenings, dinners } = addEveningStops(repaired, unused, context);

  notifications.push(...interestNotes(preferences, destination, withEvenings.flat()));
  if (Number.isFinite(context.feeAllowanceUsd) && context.feeAllowanceUsd < 15) {
    notifications.push(`Your budget is tight for ${destination.name}, so the plan favours free and low-cost places.`);
  }
  notifications.push(...fitNotes(preferences, destination, withEvenings.flat()), ...travellerNotes(preferences));
  return { itinerary: buildDraftDays(withEvenings, context, notes, dinners), notifications };
}

/** An evening stop is this close to the centre of its day's stops. */
const EVENING_NEAR_KM = 4.5;
/** A dinner stop is open at least until this hour (minutes after midnight). */
const DINNER_OPEN_UNTIL = 21 * 60 + 30;

/** Days of places, and which of their places is the day's dinner (a stop with `meal: "dinner"`). */
export interface EveningDays {
  days: Place[][];
  dinners: ReadonlySet<Place>;
}

/**
 * A pace that runs into the evening (Action-Packed, not a family's): each city day without an evening
 * stop gets one near its area, open that weekday and fit for the traveller, when the guide has one and
 * the day still fits its hours: a show, a night market, a nightlife street or a viewpoint at a summer
 * sunset, else a food place open late as the day's dinner. A day that gets none stays as it is; its
 * note says what to do with the evening.
 */
export function addEveningStops(days: readonly Place[][], unused: Place[], context: PlanContext): EveningDays {
  const { preferences, destination } = context;
  const dinners = new Set<Place>();
  // A traveller with mobility needs gets the pace's fewest stops, and no extra one in the evening.
  if (!paceDayFor(preferences).evening || context.reducedMobility)
    return { days: days.map((day) => [...day]), dinners };
  const planned = new Set(days.flat());
  const share = interestRoom(days.flat(), context);
  const sunset = context.dayContext.sunset;
  const isEvening = (place: Place) => {
    const time = bestTimeOfPlace(place);
    return time === "evening" || (time === "sunset" && sunset !== undefined && sunset >= EVENING_FROM + 90);
  };
  const diets = dietsOf(preferences.dietaryNeeds);
  const isLateFood = (place: Place) =>
    isFoodStop(place) &&
    place.minutes >= 45 &&
    bestTimeOfPlace(place) !== "morning" &&
    (!place.hours || toMinutes(place.hours.close) >= DINNER_OPEN_UNTIL) &&
    dietFit(place, diets) !== "unfit";
  const stopFor = (place: Place, dinner: boolean): Stop =>
    dinner
      ? { ...stopOfPlace(place, preferences.travelPace), food: true, meal: "dinner" }
      : stopOfPlace(place, preferences.travelPace);
  const withEvening = days.map((day, d) => {
    if (day.length === 0 || day.length >= PACE_RANGE[preferences.travelPace].max) return [...day];
    if (day.some(isDayTrip) || day.some((place) => bestTimeOfPlace(place) === "evening")) return [...day];
    // A day out of town stays one: its evening stop lies out of town too, never back in the centre.
    const dayOut = day.every((place) => isOutOfTown(place, destination));
    const centre = centreOf(day)!;
    const weekday = context.weekdays[d] ?? null;
    const nearby = unused.filter(
      (place) =>
        !planned.has(place) &&
        !isDayTrip(place) &&
        (!weekday || !place.closed.includes(weekday)) &&
        fitsTraveller(place, preferences, destination) &&
        distanceKm(centre, place) <= EVENING_NEAR_KM &&
        (!dayOut || isOutOfTown(place, destination)),
    );
    // With interests ticked, an evening sight answers one of them, or the plan has room for one that
    // does not (interest_share). Dinner is a meal whatever the interests, and the rule does not count it as a sight.
    const near = nearby.filter((place) => share.allows(place));
    const best = (places: Place[]) =>
      places
        .sort(
          (a, b) => scorePlace(b, context) - scorePlace(a, context) || distanceKm(centre, a) - distanceKm(centre, b),
        )
        .slice(0, 4);
    // It fits the day's hours, and the day stays compact in the order it is visited.
    const fits = (place: Place, dinner: boolean) => {
      const all = [...day, place];
      const schedule = scheduleDay(
        all.map((p) => stopFor(p, dinner && p === place)),
        weekday,
        context.dayContext,
      );
      const ordered = schedule?.order.map((i) => ({
        lat: all[i]!.lat,
        lng: all[i]!.lng,
        ferry: reachedByFerry(all[i]!.name),
      }));
      return ordered !== undefined && hopsKm(ordered) <= DAY_AREA_TARGET_KM;
    };
    const endOf = (places: readonly Place[]) => {
      const schedule = scheduleDay(
        places.map((p) => stopOfPlace(p, preferences.travelPace)),
        weekday,
        context.dayContext,
      );
      return schedule ? Math.max(...schedule.visits.map((visit) => visit.end)) : null;
    };
    const dayEnd = endOf(day);
    // It fits, and the day with it runs later than without it.
    const carriesOn = (place: Place) => {
      if (!fits(place, false) || dayEnd === null) return false;
      const end = endOf([...day, place]);
      return end !== null && end > dayEnd;
    };
    const evening = best(near.filter(isEvening)).find((place) => fits(place, false));
    const dinner = evening ? undefined : best(nearby.filter(isLateFood)).find((place) => fits(place, true));
    // Else a place open into the evening (a quarter to stroll, a late museum), when it carries the day on.
    const stroll = evening || dinner ? undefined : best(near.filter(openIntoEvening)).find((place) => carriesOn(place));
    const chosen = evening ?? dinner ?? stroll;
    if (!chosen) return [...day];
    if (dinner) dinners.add(dinner);
    planned.add(chosen);
    if (!dinner) share.add(chosen);
    unused.splice(unused.indexOf(chosen), 1);
    return [...day, chosen];
  });
  return { days: withEvening, dinners };
}

/** A plan keeps this share of its stops beyond the must-sees on the traveller's interests: the rule's share and a margin over it. */
const EVENING_INTEREST_SHARE = INTEREST_SHARE + 0.05;

/**
 * How many of a plan's stops beyond the must-sees answer the traveller's interests, kept as evening
 * stops are added: a stop that answers none (a lit square for a traveller who ticked Mountains) is
 * allowed while the plan still keeps what the interest_share rule asks with the stop counted, with
 * EVENING_INTEREST_SHARE for its share; a guide with few places on the interests asks for fewer, as the
 * rule does, so a city with two Villages places does not go without evenings.
 */
function interestRoom(planned: readonly Place[], context: PlanContext) {
  const { preferences, destination } = context;
  const { interests } = preferences;
  const mustSee = new Set(destination.mustSee);
  const answers = (place: Place) => interests.length === 0 || answersInterests(place, interests);
  const counted = planned.filter((place) => !mustSee.has(place.name));
  const available = interests.length === 0 ? 0 : interestPlacesAvailable(destination, preferences, destination);
  let judged = counted.length;
  let matching = counted.filter(answers).length;
  return {
    allows: (place: Place) =>
      answers(place) ||
      mustSee.has(place.name) ||
      matching >= interestStopsWanted(judged + 1, available, EVENING_INTEREST_SHARE),
    add(place: Place) {
      if (mustSee.has(place.name)) return;
      judged++;
      if (answers(place)) matching++;
    },
  };
}

/**
 * Days out of town for places the traveller wants beyond the city's day areas (outings.ts): one when
 * an interest they ticked has few places in town (Villages in Amsterdam: Volendam and Edam), and on
 * long trips one a week for the outskirts' best; each on a day whose opening hours it fits, spread
 * over the trip. None for a trip under four days or with mobility needs, as for day trips.
 */
function planOutings(pool: readonly Place[], context: PlanContext): { d: number; places: Place[] }[] {
  const { preferences, destination } = context;
  const tripDays = preferences.numberOfDays;
  if (tripDays < DAY_OUT_MIN_DAYS || context.reducedMobility || preferences.interests.length === 0) return [];
  const inTown = pool.filter((place) => !isOutOfTown(place, destination) && !destination.mustSee.includes(place.name));
  const scarce = preferences.interests.filter(
    (interest) => inTown.filter((place) => place.interests.includes(interest)).length < SCARCE_IN_TOWN,
  );
  const limit = scarce.length > 0 ? Math.max(1, Math.floor(tripDays / 5)) : Math.floor(tripDays / 8);
  if (limit === 0) return [];
  const named = preferences.locations.map(normalizeText).filter((name) => name.length >= 3);
  const pockets = pickOutings(pool, limit, destination, {
    score: (place) => scorePlace(place, context),
    wanted: (place) =>
      place.interests.some((interest) => (scarce.length > 0 ? scarce : preferences.interests).includes(interest)) ||
      named.some((name) => normalizeText(place.name).includes(name)),
    minutes: (place) => plannedMinutes(place, preferences.travelPace),
    perDay: context.perDay,
  });
  const fits = (places: readonly Place[], d: number) =>
    scheduleDay(
      places.map((place) => stopOfPlace(place, preferences.travelPace)),
      context.weekdays[d] ?? null,
      context.dayContext,
    ) !== null;
  const taken: { d: number; places: Place[] }[] = [];
  pockets.forEach((pocket, k) => {
    const preferred = Math.round(((k + 1) * tripDays) / (pockets.length + 1)) - 1;
    const free = Array.from({ length: tripDays }, (_, d) => d)
      .filter((d) => !taken.some((o) => o.d === d))
      .sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || a - b);
    for (let size = pocket.length; size > 0; size--) {
      const places = pocket.slice(0, size);
      const d = free.find((day) => fits(places, day));
      if (d === undefined) continue;
      taken.push({ d, places });
      return;
    }
  });
  return taken;
}

/**
 * The planner's last pass over its days: every city day settled into one area and its opening hours
 * (settle-days.ts); a day left short of the pace by a guide with nothing more nearby becomes one of
 * the spare day trips when one fits, or stays lighter and says so in its note.
 */
function settleCityDays(
  days: readonly Place[][],
  spareTrips: Place[],
  essentials: readonly Essential[],
  context: PlanContext,
  suits: (place: Place) => boolean,
): { days: Place[][]; notes: (string | null)[] } {
  const { preferences, destination } = context;
  const schedule = (group: readonly Place[], d: number) =>
    scheduleDay(
      group.map((place) => stopOfPlace(place, preferences.travelPace)),
      context.weekdays[d] ?? null,
      context.dayContext,
    );
  const planned = new Set(days.flat());
  const unused = destination.places.filter((place) => !planned.has(place) && suits(place));
  const kept = new Set(essentials.flatMap((essential) => essential.anyOf));
  const named = preferences.locations.map(normalizeText).filter((name) => name.length >= 3);
  const isNamed = (place: Place) => {
    const name = normalizeText(place.name);
    return named.some((wanted) => name.includes(wanted) || wanted.includes(name));
  };
  const score = (place: Place) => scorePlace(place, context);
  let settled = settleDays(days, unused, {
    order: (group, d) => schedule(group, d)?.order ?? null,
    score,
    keep: (place) => kept.has(place.name) || isNamed(place),
    eligible: (place, d) => {
      const weekday = context.weekdays[d];
      return !weekday || !place.closed.includes(weekday);
    },
  });
  settled = restoreEssentials(
    settled,
    destination.places.filter(suits),
    essentials,
    score,
    (group, d) => schedule(group, d) !== null,
    (group) => areaRouteKm(group) <= DAY_AREA_TARGET_KM,
  );
  const { min } = PACE_RANGE[preferences.travelPace];
  const short = (group: readonly Place[]) => isCityGroup(group) && group.length < min;
  const trips = spareTrips.filter((trip) => !settled.flat().includes(trip));
  settled = tradeSpreadGroupsForTrips(
    settled,
    trips,
    unused,
    (trip, d) => schedule([trip], d) !== null,
    DAY_AREA_TARGET_KM,
    short,
  );
  const notes = settled.map((group) => (short(group) ? lighterDayNote(group) : null));
  return { days: settled, notes };
}

/** What a day short of its pace says: where it is, and that the guide has nothing more nearby. */
export function lighterDayNote(group: readonly Place[]): string {
  const area = areaNameOf(group);
  return `A lighter day${area ? ` around ${area}` : ""}: our guide's other places nearby are already on other days of your trip, so take your time here or wander the streets around.`;
}

function interestNotes(preferences: TripPreferences, destination: Destination, chosen: readonly Place[]): string[] {
  const notes: string[] = [];
  const weak: string[] = [];
  for (const interest of preferences.interests) {
    const available = destination.places.filter((place) => place.interests.includes(interest)).length;
    if (available < 3) weak.push(`${interest} (${available} ${available === 1 ? "place" : "places"})`);
  }
  if (weak.length > 0) {
    notes.push(
      `Few places in ${destination.name} match ${weak.join(", ")}; the rest of the plan is well-rounded picks.`,
    );
  }
  if (preferences.interests.length > 0) {
    const matched = chosen.filter((place) => answersInterests(place, preferences.interests)).length;
    if (matched < chosen.length / 2)
      notes.push(
        `Only ${matched} of ${chosen.length} stops match your interests; the others are the city's best-known sights.`,
      );
  }
  const unmatched = preferences.locations.filter((location) => {
    const wanted = normalizeText(location);
    return (
      wanted.length >= 3 &&
      normalizeText(destination.name) !== wanted &&
      !chosen.some((place) => normalizeText(place.name).includes(wanted) || wanted.includes(normalizeText(place.name)))
    );
  });
  if (unmatched.length > 0) notes.push(`Not in the offline guide, so not planned: ${unmatched.join(", ")}.`);
  return notes;
}

function travellerNotes(preferences: TripPreferences): string[] {
  const notes: string[] = [];
  if (preferences.specialRequests.length > 0) {
    notes.push(
      'The offline planner cannot act on special requests; use "What would you like to change?" (for example "remove X" or "more food").',
    );
  }
  return notes;
}

/**
 * Over budget: swaps the dearest paid stops for free places of a similar interest nearby (open that
 * day, the day still schedulable) until the overrun is covered or nothing more can be swapped.
 */
export function swapPaidForFree(
  current: readonly DraftDay[],
  preferences: TripPreferences,
  destination: Destination,
  overrunUsd: number,
): { itinerary: DraftDay[]; notifications: string[] } {
  const context = planContext(preferences, destination);
  const byName = new Map(destination.places.map((place) => [normalizeText(place.name), place] as const));
  const days = current.map((day) =>
    day.activities.map((activity) => ({ activity, place: byName.get(normalizeText(activity.name)) ?? null })),
  );
  const used = new Set(days.flat().map((stop) => stop.place));
  const paid = days
    .flatMap((day, d) => day.map((stop, i) => ({ d, i, fee: stop.activity.cost_usd ?? stop.place?.feeUsd ?? 0 })))
    .filter(
      (entry) =>
        entry.fee > 0 &&
        !essentialsFor(destination, preferences).some((e) => e.anyOf.includes(days[entry.d]![entry.i]!.place!.name)),
    )
    .sort((a, b) => b.fee - a.fee || a.d - b.d || a.i - b.i);
  const notifications: string[] = [];
  let remaining = overrunUsd;
  for (const { d, i, fee } of paid) {
    if (remaining <= 0) break;
    const original = days[d]![i]!.place!;
    const weekday = context.weekdays[d] ?? null;
    const rest = days[d]!.filter((_, k) => k !== i);
    const restStops = rest.map(({ place }) => (place ? stopOfPlace(place, preferences.travelPace) : null));
    if (restStops.some((stop) => stop === null)) continue;
    const centre = centreOf(rest.map((stop) => stop.place!)) ?? original;
    const similar = (place: Place) =>
      place.interests.some((interest) => original.interests.includes(interest)) || place.category === original.category;
    const candidate = destination.places
      .filter((place) => place.feeUsd === 0 && !used.has(place) && isDayTrip(place) === isDayTrip(original))
      .filter(
        (place) =>
          similar(place) &&
          (!weekday || !place.closed.includes(weekday)) &&
          fitsTraveller(place, preferences, destination),
      )
      .sort((a, b) => distanceKm(centre, a) - distanceKm(centre, b))
      .slice(0, 10)
      .filter((place) => areaRouteKm([...rest.map((stop) => stop.place!), place]) <= DAY_AREA_TARGET_KM)
      .find((place) =>
        scheduleDay(
          [...(restStops as Stop[]), stopOfPlace(place, preferences.travelPace)],
          weekday,
          context.dayContext,
        ),
      );
    if (!candidate) continue;
    used.add(candidate);
    days[d]![i] = { activity: activityOfPlace(candidate, preferences.travelPace), place: candidate };
    remaining -= fee;
    notifications.push(
      `To save about $${Math.round(fee)}, day ${current[d]!.day} visits ${candidate.name} (free) instead of ${original.name}.`,
    );
  }
  return {
    itinerary: current.map((day, d) => ({ day: day.day, activities: days[d]!.map((stop) => stop.activity) })),
    notifications,
  };
}
