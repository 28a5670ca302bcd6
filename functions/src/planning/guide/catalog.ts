import { unprocessable, type ApiError } from "../../errors.ts";
import { editDistance, normalizeText } from "../model/names.ts";
import { sameCountry, splitPlaceName } from "../geo/country.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import type { Destination, Place } from "./place.ts";

function namesOf(destination: Destination): string[] {
  return [destination.name, destination.slug.replace(/-/g, " "), ...destination.aliases].map(normalizeText);
}

/**
 * The covered destination a traveller's free text names, or null. Accepts the name, a local or
 * former name, and a trailing country ("Lisbon, Portugal", "lisboa pt").
 */
export function findDestination(text: string, destinations: readonly Destination[] = DESTINATIONS): Destination | null {
  const whole = normalizeText(text);
  if (!whole) return null;
  const { city, country } = splitPlaceName(text);
  const firstPart = normalizeText(city);
  for (const destination of destinations) {
    const names = namesOf(destination);
    if (names.includes(whole)) return destination;
    // "Cordoba, AR" is not "Cordoba, ES": a named country must be the destination's.
    if (names.includes(firstPart) && (!country || sameCountry(country, destination.countryCode))) return destination;
  }
  // "Lisbon Portugal" without a comma: a known name followed by the country.
  for (const destination of destinations) {
    const countries = [normalizeText(destination.country), destination.countryCode.toLowerCase()];
    for (const name of namesOf(destination)) {
      if (whole.startsWith(`${name} `) && countries.includes(whole.slice(name.length + 1))) return destination;
    }
  }
  return null;
}

/** Like findDestination, but a destination the offline planner does not cover is a 422 that says what to do. */
export function requireDestination(text: string, destinations: readonly Destination[] = DESTINATIONS): Destination {
  const found = findDestination(text, destinations);
  if (found) return found;
  throw uncoveredDestination(text, destinations);
}

/** The 422 for a destination the guide does not cover: what to try instead, the closest covered name first. */
export function uncoveredDestination(text: string, destinations: readonly Destination[]): ApiError {
  const shown = text.trim().slice(0, 80);
  const names = destinations.map((d) => d.name).sort((a, b) => a.localeCompare(b));
  const near = closestName(text, destinations);
  const hint = near ? ` Did you mean ${near}?` : "";
  return unprocessable(
    `The offline planner does not cover "${shown}" yet.${hint} Try one of: ${names.join(", ")} — or ask the site owner to set GEMINI_API_KEY to plan any destination.`,
  );
}

/** The 422 for a plan to revise, sent without preferences, whose stops are not mostly from one guide destination. */
export function unknownPlanDestination(): ApiError {
  return unprocessable(
    "The offline planner could not tell which destination this plan is for. Generate a new plan, then ask for changes.",
  );
}

/** A covered destination within two typing mistakes of the text, for a "did you mean" hint. */
function closestName(text: string, destinations: readonly Destination[]): string | null {
  const input = normalizeText(text.split(",")[0] ?? "");
  if (input.length < 4) return null;
  let best: string | null = null;
  let bestDistance = 3;
  for (const destination of destinations) {
    for (const name of namesOf(destination)) {
      const distance = editDistance(input, name, bestDistance);
      if (distance < bestDistance) {
        best = destination.name;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/**
 * The covered destination a plan belongs to, from its activity names (used when a revision
 * arrives without preferences). Null when fewer than half of the named stops are known places.
 */
export function inferDestination(
  activityNames: readonly string[],
  destinations: readonly Destination[] = DESTINATIONS,
): Destination | null {
  const wanted = new Set(activityNames.map(normalizeText));
  let best: Destination | null = null;
  let bestHits = 0;
  for (const destination of destinations) {
    let hits = 0;
    for (const place of destination.places) if (wanted.has(normalizeText(place.name))) hits++;
    if (hits > bestHits) {
      best = destination;
      bestHits = hits;
    }
  }
  return best && bestHits * 2 >= wanted.size ? best : null;
}

/** Place lookup by normalized name within one destination. */
export function placeIndex(destination: Destination): Map<string, Place> {
  const index = new Map<string, Place>();
  for (const place of destination.places) index.set(normalizeText(place.name), place);
  return index;
}
