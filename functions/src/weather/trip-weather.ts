import { DayWeather, FORECAST_DAYS } from "@itinerary/contract/trip-weather";
import { z } from "zod";
import {
  fetchForecast,
  fetchMonthNormals,
  roundCoordinate,
  type MonthNormal,
  type OpenMeteoSettings,
  type WeatherPlace,
} from "./open-meteo.ts";

/**
 * The weather on each day of a trip: the forecast for days from the destination's today to 15 days
 * after, the month's typical weather for days further ahead, nothing for days already past. Answers
 * are cached (forecasts for an hour, typical weather for 30 days); whatever Open-Meteo cannot give
 * is simply missing, never an error.
 */

export const FORECAST_FRESH_MS = 60 * 60 * 1000;
export const NORMALS_FRESH_MS = 30 * 86_400_000;

const CachedForecast = z.object({
  kind: z.literal("forecast"),
  fetched_at_ms: z.number(),
  days: z.array(DayWeather),
});
const MonthNormalEntry = z.object({ high_c: z.number(), low_c: z.number(), rain_chance: z.number() });
const CachedNormals = z.object({
  kind: z.literal("typical"),
  fetched_at_ms: z.number(),
  months: z.array(MonthNormalEntry.nullable()).length(12),
});

/**
 * Where answers are kept between requests (Firestore in the functions, store/weather-cache.ts). What
 * it gives back is checked here: an entry of another shape counts as none.
 */
export interface WeatherCache {
  read(key: string): Promise<unknown>;
  write(key: string, entry: Record<string, unknown>, expiresAtMs: number): Promise<void>;
}

export interface WeatherDependencies {
  settings: OpenMeteoSettings;
  cache: WeatherCache;
  now: Date;
  /** Told of each failure (a fetch, a cache read or write); the answer goes on without that part. */
  onFailure: (what: string, error: unknown) => void;
  /**
   * Asked before each lookup the cache cannot answer: false (the traveller is past their share) leaves
   * that part out, as an outage does. Without it, every miss is looked up.
   */
  mayLookUp?: () => Promise<boolean>;
}

/** An ISO date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The trip's dates, first to last. */
export function tripDates(startDate: string, dayCount: number): string[] {
  return Array.from({ length: dayCount }, (_, index) => addDays(startDate, index));
}

/** The calendar date it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Which dates get a forecast (today to today + 15) and which the month's typical weather; past dates get neither. */
export function splitTripDates(dates: readonly string[], today: string): { forecast: string[]; typical: string[] } {
  const lastForecast = addDays(today, FORECAST_DAYS - 1);
  return {
    forecast: dates.filter((date) => date >= today && date <= lastForecast),
    typical: dates.filter((date) => date > lastForecast),
  };
}

/** Cache keys: the rounded place, and for a forecast the window it covers. */
export function weatherCacheKeys(place: Pick<WeatherPlace, "lat" | "lng">, today: string) {
  const where = `${roundCoordinate(place.lat).toFixed(2)}_${roundCoordinate(place.lng).toFixed(2)}`;
  return { forecast: `forecast_${where}_${today}`, normals: `typical_${where}` };
}

export async function weatherForTrip(
  place: WeatherPlace,
  dates: readonly string[],
  deps: WeatherDependencies,
): Promise<DayWeather[]> {
  const today = todayIn(place.timeZone, deps.now);
  const split = splitTripDates(dates, today);
  const keys = weatherCacheKeys(place, today);
  const [forecast, normals] = await Promise.all([
    split.forecast.length ? forecastWindow(place, today, keys.forecast, deps) : [],
    split.typical.length ? normalsOf(place, keys.normals, deps) : null,
  ]);
  const byDate = new Map(forecast.map((day) => [day.date, day]));
  const days: DayWeather[] = [];
  for (const date of dates) {
    if (split.forecast.includes(date)) {
      const day = byDate.get(date);
      if (day) days.push(day);
    } else if (split.typical.includes(date)) {
      const normal = normals?.[Number(date.slice(5, 7)) - 1];
      if (normal) days.push({ date, kind: "typical", ...normal, code: null });
    }
  }
  return days;
}

/** The whole forecast window from today (the key names the day): one answer serves every trip to the place this hour. */
async function forecastWindow(
  place: WeatherPlace,
  today: string,
  key: string,
  deps: WeatherDependencies,
): Promise<DayWeather[]> {
  const now = deps.now.getTime();
  const cached = CachedForecast.safeParse(
    await attempt(deps, "reading the cached forecast", () => deps.cache.read(key)),
  ).data;
  if (cached && now - cached.fetched_at_ms < FORECAST_FRESH_MS) return cached.days;
  if (!(await mayLookUp(deps))) return [];
  const days = await attempt(deps, "fetching the forecast", () =>
    fetchForecast(deps.settings, place, { start: today, end: addDays(today, FORECAST_DAYS - 1) }),
  );
  if (!days) return [];
  await attempt(deps, "caching the forecast", () =>
    deps.cache.write(key, { kind: "forecast", fetched_at_ms: now, days }, now + FORECAST_FRESH_MS),
  );
  return days;
}

async function normalsOf(
  place: WeatherPlace,
  key: string,
  deps: WeatherDependencies,
): Promise<(MonthNormal | null)[] | null> {
  const now = deps.now.getTime();
  const cached = CachedNormals.safeParse(
    await attempt(deps, "reading the cached typical weather", () => deps.cache.read(key)),
  ).data;
  if (cached && now - cached.fetched_at_ms < NORMALS_FRESH_MS) return cached.months;
  if (!(await mayLookUp(deps))) return null;
  const months = await attempt(deps, "fetching the typical weather", () => fetchMonthNormals(deps.settings, place));
  if (!months) return null;
  await attempt(deps, "caching the typical weather", () =>
    deps.cache.write(key, { kind: "typical", fetched_at_ms: now, months }, now + NORMALS_FRESH_MS),
  );
  return months;
}

/** Whether this miss may go to Open-Meteo; a limit that cannot be read counts as a no. */
async function mayLookUp(deps: WeatherDependencies): Promise<boolean> {
  if (!deps.mayLookUp) return true;
  return (await attempt(deps, "taking a weather lookup", deps.mayLookUp)) === true;
}

async function attempt<T>(deps: WeatherDependencies, what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    deps.onFailure(what, error);
    return null;
  }
}
