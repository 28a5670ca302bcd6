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
export const MULTI_LINE_PATTERN = new RegExp(`^[^${CONTROL.replace("\\u0000-\\u001F", "\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F")}]*$`);

export const SINGLE_LINE_MESSAGE = "must be one line of plain text, without line breaks or invisible control characters";
export const MULTI_LINE_MESSAGE = "must be plain text: line breaks are fine, invisible control characters are not";

export const hasControlCharacters = (value: string): boolean => !SINGLE_LINE_PATTERN.test(value);

/** A one-line text field (a name, a city, an address): trimmed, at most `max` characters, no control characters. */
export const singleLineText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE);

/** A free-text field (a request, a note, a summary): trimmed, at most `max` characters, line breaks allowed. */
export const multiLineText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).regex(MULTI_LINE_PATTERN, MULTI_LINE_MESSAGE);
