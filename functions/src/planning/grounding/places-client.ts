import type { LatLng } from "../geo.ts";

/** The few fields of a Places API (New) place that grounding needs. */
export interface PlaceMatch {
  id: string;
  name: string;
  location: LatLng;
  address: string | null;
  /** Photo resource names, "places/{place}/photos/{photo}". */
  photoNames: string[];
  /** 0 = Sunday ... 6 = Saturday, as the Places API numbers days. */
  periods: { open: { day: number; hour: number; minute: number }; close?: { day: number; hour: number; minute: number } }[] | null;
}

export interface PlacesSettings {
  serverKey: string;
  /** Another host speaking the Places REST API (a local fake in tests). */
  baseUrl: string | null;
  timeoutMs?: number;
}

export const PLACES_API_BASE = "https://places.googleapis.com";

/** Only what we use is requested: the field mask also sets what a call costs. */
export const SEARCH_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.location",
  "places.photos",
  "places.regularOpeningHours",
].join(",");

interface RawPlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  photos?: { name?: string }[];
  regularOpeningHours?: { periods?: PlaceMatch["periods"] };
}

/** How many results a text search returns: the best few, since the first is not always the place named. */
export const SEARCH_PAGE_SIZE = 3;

export interface SearchOptions {
  /**
   * The name the planner proposed. A result is accepted only when its display name plausibly names
   * the same place. Defaults to the query up to its first comma, as in "Kinkaku-ji, Kyoto".
   */
  expectedName?: string;
}

/**
 * Text search near a point: the first of the top few results whose name matches the name we asked
 * for, or null when Places knows nothing that fits. Text search nearly always answers with
 * *something* nearby, so taking the first result would give an invented place a real one's id,
 * coordinates and photos. Throws on transport or server errors so the caller can tell "not found"
 * from "could not ask".
 */
export async function searchPlace(
  query: string,
  near: { centre: LatLng; radiusKm: number },
  settings: PlacesSettings,
  options: SearchOptions = {},
): Promise<PlaceMatch | null> {
  const base = (settings.baseUrl ?? PLACES_API_BASE).replace(/\/$/, "");
  const response = await fetch(`${base}/v1/places:searchText`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Goog-Api-Key": settings.serverKey,
      "X-Goog-FieldMask": SEARCH_FIELD_MASK,
    },
    body: JSON.stringify({
      textQuery: query,
      pageSize: SEARCH_PAGE_SIZE,
      // Display names in English where Places has one, as the planners write them: "Lisbon Cathedral",
      // not only "Sé de Lisboa", which shares no word with it and would be refused as another place.
      languageCode: "en",
      locationBias: {
        circle: {
          center: { latitude: near.centre.lat, longitude: near.centre.lng },
          radius: Math.min(50_000, near.radiusKm * 1000),
        },
      },
    }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
  });
  if (!response.ok) throw new Error(`Places text search answered ${response.status}`);
  const body = (await response.json()) as { places?: RawPlace[] };
  const expected = (options.expectedName ?? query.split(",")[0] ?? query).trim();
  const context = contextOf(query, expected);
  for (const place of (body.places ?? []).slice(0, SEARCH_PAGE_SIZE)) {
    const lat = place.location?.latitude;
    const lng = place.location?.longitude;
    const name = place.displayName?.text;
    if (!place.id || typeof lat !== "number" || typeof lng !== "number" || !name) continue;
    if (!namesSamePlace(expected, name, context)) continue;
    return {
      id: place.id,
      name,
      location: { lat, lng },
      address: place.formattedAddress ?? null,
      photoNames: (place.photos ?? []).map((photo) => photo.name ?? "").filter((photoName) => PHOTO_NAME.test(photoName)),
      periods: place.regularOpeningHours?.periods ?? null,
    };
  }
  return null;
}

/** The rest of the query once the name is taken out: the destination, whose words name no one place. */
function contextOf(query: string, name: string): string {
  const at = query.toLowerCase().indexOf(name.toLowerCase());
  return at >= 0 && name ? query.slice(0, at) + " " + query.slice(at + name.length) : query;
}

/** Words that join a name rather than tell places apart, in the languages place names come in. */
const STOP_WORDS = new Set(
  (
    "the a an of and at in on to by for & " +
    "de del della delle dei degli di da das dos do du des la le les el los las lo il al y e et o " +
    "und der die den dem von zu zum zur im am van het l d s"
  ).split(" "),
);

