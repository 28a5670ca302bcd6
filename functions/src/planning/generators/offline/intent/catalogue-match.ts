import type { Place } from "../../../guide/place.ts";
import { editDistance, normalizeText } from "../../../model/names.ts";

/**
 * Words that never name a place on their own: articles and the generic half of place names
 * ("museum", "garden", "tower"), and the planner's own vocabulary, so "more time" never finds
 * "Time Out Market" and "no markets" never finds a market by name.
 */
const GENERIC = new Set(
  `a an the of de du des la le les l d da do dos das di del della dei van von der den het y e et and or at on in to for with by from
  museum museums musee museu museo gallery galerie galleria garden gardens jardin jardim park parc parque church basilica cathedral tower torre
  palace palais palacio palazzo market markets marche mercado mercat square place praca plaza piazza street rue rua via road avenue bridge pont ponte
  castle chateau castelo castillo fort national city old new royal house home saint st san santa sao santo notre grand grande great little small big
  lake river island beach hill hills view views viewpoint miradouro centre center art arts modern history historical natural science sciences hall
  temple shrine mosque monastery cemetery quarter district village tour tours cruise food foods centre world experience deck observation
  time out more less day days trip trips free evening evenings morning mornings night kids kid children family later early start late
  add remove skip drop please want like love visit see go swap replace change instead first last second third one two three lunch dinner
  vegetarian vegan something anything some thing things stop stops place places it this that them my our we i you me us plan lot lots`.split(
    /\s+/,
  ),
);

interface Key {
  place: Place;
  text: string;
  words: number;
  /** Full names win over partial keys of the same length. */
  full: boolean;
}

export interface Mention {
  place: Place;
  /** Word positions [start, end) in the words the mention was found in. */
  start: number;
  end: number;
}

