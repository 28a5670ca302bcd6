import type { Place } from "../../../guide/place.ts";
import { CatalogueMatcher } from "./catalogue-match.ts";
import { dayOfToken, describeDay, markDays, type DayRef } from "./days.ts";
import {
  ARRIVAL,
  CAP_STOPS,
  DAY_BEFORE,
  DAY_FIRST,
  DAY_LAST,
  DAY_TO,
  DEPARTURE,
  INDOOR,
  NOT_SEEN,
  RAIN,
  SEEN_BEFORE,
  SEEN_FRAME,
  WEATHER_FRAME,
} from "./whole-day-phrases.ts";
import { isCueWord, polarities, type Polarity } from "./negation.ts";
import { THEMES, type Theme } from "./themes.ts";
import { correctTypos, numberOf, sentencesOf, wordsOf } from "./text.ts";
import { isDayTrip } from "../../../model/plan.ts";

/** One thing the traveller asked for, as the planner understood it. */
export type Intent =
  /** `seen`: the traveller has been there before. */
  | { kind: "remove"; place: Place; reason?: "seen" }
  | { kind: "keep"; place: Place }
  | { kind: "add"; place: Place; day: DayRef | null }
  | { kind: "replace"; target: Place; wanted: Place | null; theme: Theme | null }
  | { kind: "move"; place: Place; day: DayRef }
  | { kind: "moreTime"; place: Place }
  | { kind: "lessTime"; place: Place }
  | { kind: "daytrip"; place: Place | null; day: DayRef | null; unknown: string | null }
  | { kind: "theme"; theme: Theme; amount: "more" | "less" | "none"; day: DayRef | null }
  | { kind: "pace"; step: -1 | 1; day: DayRef | null }
  | { kind: "swapDays"; a: DayRef; b: DayRef }
  /** A whole day to another place in the trip; the days between shift by one. */
  | { kind: "moveDay"; day: DayRef; to: DayPlace }
  /** At most `max` stops on each city day, or on the day named. */
  | { kind: "capStops"; max: number; day: DayRef | null }
  /** Rain on a day: its outdoor stops give way to indoor ones nearby (of a theme when one is named). */
  | { kind: "indoor"; day: DayRef | null; theme: Theme | null }
  /** The traveller arrives on a day at `at` (minutes after midnight): the day starts after that. */
  | { kind: "arrival"; at: number; day: DayRef }
  /** A later (or named) start of the day: `at` in minutes after midnight, null for "later". */
  | { kind: "dayStart"; at: number | null; day: DayRef | null }
  | { kind: "freeEvenings" }
  | { kind: "kids"; day: DayRef | null }
  | { kind: "diet"; diet: "vegetarian" | "vegan"; meal: "lunch" | "dinner" | "food"; day: DayRef | null };

/** Where a moved day goes: the start or end of the trip, next to another day, or in its place. */
export type DayPlace = "first" | "last" | { before: DayRef } | { after: DayRef } | { at: DayRef };

export interface ParsedRequest {
  intents: Intent[];
  /** Parts of the request that matched nothing the planner can do, as the traveller wrote them. */
  notUnderstood: string[];
}

const placeToken = (k: number) => `qplace${k}q`;
const PLACE_TOKEN = /^qplace(\d+)q$/;

const LIGHTER =
  /\b(tire (easily|quickly|fast)|get tired( easily| quickly| fast)?|(too|so|very) tiring|exhausting|worn out|knackered|slow walkers?|overwhelming|too full|overloaded|over ?packed|too ambitious|lighter days?|more relaxed|relax(ed|ing)?|slower|slow down|slow it down|lighter|less packed|less busy|less rushed|less hectic|calmer|easier|gentler|fewer (stops|activities|things|places|visits)|less (stops|activities|things)|take it easy|not so (busy|packed|rushed)|too (busy|packed|much|rushed|hectic))\b/;
const BUSIER =
  /\b(busier|more packed|packed|more (stops|activities|things|places|visits|in)|faster|fuller|more intense|action packed|intense|pack (more|it|in|them)( in)?|cram (more|in)|squeeze more|see more|do more|too (slow|empty|relaxed|quiet|light))\b/;
