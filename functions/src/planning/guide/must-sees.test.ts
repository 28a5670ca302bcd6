import { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "./destinations/index.ts";
import { declines, ensureEssentials, essentialsFor, essentialsOf, restoreEssentials } from "./must-sees.ts";
import type { Place } from "./place.ts";
import { createTrip } from "../../../test/data-generators.ts";

const paris = DESTINATIONS.find((d) => d.slug === "paris")!;
const lisbon = DESTINATIONS.find((d) => d.slug === "lisbon")!;
const byName = (name: string) => paris.places.find((p) => p.name === name)!;
const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Paris", ...over });
const score = (place: Place) => -paris.places.indexOf(place);

describe("must-sees", () => {
  it("uses a destination's own essentials, else its top must-see from two days", () => {
    expect(essentialsOf(paris)).toEqual([{ anyOf: ["Louvre Museum", "Musée d'Orsay"], minDays: 2 }]);
    expect(essentialsOf(lisbon)).toEqual([{ anyOf: [lisbon.mustSee[0]], minDays: 2 }]);
    expect(essentialsFor(paris, prefs({ numberOfDays: 1 }))).toEqual([]);
  });

  it("hears a traveller decline a place or its kind", () => {
    expect(declines(prefs({ specialRequests: ["no museums please"] }), byName("Louvre Museum"))).toBe(true);
    expect(declines(prefs({ specialRequests: ["Not the Louvre"] }), byName("Louvre Museum"))).toBe(true);
    expect(declines(prefs({ specialRequests: ["I love the Louvre"] }), byName("Louvre Museum"))).toBe(false);
    expect(declines(prefs({ specialRequests: ["no churches"] }), byName("Louvre Museum"))).toBe(false);
    expect(essentialsFor(paris, prefs({ specialRequests: ["we hate museums"] }))).toEqual([]);
  });

  it("swaps the weakest chosen place for a missing essential", () => {
    const chosen = [byName("Eiffel Tower"), byName("Montmartre"), byName("Bois de Vincennes")];
    const result = ensureEssentials(chosen, paris.places, essentialsOf(paris), score);
    // By this score the place furthest down the file is the weakest (Montmartre), and the Orsay beats the Louvre.
    expect(result.map((p) => p.name)).toEqual(["Eiffel Tower", "Musée d'Orsay", "Bois de Vincennes"]);
    expect(ensureEssentials(result, paris.places, essentialsOf(paris), score)).toEqual(result);
  });

  it("puts an essential back on a day where the day still fits", () => {
    const days = [
      [byName("Eiffel Tower"), byName("Champ de Mars")],
      [byName("Montmartre"), byName("Place du Tertre")],
    ];
    const onlyDayTwo = (_places: readonly Place[], d: number) => d === 1;
    const result = restoreEssentials(days, paris.places, essentialsOf(paris), score, onlyDayTwo);
    expect(result[0]).toEqual(days[0]);
    expect(result[1]!.map((p) => p.name)).toContain("Musée d'Orsay");
    expect(restoreEssentials(days, paris.places, essentialsOf(paris), score, () => false)).toEqual(days);
  });
});
