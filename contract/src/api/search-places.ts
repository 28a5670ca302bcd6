import { z } from "zod";
import { MAX_CITY_LENGTH } from "../limits.ts";
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from "../text.ts";

const QUERY_REQUIRED = "is required: type part of a place's name";
const CITY_REQUIRED = "is required: the trip's destination";
const LIMIT_RANGE = "must be a whole number from 1 to 20";
const FOR_VALUES = 'must be "stop" (a place to visit) or "stay" (where the traveller sleeps)';

/** What the search is for: a stop to add to a day, or the traveller's own stay (areas, no day trips). */
export const SEARCH_PLACES_FOR = ["stop", "stay"] as const;
export type SearchPlacesFor = (typeof SEARCH_PLACES_FOR)[number];

/**
 * GET /search-places?city=Lisbon&q=gulb (beyond SPEC section 7): the guide's places of a trip's city
 * whose names match what the traveller typed, for adding a place of their own to a day; with
 * `for=stay`, for placing the traveller's own stay (the area we suggest staying in first, no day trips).
 */
export const SearchPlacesQuery = z.object({
  city: z
    .string({ error: (issue) => (issue.input === undefined ? CITY_REQUIRED : "must be given once, as text") })
    .trim()
    .min(1, CITY_REQUIRED)
    .max(MAX_CITY_LENGTH, `must be at most ${MAX_CITY_LENGTH} characters`)
    .regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
  q: z
    .string({ error: (issue) => (issue.input === undefined ? QUERY_REQUIRED : "must be given once, as text") })
    .trim()
    .min(1, QUERY_REQUIRED)
    .max(100, "must be at most 100 characters")
    .regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
  limit: z.coerce.number({ error: LIMIT_RANGE }).int(LIMIT_RANGE).min(1, LIMIT_RANGE).max(20, LIMIT_RANGE).default(8),
  for: z.enum(SEARCH_PLACES_FOR, { error: FOR_VALUES }).default("stop"),
});

/** A guide place as a draft stop needs it: where it is, what it is, how long a visit takes. */
export const GuidePlace = z.object({
  name: z.string(),
  /** The guide's kind of place ("museum", "neighbourhood"); STAY_AREA_CATEGORY for the area we suggest staying in. */
  category: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  postcode: z.string().nullable(),
  highlight: z.string(),
  /** A usual visit, in minutes. */
  duration_minutes: z.number(),
  /** "Free", "About $12": as a plan shows it. */
  entry_fee: z.string(),
});
export type GuidePlace = z.infer<typeof GuidePlace>;

/** The category of the one suggestion a stay search may add: the area the guide suggests staying in. */
export const STAY_AREA_CATEGORY = "area we suggest staying in";

/** `city`: the guide's name for the destination ("Lisbon"); null when our guide does not cover it. */
export const SearchPlacesResponse = z.object({ city: z.string().nullable(), places: z.array(GuidePlace) });
export type SearchPlacesResponse = z.infer<typeof SearchPlacesResponse>;