const LATER_MORNINGS =
  /\b((start|begin|starting|get going|leave|head out)( the days?| each day| our days?| every day)?( a bit| a little| much)? (later|late|slowly|slower)|(later|late|slow|slower|lazy|lazier|relaxed|easy) (start|starts|mornings?)|sleep in|lie in|lay in|no early (starts?|mornings?)|not (so |too )?early|mornings? (off|free)|free mornings?)\b/;
const FREE_EVENINGS =
  /\b((free|open|empty|quiet|unplanned|relaxed|easy) (evenings?|nights?)|(evenings?|nights?) (free|off|open|to ourselves|for ourselves)|nothing (planned )?(in the |at )?(evenings?|night)|no (evening|night) (plans|stops|activities|things)|(finish|end|wrap up|done|stop)( the days?| each day| our days?| every day)?( a bit)? (early|earlier|by (5|6|five|six)( pm)?))\b/;
const KIDS =
  /\b(kids?|children|child|toddlers?|little ones|family friendly|for the family|teenagers?|teens|my son|my daughter)\b/;
const DIET = /\b(vegetarian|vegan|veggie|plant based|meat free)\b/;
const MORE_TIME = [
  /\b(more|extra|longer|additional|plenty of|enough|a lot more|a bit more) time (at|in|for|with|inside|to see|to explore|to enjoy)( the)? qplace(?<p>\d+)q/,
  /\bqplace(?<p>\d+)q (for )?(longer|a bit longer|more time|for more time)/,
  /\b(spend|stay|linger|take)( a bit| a little)?( more time| longer| extra time| our time)( at| in| over)?( the)? qplace(?<p>\d+)q/,
  /\b(give|allow|leave)( the)? qplace(?<p>\d+)q (more|extra|enough) time/,
  /\blonger (at|in|visit to|visit at)( the)? qplace(?<p>\d+)q/,
];
const LESS_TIME = [
  /\b(less|a bit less|a little less|not so much|not as much) time (at|in|for|with|inside)( the)? qplace(?<p>\d+)q/,
  /\b(shorter|quicker|briefer|brief|short|quick) (visit|stop|look|time)( to| at| in| of| for)( the)? qplace(?<p>\d+)q/,
  /\b(spend|stay|linger)( a bit| a little)? (less( time)?|not so long|not as long)( at| in| over)?( the)? qplace(?<p>\d+)q/,
  /\bqplace(?<p>\d+)q (for )?(less time|a shorter time|a shorter visit|not so long|not as long|briefly)\b/,
  /\b(shorten|trim|cut down|cut short|reduce)( the)?( time| visit| stop)?( at| to| in| of)?( the)? qplace(?<p>\d+)q( visit| stop| time)?/,
];
/** "start at 10", "begin each day at 9:30", "not before 10am" (times normalized to "10 30", "10am"). */
const START_AT = [
  /\b(start|begin|starting|beginning|get going|head out|leave|set off)( the days?| each day| our days?| every day| the mornings?| in the mornings?| our mornings?)?( at| from| around| after| no earlier than| not before)( about| around)? (?<h>\d{1,2})(?<ap1>am|pm)?( (?<m>\d{2})(?<ap2>am|pm)?)?( (?<ap3>am|pm))?\b/,
  /\b(nothing|no stops?|no visits?|not|never) (before|until) (?<h>\d{1,2})(?<ap1>am|pm)?( (?<m>\d{2})(?<ap2>am|pm)?)?( (?<ap3>am|pm))?\b/,
];
const DAYTRIP_WORDS = /\b(day ?trips?|daytrips?|excursions?|out of (the )?(town|city)|trip out|side trip)\b/;
const SWAP_DAYS =
  /\b(swap|switch|exchange|flip|trade|reverse|invert|interchange)( the)?( order of)?( the)? (qday(\w+)q|days?) (and|with|for|or) (the )?(qday(\w+)q|(\d{1,2}))/;
