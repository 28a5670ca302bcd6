/**
 * A local fake of the Open-Meteo subset we call, as strict as the real one about what we send:
 *   GET /v1/forecast   daily forecast (at most 16 days, from 92 days back to 15 ahead)
 *   GET /v1/climate    daily climate-model data, 1950 to 2050, one or more named models
 * A missing or wrong parameter is a 400 with Open-Meteo's `{"error":true,"reason":...}`. Its data is
 * derived from the latitude and the date (fakeForecastDay, fakeClimateDay), so tests can say what to
 * expect. Tests can make it answer an error, answer something that is not JSON, or never answer.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type OpenMeteoApi = "forecast" | "climate";

export interface OpenMeteoRequest {
  api: OpenMeteoApi;
  params: Record<string, string>;
}

const FORECAST_DAILY = new Set([
  "temperature_2m_max",
  "temperature_2m_min",
  "precipitation_probability_max",
  "precipitation_sum",
  "weather_code",
]);
const CLIMATE_DAILY = new Set(["temperature_2m_max", "temperature_2m_min", "temperature_2m_mean", "precipitation_sum"]);
const CLIMATE_MODELS = new Set([
  "CMCC_CM2_VHR4",
  "FGOALS_f3_H",
  "HiRAM_SIT_HR",
  "MRI_AGCM3_2_S",
  "EC_Earth3P_HR",
  "MPI_ESM1_2_XR",
  "NICAM16_8S",
]);
/** Clear, partly cloudy, overcast, fog, rain, heavy rain, snow, showers, thunderstorm. */
const FAKE_CODES = [0, 2, 3, 45, 61, 65, 71, 80, 95];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The fake's forecast for a day at a latitude. */
export function fakeForecastDay(lat: number, date: string) {
  const day = dayNumber(date);
  const high = round1(25 - Math.abs(lat) * 0.3 + ((day % 7) - 3));
  return {
    temperature_2m_max: high,
    temperature_2m_min: round1(high - 8),
    precipitation_probability_max: (day * 13) % 101,
    precipitation_sum: ((day * 13) % 101) / 10,
    weather_code: FAKE_CODES[day % FAKE_CODES.length]!,
  };
}

/**
 * The fake's climate-model day: a month's high is 10 + month, two tenths of a degree warmer each year
 * after 2020 (cooler before), its low 10 below; every third day of a month has 2.5 mm of rain, the
 * others 0.3 mm.
 */
export function fakeClimateDay(_lat: number, date: string) {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const dayOfMonth = Number(date.slice(8, 10));
  const high = round1(10 + month + (year - 2020) * 0.2);
  return {
    temperature_2m_max: high,
    temperature_2m_min: round1(high - 10),
    temperature_2m_mean: round1(high - 5),
    precipitation_sum: dayOfMonth % 3 === 0 ? 2.5 : 0.3,
  };
}

class BadRequest extends Error {}

function coordinate(params: URLSearchParams, name: "latitude" | "longitude", limit: number): number {
  const raw = params.get(name);
  if (raw === null) throw new BadRequest(`Parameter '${name}' is required`);
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value)) throw new BadRequest(`Parameter '${name}' is not a number`);
  if (Math.abs(value) > limit) {
    const label = name === "latitude" ? "Latitude" : "Longitude";
    throw new BadRequest(`${label} must be in range of -${limit} to ${limit}°. Given: ${value}.`);
  }
  return value;
}

function dailyList(params: URLSearchParams, known: ReadonlySet<string>): string[] {
  const raw = params.get("daily");
  if (!raw) throw new BadRequest("Parameter 'daily' is required");
  const names = raw.split(",");
  for (const name of names)
    if (!known.has(name))
      throw new BadRequest(`Cannot initialize WeatherVariable from invalid String value ${name} for key daily`);
  return names;
}

function dateRange(params: URLSearchParams, first: number, last: number): { start: number; end: number } {
  const start = params.get("start_date");
  const end = params.get("end_date");
  if (!start || !end) throw new BadRequest("Parameter 'start_date' and 'end_date' must both be set");
  for (const value of [start, end])
    if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
      throw new BadRequest(`Invalid date format. Make sure to use 'YYYY-MM-DD'`);
  if (end < start) throw new BadRequest("End-date must be larger or equals than start-date");
  const range = { start: dayNumber(start), end: dayNumber(end) };
  if (range.start < first || range.end > last)
    throw new BadRequest(`Parameter 'start_date' is out of allowed range from ${dateOf(first)} to ${dateOf(last)}`);
  return range;
}

function timeZone(params: URLSearchParams): string {
  const raw = params.get("timezone") ?? "GMT";
  if (raw === "auto") return "GMT";
  try {
    new Intl.DateTimeFormat("en", { timeZone: raw });
  } catch {
    throw new BadRequest(`Invalid timezone`);
  }
  return raw;
}

