import { SearchPlacesResponse, STAY_AREA_CATEGORY } from "@itinerary/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { api, signUp, type TestUser } from "./support.ts";

describe("GET /search-places", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp();
  });

  const search = (query: string) => api("GET", `/search-places?${query}`, { user });

  it("finds the guide's places of the trip's city by the starts of their words, in the contract's shape", async () => {
    const response = await search("city=Lisbon%2C%20PT&q=gulb");
    expect(response.status).toBe(200);
    const found = SearchPlacesResponse.parse(response.body);
    expect(found.city).toBe("Lisbon");
    // A name that starts with the query first; then the rest whose words start with it, by name.
    expect(found.places.map((place) => place.name)).toEqual([
      "Gulbenkian Garden",
      "Gulbenkian Modern Art Centre",
      "Calouste Gulbenkian Museum",
    ]);
    expect(found.places[2]).toMatchObject({ category: "museum", duration_minutes: expect.any(Number) });
    expect((await search("city=Lisbon&q=m&limit=3")).body.places).toHaveLength(3);
  });

  it("answers no places, and no city, for a city the guide does not cover", async () => {
    const response = await search("city=Reykjavik&q=hall");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ city: null, places: [] });
  });

  it("refuses a missing city or query with a specific 400, and a caller who is not signed in", async () => {
    expect(await search("q=gulb")).toMatchObject({
      status: 400,
      body: { detail: "city: is required: the trip's destination" },
    });
    expect(await search("city=Lisbon&q=%20")).toMatchObject({
      status: 400,
      body: { detail: "q: is required: type part of a place's name" },
    });
    expect((await api("GET", "/search-places?city=Lisbon&q=gulb")).status).toBe(401);
  });

  it("searches for a stay with for=stay: the area we suggest first, no day trips; any other purpose is a 400", async () => {
    const response = await search("city=Lisbon&q=baixa&for=stay");
    expect(response.status).toBe(200);
    const found = SearchPlacesResponse.parse(response.body);
    expect(found.places[0]).toMatchObject({ name: "Baixa and Chiado", category: STAY_AREA_CATEGORY });
    expect(SearchPlacesResponse.parse((await search("city=Lisbon&q=baixa")).body).places[0]?.category).not.toBe(
      STAY_AREA_CATEGORY,
    );
    expect(await search("city=Lisbon&q=baixa&for=hotel")).toMatchObject({
      status: 400,
      body: { detail: 'for: must be "stop" (a place to visit) or "stay" (where the traveller sleeps)' },
    });
  });
});
