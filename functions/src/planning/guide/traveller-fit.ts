import type { Interest, TripPreferences } from "@itinerary/contract";
import { distanceKm } from "../geo/geo.ts";
import { toMinutes } from "../model/hours.ts";
import { dietFit, dietsOf, isFoodStop } from "./diet.ts";
import type { Destination, Place } from "./place.ts";
import { inSeasonForTrip, seasonText } from "./seasons.ts";

/** A place that opens this late is an evening outing: no Family day runs into it. */
export const EVENING_OPENS = "17:00";
/** A Solo traveller's evening outings stay this close to the centre (busy, well-lit, easy to get back). */
export const SOLO_NIGHT_RADIUS_KM = 4;

/** What the guide's fit rules need to know of a traveller and their trip. */
export type Traveller = Pick<
  TripPreferences,
  "travelType" | "mobilityNeeds" | "dietaryNeeds" | "startDate" | "numberOfDays" | "interests"
>;

export const hasMobilityNeeds = (preferences: Pick<TripPreferences, "mobilityNeeds">) =>
  preferences.mobilityNeeds.trim() !== "";

/** Only worth going in the evening: its opening hours start at EVENING_OPENS or later, or the guide says so (a nightlife district). */
export function isEveningOnly(place: Pick<Place, "hours"> & Partial<Pick<Place, "bestTime">>): boolean {
  if (place.bestTime === "evening") return true;
  return place.hours !== null && toMinutes(place.hours.open) >= toMinutes(EVENING_OPENS);
}

/** Why a place does not suit this traveller on these dates, or null when it does. */
export function unfitReason(
  place: Place,
  preferences: Traveller,
  destination: Pick<Destination, "lat" | "lng">,
): string | null {
  if (!inSeasonForTrip(place, preferences.startDate, preferences.numberOfDays))
    return `open only ${seasonText(place.season!)}`;
  if (preferences.travelType === "Family") {
    if (place.adultOnly) return "adults only";
    if (isEveningOnly(place)) return "an evening outing";
  }
  if (
    preferences.travelType === "Solo" &&
    isEveningOnly(place) &&
    distanceKm(destination, place) > SOLO_NIGHT_RADIUS_KM
  )
    return "far from the centre at night";
  if (hasMobilityNeeds(preferences) && place.climb) return "a climb";
  return null;
}

export function fitsTraveller(
  place: Place,
  preferences: Traveller,
  destination: Pick<Destination, "lat" | "lng">,
): boolean {
  return unfitReason(place, preferences, destination) === null;
}

/**
 * Score adjustments for who is travelling: families favour places made for children, travellers with
 * mobility needs step-free ones, and food stops follow the diet (a plain meat or fish place is no
 * choice for a vegetarian).
 */
export function fitScore(place: Place, preferences: Traveller): number {
  let score = 0;
  if (preferences.travelType === "Family" && place.kidFriendly) score += 8;
  // A theme park is the day a family remembers: it outweighs a day trip that matches one interest.
  if (preferences.travelType === "Family" && place.themePark) score += 14;
  if (hasMobilityNeeds(preferences) && place.stepFree) score += 4;
  const fit = dietFit(place, dietsOf(preferences.dietaryNeeds));
  if (fit === "fits") score += 12;
  if (fit === "unfit") score -= 30;
  return score;
}

/** Whether a place answers one of the interests a traveller ticked (the guide tags it with one). */
export function answersInterests(place: Pick<Place, "interests">, interests: readonly Interest[]): boolean {
  return place.interests.some((interest) => interests.includes(interest));
}

/** Whether a day trip is worth offering: it matches an interest, or it is a theme park on a family trip. */
export function wantsDaytrip(place: Place, preferences: Traveller): boolean {
  if (preferences.interests.length === 0) return true;
  if (place.themePark && preferences.travelType === "Family") return true;
  return answersInterests(place, preferences.interests);
}

/**
 * What the plan did for who is travelling, in the traveller's terms: what was left out and why,
 * what was preferred, and which food stops fit the diet.
 */
export function travellerNotes(
  preferences: TripPreferences,
  destination: Destination,
  chosen: readonly Place[],
): string[] {
  const notes: string[] = [];
  const leftOut = (reason: string) =>
    destination.places
      .filter((place) => destination.mustSee.includes(place.name) || place.themePark || place.season || place.adultOnly)
      .filter((place) => unfitReason(place, preferences, destination) === reason)
      .map((place) => place.name);
  const seasonal = destination.places.filter(
    (place) => place.season && !inSeasonForTrip(place, preferences.startDate, preferences.numberOfDays),
  );
  if (seasonal.length > 0) {
    notes.push(
      `Out of season on your dates, so not planned: ${seasonal.map((place) => `${place.name} (open ${seasonText(place.season!)})`).join(", ")}.`,
    );
  }
  if (preferences.travelType === "Family") {
    const adult = leftOut("adults only");
    const parks = chosen.filter((place) => place.themePark).map((place) => place.name);
    notes.push(
      `Planned for a family: days end by early evening${adult.length ? `, adult-only places are left out (${adult.join(", ")})` : ", with no adult-only places"}${parks.length ? `, and ${parks.join(" and ")} ${parks.length === 1 ? "has a day" : "each have a day"} to itself` : ""}.`,
    );
  }
  if (
    preferences.travelType === "Solo" &&
    destination.places.some((place) => unfitReason(place, preferences, destination) === "far from the centre at night")
  ) {
    notes.push("Evening outings are kept to busy, central areas.");
  }
  if (hasMobilityNeeds(preferences)) {
    const climbs = leftOut("a climb");
    const stepFree = chosen.filter((place) => place.stepFree).map((place) => place.name);
    notes.push(
      [
        `Adapted for your mobility needs ("${preferences.mobilityNeeds.trim()}"): fewer stops a day, short walks (longer hops by taxi or accessible transit)`,
        climbs.length ? `, no climbs (left out ${climbs.join(", ")})` : ", no towers or hill walks",
        stepFree.length ? `, and step-free places where we know them (${stepFree.join(", ")})` : "",
        ". Check step-free access before you go.",
      ].join(""),
    );
  }
  if (preferences.dietaryNeeds.trim()) notes.push(dietNote(preferences.dietaryNeeds, chosen));
  return notes;
}

function dietNote(dietaryNeeds: string, chosen: readonly Place[]): string {
  const diets = dietsOf(dietaryNeeds);
  const food = chosen.filter(isFoodStop);
  const fitting = food.filter((place) => dietFit(place, diets) === "fits").map((place) => place.name);
  if (diets.length === 0 || food.length === 0) {
    return `For your dietary needs ("${dietaryNeeds.trim()}"), check menus: the offline guide cannot confirm them for every stop.`;
  }
  const label = diets.join(" and ");
  if (fitting.length === 0)
    return `No food stop in this plan is known to cater for ${label}; places of plain meat or fish were avoided, but check menus.`;
  const rest = food.length - fitting.length;
  return `Food stops chosen for ${label}: ${fitting.join(", ")}${rest > 0 ? `; check menus at the other ${rest === 1 ? "one" : rest}` : ""}.`;
}
