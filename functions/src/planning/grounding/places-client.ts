import type { ImageAttribution } from "@itinerary/contract";
import type { LatLng } from "../geo/geo.ts";
import { foldLetters } from "../model/names.ts";

/** The Places facts grounding keeps about a place, from a text search or a details lookup by id. */
export interface PlaceFacts {
  id: string;
  location: LatLng;
  address: string | null;
  /**
   * The author of the place's first photo. Plans keep no photo names (Google's terms allow only place
   * ids to be stored); the photo path asks for a fresh name from the id when it serves the photo.
   */
  photoCredit: ImageAttribution | null;
  /** Every author of that photo (the first is `photoCredit`); each must be credited where it is shown. */
  photoCredits: ImageAttribution[];
  /** 0 = Sunday ... 6 = Saturday, as the Places API numbers days; null when not asked for or unknown. */
  periods:
    | { open: { day: number; hour: number; minute: number }; close?: { day: number; hour: number; minute: number } }[]
    | null;
}

/** A text search result: the facts and the name Places gives the place. */
export interface PlaceMatch extends PlaceFacts {
  name: string;
}

export interface PlacesSettings {
  serverKey: string;
  /** Another host speaking the Places REST API (a local fake in tests). */
  baseUrl: string | null;
  timeoutMs?: number;
  /** Keeps the place ids Google gave a grounding pass: only those get signed photo links later (photos/grounded-places.ts). */
  recordGrounded?: (placeIds: string[]) => Promise<void>;
}

export const PLACES_API_BASE = "https://places.googleapis.com";

/** A Places answer that is not a success, kept with its status so callers can tell a refusal from an outage. */
export class PlacesError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`Places ${what} answered ${status}`);
    this.name = "PlacesError";
  }
}

/**
 * Only what we use is requested: the field mask also sets what a call costs (places-skus.ts). Text
 * Search needs the name to check the match; the opening hours make it "Text Search Enterprise",
 * and they are what the schedule is built on, so they stay.
 */
export const SEARCH_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.location",
  "places.photos",
  "places.regularOpeningHours",
].join(",");

/** Locating where the traveller stays (an area or a hotel): only where it is, "Text Search Pro". */
export const STAY_SEARCH_FIELD_MASK = ["places.id", "places.displayName", "places.location"].join(",");

/** Refreshing a stop that already has hours: "Place Details Essentials" (photos are in IDs Only). */
export const DETAILS_FIELD_MASK = ["id", "location", "formattedAddress", "photos"].join(",");
/** Refreshing a stop without known hours: the hours make it "Place Details Enterprise". */
export const DETAILS_WITH_HOURS_FIELD_MASK = `${DETAILS_FIELD_MASK},regularOpeningHours`;
/** The photo path's lookup of a fresh photo name: "Place Details Essentials IDs Only". */
export const PHOTOS_FIELD_MASK = "photos";

/** A Places place id as we accept it from a plan; anything else is never sent to Google. */
export const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

interface RawPhoto {
  name?: string;
  authorAttributions?: { displayName?: string; uri?: string }[];
}

interface RawPlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  photos?: RawPhoto[];
  regularOpeningHours?: { periods?: PlaceFacts["periods"] };
}

/** How many results a text search returns: the best few, since the first is not always the place named. */
export const SEARCH_PAGE_SIZE = 3;

export interface SearchOptions {
  /**
   * The name the planner proposed. A result is accepted only when its display name plausibly names
   * the same place. Defaults to the query up to its first comma, as in "Kinkaku-ji, Kyoto".
   */
  expectedName?: string;
  /** What to ask for; SEARCH_FIELD_MASK (a stop's facts and hours) by default. */
  fieldMask?: string;
}

const baseOf = (settings: PlacesSettings) => (settings.baseUrl ?? PLACES_API_BASE).replace(/\/$/, "");

