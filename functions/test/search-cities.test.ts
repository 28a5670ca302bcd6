import { SearchCitiesResponse } from "@itinerary/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { api, signUp, type TestUser } from "./support.ts";

describe("GET /search-cities", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp();
  });

  const search = (query: string) => api("GET", `/search-cities?${query}`, { user });

  it("finds Lisbon from the first letters of its name, in the contract's shape", async () => {
    const response = await search("q=lis");
    expect(response.status).toBe(200);
    const { cities } = SearchCitiesResponse.parse(response.body);
    const lisbon = cities.find((city) => city.label === "Lisbon, PT");
    expect(lisbon).toMatchObject({ name: "Lisbon", country: "PT" });
    expect(lisbon!.latitude).toBeCloseTo(38.72, 1);
    expect(lisbon!.longitude).toBeCloseTo(-9.13, 1);
  });

  it("finds a city by its local name, without caring about case or accents", async () => {
    for (const [query, label] of [
      ["Lisboa", "Lisbon, PT"],
      ["m%C3%BCnchen", "Munich, DE"],
      ["MUENCHEN", "Munich, DE"],
      ["new%20y", "New York City, US"],
    ]) {
      const response = await search(`q=${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body.cities[0]?.label, query).toBe(label);
    }
  });

  it("ranks prefix matches by population and lists each place once", async () => {
    const response = await search("q=san&limit=20");
    expect(response.status).toBe(200);
    const cities: { label: string; population: number }[] = response.body.cities;
    expect(cities).toHaveLength(20);
    const populations = cities.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(new Set(cities.map((city) => city.label)).size).toBe(20);
    expect(cities[0]!.population).toBeGreaterThan(1_000_000);
  });

  it("respects the limit and defaults to 8", async () => {
    expect((await search("q=ber&limit=3")).body.cities).toHaveLength(3);
    expect((await search("q=ber")).body.cities).toHaveLength(8);
  });

  it("answers an empty list for a name that matches nothing", async () => {
    const response = await search("q=qqqzzz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ cities: [] });
  });

  it("refuses a missing, blank or over-long query and a bad limit with a specific 400", async () => {
    const missing = await search("limit=3");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ detail: "q: is required: type the start of a city name" });

    const blank = await search("q=%20%20");
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ detail: "q: is required: type the start of a city name" });

    const long = await search(`q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ detail: "q: must be at most 100 characters" });

    const badLimit = await search("q=lis&limit=50");
    expect(badLimit.status).toBe(400);
    expect(badLimit.body).toEqual({ detail: "limit: must be a whole number from 1 to 20" });
  });

  it("requires a signed-in user", async () => {
    const response = await api("GET", "/search-cities?q=lis");
    expect(response.status).toBe(401);
    expect(response.body.detail).toMatch(/Bearer/);
  });
});
