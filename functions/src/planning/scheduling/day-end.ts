import type { DinnerSuggestion, FinalActivity, FinalDay, TripPreferences } from "@itinerary/contract";
import { distanceKm, type LatLng } from "../geo/geo.ts";
import { toHhmm, toMinutes, weekdayOf } from "../model/hours.ts";
import { isDayTrip, isDayTripDay } from "../model/plan.ts";
import { dietFit, dietsOf, isFoodStop } from "../guide/diet.ts";
import type { Destination, Place } from "../guide/place.ts";
import { bestTimeOfPlace } from "../guide/time-of-day.ts";
import { fitsTraveller } from "../guide/traveller-fit.ts";
import { isFoodCategory, MEAL_BREAK_MINUTES } from "./day-rhythm.ts";
import { DINNER_NEAR_KM, DINNER_WINDOW, dinnerTimeFor, FAMILY_DINNER_LATEST, paceDayFor } from "./pace-day.ts";

/**
 * How a city day ends: where and when to have dinner (`FinalDay.dinner`), and a line about free time
 * when the day's stops end before its pace would (`FinalDay.note`). Both from the guide when it
 * covers the city; a day trip's day eats where it goes.
 */

/** The least free time dinner needs between two stops. */
const DINNER_SLOT_MINUTES = 60;
/** Getting from a stop to dinner, or from dinner to the next stop. */
const TO_DINNER_MINUTES = 15;
/** A dinner place or free afternoon is named after the guide's neighbourhood this close to it. */
const AREA_NEAR_KM = 1.5;
/** A food place visited at least this long is a meal; a shorter one (a bakery, a café) is a snack. */
const MEAL_MINUTES = 45;

/** The latest a dinner is planned to start at when the day leaves a free slot before it (a kitchen still seats you). */
const LAST_SITTING = 21 * 60 + 30;

/** When no food place is near the day's end, one this far still beats none. */
const DINNER_FAR_KM = 8;

type Traveller = Pick<
  TripPreferences,
  "travelType" | "travelPace" | "mobilityNeeds" | "dietaryNeeds" | "startDate" | "numberOfDays" | "interests"
>;

const pointOf = (stop: Pick<FinalActivity, "latitude" | "longitude">): LatLng | null =>
  typeof stop.latitude === "number" && typeof stop.longitude === "number"
    ? { lat: stop.latitude, lng: stop.longitude }
    : null;

const timed = (day: FinalDay) => day.activities.filter((stop) => stop.start_time && stop.end_time);

/** A city day: it has stops and none is a day trip. */
export const isCityDayWithStops = (day: { activities: readonly { category?: string | undefined }[] }) =>
  day.activities.length > 0 && !isDayTripDay(day);

/**
 * A stop chosen for dinner (`meal: "dinner"`), or a food stop that is a meal in the dinner window: it
 * starts there and lasts at least MEAL_BREAK_MINUTES (a café's half hour is no dinner).
 */
export function dinnerStopOf(day: Pick<FinalDay, "activities">): FinalActivity | undefined {
  return day.activities.find((stop) => {
    if (stop.meal === "dinner") return true;
    if (!isFoodCategory(stop.category) || !stop.start_time || !stop.end_time) return false;
    const start = toMinutes(stop.start_time);
    return (
      start >= DINNER_WINDOW.from && start < DINNER_WINDOW.to && toMinutes(stop.end_time) - start >= MEAL_BREAK_MINUTES
    );
  });
}

/**
 * When dinner fits the day: the free slot of DINNER_SLOT_MINUTES (with time to get there) inside
 * the dinner window closest to the local hour, sat down to by LAST_SITTING when the day leaves room
 * before it (before an evening show rather than at ten after it); after the last stop when no slot is free.
 */
