import {
  STAY_AREA_CATEGORY,
  type GuidePlace,
  type SearchPlacesFor,
  type SearchPlacesResponse,
} from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";
import { findDestination } from "./catalog.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { placeEntryFee } from "./fees/fee-reviews.ts";
import { stayPointOf } from "./local-transport.ts";
import type { Destination, Place } from "./place.ts";

/**
 * How well a place's name answers what was typed: every typed word must begin a word of the name
 * ("gulb mus" finds "Calouste Gulbenkian Museum"); a name that starts with the query ranks first, then
 * one whose words start with it in order, then the rest; null when a typed word matches nothing.
 */
function rankOf(name: string, query: string): number | null {
  const words = normalizeText(name).split(" ");
  const typed = query.split(" ");
  const matches = typed.map((part) => words.findIndex((word) => word.startsWith(part)));
  if (matches.some((index) => index < 0)) return null;
  if (normalizeText(name).startsWith(query)) return 0;
  return matches.every((index, i) => i === 0 || index > matches[i - 1]!) ? 1 : 2;
}

function asGuidePlace(place: Place): GuidePlace {
  return {
    name: place.name,
    category: place.category,
    latitude: place.lat,
    longitude: place.lng,
    postcode: place.postcode,
    highlight: place.highlight,
    duration_minutes: place.minutes,
    entry_fee: placeEntryFee(place),
  };
}

/**
 * The area the guide suggests staying in, as a search offers it for the traveller's own stay: named as
 * the plan names it ("Baixa and Chiado"), which is also what places the stay (own-stay.ts).
 */
function stayAreaPlace(destination: Destination): GuidePlace {
  const point = stayPointOf(destination);
  return {
    name: destination.stay.area,
    category: STAY_AREA_CATEGORY,
    latitude: point.lat,
    longitude: point.lng,
    postcode: null,
    highlight: `Where we suggest staying in ${destination.name}: central, with the sights in reach.`,
    duration_minutes: 0,
    entry_fee: "Free",
  };
}

/**
 * The guide's places of `city` matching `q`, best first and then by name; none for a city it lacks.
 * For a stay (`what` "stay"), the area we suggest staying in leads when it matches, and day trips are
 * left out: a bed 30 km out of town would make every day start with a long ride.
 */
export function searchGuidePlaces(
  city: string,
  q: string,
  limit: number,
  what: SearchPlacesFor = "stop",
  guide: readonly Destination[] = DESTINATIONS,
): SearchPlacesResponse {
  const destination = findDestination(city, guide);
  const query = normalizeText(q);
  if (!destination || !query) return { city: destination?.name ?? null, places: [] };
  const ranked = destination.places
    .filter((place) => what === "stop" || place.category !== "daytrip")
    .map((place) => ({ place, rank: rankOf(place.name, query) }))
    .filter((entry): entry is { place: Place; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name))
    .map((entry) => asGuidePlace(entry.place));
  const area = what === "stay" && rankOf(destination.stay.area, query) !== null ? [stayAreaPlace(destination)] : [];
  return { city: destination.name, places: [...area, ...ranked].slice(0, limit) };
}
