import type { Activity } from "@itinerary/contract";
import { toMinutes } from "../model/hours.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import type { BestTime, Place } from "./place.ts";
import { EVENING_OPENS } from "./traveller-fit.ts";

/**
 * When a stop belongs in the day: an evening-only place (a show, a night market, a nightlife district)
 * never in the morning, a market in the morning, a viewpoint meant for sunset near sunset. The guide's
 * records say it (their hours, or `bestTime`); for a stop the guide does not hold (a model's plan),
 * its own words do.
 */

/** Words of a stop that is only worth it after dark, for stops the guide does not hold. */
const EVENING_WORDS =
  /\b(nightlife|night ?markets?|night ?club|nightclubs?|bar crawl|pub crawl|cabaret|fado (?:show|house|night)|flamenco show|tango show|sound and light|light show|night safari|night cruise|dinner cruise|evening show)\b/i;
/** Adult or nightlife words: never a family's stop, whichever generator planned it. */
export const NIGHTLIFE_WORDS =
  /\b(nightlife|night ?club|nightclubs?|bar crawl|pub crawl|bar district|strip ?club|red[- ]light|cabaret|burlesque|go-go bars?)\b/i;
const SUNSET_WORDS = /\bsunsets?\b/i;
const MARKET_WORDS = /\b(market|mercado|mercat|marché|markt|bazaar|souk|halle)\b/i;

type PlaceLike = Pick<Place, "category" | "hours" | "highlight" | "name"> & Partial<Pick<Place, "bestTime">>;

/** When the guide's place is at its best, or null when any daytime hour suits it. */
export function bestTimeOfPlace(place: PlaceLike): BestTime | null {
  if (place.bestTime) return place.bestTime;
  if (place.hours && toMinutes(place.hours.open) >= toMinutes(EVENING_OPENS)) return "evening";
  if (place.category === "viewpoint" && SUNSET_WORDS.test(place.highlight)) return "sunset";
  // A food market opens early and is at its best before lunch; a flea market or a mall is not one.
  if (place.category === "market" && (!place.hours || toMinutes(place.hours.open) <= 10 * 60)) return "morning";
  return null;
}

const GUIDE = new Map<string, Place>(
  DESTINATIONS.flatMap((destination) => destination.places.map((place) => [place.name.toLowerCase(), place] as const)),
);

/** The guide's place of that name, in any covered city; undefined for a stop the guide does not hold. */
export function guidePlaceOf(name: string): Place | undefined {
  return GUIDE.get(name.trim().toLowerCase());
}

type StopLike = Pick<Activity, "name"> & Partial<Pick<Activity, "category" | "highlight" | "opening_window">>;

/** When a plan's stop is at its best: the guide's record for its name, else its own words and hours. */
export function bestTimeOfStop(stop: StopLike): BestTime | null {
  const place = GUIDE.get(stop.name.trim().toLowerCase());
  if (place) return bestTimeOfPlace(place);
  const words = `${stop.name} ${stop.category ?? ""}`;
  if (EVENING_WORDS.test(words)) return "evening";
  if (stop.opening_window && toMinutes(stop.opening_window.open) >= toMinutes(EVENING_OPENS)) return "evening";
  if (stop.category === "viewpoint" && SUNSET_WORDS.test(`${stop.name} ${stop.highlight ?? ""}`)) return "sunset";
  if (stop.category === "market" && MARKET_WORDS.test(stop.name)) return "morning";
  return null;
}

/** A nightlife place: the guide's adult-only or evening-only bar streets, or a stop's own words. */
export function isNightlife(stop: StopLike): boolean {
  const place = GUIDE.get(stop.name.trim().toLowerCase());
  if (place) return place.adultOnly === true || (place.bestTime === "evening" && place.category === "neighbourhood");
  return NIGHTLIFE_WORDS.test(`${stop.name} ${stop.category ?? ""}`);
}

/** Categories that are out of doors: after dark they are no longer worth the trip. */
export const OUTDOOR_CATEGORIES: ReadonlySet<string> = new Set(["viewpoint", "park", "garden", "beach", "nature"]);

/** Categories a traveller may still enjoy after dark when the place is open then: a lit square, a lively street, a late museum. */
const AFTER_DARK_CATEGORIES: ReadonlySet<string> = new Set([
  "landmark",
  "neighbourhood",
  "market",
  "shopping",
  "museum",
  "gallery",
  "entertainment",
]);

/** A place open this late (or at all hours) can take an evening hour. */
const OPEN_LATE = 21 * 60;

/**
 * A place worth an evening hour though it is no evening-only place: a square, a street or a quarter
 * open at all hours, or a museum, a market or a tower that stays open late. Never one out of doors (a
 * park, a beach, a viewpoint not meant for sunset: after dark it is no longer worth the trip) and
 * never a morning market.
 */
export function openIntoEvening(place: Place): boolean {
  if (!AFTER_DARK_CATEGORIES.has(place.category) || bestTimeOfPlace(place) === "morning") return false;
  return place.hours === null || toMinutes(place.hours.close) >= OPEN_LATE;
}
