import { describe, expect, it } from "vitest";
import type { Place } from "./place.ts";
import { bestTimeOfPlace, openIntoEvening } from "./time-of-day.ts";

const place = (over: Partial<Place>): Place => ({
  name: "Somewhere",
  category: "landmark",
  lat: 38.71,
  lng: -9.14,
  minutes: 60,
  hours: null,
  closed: [],
  feeUsd: 0,
  interests: [],
  postcode: null,
  highlight: "",
  ...over,
});

describe("when a place suits the day", () => {
  it("reads a show that opens at night as an evening place and an early food market as a morning one", () => {
    expect(bestTimeOfPlace(place({ category: "entertainment", hours: { open: "20:00", close: "23:30" } }))).toBe(
      "evening",
    );
    expect(bestTimeOfPlace(place({ category: "market", hours: { open: "07:00", close: "14:00" } }))).toBe("morning");
    expect(bestTimeOfPlace(place({ category: "viewpoint", highlight: "Locals gather here for the sunset." }))).toBe(
      "sunset",
    );
  });

  it("takes a quarter open at all hours or a late museum into the evening, never a park, an early museum or a morning market", () => {
    expect(openIntoEvening(place({ category: "neighbourhood" }))).toBe(true);
    expect(openIntoEvening(place({ category: "landmark" }))).toBe(true);
    expect(openIntoEvening(place({ category: "museum", hours: { open: "10:00", close: "22:00" } }))).toBe(true);
    expect(openIntoEvening(place({ category: "museum", hours: { open: "10:00", close: "18:00" } }))).toBe(false);
    expect(openIntoEvening(place({ category: "park" }))).toBe(false);
    expect(openIntoEvening(place({ category: "beach" }))).toBe(false);
    expect(openIntoEvening(place({ category: "viewpoint" }))).toBe(false);
    expect(openIntoEvening(place({ category: "market", hours: { open: "07:00", close: "14:00" } }))).toBe(false);
    expect(openIntoEvening(place({ category: "food", hours: { open: "12:00", close: "23:00" } }))).toBe(false);
  });
});
