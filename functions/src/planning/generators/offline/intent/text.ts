import { normalizeText } from "../../../model/names.ts";

/** Sentences of a request: each is read on its own, so a negation never reaches into the next one. */
export function sentencesOf(request: string): string[] {
  return request
    .split(/[.;!?\n]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => normalizeText(sentence).length > 0);
}

/** Normalized words, keeping the comma as a word of its own (a weak boundary for lists). */
export function wordsOf(text: string): string[] {
  return text
    .split(",")
    .map((part) => normalizeText(part))
    .flatMap((part, k) => (k === 0 ? [part] : [",", part]))
    .join(" ")
    .split(" ")
    .filter(Boolean);
}

/** Common slips of the keyboard in requests, read as the word meant (weekdays and "tomorrow": days.ts). */
const TYPOS: Record<string, string> = {
  musuem: "museum",
  musuems: "museums",
  museam: "museum",
  museams: "museums",
  musem: "museum",
  musems: "museums",
  mueseum: "museum",
  mueseums: "museums",
  galeries: "galleries",
  gallerys: "galleries",
  churchs: "churches",
  mornign: "morning",
  mornigns: "mornings",
  morining: "morning",
  mornig: "morning",
  moring: "morning",
  morinng: "morning",
  mroning: "morning",
  indor: "indoor",
  insdie: "inside",
  rainning: "raining",
  rainig: "raining",
  rainny: "rainy",
  alredy: "already",
  allready: "already",
  alrady: "already",
  befor: "before",
  beofre: "before",
  visted: "visited",
  vistied: "visited",
  tierd: "tired",
  tird: "tired",
  flght: "flight",
  fligth: "flight",
  resturant: "restaurant",
  restaraunt: "restaurant",
  activites: "activities",
  actvities: "activities",
  thigns: "things",
  stps: "stops",
};

/** The words with common typos corrected. */
export function correctTypos(words: readonly string[]): string[] {
  return words.map((word) => TYPOS[word] ?? word);
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
};
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
};

/** "2", "two", "2nd", "second" -> 2; anything else -> null. */
export function numberOf(word: string): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(word);
  if (ordinal) return Number(ordinal[1]);
  return NUMBER_WORDS[word] ?? ORDINAL_WORDS[word] ?? null;
}

export function isOrdinalWord(word: string): boolean {
  return word in ORDINAL_WORDS || /^\d{1,2}(st|nd|rd|th)$/.test(word);
}