/** Every named author of the first photo (at most 10), each with a link only when it is an https page. */
export function photoCreditsOf(photos: readonly RawPhoto[] | undefined): ImageAttribution[] {
  const credits: ImageAttribution[] = [];
  for (const author of photos?.[0]?.authorAttributions ?? []) {
    const name = author?.displayName?.trim().slice(0, 200);
    if (!name) continue;
    const uri =
      author.uri && /^https:\/\/[^\s"'<>]+$/.test(author.uri) && author.uri.length <= 500 ? author.uri : undefined;
    credits.push(uri ? { name, uri } : { name });
    if (credits.length === 10) break;
  }
  return credits;
}

/** The first photo's first named author. */
export function photoCreditOf(photos: readonly RawPhoto[] | undefined): ImageAttribution | null {
  return photoCreditsOf(photos)[0] ?? null;
}

function factsOf(place: RawPlace): PlaceFacts | null {
  const lat = place.location?.latitude;
  const lng = place.location?.longitude;
  if (!place.id || typeof lat !== "number" || typeof lng !== "number") return null;
  return {
    id: place.id,
    location: { lat, lng },
    address: place.formattedAddress ?? null,
    photoCredit: photoCreditOf(place.photos),
    photoCredits: photoCreditsOf(place.photos),
    periods: place.regularOpeningHours?.periods ?? null,
  };
}

/**
 * Text search near a point: the first of the top few results whose name matches the name we asked
 * for, or null when Places knows nothing that fits. Text search nearly always answers with
 * *something* nearby, so taking the first result would give an invented place a real one's id,
 * coordinates and photos. Throws PlacesError on an error answer, so the caller can tell "not
 * found" from "could not ask".
 */
export async function searchPlace(
  query: string,
  near: { centre: LatLng; radiusKm: number },
  settings: PlacesSettings,
  options: SearchOptions = {},
): Promise<PlaceMatch | null> {
  const response = await fetch(`${baseOf(settings)}/v1/places:searchText`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Goog-Api-Key": settings.serverKey,
      "X-Goog-FieldMask": options.fieldMask ?? SEARCH_FIELD_MASK,
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
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlacesError(response.status, "text search");
  }
  const body = (await response.json()) as { places?: RawPlace[] };
  const expected = (options.expectedName ?? query.split(",")[0] ?? query).trim();
  const context = contextOf(query, expected);
  for (const place of (body.places ?? []).slice(0, SEARCH_PAGE_SIZE)) {
    const name = place.displayName?.text;
    const facts = factsOf(place);
    if (!facts || !name) continue;
    if (!namesSamePlace(expected, name, context)) continue;
    return { ...facts, name };
  }
  return null;
}

async function getDetails(placeId: string, fieldMask: string, settings: PlacesSettings): Promise<RawPlace | null> {
  if (!PLACE_ID.test(placeId)) return null;
  const response = await fetch(`${baseOf(settings)}/v1/places/${encodeURIComponent(placeId)}`, {
    headers: { "X-Goog-Api-Key": settings.serverKey, "X-Goog-FieldMask": fieldMask },
    signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
  });
  // 404: no such place (any more); 400: an id Google does not accept. Either way the id names nothing.
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlacesError(response.status, "place details");
  }
  return (await response.json()) as RawPlace;
}

/**
 * Place Details on an id we already have: one call at the cheapest SKU with what we use, instead of
 * a text search. Null when the id names no place; throws PlacesError when Places could not answer.
 */
export async function placeDetails(
  placeId: string,
  settings: PlacesSettings,
  options: { hours: boolean },
): Promise<PlaceFacts | null> {
  const place = await getDetails(placeId, options.hours ? DETAILS_WITH_HOURS_FIELD_MASK : DETAILS_FIELD_MASK, settings);
  return place ? factsOf({ ...place, id: place.id ?? placeId }) : null;
}

/** A fresh name for the place's photo at `index` (names expire, so none is stored), or null. */
export async function photoNameAt(
  placeId: string,
  index: number,
  settings: PlacesSettings,
): Promise<{ name: string } | null> {
  const place = await getDetails(placeId, PHOTOS_FIELD_MASK, settings);
  const name = place?.photos?.[index]?.name;
  return name && PHOTO_NAME.test(name) && name.startsWith(`places/${placeId}/photos/`) ? { name } : null;
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

/** Accent- and case-folded words of a name, without stop words. */
export function nameWords(name: string): string[] {
  return foldLetters(name)
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

/** A Places photo resource name, as Place Details returns it. */
export const PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,300}\/photos\/[A-Za-z0-9_-]{1,1024}$/;
