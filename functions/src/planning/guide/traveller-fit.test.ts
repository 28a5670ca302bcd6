import { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "./destinations/index.ts";
import { fitScore, fitsTraveller, isEveningOnly, travellerNotes, unfitReason, wantsDaytrip } from "./traveller-fit.ts";
import { createTrip } from "../../../test/data-generators.ts";

const paris = DESTINATIONS.find((d) => d.slug === "paris")!;
const amsterdam = DESTINATIONS.find((d) => d.slug === "amsterdam")!;
const place = (destination: typeof paris, name: string) => destination.places.find((p) => p.name === name)!;
const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Paris", ...over });

describe("traveller fit", () => {
  it("keeps adult-only places and evening outings out of a family trip only", () => {
    const moulin = place(paris, "Moulin Rouge");
    expect(isEveningOnly(moulin)).toBe(true);
    expect(unfitReason(moulin, prefs({ travelType: "Family" }), paris)).toBe("adults only");
    expect(fitsTraveller(moulin, prefs({ travelType: "Couple" }), paris)).toBe(true);
    expect(fitsTraveller(moulin, prefs({ travelType: "Friends" }), paris)).toBe(true);
    expect(fitsTraveller(place(paris, "Louvre Museum"), prefs({ travelType: "Family" }), paris)).toBe(true);
  });

  it("keeps a solo traveller's evenings central", () => {
    expect(fitsTraveller(place(paris, "Moulin Rouge"), prefs({ travelType: "Solo" }), paris)).toBe(true); // 3.5 km from the centre
    const farEvening = { ...place(paris, "Moulin Rouge"), lat: 48.93 };
    expect(unfitReason(farEvening, prefs({ travelType: "Solo" }), paris)).toBe("far from the centre at night");
    expect(fitsTraveller(farEvening, prefs({ travelType: "Couple" }), paris)).toBe(true);
  });

  it("leaves out climbs with mobility needs and seasonal places out of season", () => {
    expect(unfitReason(place(paris, "Arc de Triomphe"), prefs({ mobilityNeeds: "wheelchair" }), paris)).toBe("a climb");
    expect(fitsTraveller(place(paris, "Arc de Triomphe"), prefs(), paris)).toBe(true);
    const keukenhof = place(amsterdam, "Keukenhof");
    expect(unfitReason(keukenhof, prefs({ startDate: "2031-08-04" }), amsterdam)).toBe("open only 20 March to 10 May");
    expect(fitsTraveller(keukenhof, prefs({ startDate: "2031-04-14" }), amsterdam)).toBe(true);
  });

  it("favours step-free places with mobility needs, theme parks for families, and food that fits the diet", () => {
    expect(fitScore(place(paris, "Louvre Museum"), prefs({ mobilityNeeds: "stroller" }))).toBeGreaterThan(
      fitScore(place(paris, "Louvre Museum"), prefs()),
    );
    const disney = place(paris, "Disneyland Paris");
    expect(fitScore(disney, prefs({ travelType: "Family" }))).toBeGreaterThan(
      fitScore(disney, prefs({ travelType: "Couple" })),
    );
    expect(wantsDaytrip(disney, prefs({ travelType: "Family", interests: ["Culture"] }))).toBe(true);
    expect(wantsDaytrip(disney, prefs({ travelType: "Couple", interests: ["Culture"] }))).toBe(false);
    expect(fitScore(place(paris, "Le Marais"), prefs({ dietaryNeeds: "vegan" }))).toBeGreaterThan(0);
    expect(fitScore(place(paris, "Rue Montorgueil"), prefs({ dietaryNeeds: "vegetarian" }))).toBeLessThan(0); // oyster bars
  });

  it("says what was adapted", () => {
    const chosen = [place(paris, "Louvre Museum"), place(paris, "Le Marais")];
    const notes = travellerNotes(
      prefs({ travelType: "Family", mobilityNeeds: "wheelchair", dietaryNeeds: "vegetarian" }),
      paris,
      chosen,
    ).join("\n");
    expect(notes).toMatch(/adult-only places are left out \(Moulin Rouge\)/);
    expect(notes).toMatch(
      /mobility needs \("wheelchair"\).*no climbs \(left out Arc de Triomphe, Montmartre\).*step-free places where we know them \(Louvre Museum\)/,
    );
    expect(notes).toMatch(/Food stops chosen for vegetarian: Le Marais\./);
    expect(
      travellerNotes(prefs({ startDate: "2031-08-04", destinationCity: "Amsterdam" }), amsterdam, []).join("\n"),
    ).toMatch(/Out of season on your dates, so not planned: Keukenhof \(open 20 March to 10 May\)/);
  });
});
