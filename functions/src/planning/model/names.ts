/**
 * The one home of name matching: how a traveller's or a model's text is compared with a place's or a
 * city's name.
 */

/** Lower case, accents removed, punctuation to spaces: "Lisboa, PORTUGAL" -> "lisboa portugal". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A place's name as a key, punctuation kept: accents removed, lower case, spaces collapsed ("Český Krumlov" -> "cesky krumlov"). */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Letters Unicode does not decompose into a base letter and an accent, spelled out ("ß" -> "ss"). */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};

/**
 * Lower case, accents removed and letters without a decomposition spelled out, punctuation kept
 * ("Øresund Straße" -> "oresund strasse"): what the gazetteer's and Places' name comparisons start from.
 */
export function foldLetters(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđðþıħ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter);
}

/** Levenshtein distance, stopping early once it reaches `cap` (then `cap`). */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin >= cap) return cap;
    previous = current;
  }
  return Math.min(previous[b.length]!, cap);
}