export function dinnerMinute(day: FinalDay, hour: string, latest: number = DINNER_WINDOW.to): number {
  const target = toMinutes(hour);
  const visits = timed(day).map((stop) => [toMinutes(stop.start_time!), toMinutes(stop.end_time!)] as const);
  const slot = (length: number, until: number) => {
    const free = (t: number) =>
      visits.every(([start, end]) => t + length + TO_DINNER_MINUTES <= start || t >= end + TO_DINNER_MINUTES);
    let best: number | null = null;
    for (let t = DINNER_WINDOW.from; t <= until; t += 15)
      if (free(t) && (best === null || Math.abs(t - target) < Math.abs(best - target))) best = t;
    return best;
  };
  // A full sitting if the day leaves room for one, else a quicker meal before an evening show.
  const sitting = Math.min(latest, LAST_SITTING);
  const found =
    slot(DINNER_SLOT_MINUTES, sitting) ??
    slot(MEAL_BREAK_MINUTES, sitting) ??
    slot(DINNER_SLOT_MINUTES, latest) ??
    slot(MEAL_BREAK_MINUTES, latest);
  if (found !== null) return found;
  const lastEnd = Math.max(...visits.map(([, end]) => end + TO_DINNER_MINUTES), DINNER_WINDOW.from);
  return Math.min(latest, Math.ceil(lastEnd / 15) * 15);
}

/** The guide's neighbourhood a point lies in (the nearest within AREA_NEAR_KM), by name. */
export function areaNear(guide: Destination | null, point: LatLng | null, except?: string): string | null {
  if (!guide || !point) return null;
  let best: { name: string; km: number } | null = null;
  for (const place of guide.places) {
    if (place.category !== "neighbourhood" || place.name === except) continue;
    const km = distanceKm(point, place);
    if (km <= AREA_NEAR_KM && (!best || km < best.km)) best = { name: place.name, km };
  }
  return best?.name ?? null;
}

const openAt = (place: Place, minute: number, weekday: string | null) =>
  (!weekday || !place.closed.includes(weekday as Place["closed"][number])) &&
  (!place.hours ||
    (toMinutes(place.hours.open) <= minute && toMinutes(place.hours.close) >= minute + DINNER_SLOT_MINUTES));

/**
 * Where to have dinner near `near` at `minute`: a food place of the guide (or a market with food),
 * open then, fit for the traveller and the diet, one not yet planned on the trip if there is one;
 * else a neighbourhood known for eating out; the nearest within DINNER_NEAR_KM, else within DINNER_FAR_KM,
 * else the nearest at all.
 */
export function dinnerPlace(
  guide: Destination,
  near: LatLng,
  minute: number,
  weekday: string | null,
  preferences: Traveller,
  taken: ReadonlySet<string>,
): Place | null {
  const diets = dietsOf(preferences.dietaryNeeds);
  const fit = (place: Place) => fitsTraveller(place, preferences, guide) && !isDayTrip(place);
  const food = guide.places.filter(
    (place) =>
      isFoodStop(place) &&
      bestTimeOfPlace(place) !== "morning" &&
      fit(place) &&
      openAt(place, minute, weekday) &&
      dietFit(place, diets) !== "unfit",
  );
  // A sit-down meal before a snack: a bakery, a coffee house or a shot of ginjinha is no dinner.
  const meals = food.filter((place) => place.minutes >= MEAL_MINUTES);
  const snacks = food.filter((place) => place.minutes < MEAL_MINUTES);
  // A neighbourhood known for eating out (tagged Food); never a nightlife street for a family.
  const areas = guide.places.filter(
    (place) => place.category === "neighbourhood" && place.interests.includes("Food") && fit(place),
  );
  const rank = (place: Place) =>
    (diets.length > 0 && dietFit(place, diets) !== "fits" ? 1 : 0) + distanceKm(near, place);
  const nearest = (places: readonly Place[], km: number, fresh: boolean) =>
    places
      .filter((place) => distanceKm(near, place) <= km && (!fresh || !taken.has(place.name.toLowerCase())))
      .sort((a, b) => rank(a) - rank(b))[0] ?? null;
  // A place not yet planned on the trip first, near before far, a meal before an area before a snack;
  // a day out at the edge of the city (Giza) still gets the guide's nearest, on the way back.
  for (const fresh of [true, false])
    for (const km of [DINNER_NEAR_KM, DINNER_FAR_KM, Infinity])
      for (const places of [meals, areas, snacks]) {
        const found = nearest(places, km, fresh);
        if (found) return found;
      }
  return null;
}

