import type { Place } from "./place.ts";

export type Diet = "vegetarian" | "vegan" | "halal" | "kosher" | "gluten-free";

const DIET_WORDS: readonly [Diet, RegExp][] = [
  ["vegan", /\bvegan|plant[- ]based/i],
  ["vegetarian", /\bvegetarian|\bveggie|no meat|don'?t eat meat|\bpescatarian/i],
  ["halal", /\bhalal|\bmuslim/i],
  ["kosher", /\bkosher/i],
  ["gluten-free", /gluten|c[o]?eliac/i],
];

/** The diets a traveller's dietary-needs text names ("vegetarian, no nuts" -> ["vegetarian"]). */
export function dietsOf(text: string): Diet[] {
  return DIET_WORDS.filter(([, pattern]) => pattern.test(text)).map(([diet]) => diet);
}

/** Food that plainly is meat or fish: never the pick for a vegetarian or vegan. */
const MEAT_OR_FISH = /\b(oysters?|crab|seafood|fish|steak|grill|grills|barbecue|bbq|pork|chicken|feijoada|sausages?|burgers?|ham|kebabs?|asado|parrilla|sushi|ramen)\b/i;

/** A stop where the traveller eats: a food place, a market that sells food (not a flea market), or a place the guide tags for diets. */
export function isFoodStop(place: Pick<Place, "category" | "interests" | "dietTags">): boolean {
  if (place.dietTags && place.dietTags.length > 0) return true;
  return place.category === "food" || (place.category === "market" && place.interests.includes("Food"));
}

const FOOD_HALL = /\b(market|mercado|marche|markt|mercat|hall|halle|hallen|food court|hawker|street food)\b/i;

/** A market or food hall: many stalls, so a vegetarian finds a meal even where some stalls sell fish. */
export function isFoodHall(place: Pick<Place, "category" | "name">): boolean {
  return place.category === "market" || FOOD_HALL.test(place.name.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
}

/**
 * How a food stop suits the diets: "fits" when the guide says it caters for all of them, or it is a
 * market or food hall (many stalls) and the diet is vegetarian; "unfit" when it is plainly meat or
 * fish for a vegetarian or vegan (by its name, or by its description unless it is a food hall);
 * else "unknown" (menus should be checked). The request parser's themes read the same verdict.
 */
export function dietFit(place: Pick<Place, "category" | "interests" | "dietTags" | "highlight" | "name">, diets: readonly Diet[]): "fits" | "unfit" | "unknown" {
  if (diets.length === 0 || !isFoodStop(place)) return "unknown";
  const meatless = diets.some((diet) => diet === "vegetarian" || diet === "vegan");
  if (place.dietTags && diets.every((diet) => place.dietTags!.includes(diet))) return "fits";
  if (meatless && MEAT_OR_FISH.test(place.name)) return "unfit";
  if (isFoodHall(place)) return diets.every((diet) => diet === "vegetarian") ? "fits" : "unknown";
  if (meatless && MEAT_OR_FISH.test(place.highlight)) return "unfit";
  return "unknown";
}
