import { foldName, getGazetteer } from "./gazetteer.ts";

/** Names travellers use that are not the English short name ICU gives for the region. */
const EXTRA_NAMES: Record<string, string> = {
  usa: "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  uae: "AE",
  emirates: "AE",
  "czech republic": "CZ",
  turkey: "TR",
  korea: "KR",
  "republic of korea": "KR",
  holland: "NL",
  "the netherlands": "NL",
  "hong kong": "HK",
  macau: "MO",
  "ivory coast": "CI",
  russia: "RU",
  vietnam: "VN",
  burma: "MM",
};

let byName: Map<string, string> | undefined;

/** Folded country name or ISO code -> ISO 3166-1 alpha-2, built once from ICU's English region names. */
function countryIndex(): Map<string, string> {
  if (byName) return byName;
  const index = new Map<string, string>();
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      if (!name) continue;
      index.set(code.toLowerCase(), code);
      // ICU also names reserved codes ("UK", "EU"): the first, official code keeps a shared name.
      if (!index.has(foldName(name))) index.set(foldName(name), code);
      // "Hong Kong SAR China" is also just "Hong Kong"; "Congo - Kinshasa" keeps its full name.
      const short = foldName(name.replace(/\s+SAR China$/, ""));
      if (!index.has(short)) index.set(short, code);
    }
  }
  for (const [name, code] of Object.entries(EXTRA_NAMES)) index.set(name, code);
  byName = index;
  return index;
}

/** The ISO country code a piece of text names ("Portugal", "pt", "Türkiye", "USA"), or null. */
export function countryCodeOf(text: string): string | null {
  const folded = foldName(text);
  return folded ? (countryIndex().get(folded) ?? null) : null;
}

/** Hong Kong and Macau are written with China as often as on their own. */
export function sameCountry(named: string, actual: string): boolean {
  return named === actual || (named === "CN" && (actual === "HK" || actual === "MO"));
}

/**
 * A place as travellers and autocompletes write it: "Cordoba, ES", "Lisbon, Portugal",
 * "San Francisco, CA, USA". The city is the first part; the country, when the last part names one.
 * A two-letter last part counts only when the gazetteer knows such a city in that country, since US
 * states share codes with countries ("San Francisco, CA" is not in Canada). A region in between, or
 * a last part that names a region ("Paris, Texas"), is not understood and is ignored.
 */
export function splitPlaceName(text: string): { city: string; country: string | null } {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  const country = last ? countryCodeOf(last) : null;
  if (!country || foldName(last).length > 2) return { city, country };
  const known = getGazetteer()
    .search(city, 20)
    .some((match) => sameCountry(country, match.country));
  return { city, country: known ? country : null };
}
