import { distanceKm, type LatLng } from "../geo/geo.ts";
import type { Destination, Place } from "../guide/place.ts";
import { answersInterests, fitsTraveller, type Traveller } from "../guide/traveller-fit.ts";
import { DAY_OUT_MIN_DAYS, DAY_OUT_MIN_MINUTES, OUTING_KM } from "./day-out.ts";
import { normalizeText } from "../model/names.ts";
import { isDayTrip } from "../model/plan.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule } from "./rule.ts";

/** With interests ticked, at least this share of the plan's stops beyond the must-sees answers one of them. */
export const INTEREST_SHARE = 0.5;
/**
 * A plan with fewer stops beyond the must-sees is not judged: a day or two in a city is its
 * must-sees and what lies between them on the way.
 */
export const MIN_JUDGED_STOPS = 4;

/**
 * Interests that show: a traveller who ticks Nature and Sea gets mostly parks, coasts and viewpoints.
 * Of the plan's stops the guide knows, leaving out the city's must-sees (a first visit sees them
 * whatever the interests) and places the traveller named, at least half answer one of the ticked
 * interests, when the guide has enough such places: twice as many city places that suit the traveller
 * as that half, so days can still keep to one area and to opening hours. With fewer, the plan holds
 * at least half of them (rounded down: one Mountains place in a city asks for nothing). A place out of town counts only on a trip long enough for a day out there. A destination the guide does not cover is not judged: nothing says what its
 * places are.
 */
export const interestShareRule: PlanRule = {
  code: "interest_share",
  label: "Interests that show",
  check({ preferences, plan, trip, centre }) {
    const catalogue = catalogueOf(trip);
    const interests = preferences.interests;
    if (!catalogue || interests.length === 0) return [];
    const { destination } = catalogue;
    const mustSee = new Set(destination.mustSee);
    const named = preferences.locations.map(normalizeText).filter((name) => name.length >= 3);
    const isNamed = (name: string) => {
      const text = normalizeText(name);
      return named.some((wanted) => text.includes(wanted) || wanted.includes(text));
    };
    // A dinner stop is a meal, not a sight: it answers hunger, whatever the interests.
    const judged = plan
      .flatMap((day) => day.activities.filter((activity) => activity.meal !== "dinner"))
      .map((activity) => catalogue.placeOf(activity))
      .filter((place) => place !== undefined && !mustSee.has(place.name) && !isNamed(place.name));
    if (judged.length < MIN_JUDGED_STOPS) return [];
    const matching = judged.filter((place) => answersInterests(place!, interests)).length;
    const available = interestPlacesAvailable(destination, preferences, centre ?? null);
    const wanted = interestStopsWanted(judged.length, available);
    if (matching >= wanted) return [];
    return [
      {
        code: this.code,
        message: `Only ${matching} of the plan's ${judged.length} stops beyond the must-sees match ${interests.join(", ")}; the guide has ${available} such places in the city, so at least ${wanted} should.`,
      },
    ];
  },
};

/**
 * How many of a plan's `judged` stops beyond the must-sees must answer the traveller's interests, the
 * guide having `available` such places (interestPlacesAvailable): `share` of them (the rule's
 * INTEREST_SHARE; a planner keeps a margin over it), or half the guide's places when it has few.
 */
export function interestStopsWanted(judged: number, available: number, share = INTEREST_SHARE): number {
  return Math.min(Math.ceil(share * judged), Math.floor(INTEREST_SHARE * available));
}

/**
 * The guide's places beyond the must-sees that answer the traveller's interests and suit them: no
 * day trip, and a place out of town only where the trip has room for a day out and it is worth one.
 */
export function interestPlacesAvailable(
  destination: Destination,
  preferences: Traveller,
  centre: LatLng | null,
): number {
  const mustSee = new Set(destination.mustSee);
  const reachable = (place: Place) =>
    !centre ||
    distanceKm(centre, place) < OUTING_KM ||
    (preferences.numberOfDays >= DAY_OUT_MIN_DAYS && place.minutes >= DAY_OUT_MIN_MINUTES);
  return destination.places.filter(
    (place) =>
      !isDayTrip(place) &&
      reachable(place) &&
      !mustSee.has(place.name) &&
      answersInterests(place, preferences.interests) &&
      fitsTraveller(place, preferences, destination),
  ).length;
}
