import { SearchPlacesResponse } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { searchGuidePlaces } from "./place-search.ts";

describe("searchGuidePlaces", () => {
  it("finds a place by the starts of its words, accents and case aside, in the contract's shape", () => {
    const found = SearchPlacesResponse.parse(searchGuidePlaces("Lisbon, PT", "gulb mus", 8));
    expect(found.city).toBe("Lisbon");
    expect(found.places.map((place) => place.name)).toEqual(["Calouste Gulbenkian Museum"]);
    const museum = found.places[0]!;
    expect(museum.latitude).toBeCloseTo(38.737, 2);
    expect(museum.duration_minutes).toBeGreaterThan(0);
    expect(museum.entry_fee).toMatch(/^(Free|About \$\d+)/);
    expect(searchGuidePlaces("lisbon", "JERONIMOS", 8).places[0]!.name).toBe("Jerónimos Monastery");
  });

  it("ranks a name that starts with the query first, then by name, and keeps to the limit", () => {
    const names = searchGuidePlaces("Lisbon", "mu", 20).places.map((place) => place.name);
    expect(names.length).toBeGreaterThan(2);
    const starting = names.filter((name) => name.toLowerCase().startsWith("mu"));
    expect(names.slice(0, starting.length)).toEqual(starting);
    expect(searchGuidePlaces("Lisbon", "mu", 2).places).toHaveLength(2);
  });

  it("finds nothing for a word no name has, and says when the guide does not cover the city", () => {
    expect(searchGuidePlaces("Lisbon", "gulb zzz", 8)).toEqual({ city: "Lisbon", places: [] });
    expect(searchGuidePlaces("Reykjavik", "hall", 8)).toEqual({ city: null, places: [] });
    // A word inside a name is not a start: "enkian" is not offered Gulbenkian.
    expect(searchGuidePlaces("Lisbon", "enkian", 8).places).toEqual([]);
  });
});
