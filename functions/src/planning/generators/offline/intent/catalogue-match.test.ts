import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../../../guide/destinations/index.ts";
import { CatalogueMatcher } from "./catalogue-match.ts";
import { wordsOf } from "./text.ts";

const city = (name: string) => DESTINATIONS.find((d) => d.name === name)!;
const matcherFor = (name: string, inPlan: string[] = []) => {
  const destination = city(name);
  const planned = new Set(destination.places.filter((place) => inPlan.includes(place.name)));
  return new CatalogueMatcher(destination.places, [destination.name, ...destination.aliases], planned);
};
const found = (name: string, text: string, inPlan: string[] = []) =>
  matcherFor(name, inPlan)
    .find(wordsOf(text))
    .map((m) => m.place.name);

describe("place names matched to the catalogue", () => {
  it("finds full names whatever the case and accents, and the part of a name that names one place", () => {
    expect(found("Barcelona", "remove sagrada familia")).toEqual(["Sagrada Família"]);
    expect(found("Paris", "skip the Louvre")).toEqual(["Louvre Museum"]);
    expect(found("Paris", "a day trip to Versailles")).toEqual(["Palace of Versailles"]);
    expect(found("Paris", "more time at the Musée d'Orsay")).toEqual(["Musée d'Orsay"]);
    expect(found("Paris", "more time at orsay")).toEqual(["Musée d'Orsay"]);
  });

  it("forgives a slip or two in long names but not in short ones", () => {
    expect(found("Paris", "remove the luvre")).toEqual(["Louvre Museum"]);
    expect(found("Paris", "take out the eifel tower")).toEqual(["Eiffel Tower"]);
    expect(found("Rome", "remove the colliseum")).toEqual(["Colosseum"]);
    expect(found("London", "remove the british musuem")).toEqual(["British Museum"]);
    expect(found("Tokyo", "remove sensoji")).toEqual(["Senso-ji"]);
    expect(found("Amsterdam", "skip the rijks museum")).toEqual(["Rijksmuseum"]);
    expect(found("Barcelona", "skip the sagrada famila")).toEqual(["Sagrada Família"]);
  });

  it("never reads the planner's own words or generic words as a place", () => {
    expect(found("Lisbon", "more time in the mornings please")).toEqual([]);
    expect(found("Lisbon", "no markets and no museums")).toEqual([]);
    expect(found("Paris", "I don't like churches")).toEqual([]);
    expect(found("Lisbon", "start later, free evenings, slower")).toEqual([]);
  });

  it("reads a part shared by several places as the one in the plan, and as none otherwise", () => {
    expect(found("Lisbon", "more time at the Gulbenkian")).toEqual([]);
    expect(found("Lisbon", "more time at the Gulbenkian", ["Calouste Gulbenkian Museum"])).toEqual([
      "Calouste Gulbenkian Museum",
    ]);
    expect(found("Lisbon", "skip belem", ["Belém Tower", "Jerónimos Monastery"])).toEqual(["Belém Tower"]);
  });

  it("finds several places and keeps the longest name when names overlap", () => {
    expect(found("Paris", "skip Notre Dame and Sainte-Chapelle")).toEqual(["Notre-Dame Cathedral", "Sainte-Chapelle"]);
    expect(found("Paris", "montmartre cemetery instead of montmartre")).toEqual(["Montmartre Cemetery", "Montmartre"]);
    expect(found("New York", "add sleepy hollow and tarrytown")).toEqual(["Sleepy Hollow and Tarrytown"]);
  });
});
