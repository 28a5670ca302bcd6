import { isOrdinalWord, numberOf } from "./text.ts";

/** A day the traveller named: 1-based, or the last day of the plan. */
export type DayRef = number | "last";

export const dayToken = (day: DayRef) => `qday${day}q`;
export const DAY_TOKEN = /^qday(\d+|last)q$/;

export function dayOfToken(word: string): DayRef | null {
  const match = DAY_TOKEN.exec(word);
  if (!match) return null;
  return match[1] === "last" ? "last" : Number(match[1]);
}

/** The plan's 0-based day index for a reference, or null when the plan has no such day. */
export function resolveDay(day: DayRef, dayCount: number): number | null {
  const index = day === "last" ? dayCount - 1 : day - 1;
  return index >= 0 && index < dayCount ? index : null;
}

export const describeDay = (day: DayRef) => (day === "last" ? "the last day" : `day ${day}`);

/**
 * Replaces day references with one token each: "day 2", "day two", "the 2nd day", "second day",
 * "the last day", "final day", and the second number of "days 2 and 3".
 */
export function markDays(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if ((word === "day" || word === "days") && next !== undefined && numberOf(next) !== null && !isOrdinalWord(next)) {
      out.push(dayToken(numberOf(next)!));
      i++;
      // "days 2 and 3", "day 2 and 3"
      const joiner = words[i + 1];
      const second = words[i + 2];
      if (
        (joiner === "and" || joiner === "with" || joiner === "or" || joiner === "to") &&
        second !== undefined &&
        /^\d{1,2}$/.test(second)
      ) {
        out.push(joiner, dayToken(Number(second)));
        i += 2;
      }
      continue;
    }
    if ((next === "day" || next === "days") && (word === "last" || word === "final")) {
      out.push(dayToken("last"));
      i++;
      continue;
    }
    if ((next === "day" || next === "days") && isOrdinalWord(word)) {
      out.push(dayToken(numberOf(word)!));
      i++;
      continue;
    }
    out.push(word);
  }
  return out;
}
