import type { GuidePlace, SearchPlacesResponse } from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";
import { findDestination } from "./catalog.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { placeEntryFee } from "./fees/fee-reviews.ts";
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

/** The guide's places of `city` matching `q`, best first and then by name; none for a city it lacks. */
export function searchGuidePlaces(
  city: string,
  q: string,
  limit: number,
  guide: readonly Destination[] = DESTINATIONS,
): SearchPlacesResponse {
  const destination = findDestination(city, guide);
  const query = normalizeText(q);
  if (!destination || !query) return { city: destination?.name ?? null, places: [] };
  const ranked = destination.places
    .map((place) => ({ place, rank: rankOf(place.name, query) }))
    .filter((entry): entry is { place: Place; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name));
  return { city: destination.name, places: ranked.slice(0, limit).map((entry) => asGuidePlace(entry.place)) };
}
