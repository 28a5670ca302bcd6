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
  /** Adults only (cabarets, nightclubs, bar streets, red-light districts): never in a Family plan. */
  adultOnly?: boolean;
  /** Made for children (zoos, aquariums, playful museums): a Family plan favours it. */
  kidFriendly?: boolean;
  /** A theme park: a whole day of its own, never two on one day (catalogued as a day trip). */
  themePark?: boolean;
  /** Stairs, towers or hill walks: left out when the traveller has mobility needs. */
  climb?: boolean;
  /** Known to be step-free throughout (lifts, ramps): preferred with mobility needs. */
  stepFree?: boolean;
  /** Diets its food fits, lower case: "vegetarian", "vegan", "halal", "kosher", "gluten-free". */
  dietTags?: string[];
  /** Open only in these parts of the year, inclusive ("MM-DD"; a range may wrap past December). */
  season?: Season[];
  /** Places sharing a ticket (one entry covers both) carry the same group and are charged once. */
  ticketGroup?: string;
  /** Where the fee was checked and when: "<site> <kind of page>, <Month YYYY>" (set from fees/reviews.ts). */
  feeSource?: string;
  /** The checked local price and who pays it, e.g. "€32, adult from outside the EEA"; shown with the fee. */
  feeBasis?: string;
  /** Reached by boat: its leg is a ferry, never "metro or bus" across the water. */
  byFerry?: boolean;
  /**
   * A day trip's usual door-to-door minutes each way, by public transport and by road, when known: a
   * straight-line speed cannot be right for both Philadelphia (130 km, a fast train) and Giethoorn
   * (90 km, train then bus).
   */
  knownJourneyMinutes?: { public: number; drive: number };
  /**
   * When the place is at its best, where its hours alone do not say so: "evening" for a nightlife
   * district open all day but alive only at night (never a 09:00 stop, never a family's), "sunset" for
   * a viewpoint people go to for the sunset, "morning" for a market that is busiest early.
   */
  bestTime?: BestTime;
  /** Opening hours for parts of the year that differ from `hours` (a castle's shorter winter days); the first match wins. */
  seasonHours?: SeasonHours[];
}

export type BestTime = "morning" | "evening" | "sunset";

/** Opening hours for part of the year, inclusive ("MM-DD"; a range may wrap past December). */
export interface SeasonHours extends Season {
  hours: OpeningHours;
}

/** Part of the year, inclusive, as "MM-DD"; `from` after `to` wraps past New Year. */
export interface Season {
  from: string;
  to: string;
}

export type PlaceTraits = Pick<
  Place,
  "adultOnly" | "kidFriendly" | "themePark" | "climb" | "stepFree" | "dietTags" | "season" | "ticketGroup"
>;

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
  /**
   * Where to stay, and typical nightly prices in US dollars per room. `point` is the stay area's
   * centre, so a day's first leg is measured from where the traveller sleeps (the city's centre
   * point when not given).
   */
  stay: { area: string; point?: { lat: number; lng: number }; nightlyUsd: Record<AccommodationType, number> };
  /** When people usually sit down to dinner, "HH:MM" (DEFAULT_DINNER_HOUR, 19:30, when not given; Madrid and Buenos Aires eat late). */
  dinnerHour?: string;
  /** What its public transport is called, as a leg names it, so a leg never says "metro" in a city without one. */
  transit?: string;
  /** Typical food spend per person and day, in US dollars, for a mid-range traveller. */
  foodUsdPerDay: number;
  /** Typical local transport spend per person and day, in US dollars. */
  transitUsdPerDay: number;
  /**
   * The 10 to 15 sights a first-time visitor should not miss, best first, by name as in `places`
   * (no day trips). The planner's fame signal: `places` is grouped by neighbourhood, so its order says nothing.
   */
  mustSee: string[];
  /**
   * What a first visit must include whatever the interests, unless the traveller declines it: each
   * entry is met by any one of `anyOf` (names as in `places`), on trips of at least `minDays` days,
   * and only for travellers sharing one of `interests` when given. Without it, the top must-see.
   */
  essentials?: Essential[];
  places: Place[];
}

export interface Essential {
  anyOf: string[];
  minDays: number;
  interests?: Interest[];
}

/** A place as a destination file writes it: opening hours as "HH:MM-HH:MM" or "24h", closed days optional. */
export interface PlaceEntry extends Omit<Place, "hours" | "closed" | "seasonHours"> {
  hours: string;
  closed?: Weekday[];
  /** Hours for parts of the year, as "HH:MM-HH:MM": `{ from: "11-01", to: "02-28", hours: "09:00-18:00" }`. */
  seasonHours?: { from: string; to: string; hours: string }[];
}

/** One record per place in a destination file, every field named; the hours text is parsed here. */
export function place(entry: PlaceEntry): Place {
  const {
    name,
    category,
    lat,
    lng,
    minutes,
    hours,
    closed = [],
    feeUsd,
    interests,
    postcode,
    highlight,
    seasonHours,
    ...facts
  } = entry;
  const parse = (text: string): OpeningHours | null => {
    if (text === "24h") return null;
    const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(text);
    if (!match) throw new Error(`${name}: hours must be "HH:MM-HH:MM" or "24h", got "${text}"`);
    return { open: match[1]!, close: match[2]! };
  };
  const parsed = parse(hours);
  const seasonal = seasonHours?.map(({ from, to, hours: text }) => {
    const window = parse(text);
    if (!window) throw new Error(`${name}: seasonal hours need a window, got "${text}"`);
    return { from, to, hours: window };
  });
  return {
    name,
    category,
    lat,
    lng,
    minutes,
    hours: parsed,
    closed,
    feeUsd,
    interests,
    postcode,
    highlight,
    ...facts,
    ...(seasonal ? { seasonHours: seasonal } : {}),
  };
}
