import { z } from "zod";

/**
 * Characters no traveller types on purpose and that change what a text means once it is written out
 * elsewhere: C0 controls (CR and LF start a new calendar property, a new CSV row, a new log line), DEL,
 * C1 controls (NEL is a line break too), the Unicode line and paragraph separators, and the bidi
 * embedding, override and isolate marks that make text read differently from what it is.
 */
const CONTROL = "\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";
export const SINGLE_LINE_PATTERN = new RegExp(`^[^${CONTROL}]*$`);
/** Multi-line text keeps its line breaks (LF, CR) and nothing else of the above. */
export const MULTI_LINE_PATTERN = new RegExp(
  `^[^${CONTROL.replace("\\u0000-\\u001F", "\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F")}]*$`,
);

export const SINGLE_LINE_MESSAGE =
  "must be one line of plain text, without line breaks or invisible control characters";
export const MULTI_LINE_MESSAGE = "must be plain text: line breaks are fine, invisible control characters are not";

export const hasControlCharacters = (value: string): boolean => !SINGLE_LINE_PATTERN.test(value);

/** A one-line text field (a name, a city, an address): trimmed, at most `max` characters, no control characters. */
export const singleLineText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE);

/** A free-text field (a request, a note, a summary): trimmed, at most `max` characters, line breaks allowed. */
export const multiLineText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).regex(MULTI_LINE_PATTERN, MULTI_LINE_MESSAGE);

/** Keys whose text is free text (multiLineText above): they keep their line breaks when scrubbed. */
const MULTI_LINE_KEYS = new Set([
  "highlight",
  "accommodation_suggestion",
  "summary_text",
  "summary",
  "dietaryNeeds",
  "mobilityNeeds",
  "specialRequests",
  "suggestion",
]);
const CONTROL_ALL = new RegExp(`[${CONTROL}]`, "g");
const CONTROL_BUT_BREAKS = new RegExp(
  `[${CONTROL.replace("\\u0000-\\u001F", "\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F")}]`,
  "g",
);

/**
 * Text stored before these rules (a saved plan, a plan job) made to pass them: every control character
 * becomes a space, except the line breaks of free-text fields. Walks any JSON value; what is read back
 * from storage goes through this before it is checked against the contract, so an old plan with a
 * line break in an activity's opening hours still opens.
 */
export function scrubControlCharacters<T>(value: T, multiLine = false): T {
  if (typeof value === "string") return value.replace(multiLine ? CONTROL_BUT_BREAKS : CONTROL_ALL, " ") as T;
  if (Array.isArray(value)) return value.map((item) => scrubControlCharacters(item, multiLine)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubControlCharacters(item, MULTI_LINE_KEYS.has(key))]),
    ) as T;
  }
  return value;
}
