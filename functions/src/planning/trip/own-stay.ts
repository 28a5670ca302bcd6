import type { FinalDay, OwnStay, TripPreferences } from "@itinerary/contract";
import { centreOf, type LatLng } from "../geo/geo.ts";
import { stayPointOf } from "../guide/local-transport.ts";
import type { Destination } from "../guide/place.ts";
import { normalizeText } from "../model/names.ts";

/**
 * How the traveller's own stay was placed: by a guide place its name or address names ("opposite
 * Rossio Square"), by the guide's stay area it names ("Chiado"), by a postcode the guide's places share,
 * by Google Places (a key is set), or not at all: then the city's centre stands in for it.
 */
export type OwnStayFound = "guide-place" | "stay-area" | "postcode" | "places" | "centre";

/** The traveller's own stay as planning uses it: their words, kept as typed, and a point for its legs. */
export interface LocatedOwnStay extends OwnStay {
  /** Null only for a city neither the guide nor the gazetteer knows. */
  point: LatLng | null;
  found: OwnStayFound;
}

/** Shorter guide names ("Bar", "Park") would be found inside ordinary street addresses. */
const MIN_NAME_LENGTH = 5;

const contains = (text: string, phrase: string) => phrase !== "" && ` ${text} `.includes(` ${phrase} `);

/**
 * Where a place the traveller typed is, by the guide alone (no network): a guide place named in its
 * name or address, else the guide's stay area it names, else the places sharing its postcode (the
 * whole code, then its district: "1200" of "1200-092", "WC2N" of "WC2N 5DN"); null when none of these
 * says. The longest named place wins, so "Praça do Comércio" is not taken for "Comércio".
 */
export function locateInGuide(
  typed: { name: string; address?: string | undefined },
  entry: Destination,
): { point: LatLng; found: "guide-place" | "stay-area" | "postcode" } | null {
  const text = normalizeText(`${typed.name} ${typed.address ?? ""}`);
  const named = entry.places
    .filter((place) => place.name.length >= MIN_NAME_LENGTH && contains(text, normalizeText(place.name)))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (named) return { point: { lat: named.lat, lng: named.lng }, found: "guide-place" };

  const areas = entry.stay.area.split(/\s+(?:and|or|near)\s+|,\s*/i).map(normalizeText);
  if (areas.some((area) => area.length >= 4 && contains(text, area)))
    return { point: stayPointOf(entry), found: "stay-area" };

  const withPostcode = entry.places.filter((place) => place.postcode);
  const sharing = withPostcode.filter((place) => contains(text, normalizeText(place.postcode!)));
  const district = (postcode: string) => {
    const [outward, rest] = normalizeText(postcode).split(" ");
    return outward && outward.length >= 3 && rest ? outward : null;
  };
  const inDistrict = withPostcode.filter((place) => {
    const outward = district(place.postcode!);
    // The district must read as the start of a postcode ("1200 092"), not a house number ("1200 main").
    return outward !== null && new RegExp(`(?:^| )${outward} \\d`).test(text);
  });
  const postcodePoint = centreOf((sharing.length ? sharing : inDistrict).map((p) => ({ lat: p.lat, lng: p.lng })));
  return postcodePoint ? { point: postcodePoint, found: "postcode" } : null;
}

/** The traveller's stay, placed by the guide as far as it can be; the city's centre stands in otherwise. */
export function locateOwnStay(stay: OwnStay, entry: Destination | null, cityCentre: LatLng | null): LocatedOwnStay {
  const located = entry ? locateInGuide(stay, entry) : null;
  return located ? { ...stay, ...located } : { ...stay, point: cityCentre, found: "centre" };
}

/** What each day's accommodation line says once the traveller has their own stay. */
export function ownStayText(stay: OwnStay): string {
  return stay.address ? `Your stay: ${stay.name}, ${stay.address}` : `Your stay: ${stay.name}`;
}

/** The Important Notes line for a stay the app could not place: it is kept as typed, and said so. */
export function unplacedStayNote(stay: OwnStay, city: string): string {
  const where = stay.address ? `${stay.name}, ${stay.address}` : stay.name;
  const centre = city.split(",")[0]?.trim() || "the city";
  return `We could not find your stay (${where}) on the map, so each day's first leg starts from the centre of ${centre} until its address is fixed.`;
}

/**
 * A share link is public, so the traveller's own stay travels by name only: its street address and
 * its place on the map (where they sleep) stay in their account, on their companions' screens and in
 * their own PDF.
 */
export function withoutStayAddress<T extends { preferences: TripPreferences; itinerary: FinalDay[] }>(plan: T): T {
  const stay = plan.preferences.stay;
  const located = plan.itinerary.some((day) => day.stay_location);
  if (!stay?.address && !located) return plan;
  const address = stay?.address ?? "";
  const full = stay ? ownStayText(stay) : "";
  const named = stay ? { name: stay.name, address: "" } : undefined;
  return {
    ...plan,
    preferences: named ? { ...plan.preferences, stay: named } : plan.preferences,
    itinerary: plan.itinerary.map(({ stay_location: _where, ...day }) =>
      address && day.accommodation_suggestion.includes(address)
        ? {
            ...day,
            accommodation_suggestion:
              day.accommodation_suggestion === full && named
                ? ownStayText(named)
                : day.accommodation_suggestion.replaceAll(address, "").trim(),
          }
        : day,
    ),
  };
}
