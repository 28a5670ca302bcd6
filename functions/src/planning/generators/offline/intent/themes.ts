import type { Interest } from "@itinerary/contract";
import { describedMeatless, dietFit as offlineDietFit, isVegetarianFriendlyHall } from "../../../guide/diet.ts";
import type { Category, Place } from "../../../guide/place.ts";
import { isDayTrip } from "../../../model/plan.ts";

/** A theme travellers ask for more or less of, and the interests and categories that express it. */
export interface Theme {
  label: string;
  /** Matched against normalized text (lower case, no accents, no apostrophes). */
  pattern: RegExp;
  interests: Interest[];
  categories: Category[];
}

export const THEMES: readonly Theme[] = [
  {
    label: "food",
    pattern: /\b(food|foodie|eat|eating|restaurants?|cuisine|markets?|culinary|tapas|street food)\b/,
    interests: ["Food"],
    categories: ["food", "market"],
  },
  {
    label: "museums",
    pattern: /\b(museums?|galleries|gallery|art|exhibitions?)\b/,
    interests: [],
    categories: ["museum", "gallery"],
  },
  {
    label: "history",
    pattern: /\b(history|historical|historic|heritage|monuments?|castles?|ruins)\b/,
    interests: ["Historical"],
    categories: [],
  },
  { label: "culture", pattern: /\b(culture|cultural)\b/, interests: ["Culture"], categories: [] },
  {
    label: "nature",
    pattern: /\b(nature|parks?|gardens?|green|outdoors?)\b/,
    interests: ["Nature"],
    categories: ["park", "garden", "nature"],
  },
  {
    label: "beaches",
    pattern: /\b(beach|beaches|seaside|coast|swimming)\b/,
    interests: ["Sea"],
    categories: ["beach"],
  },
  { label: "shopping", pattern: /\b(shopping|shops?|boutiques?)\b/, interests: ["Shopping"], categories: ["shopping"] },
  {
    label: "viewpoints",
    pattern: /\b(views?|viewpoints?|photos?|photography|panoramas?|lookouts?)\b/,
    interests: ["Photography"],
    categories: ["viewpoint"],
  },
  {
    label: "religious sites",
    pattern:
      /\b(churches|church|temples?|mosques?|cathedrals?|religious|shrines?|chapels?|basilicas?|cemeter(y|ies)|monaster(y|ies)|synagogues?)\b/,
    interests: [],
    categories: ["religious"],
  },
  {
    label: "nightlife and shows",
    pattern: /\b(nightlife|night life|shows?|entertainment|music|theatres?|theaters?|clubs?|cabarets?|bars?)\b/,
    interests: [],
    categories: ["entertainment"],
  },
  {
    label: "adventure",
    pattern: /\b(adventure|adventurous|hiking|hikes?|active)\b/,
    interests: ["Adventure"],
    categories: [],
  },
  { label: "mountains", pattern: /\b(mountains?|hills?)\b/, interests: ["Mountains"], categories: [] },
  { label: "villages", pattern: /\b(villages?|countryside)\b/, interests: ["Villages"], categories: [] },
  {
    label: "neighbourhoods",
    pattern: /\b(neighbou?rhoods?|districts?|city walks?)\b/,
    interests: ["Cities"],
    categories: ["neighbourhood"],
  },
  {
    label: "landmarks",
    pattern: /\b(landmarks?|sights?|sightseeing|attractions?)\b/,
    interests: [],
    categories: ["landmark"],
  },
];

/** Places of a theme by what they are: a church is a religious site whatever its interest tags say. */
const BY_CATEGORY_ONLY = new Set(["museums", "religious sites", "nightlife and shows", "landmarks"]);

export function matchesTheme(place: Place, theme: Theme): boolean {
  if (isDayTrip(place)) return false;
  if (theme.categories.includes(place.category)) return true;
  if (BY_CATEGORY_ONLY.has(theme.label)) return false;
  return place.interests.some((interest) => theme.interests.includes(interest));
}

const KID_NAMES =
  /\b(zoo|zoological|aquarium|aquario|oceanario|oceanarium|acclimatation|science|sciences|natural history|evolution|puppets?|marioneta|toys?|lego|playground|theme park|children|kids|planetarium|disney|disneyland|legoland|circus|dinosaurs?|funfair|amusement|tivoli|boat|cruise|cable car|gondola|ferris)\b/;
const ADULT_NAMES =
  /\b(moulin rouge|cabaret|crazy horse|nightclub|bar crawl|pub crawl|red light|coffeeshop|cocktail|wine tasting|brewery)\b/;

/**
 * Whether a place suits children: the catalogue's own `kidFriendly` when it says, otherwise what the
 * place is (parks, beaches, zoos, aquariums, science museums) and never an adult-only venue.
 */
export function isKidFriendly(place: Place, normalizedName: string): boolean {
  if (place.kidFriendly !== undefined) return place.kidFriendly;
  if (isDayTrip(place) || ADULT_NAMES.test(normalizedName)) return false;
  if (["park", "garden", "beach", "nature"].includes(place.category)) return true;
  return KID_NAMES.test(normalizedName);
}

/**
 * How a food stop serves a diet: "listed" when the catalogue tags it or its own description names
 * meatless food for it (offline/diet.ts), "likely" for a food hall whose description is many food
 * stalls and no meat or fish (the traveller is told to check menus), null when the guide cannot tell.
 */
export function dietFit(
  place: Place,
  _normalizedName: string,
  diet: "vegetarian" | "vegan",
): "listed" | "likely" | null {
  if (place.category !== "food" && place.category !== "market") return null;
  const tags = place.dietTags ?? [];
  if (tags.includes(diet) || (diet === "vegetarian" && tags.includes("vegan"))) return "listed";
  if (place.dietTags !== undefined && tags.length > 0) return null;
  // The checker's diet rule reads the same verdict: what it calls unfit is never offered.
  if (offlineDietFit(place, [diet]) === "unfit") return null;
  if (offlineDietFit(place, [diet]) === "fits" && describedMeatless(place, [diet])) return "listed";
  return isVegetarianFriendlyHall(place) ? "likely" : null;
}

/** Why a stop the guide does not tag suits the diet, in the traveller's terms. */
export function dietReason(place: Place, diet: "vegetarian" | "vegan"): string {
  const words = describedMeatless(place, [diet]);
  if (words) return `the guide describes it with ${words.join(", ")}`;
  return isVegetarianFriendlyHall(place)
    ? `many food stalls, so ${diet} choices are usual`
    : `${diet} choices are not confirmed`;
}