const SWAP_DAYS_SHORT = /\b(swap|switch|exchange|flip|trade) days? (\d{1,2}) (and|with|&) (\d{1,2})\b/;
const MOVE =
  /\b(move|put|shift|reschedule|do|visit|see|schedule|plan)( the)? qplace(\d+)q (to|on|onto|into|for|until)( the)? qday(\w+)q/;
const REPLACE_VERB = /\b(replace|swap|switch|change|substitute|trade|exchange)\b/;
const INSTEAD_OF = /\binstead of\b/;
const SOMETHING_ELSE = /\b(something|anything|somewhere) (else|different)\b|\bsomething\b|\balternative\b/;

/** Words that carry no request on their own; a part made only of them is not reported as not understood. */
const FILLER = new Set(
  `please pls thanks wed youd id ill well thank you i id im ive we were us our ours my me can could would should will wont it its this that these those the a an be is are was
  maybe perhaps just also really very bit little some and or so too much then there here what about how if ok okay great nice lovely hi hello hey
  plan trip itinerary day days of in on at for with to from by as up lets let make do have get put go going all any every each one bit lot lots
  instead rather still again now also though yeah yes sure whole entire way looks look seems seem feels feel quite pretty kinda
  honestly definitely probably might may`.split(/\s+/),
);

/**
 * The intent parser of the offline planner: reads each sentence of a request for structural
 * requests first (swap days, move a stop, more time somewhere, a day trip, later mornings, free
 * evenings, kids, a diet), then place names and themes with the polarity their negation scope gives
 * them ("I don't like churches" -> no religious sites). What matched nothing is reported.
 */
export function parseRequest(
  request: string,
  places: readonly Place[],
  extraGeneric: readonly string[] = [],
  inPlan: ReadonlySet<Place> = new Set(),
  extra: readonly Place[] = [],
): ParsedRequest {
  const matcher = new CatalogueMatcher(places, extraGeneric, inPlan, extra);
  const intents: Intent[] = [];
  const notUnderstood: string[] = [];
  for (const sentence of sentencesOf(request)) {
    const found = parseSentence(sentence, matcher);
    intents.push(...found.intents);
    notUnderstood.push(...found.notUnderstood);
  }
  // "we tire easily, max 3 stops a day": the most per day says how much lighter.
  const capped = intents.some((intent) => intent.kind === "capStops" && intent.day === null);
  const kept = capped
    ? intents.filter((intent) => !(intent.kind === "pace" && intent.step < 0 && intent.day === null))
    : intents;
  return { intents: dedupe(kept), notUnderstood };
}

