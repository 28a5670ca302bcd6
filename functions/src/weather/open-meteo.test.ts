import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeForecastDay, startOpenMeteoFake, type OpenMeteoFake } from "../../test/open-meteo-fake.ts";
import {
  CLIMATE_MODEL,
  fetchForecast,
  fetchMonthNormals,
  monthNormals,
  parseForecast,
  WeatherUnavailable,
  type OpenMeteoSettings,
} from "./open-meteo.ts";

const LISBON = { lat: 38.7223, lng: -9.1393, timeZone: "Europe/Lisbon" };
const today = () => new Date().toISOString().slice(0, 10);
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("parseForecast", () => {
  it("reads each day's high, low, rain chance and code, leaving out days without them", () => {
    const days = parseForecast({
      daily: {
        time: ["2026-05-01", "2026-05-02", "2026-05-03"],
        temperature_2m_max: [19.44, null, 21],
        temperature_2m_min: [12.06, 11, 13],
        precipitation_probability_max: [40, 10, null],
        weather_code: [61, 3, 0],
      },
    });
    expect(days).toEqual([
      { date: "2026-05-01", kind: "forecast", high_c: 19.4, low_c: 12.1, rain_chance: 40, code: 61 },
      { date: "2026-05-03", kind: "forecast", high_c: 21, low_c: 13, rain_chance: 0, code: 0 },
    ]);
  });

  it("refuses an answer of another shape", () => {
    expect(() => parseForecast({ daily: { time: ["2026-05-01"] } })).toThrow(WeatherUnavailable);
    expect(() => parseForecast("<html>")).toThrow(WeatherUnavailable);
  });
});

describe("monthNormals", () => {
  it("averages each calendar month over the years and counts days from 1 mm of rain as rainy", () => {
    const normals = monthNormals({
      daily: {
        time: ["2015-05-01", "2015-05-02", "2016-05-01", "2016-05-02", "2016-06-01"],
        temperature_2m_max: [18, 20, 19, 23, 25],
        temperature_2m_min: [10, 11, 12, 13, 15],
        precipitation_sum: [0.9, 1, 5, 0, 0],
      },
    });
    expect(normals).toHaveLength(12);
    expect(normals[4]).toEqual({ high_c: 20, low_c: 11.5, rain_chance: 50 });
    expect(normals[5]).toEqual({ high_c: 25, low_c: 15, rain_chance: 0 });
    expect(normals[0]).toBeNull();
  });

  it("skips days a model left empty instead of counting them as zero", () => {
    const normals = monthNormals({
      daily: {
        time: ["2020-01-01", "2020-01-02"],
        temperature_2m_max: [10, null],
        temperature_2m_min: [2, 0],
        precipitation_sum: [0, 3],
      },
    });
    expect(normals[0]).toEqual({ high_c: 10, low_c: 2, rain_chance: 0 });
  });
});

describe("the Open-Meteo client against the fake", () => {
  let fake: OpenMeteoFake;
  let settings: OpenMeteoSettings;
  beforeAll(async () => {
    fake = await startOpenMeteoFake();
    settings = { forecastBaseUrl: fake.baseUrl, climateBaseUrl: fake.baseUrl, timeoutMs: 500 };
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("asks the forecast for the place rounded to 2 decimals, in its time zone, and reads the answer", async () => {
    const days = await fetchForecast(settings, LISBON, { start: today(), end: later(2) });
    expect(fake.requests).toEqual([
      {
        api: "forecast",
        params: {
          latitude: "38.72",
          longitude: "-9.14",
          daily: "temperature_2m_max,temperature_2m_min,precipitation_probability_max,weather_code",
          timezone: "Europe/Lisbon",
          start_date: today(),
          end_date: later(2),
        },
      },
    ]);
    expect(days.map((day) => day.date)).toEqual([today(), later(1), later(2)]);
    const expected = fakeForecastDay(38.72, later(1));
    expect(days[1]).toEqual({
      date: later(1),
      kind: "forecast",
      high_c: expected.temperature_2m_max,
      low_c: expected.temperature_2m_min,
      rain_chance: expected.precipitation_probability_max,
      code: expected.weather_code,
    });
  });

  it("asks the climate API for one model over 2015 to 2024 and gives every month's average", async () => {
    const normals = await fetchMonthNormals(settings, LISBON);
    expect(fake.requests[0]).toMatchObject({
      api: "climate",
      params: { start_date: "2015-01-01", end_date: "2024-12-31", models: CLIMATE_MODEL },
    });
    // The fake's January high is 11 in 2020, 0.2 warmer each later year: 10.9 over 2015-2024.
    // Every third day has 2.5 mm of rain: 10 of January's 31 days, 9 of February's 28 or 29.
    expect(normals[0]).toEqual({ high_c: 10.9, low_c: 0.9, rain_chance: 32 });
    expect(normals[1]!.rain_chance).toBe(Math.round((100 * 90) / (28 * 10 + 3)));
    expect(normals[11]).toEqual({ high_c: 21.9, low_c: 11.9, rain_chance: 32 });
  });

  it("says the forecast is unavailable on an error, an answer that is not JSON, or no answer in time", async () => {
    fake.fail(500);
    await expect(fetchForecast(settings, LISBON, { start: today(), end: today() })).rejects.toThrow(
      /answered 500: Scripted failure/,
    );
    fake.garble();
    await expect(fetchForecast(settings, LISBON, { start: today(), end: today() })).rejects.toThrow(WeatherUnavailable);
    fake.hang();
    const started = Date.now();
    await expect(fetchMonthNormals(settings, LISBON)).rejects.toThrow(/did not answer within 500 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("passes on Open-Meteo's reason when it refuses a request", async () => {
    await expect(fetchForecast(settings, LISBON, { start: today(), end: later(20) })).rejects.toThrow(
      /answered 400: Parameter 'start_date' is out of allowed range/,
    );
  });
});
