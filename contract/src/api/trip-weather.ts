import { z } from "zod";
import { isIsoDate } from "../dates.ts";
import { MAX_CITY_LENGTH, MAX_DAYS } from "../limits.ts";
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from "../text.ts";

/**
 * Weather on each day of a trip (beyond SPEC section 7): the forecast for days within the next
 * FORECAST_DAYS, the month's typical weather for days further ahead. Data by Open-Meteo.com (CC BY 4.0).
 */

/** Open-Meteo forecasts today and the 15 days after it. */
export const FORECAST_DAYS = 16;

export const WEATHER_CREDIT = "Weather data by Open-Meteo.com";

const DAY_COUNT = `must be a whole number of days from 1 to ${MAX_DAYS}`;

export const TripWeatherRequest = z.object({
  /** The trip's destination as its preferences name it; the server finds where it is. */
  destination_city: z
    .string({ error: "is required: name the trip's destination" })
    .trim()
    .min(1, "is required: name the trip's destination")
    .max(MAX_CITY_LENGTH, `must be at most ${MAX_CITY_LENGTH} characters`)
    .regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
  start_date: z
    .string({ error: "is required: the trip's first day, written as YYYY-MM-DD" })
    .refine(isIsoDate, "must be a date written as YYYY-MM-DD"),
  day_count: z.number({ error: DAY_COUNT }).int(DAY_COUNT).min(1, DAY_COUNT).max(MAX_DAYS, DAY_COUNT),
});
export type TripWeatherRequest = z.infer<typeof TripWeatherRequest>;

export const WeatherKind = z.enum(["forecast", "typical"]);
export type WeatherKind = z.infer<typeof WeatherKind>;

export const DayWeather = z.object({
  /** YYYY-MM-DD, one of the trip's days. */
  date: z.string().refine(isIsoDate),
  /** "forecast": that day's forecast; "typical": the average of that calendar month over recent years. */
  kind: WeatherKind,
  /** Degrees Celsius. */
  high_c: z.number(),
  low_c: z.number(),
  /** Percent, 0 to 100: the forecast's chance of rain, or the share of the month's days with rain. */
  rain_chance: z.number().int().min(0).max(100),
  /** WMO weather interpretation code of the forecast; null for typical weather. */
  code: z.number().int().min(0).max(99).nullable(),
});
export type DayWeather = z.infer<typeof DayWeather>;

/** Only the days weather could be found for (none while the weather service is down), in trip order. */
export const TripWeatherResponse = z.object({
  days: z.array(DayWeather).max(MAX_DAYS),
  source_note: z.string(),
});
export type TripWeatherResponse = z.infer<typeof TripWeatherResponse>;
