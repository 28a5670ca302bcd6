import type { AccommodationType, Interest } from "@itinerary/contract";

/** What kind of stop a place is; drives visit style, indoor/outdoor and day-trip distance rules. */
export type Category =
  | "landmark"
  | "museum"
  | "gallery"
  | "park"
  | "garden"
  | "viewpoint"
  | "market"
  | "neighbourhood"
  | "religious"
  | "beach"
  | "nature"
  | "food"
  | "shopping"
  | "entertainment"
  | "daytrip";

export type Weekday = "Sun" | "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat";

export interface OpeningHours {
  /** "HH:MM", local time. */
  open: string;
  close: string;
}

/** One curated attraction of the offline dataset. */
export interface Place {
  name: string;
  category: Category;
  /** WGS84, accurate to about 100 m. */
  lat: number;
  lng: number;
  /** Typical visit length in minutes. */
  minutes: number;
  /** Usual opening hours; null means open at all hours (a square, a street, a viewpoint). */
  hours: OpeningHours | null;
  /** Weekdays on which it is usually closed. */
  closed: Weekday[];
  /** Typical adult entry fee in US dollars (0 = free). */
  feeUsd: number;
  interests: Interest[];
  postcode: string | null;
  highlight: string;
  /** Suits children; absent: judged from what the place is (see intent/themes.ts). */
  kidFriendly?: boolean;
  /** Diets a food stop serves well, e.g. "vegetarian", "vegan", "halal"; absent: unknown. */
  dietTags?: string[];
}

export interface Destination {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  country: string;
  /** Other names travellers type: local spellings, former names ("Lisboa", "Bombay"). */
  aliases: string[];
  lat: number;
  lng: number;
  /** Where to stay, and typical nightly prices in US dollars per room. */
  stay: { area: string; nightlyUsd: Record<AccommodationType, number> };
  /** Typical food spend per person and day, in US dollars, for a mid-range traveller. */
  foodUsdPerDay: number;
  /** Typical local transport spend per person and day, in US dollars. */
  transitUsdPerDay: number;
  /**
   * The 10 to 15 sights a first-time visitor should not miss, best first, by name as in `places`
   * (no day trips). The planner's fame signal: `places` is grouped by neighbourhood, so its order says nothing.
   */
  mustSee: string[];
  places: Place[];
}

/**
 * Compact constructor so a destination file reads as one line per place:
 * p(name, category, lat, lng, minutes, hours "HH:MM-HH:MM" or "24h", feeUsd, interests, postcode, highlight, closed?)
 */
export function p(
  name: string,
  category: Category,
  lat: number,
  lng: number,
  minutes: number,
  hours: string,
  feeUsd: number,
  interests: Interest[],
  postcode: string | null,
  highlight: string,
  closed: Weekday[] = [],
): Place {
  let parsed: OpeningHours | null = null;
  if (hours !== "24h") {
    const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours);
    if (!match) throw new Error(`${name}: hours must be "HH:MM-HH:MM" or "24h", got "${hours}"`);
    parsed = { open: match[1]!, close: match[2]! };
  }
  return { name, category, lat, lng, minutes, hours: parsed, closed, feeUsd, interests, postcode, highlight };
}
