import { createRequire } from "node:module";
import type { NextFunction, Request, Response } from "express";
import { MAX_BODY_BYTES } from "@itinerary/contract";

/**
 * The Cloud Functions runtime (the Functions Framework when deployed, the functions emulator locally)
 * parses every body with body-parser before our code runs, up to 32 MB, and hands a parse error to
 * Express's default handler: an HTML 400 page with a stack trace that the guard never sees. Wrapping
 * the runtime's parser factories, before it builds its app, moves both decisions into the guard: a
 * body declared larger than our limit is not read at all (the guard answers 413 from the header),
 * and a body that fails to parse is recorded on the request (the guard answers 400 `{detail}`).
 */

type Middleware = (req: Request, res: Response, next: NextFunction) => void;
type ParserFactory = (options?: unknown) => Middleware;
type ParserModule = Record<string | symbol, unknown>;

const PARSERS = ["json", "text", "urlencoded", "raw"] as const;
const WRAPPED = Symbol.for("itinerary.bodyParserWrapped");
const FAILURE = Symbol.for("itinerary.bodyParseFailure");

/** body-parser's error types that a client's body causes (anything else stays the runtime's). */
const CLIENT_BODY_ERRORS = new Set([
  "entity.parse.failed",
  "charset.unsupported",
  "encoding.unsupported",
  "entity.too.large",
]);

/** The Content-Length a request declares, 0 when none. */
export function declaredLength(req: Request): number {
  const declared = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(declared) ? declared : 0;
}

/** What the runtime's parser refused in this request's body, if anything (a body-parser error type). */
export function bodyParseFailure(req: Request): string | undefined {
  return (req as Request & { [FAILURE]?: string })[FAILURE];
}

/**
 * Our limit replaces the runtime's (32 MB) in the parser itself: a chunked body declares no length,
 * so only the parser can stop reading it, and it does at MAX_BODY_BYTES (entity.too.large, 413).
 */
function wrap(factory: ParserFactory): ParserFactory {
  return (options) => {
    const parse = factory({
      ...(typeof options === "object" && options !== null ? options : {}),
      limit: MAX_BODY_BYTES,
    });
    return (req, res, next) => {
      if (declaredLength(req) > MAX_BODY_BYTES || bodyParseFailure(req)) return next();
      parse(req, res, (error?: unknown) => {
        const type = (error as { type?: unknown } | undefined)?.type;
        if (typeof type === "string" && CLIENT_BODY_ERRORS.has(type)) {
          (req as Request & { [FAILURE]?: string })[FAILURE] = type;
          return next();
        }
        next(error);
      });
    };
  };
}

/** Wraps the parser factories of one body-parser module object (idempotent). */
export function wrapBodyParser(module: ParserModule): void {
  if (module[WRAPPED]) return;
  for (const name of PARSERS) {
    const factory = module[name];
    if (typeof factory !== "function") continue;
    Object.defineProperty(module, name, {
      configurable: true,
      enumerable: true,
      value: wrap(factory as ParserFactory),
    });
  }
  Object.defineProperty(module, WRAPPED, { value: true });
}

/**
 * Wraps the body-parser that the runtime's own entry script resolves, the instance it is about to
 * build its app with (our module is loaded before that). Verified on the functions emulator; where
 * the runtime resolves none, the guard's own checks still answer everything it sees.
 */
export function wrapRuntimeBodyParser(): void {
  const entry = process.argv[1];
  if (!entry) return;
  try {
    wrapBodyParser(createRequire(entry)("body-parser") as ParserModule);
  } catch {
    // No body-parser beside the runtime: nothing to wrap.
  }
}
