import { SearchPlacesResponse, STAY_AREA_CATEGORY } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { locateInGuide } from "../trip/own-stay.ts";
import { DESTINATIONS } from "./destinations/index.ts";
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

  it("offers a stay the area we suggest staying in first, placed where the plan places it, and no day trips", () => {
    const found = SearchPlacesResponse.parse(searchGuidePlaces("Lisbon", "chi", 8, "stay"));
    expect(found.places[0]).toMatchObject({ name: "Baixa and Chiado", category: STAY_AREA_CATEGORY });
    expect(found.places[0]!.latitude).toBeCloseTo(38.711, 3);
    expect(found.places.slice(1).map((place) => place.name)).toContain("Chiado");
    // A stop search never offers the area (it is not a place to visit); a stay search never a day trip.
    expect(searchGuidePlaces("Lisbon", "chi", 8).places.map((place) => place.category)).not.toContain(
      STAY_AREA_CATEGORY,
    );
    expect(searchGuidePlaces("Lisbon", "sintra", 8).places.some((place) => place.category === "daytrip")).toBe(true);
    expect(searchGuidePlaces("Lisbon", "sintra", 8, "stay").places.some((place) => place.category === "daytrip")).toBe(
      false,
    );
    // The area is offered only when what was typed starts one of its words.
    expect(searchGuidePlaces("Lisbon", "alfama", 8, "stay").places.map((place) => place.category)).not.toContain(
      STAY_AREA_CATEGORY,
    );
  });

  it("offers, in every covered city, an area the stay finder then places without any network", () => {
    for (const destination of DESTINATIONS) {
      const firstWord = destination.stay.area.split(/[\s,]+/)[0]!;
      const area = searchGuidePlaces(destination.name, firstWord, 8, "stay").places[0];
      expect(area, destination.name).toMatchObject({ name: destination.stay.area, category: STAY_AREA_CATEGORY });
      expect(locateInGuide({ name: area!.name }, destination), destination.name).not.toBeNull();
    }
  });
});