/**
 * Category words: sharing one ("museum", "market", "tower") says nothing about being the same place.
 * Saints' titles are here too, or "São Jorge Castle" would match "São Roque Church".
 */
const GENERIC_WORDS = new Set(
  (
    "museum musee museo museu gallery galerie galeria galleria art arts arte kunst exhibition collection " +
    "park parc parque parco garden jardin jardim giardino garten botanical botanic botanico " +
    "church iglesia igreja eglise chiesa kirche basilica basilique cathedral catedral cathedrale duomo chapel capela capilla " +
    "chapelle cappella kapelle temple templo tempio shrine ji dera jinja jingu taisha mosque mezquita synagogue abbey abbaye " +
    "abadia monastery mosteiro monasterio monastere convent convento cloister " +
    "tower torre tour turm palace palacio palais palazzo palast castle castelo castillo chateau castello schloss burg " +
    "fort fortress fortaleza citadel market mercado marche mercato markt bazaar hall square plaza praca place piazza platz " +
    "street rua rue calle via strasse avenue avenida boulevard road lane bridge ponte puente pont brucke " +
    "station estacion estacao gare beach praia playa plage spiaggia viewpoint miradouro mirador belvedere lookout " +
    "monument memorial statue fountain fonte fuente fontana gate arch theatre theater teatro opera library biblioteca " +
    "house casa center centre centro national nacional nazionale royal real city town old new historic historical " +
    "modern contemporary ancient district quarter neighborhood neighbourhood bairro barrio river lake hill mount " +
    "mountain island bay harbour harbor port zoo aquarium restaurant cafe bar hotel university cemetery foundation " +
    "fundacao fundacion great grand saint st ste san santa santo sao sankt tour tours walk walking visit"
  ).split(" "),
);

const LETTER_FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Accent- and case-folded words of a name, without stop words. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word));
}

function isGeneric(word: string): boolean {
  return GENERIC_WORDS.has(word) || (word.endsWith("s") && GENERIC_WORDS.has(word.slice(0, -1)));
}

/**
 * The same word across plurals and languages' endings: "teacup"/"teacups", "colosseum"/"colosseo",
 * "sistine"/"sistina", "lisbon"/"lisboa". Only a differing ending of at most three letters is allowed.
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4) return false;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= 4 && common >= Math.max(a.length, b.length) - 3;
}

const within = (word: string, words: readonly string[]) => words.some((other) => sameWord(word, other));

/**
 * Whether a Places display name plausibly names the place proposed. The proposal's distinctive words
 * (not stop words, not category words like "museum", not the destination's own words from `context`)
 * must be mostly (more than half) found in the candidate: "Louvre Museum" is "Musée du Louvre", but
 * "Museum of Floating Teacups" is not "National Museum of Ancient Art", and "Belém Floating Teacup
 * Museum" is not "Belém Tower" although both say "Belém". A proposal made only of such words
 * ("Lisbon Cathedral", "Old Town Market") must be all there: "Old Town Market" is not "Time Out Market".
 */
export function namesSamePlace(proposed: string, candidate: string, context = ""): boolean {
  const proposedWords = nameWords(proposed);
  const candidateWords = nameWords(candidate);
  if (proposedWords.length === 0 || candidateWords.length === 0) return false;
  if (proposedWords.join("") === candidateWords.join("")) return true; // "LX Factory" is "LXFactory"
  const contextWords = nameWords(context);
  const distinctive = proposedWords.filter((word) => !isGeneric(word) && !within(word, contextWords));
  if (distinctive.length > 0) {
    const found = distinctive.filter((word) => within(word, candidateWords)).length;
    return found * 2 > distinctive.length;
  }
  const allFound = proposedWords.every((word) => within(word, candidateWords));
  // One generic word ("Market") names no place; it must then be the whole of the candidate's name.
  return allFound && (proposedWords.length >= 2 || candidateWords.every((word) => within(word, proposedWords)));
}

/** A Places photo resource name, as the photo proxy accepts it. */
export const PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,256}\/photos\/[A-Za-z0-9_-]{1,1024}$/;

export function photoProxyPath(photoName: string): string {
  return `/api/place-photo/${photoName}`;
}
