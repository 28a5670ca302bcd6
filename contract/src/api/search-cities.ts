import { z } from "zod";
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from "../text.ts";

const CITY_QUERY_REQUIRED = "is required: type the start of a city name";
const LIMIT_RANGE = "must be a whole number from 1 to 20";

export const SearchCitiesQuery = z.object({
  // The guard prefixes each message with the field name: "q: is required: type the start of a city name".
  q: z
    .string({ error: (issue) => (issue.input === undefined ? CITY_QUERY_REQUIRED : "must be given once, as text") })
    .trim()
    .min(1, CITY_QUERY_REQUIRED)
    .max(100, "must be at most 100 characters")
    .regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
  limit: z.coerce.number({ error: LIMIT_RANGE }).int(LIMIT_RANGE).min(1, LIMIT_RANGE).max(20, LIMIT_RANGE).default(8),
});

export const City = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string(),
  population: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** "Lisbon, PT" style label for the input. */
  label: z.string(),
});
export type City = z.infer<typeof City>;

export const SearchCitiesResponse = z.object({ cities: z.array(City) });
export type SearchCitiesResponse = z.infer<typeof SearchCitiesResponse>;
