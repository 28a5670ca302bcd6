import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenMeteoFake, type OpenMeteoFake } from "../../test/open-meteo-fake.ts";
import {
  addDays,
  splitTripDates,
  todayIn,
  tripDates,
  weatherForTrip,
  type WeatherCache,
  type WeatherDependencies,
} from "./trip-weather.ts";

describe("which days get a forecast", () => {
  it("forecasts today and the 15 days after it, gives later days the month's typical weather and past days nothing", () => {
    const dates = tripDates("2026-05-29", 20);
    expect(dates.at(-1)).toBe("2026-06-17");
    const { forecast, typical } = splitTripDates(dates, "2026-06-01");
    expect(forecast[0]).toBe("2026-06-01");
    expect(forecast).toHaveLength(16);
    expect(forecast.at(-1)).toBe("2026-06-16");
    expect(typical).toEqual(["2026-06-17"]);
  });

  it("counts today where the trip is, not on the server's clock", () => {
    const now = new Date("2026-05-31T23:30:00Z");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-06-01");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-05-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

/** The cache as Firestore keeps it, in memory. */
function memoryCache(): WeatherCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    read: async (key) => structuredClone(entries.get(key) ?? null),
    write: async (key, entry) => {
      entries.set(key, structuredClone(entry));
    },
  };
}

describe("weatherForTrip", () => {
  let fake: OpenMeteoFake;
  const failures: string[] = [];
  const place = { lat: 38.72, lng: -9.14, timeZone: "Europe/Lisbon" };
  let deps: WeatherDependencies & { cache: ReturnType<typeof memoryCache> };
  const today = () => todayIn(place.timeZone, deps.now);

  beforeAll(async () => {
    fake = await startOpenMeteoFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    failures.length = 0;
    deps = {
      settings: { forecastBaseUrl: fake.baseUrl, climateBaseUrl: fake.baseUrl, timeoutMs: 500 },
      cache: memoryCache(),
      // Mid-morning at the destination, fixed: "an hour later" must not cross midnight, where a new day
      // rightly moves the forecast window (this failed when the suite ran at 23:33 UTC).
      now: new Date("2026-06-10T10:00:00Z"),
      onFailure: (what) => failures.push(what),
    };
    fake.setToday(today());
  });

  it("gives a trip across the 16-day line forecasts, then typical weather, in trip order", async () => {
    const start = addDays(today(), 13);
    const days = await weatherForTrip(place, tripDates(start, 5), deps);
    expect(days.map((day) => [day.date, day.kind])).toEqual([
      [start, "forecast"],
      [addDays(start, 1), "forecast"],
      [addDays(start, 2), "forecast"],
      [addDays(start, 3), "typical"],
      [addDays(start, 4), "typical"],
    ]);
    expect(days[3]!.code).toBeNull();
    // One forecast of the whole window, one climate request for every month.
    expect(fake.requests.map((r) => [r.api, r.params.start_date, r.params.end_date])).toEqual(
      expect.arrayContaining([
        ["forecast", today(), addDays(today(), 15)],
        ["climate", "2015-01-01", "2024-12-31"],
      ]),
    );
    expect(fake.count()).toBe(2);
  });

  it("asks only the service a trip needs, and asks again only when the cache is too old", async () => {
    const farTrip = tripDates(addDays(today(), 60), 3);
    await weatherForTrip(place, farTrip, deps);
    await weatherForTrip(place, farTrip, { ...deps, now: new Date(deps.now.getTime() + 29 * 86_400_000) });
    expect(fake.requests.map((r) => r.api)).toEqual(["climate"]);

    const soonTrip = tripDates(today(), 2);
    await weatherForTrip(place, soonTrip, deps);
    await weatherForTrip(place, soonTrip, { ...deps, now: new Date(deps.now.getTime() + 59 * 60_000) });
    expect(fake.count("forecast")).toBe(1);
  });

  it("leaves out what the service cannot give and keeps the rest", async () => {
    fake.fail(503, 1, "climate");
    const days = await weatherForTrip(place, tripDates(addDays(today(), 14), 4), deps);
    expect(days.map((day) => day.kind)).toEqual(["forecast", "forecast"]);
    expect(failures).toEqual(["fetching the typical weather"]);
    // A failure is not cached: the next view asks again.
    const again = await weatherForTrip(place, tripDates(addDays(today(), 14), 4), deps);
    expect(again.map((day) => day.kind)).toEqual(["forecast", "forecast", "typical", "typical"]);
  });

  it("does without a cache that fails or holds something else", async () => {
    deps.cache.read = async () => {
      throw new Error("Firestore unavailable");
    };
    const days = await weatherForTrip(place, tripDates(today(), 1), deps);
    expect(days).toHaveLength(1);
    expect(failures).toEqual(["reading the cached forecast"]);

    const cache = memoryCache();
    await weatherForTrip(place, [today()], { ...deps, cache });
    const [key] = [...cache.entries.keys()];
    cache.entries.set(key!, { kind: "forecast", fetched_at_ms: deps.now.getTime(), days: [{ date: "nonsense" }] });
    fake.reset();
    fake.setToday(today());
    expect(await weatherForTrip(place, [today()], { ...deps, cache })).toHaveLength(1);
    expect(fake.count("forecast")).toBe(1);
  });
});
