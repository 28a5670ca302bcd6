import type { DayWeather } from "@itinerary/contract/trip-weather";
import { z } from "zod";

/**
 * The subset of Open-Meteo we call, with plain fetch (no key, no SDK): the forecast API for the next
 * days, and the climate API for what a month is usually like. Data by Open-Meteo.com, CC BY 4.0.
 */

export interface OpenMeteoSettings {
  forecastBaseUrl: string;
  climateBaseUrl: string;
  timeoutMs: number;
}

/** A place as we ask Open-Meteo about it: rounded to 2 decimals (about 1 km), so nearby trips share answers. */
export interface WeatherPlace {
  lat: number;
  lng: number;
  /** IANA time zone: the forecast's days are the destination's calendar days. */
  timeZone: string;
}

/** What a calendar month is usually like at a place. */
export interface MonthNormal {
  high_c: number;
  low_c: number;
  /** Percent of the month's days with at least RAINY_DAY_MM of rain. */
  rain_chance: number;
}

/** Open-Meteo did not answer usefully (down, slow, an error, or an answer we cannot read). */
export class WeatherUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WeatherUnavailable";
  }
}

/** The years a month's typical weather is averaged over: a recent decade the climate models cover. */
export const CLIMATE_YEARS = { from: 2015, to: 2024 } as const;
/**
 * One of the climate API's CMIP6 models (about 20 km before Open-Meteo's downscaling). Its past years
 * are simulated weather, not measurements: averaged over a decade they give a month's usual range.
 */
export const CLIMATE_MODEL = "MRI_AGCM3_2_S";
/** A day counts as rainy from 1 mm, the usual meteorological threshold for a "rain day". */
export const RAINY_DAY_MM = 1;

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
export const roundCoordinate = (value: number) => roundTo(value, 2);

const numbers = z.array(z.number().nullable());
const ForecastAnswer = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: numbers,
    temperature_2m_min: numbers,
    precipitation_probability_max: numbers,
    weather_code: numbers,
  }),
});
const ClimateAnswer = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: numbers,
    temperature_2m_min: numbers,
    precipitation_sum: numbers,
  }),
});
const ErrorAnswer = z.object({ reason: z.string() });

/** The days of a forecast answer that have a high, a low and a code; a day missing any of them is left out. */
export function parseForecast(json: unknown): DayWeather[] {
  const parsed = ForecastAnswer.safeParse(json);
  if (!parsed.success) throw new WeatherUnavailable("the forecast answer is not in the shape we asked for");
  const daily = parsed.data.daily;
  const days: DayWeather[] = [];
  daily.time.forEach((date, index) => {
    const high = daily.temperature_2m_max[index];
    const low = daily.temperature_2m_min[index];
    const code = daily.weather_code[index];
    if (high == null || low == null || code == null) return;
    const rain = daily.precipitation_probability_max[index] ?? 0;
    days.push({
      date,
      kind: "forecast",
      high_c: roundTo(high, 1),
      low_c: roundTo(low, 1),
      rain_chance: Math.round(Math.min(100, Math.max(0, rain))),
      code: Math.round(code),
    });
  });
  return days;
}

/**
 * Each calendar month's typical weather (index 0 is January) from a climate answer of whole years:
 * the mean high and low of the month's days, and the share of them with rain. Null for a month the
 * answer has no complete day of.
 */
export function monthNormals(json: unknown): (MonthNormal | null)[] {
  const parsed = ClimateAnswer.safeParse(json);
  if (!parsed.success) throw new WeatherUnavailable("the climate answer is not in the shape we asked for");
  const daily = parsed.data.daily;
  const sums = Array.from({ length: 12 }, () => ({ days: 0, high: 0, low: 0, rainy: 0 }));
  daily.time.forEach((date, index) => {
    const month = Number(date.slice(5, 7));
    const high = daily.temperature_2m_max[index];
    const low = daily.temperature_2m_min[index];
    const rain = daily.precipitation_sum[index];
    if (!(month >= 1 && month <= 12) || high == null || low == null || rain == null) return;
    const sum = sums[month - 1]!;
    sum.days += 1;
    sum.high += high;
    sum.low += low;
    if (rain >= RAINY_DAY_MM) sum.rainy += 1;
  });
  return sums.map((sum) =>
    sum.days === 0
      ? null
      : {
          high_c: roundTo(sum.high / sum.days, 1),
          low_c: roundTo(sum.low / sum.days, 1),
          rain_chance: Math.round((100 * sum.rainy) / sum.days),
        },
  );
}

async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" } });
  } catch (error) {
    throw new WeatherUnavailable(`${url.host} did not answer within ${timeoutMs} ms`, { cause: error });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new WeatherUnavailable(`${url.host} answered ${response.status} without JSON`, { cause: error });
  }
  if (!response.ok) {
    const reason = ErrorAnswer.safeParse(json).data?.reason ?? "no reason given";
    throw new WeatherUnavailable(`${url.host} answered ${response.status}: ${reason}`);
  }
  return json;
}

/** GET /v1/forecast for the days from `start` to `end` (YYYY-MM-DD, at most 16 days from today). */
export async function fetchForecast(
  settings: OpenMeteoSettings,
  place: WeatherPlace,
  range: { start: string; end: string },
): Promise<DayWeather[]> {
  const url = new URL("/v1/forecast", settings.forecastBaseUrl);
  url.search = new URLSearchParams({
    latitude: String(roundCoordinate(place.lat)),
    longitude: String(roundCoordinate(place.lng)),
    daily: "temperature_2m_max,temperature_2m_min,precipitation_probability_max,weather_code",
    timezone: place.timeZone,
    start_date: range.start,
    end_date: range.end,
  }).toString();
  return parseForecast(await getJson(url, settings.timeoutMs));
}

/** GET /v1/climate for CLIMATE_YEARS, as each month's typical weather: one request serves every month. */
export async function fetchMonthNormals(
  settings: OpenMeteoSettings,
  place: Pick<WeatherPlace, "lat" | "lng">,
): Promise<(MonthNormal | null)[]> {
  const url = new URL("/v1/climate", settings.climateBaseUrl);
  url.search = new URLSearchParams({
    latitude: String(roundCoordinate(place.lat)),
    longitude: String(roundCoordinate(place.lng)),
    start_date: `${CLIMATE_YEARS.from}-01-01`,
    end_date: `${CLIMATE_YEARS.to}-12-31`,
    models: CLIMATE_MODEL,
    daily: "temperature_2m_max,temperature_2m_min,precipitation_sum",
  }).toString();
  return monthNormals(await getJson(url, settings.timeoutMs));
}
