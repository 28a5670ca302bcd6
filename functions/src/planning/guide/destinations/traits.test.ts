import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "./index.ts";

const MMDD = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DIETS = ["vegetarian", "vegan", "halal", "kosher", "gluten-free"];
/** Places whose climb is an option (the church floor) or has a lift (Prague's town-hall tower). */
const OPTIONAL_CLIMBS = [
  "St Paul's Cathedral",
  "Berlin Cathedral",
  "Basílica da Estrela",
  "Westerkerk",
  "Old Town Hall Tower",
];

describe("place traits", () => {
  it("sit on the records of their places: journeys only on day trips, a season only where the place closes", () => {
    const all = DESTINATIONS.flatMap((d) => d.places);
    expect(all.find((p) => p.name === "Keukenhof")?.season).toEqual([{ from: "03-20", to: "05-10" }]);
    expect(all.filter((p) => p.knownJourneyMinutes).length).toBeGreaterThanOrEqual(27);
    for (const place of all.filter((p) => p.knownJourneyMinutes)) expect(place.category, place.name).toBe("daytrip");
    for (const place of all) if (place.season) expect(place.season.length, place.name).toBeGreaterThan(0);
  });

  it("are merged into the shipped destinations, with well-formed seasons and diets", () => {
    const all = DESTINATIONS.flatMap((d) => d.places);
    expect(all.find((p) => p.name === "Moulin Rouge")?.adultOnly).toBe(true);
    for (const place of all) {
      for (const season of place.season ?? []) {
        expect(season.from, place.name).toMatch(MMDD);
        expect(season.to, place.name).toMatch(MMDD);
      }
      for (const tag of place.dietTags ?? []) expect(DIETS, place.name).toContain(tag);
    }
  });

  it("make every theme park a whole day (a day trip), never a must-see city stop", () => {
    const parks = DESTINATIONS.flatMap((d) => d.places.filter((p) => p.themePark));
    expect(parks.length).toBeGreaterThanOrEqual(5);
    for (const park of parks) expect(park.category, park.name).toBe("daytrip");
  });

  it("mark every place its highlight calls a theme park", () => {
    for (const destination of DESTINATIONS) {
      for (const place of destination.places)
        if (/theme parks?\b/i.test(place.highlight)) expect(place.themePark, place.name).toBe(true);
    }
  });

  it("find the places made for children in every big city", () => {
    const paris = DESTINATIONS.find((d) => d.slug === "paris")!;
    const kids = paris.places.filter((p) => p.kidFriendly).map((p) => p.name);
    expect(kids).toEqual(
      expect.arrayContaining([
        "Aquarium de Paris",
        "Jardin d'Acclimatation",
        "Cité des Sciences et de l'Industrie",
        "Paris Zoological Park",
      ]),
    );
    expect(kids).not.toContain("Moulin Rouge");
    const withKids = DESTINATIONS.filter((d) => d.places.some((p) => p.kidFriendly)).length;
    expect(withKids).toBeGreaterThanOrEqual(20);
  });

  it("mark as a climb every city place whose highlight asks the visitor to climb or hike", () => {
    const invites = /\b(climb (it|to|above|the)|hike|\d{3} steps)\b/i;
    const failures: string[] = [];
    for (const destination of DESTINATIONS) {
      for (const place of destination.places) {
        if (place.category === "daytrip" || !invites.test(place.highlight) || OPTIONAL_CLIMBS.includes(place.name))
          continue;
        if (place.climb !== true) failures.push(`${place.name} (${destination.name})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