/** Name variants: "Musée d'Orsay" -> "musee dorsay" and "musee d orsay". */
function variants(name: string): string[] {
  // "Sacré-Cœur" as travellers type it: "sacre coeur".
  const typed = name.replace(/œ/g, "oe").replace(/Œ/g, "Oe").replace(/æ/g, "ae").replace(/Æ/g, "Ae");
  return [...new Set([normalizeText(name), normalizeText(name.replace(/['’`]/g, " ")), normalizeText(typed)])];
}

/** Fuzzy tolerance by length: short names must be exact, long ones may have two slips. */
const tolerance = (length: number) => (length < 5 ? 0 : length <= 8 ? 1 : 2);

/** Names of one list of places, worked out once per list (the destination's places never change). */
interface NameIndex {
  generic: Set<string>;
  keys: Key[];
  /** Parts of names shared by several places: they name one only when the plan settles which. */
  shared: { place: Place; text: string; words: number; owners: Place[] }[];
}

const indexes = new WeakMap<readonly Place[], Map<string, NameIndex>>();

function nameIndex(places: readonly Place[], extraGeneric: readonly string[]): NameIndex {
  const cacheKey = extraGeneric.join("|");
  const cached = indexes.get(places)?.get(cacheKey);
  if (cached) return cached;
  const generic = new Set([...GENERIC, ...extraGeneric.flatMap((name) => normalizeText(name).split(" "))]);
  const owners = new Map<string, Set<Place>>();
  const full = new Map<string, Key>();
  const partial: { place: Place; text: string; words: number }[] = [];
  for (const place of places) {
    for (const variant of variants(place.name)) {
      const words = variant.split(" ").filter(Boolean);
      if (variant.length >= 3 && !full.has(variant))
        full.set(variant, { place, text: variant, words: words.length, full: true });
      for (let i = 0; i < words.length; i++) {
        for (let j = i + 1; j <= words.length; j++) {
          const text = words.slice(i, j).join(" ");
          if (!owners.has(text)) owners.set(text, new Set());
          owners.get(text)!.add(place);
          if (j - i === words.length || generic.has(words[i]!) || generic.has(words[j - 1]!) || text.length < 4)
            continue;
          partial.push({ place, text, words: j - i });
        }
      }
    }
  }
  const keys = [...full.values()];
  const shared: NameIndex["shared"] = [];
  const seen = new Set<string>();
  for (const entry of partial) {
    if (full.has(entry.text) || seen.has(`${entry.text}|${entry.place.name}`)) continue;
    seen.add(`${entry.text}|${entry.place.name}`);
    const owning = [...owners.get(entry.text)!];
    // "belem" is in two names, so on its own it names neither.
    if (owning.length === 1) keys.push({ ...entry, full: false });
    else shared.push({ ...entry, owners: owning });
  }
  const index = { generic, keys, shared };
  if (!indexes.has(places)) indexes.set(places, new Map());
  indexes.get(places)!.set(cacheKey, index);
  return index;
}

/**
 * The names travellers use for a destination's places: full names, and any part of a name that
 * names one place only ("louvre", "sagrada familia", "versailles"). Typing slips are forgiven in
 * longer names, never in the first letter.
 */
export class CatalogueMatcher {
  private readonly exact = new Map<string, Key>();
  private readonly compact = new Map<string, Key>();
  /** Keys by first letter and length, so a window is only compared with names that could be it. */
  private readonly buckets = new Map<string, Key[]>();
  private readonly genericWords: Set<string>;

  /**
   * `extra` are places outside the guide (matched by full name only); `inPlan` settles shared
   * parts: "the Gulbenkian" names the museum when it is the only Gulbenkian place in the plan.
   */
  /** Words that never name a place on their own (articles, "museum", the destination's own name). */
  isGenericWord(word: string): boolean {
    return this.genericWords.has(word);
  }

  constructor(
    places: readonly Place[],
    extraGeneric: readonly string[] = [],
    inPlan: ReadonlySet<Place> = new Set(),
    extra: readonly Place[] = [],
  ) {
    const index = nameIndex(places, extraGeneric);
    this.genericWords = index.generic;
    for (const key of index.keys) this.add(key);
    for (const place of extra) {
      const text = normalizeText(place.name);
      if (text.length >= 3) this.add({ place, text, words: text.split(" ").length, full: true });
    }
    for (const entry of index.shared) {
      const planned = entry.owners.filter((place) => inPlan.has(place));
      if (planned.length === 1 && planned[0] === entry.place)
        this.add({ place: entry.place, text: entry.text, words: entry.words, full: false });
    }
  }

  private add(key: Key): void {
    if (this.exact.has(key.text)) return;
    this.exact.set(key.text, key);
    const bucket = `${key.text[0]}${key.text.length}`;
    if (!this.buckets.has(bucket)) this.buckets.set(bucket, []);
    this.buckets.get(bucket)!.push(key);
    const compact = key.text.replace(/ /g, "");
    if (compact.length >= 5 && !this.compact.has(compact)) this.compact.set(compact, key);
  }

  /** Non-overlapping place mentions in `words`, longest and closest first. */
  find(words: readonly string[]): Mention[] {
    const candidates: { mention: Mention; length: number; distance: number; full: boolean }[] = [];
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + 7); end++) {
        const window = words.slice(start, end);
        if (window.includes(",")) break;
        const text = window.join(" ");
        const exact = this.exact.get(text);
        if (exact) {
          candidates.push({
            mention: { place: exact.place, start, end },
            length: text.length,
            distance: 0,
            full: exact.full,
          });
          continue;
        }
        // "rijks museum", "sensoji": the same letters, spaced differently.
        const compact = this.compact.get(window.join(""));
        if (compact) {
          candidates.push({
            mention: { place: compact.place, start, end },
            length: text.length,
            distance: 0.5,
            full: compact.full,
          });
          continue;
        }
        if (window.every((word) => this.genericWords.has(word) || /^\d+$/.test(word))) continue;
        if (this.genericWords.has(window[0]!) || this.genericWords.has(window[window.length - 1]!)) continue;
        const allowed = tolerance(text.replace(/ /g, "").length);
        if (allowed === 0) continue;
        const nearby: Key[] = [];
        for (let length = text.length - allowed; length <= text.length + allowed; length++)
          nearby.push(...(this.buckets.get(`${text[0]}${length}`) ?? []));
        for (const key of nearby) {
          if (Math.abs(key.words - window.length) > 1) continue;
          const distance = editDistance(text, key.text, allowed + 1);
          if (distance <= allowed && distance <= tolerance(key.text.length)) {
            candidates.push({
              mention: { place: key.place, start, end },
              length: key.text.length,
              distance,
              full: key.full,
            });
          }
        }
      }
    }
    const weight = (c: (typeof candidates)[number]) => c.length - 4 * c.distance;
    candidates.sort(
      (a, b) => weight(b) - weight(a) || Number(b.full) - Number(a.full) || a.mention.start - b.mention.start,
    );
    const taken = new Uint8Array(words.length);
    const chosen: Mention[] = [];
    for (const { mention } of candidates) {
      let free = true;
      for (let k = mention.start; k < mention.end; k++) if (taken[k]) free = false;
      if (!free) continue;
      for (let k = mention.start; k < mention.end; k++) taken[k] = 1;
      chosen.push(mention);
    }
    return chosen.sort((a, b) => a.start - b.start);
  }
}