type Trouble = "error" | "not-json" | "hang";

/** Listens on `port` (0: any free one). */
export async function startOpenMeteoFake(port = 0) {
  const requests: OpenMeteoRequest[] = [];
  /** Scripted trouble, taken one per matching request. */
  const troubles: { trouble: Trouble; status: number; api: OpenMeteoApi | "any" }[] = [];
  /** The fake's own today, as a day number (the real service's window moves with the clock). */
  let today = Math.floor(Date.now() / DAY_MS);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const forecast = (params: URLSearchParams) => {
    const latitude = coordinate(params, "latitude", 90);
    const longitude = coordinate(params, "longitude", 180);
    const daily = dailyList(params, FORECAST_DAILY);
    const zone = timeZone(params);
    // The real window is today's date where the place is: a day of slack either way stands in for it.
    const { start, end } = dateRange(params, today - 92, today + 16);
    if (end - start > 15) throw new BadRequest("Forecast days is invalid. Allowed range 0 to 16.");
    const days = Array.from({ length: end - start + 1 }, (_, index) => dateOf(start + index));
    const values = Object.fromEntries(
      daily.map((name) => [name, days.map((date) => fakeForecastDay(latitude, date)[name as "weather_code"])]),
    );
    return { latitude, longitude, timezone: zone, daily_units: {}, daily: { time: days, ...values } };
  };

  const climate = (params: URLSearchParams) => {
    const latitude = coordinate(params, "latitude", 90);
    const longitude = coordinate(params, "longitude", 180);
    const models = params.get("models");
    if (!models) throw new BadRequest("Parameter 'models' is required");
    for (const model of models.split(","))
      if (!CLIMATE_MODELS.has(model))
        throw new BadRequest(`Cannot initialize CdsDomain from invalid String value ${model} for key models`);
    const daily = dailyList(params, CLIMATE_DAILY);
    const { start, end } = dateRange(params, dayNumber("1950-01-01"), dayNumber("2050-12-31"));
    const days = Array.from({ length: end - start + 1 }, (_, index) => dateOf(start + index));
    const values = Object.fromEntries(
      daily.map((name) => [name, days.map((date) => fakeClimateDay(latitude, date)[name as "precipitation_sum"])]),
    );
    return { latitude, longitude, timezone: "GMT", daily_units: {}, daily: { time: days, ...values } };
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const api: OpenMeteoApi | null =
      url.pathname === "/v1/forecast" ? "forecast" : url.pathname === "/v1/climate" ? "climate" : null;
    if (req.method !== "GET" || !api) return send(res, 404, { error: true, reason: "Not Found" });
    requests.push({ api, params: Object.fromEntries(url.searchParams) });
    const index = troubles.findIndex((t) => t.api === "any" || t.api === api);
    if (index >= 0) {
      const [{ trouble, status }] = troubles.splice(index, 1) as [(typeof troubles)[number]];
      if (trouble === "hang") return;
      if (trouble === "not-json") {
        res.writeHead(200, { "Content-Type": "text/html" });
        return res.end("<html>maintenance</html>");
      }
      return send(res, status, { error: true, reason: "Scripted failure" });
    }
    try {
      send(res, 200, api === "forecast" ? forecast(url.searchParams) : climate(url.searchParams));
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, { error: true, reason: error.message });
      throw error;
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const script = (trouble: Trouble, status: number, count: number, api: OpenMeteoApi | "any") => {
    for (let i = 0; i < count; i++) troubles.push({ trouble, status, api });
  };
  return {
    baseUrl,
    requests,
    /** How many requests reached `api` (or either) so far. */
    count: (api: OpenMeteoApi | "any" = "any") => requests.filter((r) => api === "any" || r.api === api).length,
    /** The next `count` requests (to `api`, or either) answer `status` with Open-Meteo's error body. */
    fail: (status: 400 | 429 | 500 | 503, count = 1, api: OpenMeteoApi | "any" = "any") =>
      script("error", status, count, api),
    /** ...answer 200 with an HTML page instead of JSON. */
    garble: (count = 1, api: OpenMeteoApi | "any" = "any") => script("not-json", 200, count, api),
    /** ...never answer (until the fake closes). */
    hang: (count = 1, api: OpenMeteoApi | "any" = "any") => script("hang", 0, count, api),
    /** Moves the fake's today (an ISO date), for tests whose clock is not the real one. */
    setToday: (date: string) => {
      today = dayNumber(date);
    },
    reset: () => {
      requests.length = 0;
      troubles.length = 0;
      today = Math.floor(Date.now() / DAY_MS);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenMeteoFake = Awaited<ReturnType<typeof startOpenMeteoFake>>;
