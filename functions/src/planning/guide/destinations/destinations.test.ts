import { INTERESTS } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../../geo/geo.ts";
import { DESTINATIONS } from "./index.ts";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Fourteen Action-Packed days (6 a day) need 84 distinct places, plus a margin for interest matching. */
const MIN_PLACES = 90;

describe.each(DESTINATIONS.map((d) => [d.name, d] as const))("offline dataset: %s", (_name, destination) => {
  it("has enough places for fourteen Action-Packed days", () => {
    expect(destination.places.length).toBeGreaterThanOrEqual(MIN_PLACES);
  });

  it("has no duplicate place names", () => {
    const names = destination.places.map((place) => place.name.toLowerCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("keeps city places within 35 km of the centre and day trips within 160 km", () => {
    for (const place of destination.places) {
      const km = distanceKm(destination, place);
      expect(km, `${place.name} is ${km.toFixed(1)} km away`).toBeLessThanOrEqual(
        place.category === "daytrip" ? 160 : 35,
      );
    }
  });

  it("has well-formed hours, fees, visit lengths, interests and highlights", () => {
    for (const place of destination.places) {
      if (place.hours) {
        expect(place.hours.open, place.name).toMatch(HHMM);
        expect(place.hours.close, place.name).toMatch(HHMM);
        expect(place.hours.close > place.hours.open, `${place.name} closes after it opens`).toBe(true);
      }
      expect(place.feeUsd, place.name).toBeGreaterThanOrEqual(0);
      expect(place.minutes, place.name).toBeGreaterThanOrEqual(15);
      expect(place.minutes, place.name).toBeLessThanOrEqual(place.category === "daytrip" ? 600 : 300);
      expect(place.interests.length, place.name).toBeGreaterThan(0);
      for (const interest of place.interests) expect(INTERESTS).toContain(interest);
      expect(place.highlight.length, place.name).toBeGreaterThan(20);
    }
  });

  it("lists 10 to 15 distinct must-sees, each a city place of the guide", () => {
    expect(destination.mustSee.length).toBeGreaterThanOrEqual(10);
    expect(destination.mustSee.length).toBeLessThanOrEqual(15);
    expect(destination.mustSee.filter((name, i) => destination.mustSee.indexOf(name) !== i)).toEqual([]);
    const byName = new Map(destination.places.map((place) => [place.name, place] as const));
    for (const name of destination.mustSee) {
      expect(byName.has(name), `${name} is not a place of ${destination.name}`).toBe(true);
      expect(byName.get(name)?.category, `${name} is a day trip`).not.toBe("daytrip");
    }
  });
});

describe("offline dataset coverage", () => {
  it("covers at least 25 destinations on every continent with travellers", () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(25);
  });
});
