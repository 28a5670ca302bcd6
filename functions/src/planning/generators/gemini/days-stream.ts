import { scrubControlCharacters } from "@itinerary/contract";
/**
 * Reads a plan's JSON as it streams in and hands over each element of its top-level `days` array
 * the moment that element's closing brace arrives, long before the whole answer is complete.
 *
 * It only tracks what it must (string state, nesting depth, the current top-level key), so each
 * character is looked at once however the text is split into chunks. The answer as a whole is still
 * parsed and validated at the end; this reader only decides when a day is worth showing early.
 */
export interface DaysStreamReader {
  /** Feeds the next piece of text; calls `onDay` for every day completed by it, in order. */
  push(chunk: string): void;
  /** Everything pushed so far. */
  readonly text: string;
}

export function createDaysStreamReader(onDay: (day: unknown, index: number) => void): DaysStreamReader {
  let text = "";
  let position = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let expectKey = false;
  let key: string | null = null;
  let inDays = false;
  let dayStart = -1;
  let dayIndex = 0;

  const finishString = (end: number) => {
    // Only top-level keys matter: a string at depth 1 where a key is expected.
    if (depth === 1 && expectKey) {
      try {
        key = JSON.parse(text.slice(stringStart, end + 1)) as string;
      } catch {
        key = null;
      }
      expectKey = false;
    }
  };

  const step = (char: string, at: number) => {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') {
        inString = false;
        finishString(at);
      }
      return;
    }
    switch (char) {
      case '"':
        inString = true;
        stringStart = at;
        return;
      case "{":
        depth += 1;
        if (depth === 1) expectKey = true;
        if (inDays && depth === 3) dayStart = at;
        return;
      case "[":
        depth += 1;
        if (depth === 2 && key === "days") inDays = true;
        return;
      case "}":
      case "]":
        if (inDays && depth === 3 && char === "}" && dayStart >= 0) {
          const slice = text.slice(dayStart, at + 1);
          dayStart = -1;
          let day: unknown;
          try {
            day = scrubControlCharacters(JSON.parse(slice));
          } catch {
            day = undefined;
          }
          if (day !== undefined) onDay(day, dayIndex);
          dayIndex += 1;
        }
        if (inDays && depth === 2 && char === "]") inDays = false;
        depth -= 1;
        return;
      case ",":
        if (depth === 1) expectKey = true;
        return;
      default:
        return;
    }
  };

  return {
    push(chunk: string) {
      text += chunk;
      for (; position < text.length; position++) step(text[position]!, position);
    },
    get text() {
      return text;
    },
  };
}
