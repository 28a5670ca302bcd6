import type { TripPreferences } from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";
import type { Destination, Essential, Place } from "./place.ts";
import { isDayTrip } from "../model/plan.ts";

/**
 * Words that turn a mention into a refusal: "no museums", "skip the Louvre", "we hate museums", and a
 * place seen on an earlier trip ("we've been to the Vatican before", "already saw the Eiffel Tower").
 */
const NEGATION =
  /\b(no|not|skip|avoid|without|hate|dislike|except|don'?t|do not|never|none|been to|been there|(already|weve|ive|we have|i have) (seen|saw|visited|done|did|been)|(seen|done) (it|that) (before|already|last time))\b/;

/** The destination's essentials; without a list of its own, its top must-see on trips of two days or more. */
export function essentialsOf(destination: Pick<Destination, "essentials" | "mustSee">): Essential[] {
  if (destination.essentials) return destination.essentials;
  return destination.mustSee.length > 0 ? [{ anyOf: [destination.mustSee[0]!], minDays: 2 }] : [];
}

/** Generic words a traveller uses for a kind of place, by category. */
const KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  museum: ["museum", "museums"],
  gallery: ["gallery", "galleries", "museum", "museums", "art"],
  religious: ["church", "churches", "cathedral", "cathedrals", "temple", "temples", "mosque", "mosques"],
  landmark: ["landmark", "landmarks"],
};

/**
 * Whether the traveller's own words turn the place down: a special request that names it (or its kind,
 * "no museums") next to a negation.
 */
export function declines(
  preferences: Pick<TripPreferences, "specialRequests">,
  place: Pick<Place, "name" | "category">,
): boolean {
  const name = normalizeText(place.name);
  const kinds = KIND_WORDS[place.category] ?? [];
  return preferences.specialRequests.some((request) => {
    const text = normalizeText(request);
    if (!NEGATION.test(text)) return false;
    const words = text.split(" ");
    const named = name
      .split(" ")
      .filter((word) => word.length > 3 && !["museum", "musee", "basilica", "cathedral", "church"].includes(word));
    return named.some((word) => words.includes(word)) || kinds.some((kind) => words.includes(kind));
  });
}

/** The essentials this trip must meet: long enough, sharing an interest when one is required, not declined. */
export function essentialsFor(destination: Destination, preferences: TripPreferences): Essential[] {
  const byName = new Map(destination.places.map((place) => [place.name, place] as const));
  return essentialsOf(destination).filter(
    (essential) =>
      preferences.numberOfDays >= essential.minDays &&
      (!essential.interests || essential.interests.some((interest) => preferences.interests.includes(interest))) &&
      !essential.anyOf.some((name) => byName.has(name) && declines(preferences, byName.get(name)!)),
  );
}

/**
 * Makes sure the chosen city places meet every essential: where none of an essential's places is in,
 * the best of them that can be planned (in `pool`) takes the place of the weakest chosen place that
 * is not itself essential. `score` ranks places as the planner does.
 */
export function ensureEssentials(
  chosen: readonly Place[],
  pool: readonly Place[],
  essentials: readonly Essential[],
  score: (place: Place) => number,
): Place[] {
  const result = [...chosen];
  const protectedNames = new Set(essentials.flatMap((essential) => essential.anyOf));
  for (const essential of essentials) {
    if (result.some((place) => essential.anyOf.includes(place.name))) continue;
    const candidates = pool
      .filter((place) => essential.anyOf.includes(place.name) && !result.includes(place))
      .sort((a, b) => score(b) - score(a));
    const incoming = candidates[0];
    if (!incoming) continue;
    let weakest = -1;
    for (let i = 0; i < result.length; i++) {
      if (protectedNames.has(result[i]!.name)) continue;
      if (weakest < 0 || score(result[i]!) < score(result[weakest]!)) weakest = i;
    }
    if (weakest < 0) continue;
    result[weakest] = incoming;
  }
  return result;
}

/**
 * After days are arranged and repaired, an essential may have been swapped out (closed on the day its
 * neighbours needed). Puts one of its places back on a day where the day still fits (`fits`), in place
 * of that day's weakest non-essential city stop, preferring a day that stays `compact` with it (so a
 * mountain is not dropped into a day of distant vineyards); days are returned unchanged when no day can take it.
 */
export function restoreEssentials(
  days: readonly Place[][],
  pool: readonly Place[],
  essentials: readonly Essential[],
  score: (place: Place) => number,
  fits: (places: readonly Place[], day: number) => boolean,
  compact: (places: readonly Place[]) => boolean = () => true,
): Place[][] {
  const result = days.map((day) => [...day]);
  const protectedNames = new Set(essentials.flatMap((essential) => essential.anyOf));
  for (const essential of essentials) {
    if (result.some((day) => day.some((place) => essential.anyOf.includes(place.name)))) continue;
    const candidates = pool.filter((place) => essential.anyOf.includes(place.name)).sort((a, b) => score(b) - score(a));
    let best: { d: number; i: number; place: Place; loss: number } | null = null;
    for (const place of candidates) {
      result.forEach((day, d) => {
        day.forEach((stop, i) => {
          if (isDayTrip(stop) || protectedNames.has(stop.name)) return;
          const changed = day.map((p, k) => (k === i ? place : p));
          // A day that stays compact always beats one that does not.
          const loss = score(stop) + (compact(changed) ? 0 : 1e6);
          if (best && loss >= best.loss) return;
          if (fits(changed, d)) best = { d, i, place, loss };
        });
      });
      if (best) break;
    }
    if (best) {
      const { d, i, place } = best as { d: number; i: number; place: Place };
      result[d]![i] = place;
    }
  }
  return result;
}
