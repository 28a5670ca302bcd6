import "./functions-firestore.ts";
import { TripWeatherResponse, WEATHER_CREDIT } from "@itinerary/contract/trip-weather";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { tripWeatherEndpoints } from "../src/endpoints/trip-weather.ts";
import { addDays, todayIn } from "../src/weather/trip-weather.ts";
import { mount } from "./mount.ts";
import { fakeForecastDay, startOpenMeteoFake, type OpenMeteoFake } from "./open-meteo-fake.ts";
import { api, db, signUp, type TestUser } from "./support.ts";

const ENV = [
  "OPEN_METEO_BASE_URL",
  "OPEN_METEO_CLIMATE_URL",
  "OPEN_METEO_TIMEOUT_MS",
  "WEATHER_LOOKUPS_PER_HOUR",
  "WEATHER_LOOKUPS_PER_DAY",
];
const HOUR = 60 * 60 * 1000;

describe("POST /trip-weather", () => {
  let fake: OpenMeteoFake;
  let user: TestUser;
  /** The endpoint's clock: tests move it to see the cache age. */
  let clock = new Date();
  const { tripWeather } = tripWeatherEndpoints(() => clock);
  const ask = (body: unknown, who: TestUser | null = user) => {
    const call = request(mount(tripWeather)).post("/");
    return (who ? call.set("Authorization", `Bearer ${who.idToken}`) : call).send(body as object);
  };
  const lisbonToday = () => todayIn("Europe/Lisbon", clock);

  beforeAll(async () => {
    fake = await startOpenMeteoFake();
    user = await signUp();
  });
  afterAll(async () => {
    await fake.close();
    for (const name of ENV) delete process.env[name];
    resetConfig();
  });
  beforeEach(async () => {
    fake.reset();
    // Today's date at mid-morning (Lisbon's date then is the fake's today, the UTC date): the tests move
    // the clock an hour on, and from the real time of day that hour could cross midnight, where a new
    // day rightly moves the forecast window (it did when the suite ran just before midnight UTC).
    clock = new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00Z`);
    Object.assign(process.env, {
      OPEN_METEO_BASE_URL: fake.baseUrl,
      OPEN_METEO_CLIMATE_URL: fake.baseUrl,
      OPEN_METEO_TIMEOUT_MS: "1000",
    });
    delete process.env.WEATHER_LOOKUPS_PER_HOUR;
    delete process.env.WEATHER_LOOKUPS_PER_DAY;
    resetConfig();
    await db.recursiveDelete(db.collection("weatherCache"));
    await db.recursiveDelete(db.collection("rateLimits"));
  });

  it("gives each day of a trip to Lisbon its forecast, and the month's typical weather beyond 16 days", async () => {
    const start = addDays(lisbonToday(), 14);
    const response = await ask({ destination_city: "Lisbon", start_date: start, day_count: 4 });
    expect(response.status).toBe(200);
    const body = TripWeatherResponse.parse(response.body);
    expect(body.source_note).toContain(WEATHER_CREDIT);
    expect(body.days.map((day) => [day.date, day.kind])).toEqual([
      [start, "forecast"],
      [addDays(start, 1), "forecast"],
      [addDays(start, 2), "typical"],
      [addDays(start, 3), "typical"],
    ]);
    const forecast = fake.requests.find((r) => r.api === "forecast")!;
    // Lisbon's centre, rounded, in Lisbon's time zone.
    expect(Number(forecast.params.latitude)).toBeCloseTo(38.71, 1);
    expect(Number(forecast.params.longitude)).toBeCloseTo(-9.14, 1);
    expect(forecast.params.timezone).toBe("Europe/Lisbon");
    const expected = fakeForecastDay(Number(forecast.params.latitude), start);
    expect(body.days[0]).toMatchObject({ high_c: expected.temperature_2m_max, code: expected.weather_code });
    const month = Number(addDays(start, 2).slice(5, 7));
    // The fake's month is 10 + month degrees by day, 0.1 cooler over 2015-2024.
    expect(body.days[2]).toMatchObject({ high_c: 10 + month - 0.1, code: null });
  });

  it("finds a city the guide does not cover, and its own time zone", async () => {
    const response = await ask({ destination_city: "Reykjavik", start_date: lisbonToday(), day_count: 2 });
    expect(response.status).toBe(200);
    expect(response.body.days).toHaveLength(2);
    const forecast = fake.requests.find((r) => r.api === "forecast")!;
    expect(Number(forecast.params.latitude)).toBeCloseTo(64.1, 0);
    expect(forecast.params.timezone).toBe("Atlantic/Reykjavik");
  });

  it("asks Open-Meteo once an hour for a place, whoever asks, and again after the hour", async () => {
    const trip = { destination_city: "Lisbon", start_date: lisbonToday(), day_count: 3 };
    const first = await ask(trip);
    expect(first.status).toBe(200);
    const other = await signUp();
    clock = new Date(clock.getTime() + HOUR - 60_000);
    const again = await ask({ ...trip, day_count: 2 }, other);
    expect(again.body.days).toEqual(first.body.days.slice(0, 2));
    expect(fake.count("forecast")).toBe(1);

    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await ask(trip)).status).toBe(200);
    expect(fake.count("forecast")).toBe(2);
  });

  it("limits the lookups one traveller sends Open-Meteo, while what is cached still answers", async () => {
    process.env.WEATHER_LOOKUPS_PER_HOUR = "2";
    resetConfig();
    const trip = (city: string) => ({ destination_city: city, start_date: lisbonToday(), day_count: 2 });
    for (const city of ["Lisbon", "Porto"]) expect((await ask(trip(city))).body.days).toHaveLength(2);
    // A third place this hour is past the traveller's share: no lookup, no weather, no error.
    const third = await ask(trip("Madrid"));
    expect(third.status).toBe(200);
    expect(third.body.days).toEqual([]);
    expect(fake.count("forecast")).toBe(2);
    // A place already looked up is answered from the cache, and another traveller has their own share.
    expect((await ask(trip("Lisbon"))).body.days).toHaveLength(2);
    expect((await ask(trip("Madrid"), await signUp())).body.days).toHaveLength(2);
    expect(fake.count("forecast")).toBe(3);
    // An hour on, the traveller's share is back.
    clock = new Date(clock.getTime() + HOUR + 60_000);
    await db.recursiveDelete(db.collection("weatherCache"));
    expect((await ask(trip("Madrid"))).body.days).toHaveLength(2);
  });

  it("keeps a place's typical weather for 30 days", async () => {
    const trip = { destination_city: "Lisbon", start_date: addDays(lisbonToday(), 60), day_count: 2 };
    await ask(trip);
    clock = new Date(clock.getTime() + 29 * 24 * HOUR);
    await ask({ ...trip, start_date: addDays(lisbonToday(), 60) });
    expect(fake.count("climate")).toBe(1);
    clock = new Date(clock.getTime() + 2 * 24 * HOUR);
    await ask({ ...trip, start_date: addDays(lisbonToday(), 60) });
    expect(fake.count("climate")).toBe(2);
    expect(fake.count("forecast")).toBe(0);
  });

  it("answers 200 without weather when Open-Meteo fails, is slow or answers nonsense", async () => {
    const trip = { destination_city: "Lisbon", start_date: addDays(lisbonToday(), 15), day_count: 3 };
    fake.fail(503, 1, "forecast");
    fake.hang(1, "climate");
    const started = Date.now();
    const down = await ask(trip);
    expect(down.status).toBe(200);
    expect(down.body.days).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);

    fake.garble(1, "forecast");
    const half = await ask(trip);
    expect(half.status).toBe(200);
    expect(half.body.days.map((day: { kind: string }) => day.kind)).toEqual(["typical", "typical"]);

    // Failures were not cached: with Open-Meteo back, the forecast day comes too.
    const back = await ask(trip);
    expect(back.body.days.map((day: { kind: string }) => day.kind)).toEqual(["forecast", "typical", "typical"]);
  });

  it("answers an empty list for a trip already over and a place it cannot find", async () => {
    const past = await ask({ destination_city: "Lisbon", start_date: addDays(lisbonToday(), -5), day_count: 3 });
    expect(past.status).toBe(200);
    expect(past.body.days).toEqual([]);
    const nowhere = await ask({ destination_city: "Qqqzzzville", start_date: lisbonToday(), day_count: 1 });
    expect(nowhere.status).toBe(200);
    expect(nowhere.body.days).toEqual([]);
    expect(fake.count()).toBe(0);
  });

  it("refuses a trip it cannot read with a 400 that says which field", async () => {
    const good = { destination_city: "Lisbon", start_date: lisbonToday(), day_count: 3 };
    for (const [body, detail] of [
      [{ ...good, destination_city: "" }, /destination_city: is required/],
      [{ ...good, start_date: "2026-02-30" }, /start_date: must be a date written as YYYY-MM-DD/],
      [{ ...good, day_count: 0 }, /day_count: must be a whole number of days from 1 to 14/],
      [{ ...good, day_count: 15 }, /day_count: must be a whole number of days from 1 to 14/],
      [{ ...good, day_count: 2.5 }, /day_count/],
    ] as const) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.detail).toMatch(detail);
    }
    expect(fake.count()).toBe(0);
  });

  it("is for signed-in travellers only, through the app's own address", async () => {
    const body = { destination_city: "Lisbon", start_date: lisbonToday(), day_count: 1 };
    expect((await ask(body, null)).status).toBe(401);
    expect((await api("POST", "/trip-weather", { body })).status).toBe(401);
    // The emulator suite's functions reach no weather service: the answer is still a 200.
    const signedIn = await api("POST", "/trip-weather", { user, body });
    expect(signedIn.status).toBe(200);
    expect(TripWeatherResponse.parse(signedIn.body).days).toEqual([]);
  });
});