function dedupe(intents: readonly Intent[]): Intent[] {
  const seen = new Set<string>();
  return intents.filter((intent) => {
    const key = JSON.stringify(intent, (k, value) =>
      k === "place" || k === "target" || k === "wanted" || k === "holds"
        ? value?.name
        : k === "theme"
          ? value?.label
          : value,
    );
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function parseSentence(sentence: string, matcher: CatalogueMatcher): ParsedRequest {
  const raw = correctTypos(wordsOf(sentence));
  const mentions = matcher.find(raw);
  const mentioned: Place[] = [];
  const withPlaces: string[] = [];
  for (let i = 0; i < raw.length;) {
    const mention = mentions.find((m) => m.start === i);
    if (mention) {
      let k = mentioned.indexOf(mention.place);
      if (k < 0) k = mentioned.push(mention.place) - 1;
      withPlaces.push(placeToken(k));
      i = mention.end;
    } else {
      withPlaces.push(raw[i]!);
      i++;
    }
  }
  const words = markDaysByContent(markDays(withPlaces), mentioned);
  const text = words.join(" ");
  const polarity = polarities(words);
  const consumed = new Uint8Array(words.length);
  const intents: Intent[] = [];

  // Word range of a regex match on `text`.
  const wordRange = (index: number, length: number): [number, number] => {
    const start =
      text.slice(0, index).split(" ").filter(Boolean).length - (index > 0 && text[index - 1] !== " " ? 1 : 0);
    const end = text
      .slice(0, index + length)
      .split(" ")
      .filter(Boolean).length;
    return [Math.max(0, start), end];
  };
  const consume = (match: RegExpExecArray | null): RegExpExecArray | null => {
    if (!match) return null;
    const [start, end] = wordRange(match.index, match[0].length);
    for (let k = start; k < end; k++) consumed[k] = 1;
    return match;
  };
  const placeAt = (token: string | undefined) => (token === undefined ? null : mentioned[Number(token)]!);
  const dayAt = (token: string | undefined): DayRef | null => {
    if (token === undefined) return null;
    const holds = HOLDS_TOKEN.exec(token);
    return holds ? { holds: mentioned[Number(holds[1])]! } : dayOfToken(token);
  };
  /** The first day named inside a match, which the match consumes with its other words. */
  const dayWithin = (match: RegExpExecArray): DayRef | null =>
    match[0]
      .split(" ")
      .map(dayAt)
      .find((day) => day !== null) ?? null;
  const freeDay = (): DayRef | null => {
    for (let k = 0; k < words.length; k++) {
      const day = dayAt(words[k]!);
      if (day !== null && !consumed[k]) {
        consumed[k] = 1;
        return day;
      }
    }
    return null;
  };
  const themeIn = (part: string) => THEMES.find((theme) => theme.pattern.test(part)) ?? null;

  // Structural requests, most specific first.
  const swap = consume(SWAP_DAYS.exec(text));
  if (swap) {
    const a = dayAt(`qday${swap[6] ?? ""}q`);
    const b = swap[10] ? dayAt(`qday${swap[10]}q`) : swap[11] ? Number(swap[11]) : null;
    if (a !== null && b !== null) intents.push({ kind: "swapDays", a, b });
  } else {
    const short = consume(SWAP_DAYS_SHORT.exec(text));
    if (short) intents.push({ kind: "swapDays", a: Number(short[2]), b: Number(short[4]) });
  }
  const move = MOVE.exec(text);
  if (move && dayAt(`qday${move[6]}q`)) {
    consume(move);
    intents.push({ kind: "move", place: placeAt(move[3])!, day: dayAt(`qday${move[6]}q`)! });
  }
  if (!swap) intents.push(...dayMoves(text, dayAt, consume));

  for (const pattern of MORE_TIME) {
    const longer = consume(pattern.exec(text));
    if (longer) intents.push({ kind: "moreTime", place: placeAt(longer.groups!.p)! });
  }
  for (const pattern of LESS_TIME) {
    const shorter = consume(pattern.exec(text));
    if (shorter) intents.push({ kind: "lessTime", place: placeAt(shorter.groups!.p)! });
  }

  const replaceVerb = REPLACE_VERB.exec(text);
  const insteadOf = INSTEAD_OF.exec(text);
  if (insteadOf) {
    const before = text.slice(0, insteadOf.index);
    const after = text.slice(insteadOf.index + insteadOf[0].length);
    const target = placeAt(/qplace(\d+)q/.exec(after)?.[1]);
    if (target) {
      const wanted = placeAt(/qplace(\d+)q/.exec(before)?.[1]);
      intents.push({ kind: "replace", target, wanted, theme: wanted ? null : themeIn(before) });
      for (let k = 0; k < words.length; k++) consumed[k] = 1;
    }
  } else if (replaceVerb && !swap) {
    const rest = text.slice(replaceVerb.index);
    const target = placeAt(/qplace(\d+)q/.exec(rest)?.[1]);
    if (target) {
      const afterWith = rest
        .split(/\b(?:with|for|by|to|into)\b/)
        .slice(1)
        .join(" ");
      const wanted = placeAt(/qplace(\d+)q/.exec(afterWith)?.[1]);
      const theme = wanted ? null : themeIn(afterWith);
      if (
        wanted ||
        theme ||
        SOMETHING_ELSE.test(afterWith) ||
        afterWith.trim() === "" ||
        /\b(else|different|other)\b/.test(rest)
      ) {
        intents.push({ kind: "replace", target, wanted, theme });
        for (let k = 0; k < words.length; k++) consumed[k] = 1;
      }
    }
  }

  const daytripWords = DAYTRIP_WORDS.exec(text);
  if (daytripWords && !consumed.every(Boolean)) {
    const trip = mentioned.findIndex((place) => isDayTrip(place));
    const where = /\b(?:to|in|at|of)\s+(?:the\s+)?([a-z][a-z ]{1,40})$/.exec(
      text.slice(daytripWords.index + daytripWords[0].length),
    );
    const negated = polarity[wordRange(daytripWords.index, daytripWords[0].length)[0]] === "negative";
    if (!negated) {
      consume(daytripWords);
      if (trip >= 0) {
        markToken(words, consumed, placeToken(trip));
        intents.push({ kind: "daytrip", place: mentioned[trip]!, day: freeDay(), unknown: null });
      } else {
        const unknown = where && !/^qplace/.test(where[1]!) ? where[1]!.trim() : null;
        for (let k = 0; k < words.length; k++) if (!PLACE_TOKEN.test(words[k]!)) consumed[k] = 1;
        const city = mentioned[0];
        intents.push({ kind: "daytrip", place: city ?? null, day: freeDay(), unknown: city ? null : unknown });
        if (city) markToken(words, consumed, placeToken(0));
      }
    }
  }

  const arrival = ARRIVAL.map((pattern) => pattern.exec(text)).find((match) => match && clockOf(match) !== null);
  const startAt = START_AT.map((pattern) => pattern.exec(text)).find((match) => match && clockOf(match) !== null);
  // A later morning "before the flight" is the last day's.
  const departing = (): DayRef | null => (consume(DEPARTURE.exec(text)) ? "last" : null);
  if (arrival) {
    const named = dayWithin(arrival);
    consume(arrival);
    intents.push({ kind: "arrival", at: clockOf(arrival)!, day: named ?? freeDay() ?? 1 });
  } else if (startAt) {
    consume(startAt);
    const named = freeDay();
    const leaving = departing();
    intents.push({ kind: "dayStart", at: clockOf(startAt), day: named ?? leaving });
  } else if (consume(LATER_MORNINGS.exec(text))) {
    const named = freeDay();
    const leaving = departing();
    intents.push({ kind: "dayStart", at: null, day: named ?? leaving });
  }
  if (consume(FREE_EVENINGS.exec(text))) intents.push({ kind: "freeEvenings" });
  const kids = KIDS.exec(text);
  if (kids && polarity[wordRange(kids.index, kids[0].length)[0]] !== "negative") {
    consume(kids);
    for (let k = 0; k < words.length; k++)
      if (/^(something|activity|activities|stop|place|fun|for|things?)$/.test(words[k]!)) consumed[k] = 1;
    intents.push({ kind: "kids", day: freeDay() });
  }
  const diet = consume(DIET.exec(text));
  if (diet) {
    const meal = /\blunch\b/.test(text) ? "lunch" : /\b(dinner|supper|evening meal)\b/.test(text) ? "dinner" : "food";
    for (let k = 0; k < words.length; k++)
      if (/^(lunch|dinner|supper|spot|place|restaurant|cafe|meal|food|eat|option|options|somewhere)$/.test(words[k]!))
        consumed[k] = 1;
    intents.push({ kind: "diet", diet: diet[0] === "vegan" ? "vegan" : "vegetarian", meal, day: freeDay() });
  }
  const cap = CAP_STOPS.map((pattern) => pattern.exec(text)).find((match) => match && numberOf(match.groups!.n!));
  if (cap) {
    const named = dayWithin(cap);
    consume(cap);
    const n = numberOf(cap.groups!.n!)!;
    intents.push({ kind: "capStops", max: cap.groups!.under ? n - 1 : n, day: named ?? freeDay() });
  }
  const weather = RAIN.exec(text) ?? INDOOR.exec(text);
  const weatherAt = weather ? wordRange(weather.index, weather[0].length)[0] : -1;
  // "more time inside the Louvre" is about the Louvre.
  if (weather && !consumed[weatherAt] && polarity[weatherAt] !== "negative") {
    consume(weather);
    consume(INDOOR.exec(text));
    const theme = THEMES.find((t) => t.pattern.test(text) && INDOOR_THEMES.has(t.label)) ?? null;
    if (theme) consume(new RegExp(theme.pattern.source, "g").exec(text));
    for (let k = 0; k < words.length; k++) if (WEATHER_FRAME.test(words[k]!)) consumed[k] = 1;
    intents.push({ kind: "indoor", day: freeDay(), theme });
  }
  const lighter = LIGHTER.exec(text);
  const busier = BUSIER.exec(text);
  if (lighter && !consumed[wordRange(lighter.index, 1)[0]]) {
    consume(lighter);
    intents.push({ kind: "pace", step: -1, day: freeDay() });
  } else if (busier && !consumed[wordRange(busier.index, 1)[0]] && !themeAfter(text, busier)) {
    consume(busier);
    intents.push({ kind: "pace", step: 1, day: freeDay() });
  }

  // What is left: places and themes, with the polarity of their negation scope.
  const day = (): DayRef | null => freeDay();
  const seen = SEEN_BEFORE.test(text) && !NOT_SEEN.test(text) && words.some((word) => PLACE_TOKEN.test(word));
  // "we have never been to the Vatican": they want to see it.
  const unseen = seen ? null : consume(NOT_SEEN.exec(text));
  // Places after "never been to" are wanted, whatever negation "never" would give them.
  const notSeenFrom = unseen ? wordRange(unseen.index, unseen[0].length)[0] : words.length;
  if (unseen) for (let k = 0; k < words.length; k++) if (SEEN_FRAME.test(words[k]!)) consumed[k] = 1;
  if (seen)
    for (let k = 0; k < words.length; k++)
      if (SEEN_FRAME.test(words[k]!) || matcher.isGenericWord(words[k]!)) consumed[k] = 1;
  for (let k = 0; k < words.length; k++) {
    const token = PLACE_TOKEN.exec(words[k]!);
    if (!token || consumed[k]) continue;
    consumed[k] = 1;
    const place = mentioned[Number(token[1])]!;
    const sense = k >= notSeenFrom ? "positive" : polarity[k]!;
    if (seen && sense !== "keep") intents.push({ kind: "remove", place, reason: "seen" });
    else if (sense === "negative" || sense === "less") intents.push({ kind: "remove", place });
    else if (sense === "keep") intents.push({ kind: "keep", place });
    else if (isDayTrip(place)) intents.push({ kind: "daytrip", place, day: day(), unknown: null });
    else intents.push({ kind: "add", place, day: day() });
  }
  const themeHits: { k: number; theme: Theme }[] = [];
  for (const theme of THEMES) {
    const global = new RegExp(theme.pattern.source, "g");
    for (const match of text.matchAll(global)) {
      const [start, end] = wordRange(match.index!, match[0].length);
      if ([...consumed.slice(start, end)].some(Boolean)) continue;
      for (let k = start; k < end; k++) consumed[k] = 1;
      themeHits.push({ k: start, theme });
    }
  }
  themeHits.sort((a, b) => a.k - b.k);
  const themeDay = themeHits.length > 0 ? day() : null;
  for (const { k, theme } of themeHits) {
    const sense: Polarity = polarity[k]!;
    const amount = sense === "negative" ? "none" : sense === "less" ? "less" : "more";
    if (sense === "keep") continue;
    intents.push({ kind: "theme", theme, amount, day: themeDay });
  }

  const notUnderstood = intents.length === 0 ? [sentence.trim()] : leftovers(words, consumed, mentioned);
  return { intents, notUnderstood };
}

/** Themes a rainy day can be given more of: indoor ones. */
const INDOOR_THEMES = new Set(["museums", "food", "shopping", "nightlife and shows", "religious sites"]);

/** A day named by what it holds: "the Montmartre day", "the Sintra trip", "the day with the Louvre". */
const HOLDS_TOKEN = /^qdayholds(\d+)q$/;

function markDaysByContent(words: readonly string[], mentioned: readonly Place[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const token = PLACE_TOKEN.exec(words[i]!);
    const next = words[i + 1];
    if (token && next === "day" && words[i + 2] !== "trip" && words[i + 2] !== "trips") {
      out.push(`qdayholds${token[1]}q`);
      i++;
      continue;
    }
    if (token && isDayTrip(mentioned[Number(token[1])]!) && (next === "trip" || next === "excursion")) {
      out.push(`qdayholds${token[1]}q`);
      i++;
      continue;
    }
    if (token && isDayTrip(mentioned[Number(token[1])]!) && next === "day" && words[i + 2] === "trip") {
      out.push(`qdayholds${token[1]}q`);
      i += 2;
      continue;
    }
    const held = words[i + 2] === "the" ? words[i + 3] : words[i + 2];
    const heldToken = held === undefined ? null : PLACE_TOKEN.exec(held);
    if (words[i] === "day" && words[i - 1] === "the" && (next === "with" || next === "of") && heldToken) {
      out.push(`qdayholds${heldToken[1]}q`);
      i += words[i + 2] === "the" ? 3 : 2;
      continue;
    }
    out.push(words[i]!);
  }
  return out;
}

/** Whole days moved: to the front, to the end, before or after another day, or into a day's place. */
function dayMoves(
  text: string,
  dayAt: (token: string | undefined) => DayRef | null,
  consume: (match: RegExpExecArray | null) => RegExpExecArray | null,
): Intent[] {
  const found = (patterns: readonly RegExp[]) =>
    patterns.map((pattern) => pattern.exec(text)).find((match) => match && dayAt(match.groups!.a)) ?? null;
  const first = found(DAY_FIRST);
  if (first) return (consume(first), [{ kind: "moveDay", day: dayAt(first.groups!.a)!, to: "first" }]);
  const last = found(DAY_LAST);
  if (last) return (consume(last), [{ kind: "moveDay", day: dayAt(last.groups!.a)!, to: "last" }]);
  for (const pattern of [DAY_BEFORE, DAY_TO]) {
    const match = pattern.exec(text);
    const day = dayAt(match?.groups!.a);
    const other = dayAt(match?.groups!.b);
    if (!match || !day || !other) continue;
    consume(match);
    const rel = match.groups!.rel;
    const to: DayPlace = rel === "after" ? { after: other } : rel ? { before: other } : { at: other };
    return [{ kind: "moveDay", day, to }];
  }
  return [];
}

/** A start time in minutes after midnight from a START_AT match ("10", "10am", "10 30", "2pm"); null when it is no time of day. */
function clockOf(match: RegExpExecArray): number | null {
  const { h, m, ap1, ap2, ap3, noon } = match.groups!;
  if (noon) return 12 * 60;
  let hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  const half = ap1 ?? ap2 ?? ap3;
  if (half === "pm" && hour < 12) hour += 12;
  if (half === "am" && hour === 12) hour = 0;
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

/** "see more museums" is about museums, not the pace. */
function themeAfter(text: string, match: RegExpExecArray): boolean {
  return THEMES.some((theme) => theme.pattern.test(text.slice(match.index)));
}

function markToken(words: readonly string[], consumed: Uint8Array, token: string): void {
  const k = words.indexOf(token);
  if (k >= 0) consumed[k] = 1;
}

/** Parts between conjunctions that hold a word the planner did not use, shown as the traveller wrote them. */
function leftovers(words: readonly string[], consumed: Uint8Array, mentioned: readonly Place[]): string[] {
  const parts: { words: string[]; unused: boolean }[] = [{ words: [], unused: false }];
  words.forEach((word, k) => {
    if (word === "," || word === "and" || word === "but" || word === "also" || word === "then" || word === "plus") {
      parts.push({ words: [], unused: false });
      return;
    }
    const part = parts[parts.length - 1]!;
    const token = PLACE_TOKEN.exec(word);
    const holds = HOLDS_TOKEN.exec(word);
    part.words.push(
      token
        ? mentioned[Number(token[1])]!.name
        : holds
          ? `the ${mentioned[Number(holds[1])]!.name} day`
          : dayOfToken(word) !== null
            ? describeDay(dayOfToken(word)!)
            : word,
    );
    if (!consumed[k] && !FILLER.has(word) && !isCueWord(word) && !/^\d+$/.test(word)) part.unused = true;
  });
  return parts.filter((part) => part.unused).map((part) => part.words.join(" "));
}
