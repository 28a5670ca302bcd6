import type { Place } from "./place.ts";
import { nameKey } from "../model/names.ts";

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
const MEAT_OR_FISH =
  /\b(oysters?|crab|seafood|fish|steak|grill|grills|grilled|barbecue|barbecued|bbq|pork|chicken|feijoada|sausages?|burgers?|ham|kebabs?|asado|parrilla|sushi|ramen|beef|brisket|lamb|pastrami|lox|herring|satay|merguez|prawns|tuna|abalone|mechoui)\b/i;

/**
 * Meatless food, read from a place's own description in the guide (never assumed from its name or
 * its cuisine): the words that name it and the diets it serves. Dishes that are plant-based by what
 * they are (falafel and taameya, koshary's lentils, rice and pasta, ful, hummus, tofu) serve vegans
 * too; cheese, eggs, pasta, pizza and fresh produce serve vegetarians.
 */
const MEATLESS_FOOD: readonly { words: RegExp; diets: readonly Diet[] }[] = [
  { words: /\b(vegan|plant[- ]based|falafel|taameya|koshary|ful|hummus|tofu)\b/i, diets: ["vegetarian", "vegan"] },
  {
    words: /\b(vegetarian|cheeses?|cheesemongers?|pasta|pizzas?|tamagoyaki|cr[eê]pes|produce)\b/i,
    diets: ["vegetarian"],
  },
];

/**
 * What a place's description says it serves that fits these diets: the words, when every diet is
 * served by one of them ("koshary" for a vegan), else null.
 */
export function describedMeatless(place: Pick<Place, "highlight">, diets: readonly Diet[]): string[] | null {
  if (diets.length === 0) return null;
  const words: string[] = [];
  for (const diet of diets) {
    const found = MEATLESS_FOOD.filter((food) => food.diets.includes(diet)).flatMap(
      (food) => place.highlight.match(new RegExp(food.words.source, "gi")) ?? [],
    );
    if (found.length === 0) return null;
    for (const word of found) if (!words.includes(word.toLowerCase())) words.push(word.toLowerCase());
  }
  return words;
}

/** A stop where the traveller eats: a food place, a market that sells food (not a flea market), or a place the guide tags for diets. */
export function isFoodStop(place: Pick<Place, "category" | "interests" | "dietTags">): boolean {
  if (place.dietTags && place.dietTags.length > 0) return true;
  return place.category === "food" || (place.category === "market" && place.interests.includes("Food"));
}

const FOOD_HALL = /\b(market|mercado|marche|markt|mercat|hall|halle|hallen|food court|hawker|street food)\b/i;
/** A description of many food stalls: a food hall's own words, not just its name. */
const MANY_STALLS =
  /\b(food (stalls|hall|market|court|counters)|street food|hawkers?|many cuisines|every cuisine|lunch counters|tasting counters|eateries|artisan stalls)\b/i;

/** A market or food hall: many stalls, so a vegetarian finds a meal even where some stalls sell fish. */
export function isFoodHall(place: Pick<Place, "category" | "name">): boolean {
  return place.category === "market" || FOOD_HALL.test(nameKey(place.name));
}

/** A place whose own description says it is many food stalls, and names no meat or fish. */
export function isVegetarianFriendlyHall(place: Pick<Place, "highlight">): boolean {
  return MANY_STALLS.test(place.highlight) && !MEAT_OR_FISH.test(place.highlight);
}

/**
 * How a food stop suits the diets: "fits" when the guide tags it for all of them, or its description
 * names meatless food for each (describedMeatless; beside meat or fish only in a hall of many stalls),
 * or its description is many food stalls with no meat or fish named and the diet is vegetarian; "unfit"
 * when it is plainly meat or fish for a vegetarian
 * or vegan (by its name, or by its description unless it is a market or food hall, where other stalls
 * may serve them); else "unknown" (menus should be checked). The request parser's themes read the same verdict.
 */
export function dietFit(
  place: Pick<Place, "category" | "interests" | "dietTags" | "highlight" | "name">,
  diets: readonly Diet[],
): "fits" | "unfit" | "unknown" {
  if (diets.length === 0 || !isFoodStop(place)) return "unknown";
  const meatless = diets.some((diet) => diet === "vegetarian" || diet === "vegan");
  if (place.dietTags && diets.every((diet) => place.dietTags!.includes(diet))) return "fits";
  if (meatless && MEAT_OR_FISH.test(place.name)) return "unfit";
  // Many stalls: what the description names is on offer beside fish or meat elsewhere in the hall.
  const hall = isFoodHall(place) || MANY_STALLS.test(place.highlight);
  const meatNamed = MEAT_OR_FISH.test(place.highlight);
  if ((hall || !meatNamed) && describedMeatless(place, diets)) return "fits";
  if (hall) return diets.every((diet) => diet === "vegetarian") && isVegetarianFriendlyHall(place) ? "fits" : "unknown";
  if (meatless && meatNamed) return "unfit";
  return "unknown";
}
