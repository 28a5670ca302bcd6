import { z } from "zod";

export const SearchCitiesQuery = z.object({
  q: z.string().trim().min(1, "q is required").max(100, "q must be at most 100 characters"),
  limit: z.coerce.number().int().min(1).max(20).default(8),
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