/**
 * Each city day of a final plan with its dinner: a stop the traveller chose for dinner (or a food
 * stop in the dinner window) answers it; a dinner the plan already has (a model's) is kept; otherwise
 * the guide's place near the stop before dinner, at the local hour that fits the day. A city the guide
 * does not cover keeps what it has (the checker's `dinner` rule then says what is missing).
 */
export function withDinners(plan: readonly FinalDay[], preferences: Traveller, guide: Destination | null): FinalDay[] {
  const taken = new Set(plan.flatMap((day) => day.activities.map((stop) => stop.name.toLowerCase())));
  const hour = dinnerTimeFor(guide?.dinnerHour, preferences.travelType);
  const latest = preferences.travelType === "Family" ? toMinutes(FAMILY_DINNER_LATEST) : DINNER_WINDOW.to;
  return plan.map((day) => {
    if (day.dinner || !isCityDayWithStops(day)) return day;
    const stop = dinnerStopOf(day);
    if (stop) {
      const point = pointOf(stop);
      const dinner: DinnerSuggestion = {
        name: stop.name,
        time: stop.start_time ?? hour,
        ...(point ? { latitude: point.lat, longitude: point.lng } : {}),
      };
      return { ...day, dinner };
    }
    if (!guide) return day;
    const minute = dinnerMinute(day, hour, latest);
    const before = timed(day).filter((s) => toMinutes(s.end_time!) <= minute);
    const near = pointOf(before.at(-1) ?? day.activities.at(-1)!);
    if (!near) return day;
    const place = dinnerPlace(guide, near, minute, weekdayOf(preferences.startDate, day.day), preferences, taken);
    if (!place) return day;
    taken.add(place.name.toLowerCase());
    const area = place.category === "neighbourhood" ? null : areaNear(guide, place, place.name);
    return {
      ...day,
      dinner: {
        name: place.name,
        time: toHhmm(minute),
        ...(area ? { area } : {}),
        latitude: place.lat,
        longitude: place.lng,
      },
    };
  });
}

/**
 * The line a day gets when its stops end before its pace would (a small guide, a long trip, a day of
 * must-sees): what to do with the free time, and where. A day that already has a note keeps it.
 */
export function withFreeTimeNotes(
  plan: readonly FinalDay[],
  preferences: Pick<TripPreferences, "travelPace" | "travelType">,
  guide: Destination | null,
): FinalDay[] {
  const { endsFrom } = paceDayFor(preferences);
  return plan.map((day) => {
    if (day.note || !isCityDayWithStops(day)) return day;
    const ends = timed(day).map((stop) => toMinutes(stop.end_time!));
    if (ends.length === 0 || Math.max(...ends) >= endsFrom) return day;
    const last = day.activities.at(-1)!;
    const where = areaNear(guide, pointOf(last)) ?? (last.category === "neighbourhood" ? last.name : null);
    return { ...day, note: freeTimeNote(Math.max(...ends), where ?? `around ${last.name}`, preferences) };
  });
}

/** "Free afternoon in Alfama: wander the lanes, rest, and take your time over dinner." */
export function freeTimeNote(end: number, where: string, preferences: Pick<TripPreferences, "travelType">): string {
  const part = end < 15 * 60 ? "afternoon" : "evening";
  const place = where.startsWith("around ") ? where : `in ${where}`;
  const family = preferences.travelType === "Family";
  return part === "afternoon"
    ? `Free afternoon ${place}: wander the lanes, ${family ? "find a playground or a park" : "sit at a café"}, and rest before dinner.`
    : `Free evening ${place}: rest a little, then take your time over dinner nearby.`;
}
