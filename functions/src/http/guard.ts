import type { Request, Response } from "express";
import { getAppCheck } from "firebase-admin/app-check";
import { MAX_BODY_BYTES } from "@itinerary/contract";
import type { z } from "zod";
import { getConfig, type RequiredSecret } from "../config.ts";
import { ApiError, badRequest, forbidden, INTERNAL_ERROR_DETAIL, notFound, unauthorized } from "../errors.ts";
import { log } from "../logs.ts";
import { adminAuth } from "../store/db.ts";
import { accountDeleted, isAccountDeleted } from "../store/deletions.ts";
import { DOCUMENT_ID_PATTERN } from "../store/paths.ts";
import { bodyParseFailure, declaredLength } from "./framework-body.ts";
import { formatIssues } from "./issues.ts";
import { requireSecrets } from "./required-secrets.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** What a handler receives: the verified caller and the validated input. */
export interface HandlerContext<Body, Query> {
  uid: string;
  /** What the verified ID token says of the caller's sign-in (empty for public endpoints). */
  identity: CallerIdentity;
  body: Body;
  query: Query;
  /** The last path segment for routes of the form /path/{id}. */
  id: string | null;
  /** The segment before it, for routes of the form /path/{parentId}/{id}. */
  parentId: string | null;
  req: Request;
}

export interface CallerIdentity {
  email: string | null;
  /** The token's email_verified claim: the address was proven by a link, or by the identity provider. */
  emailVerified: boolean;
  /** firebase.sign_in_provider: "password", "google.com", ... */
  provider: string | null;
  /** The token's name claim (from the identity provider), when it has one. */
  name: string | null;
}

const NO_IDENTITY: CallerIdentity = { email: null, emailVerified: false, provider: null, name: null };

/** A handler may return a plain JSON value, or take over the response (binary bodies, redirects). */
export type HandlerResult = unknown | RawResponse;

export class RawResponse {
  constructor(readonly send: (res: Response) => void) {}
}

export interface EndpointOptions<B extends z.ZodType, Q extends z.ZodType> {
  name: string;
  method: Method;
  body?: B;
  query?: Q;
  /** Routes of the form /path/{id}. */
  hasId?: boolean;
  /** Routes of the form /path/{parentId}/{id} (with hasId). */
  hasParentId?: boolean;
  /** Whether to skip the ID token (only for endpoints a browser loads without one, such as images). */
  public?: boolean;
  /**
   * Where the id is a secret (a share token): the detail of the 404 a malformed id gets, the same
   * answer as an unknown one, instead of a 400 that would tell a guesser what a real id looks like.
   */
  malformedIdNotFound?: string;
  /**
   * Whether the ID token is also checked against revocation and a disabled account (one more Auth
   * lookup per call): set on the endpoints that spend tokens or start a payment, so a signed-out or
   * disabled account cannot spend with a token it still holds; the others keep the cheaper check.
   */
  checkRevoked?: boolean;
  /**
   * Whether the caller may be an account whose deletion began (its tombstone exists): only the
   * deletion itself, so a deletion that failed halfway can be retried. Every other endpoint answers
   * such a caller 401 (store/deletions.ts).
   */
  allowDeletedAccount?: boolean;
  /** Secrets a deployed instance cannot work without: lacking one, it answers 503 (see required-secrets.ts). */
  requires?: readonly RequiredSecret[];
}

/**
 * The last path segment (or, with `fromEnd` 1, the one before it), decoded; null when its
 * percent-encoding is broken (a client mistake, not a 500).
 */
function idFromPath(path: string, fromEnd = 0): string | null {
  const segments = path.split("/").filter(Boolean);
  try {
    return decodeURIComponent(segments[segments.length - 1 - fromEnd] ?? "");
  } catch {
    return null;
  }
}

/** Applies CORS; true when the request was a preflight that is now fully answered. */
function applyCors(req: Request, res: Response, methods: readonly Method[]): boolean {
  const origin = req.headers.origin;
  if (origin && getConfig().allowedOrigins.includes(origin)) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, X-Firebase-AppCheck, Idempotency-Key");
    res.setHeader("Access-Control-Allow-Methods", [...methods, "OPTIONS"].join(", "));
    res.setHeader("Access-Control-Max-Age", "3600");
  }
  if (req.method !== "OPTIONS") return false;
  if (origin && !getConfig().allowedOrigins.includes(origin)) {
    res.status(403).json({ detail: "This origin may not call the API." });
  } else {
    res.status(204).end();
  }
  return true;
}

let appCheckSkipLogged = false;

export const APP_CHECK_MISSING =
  "This app could not be verified (App Check token missing). Reload the page and try again.";
export const APP_CHECK_INVALID =
  "This app could not be verified (App Check token invalid or expired). Reload the page and try again.";

/**
 * A failed attestation answers 403, not 401: the web client treats 401 as an expired sign-in and
 * logs the traveller out, which would not help when it is the app's attestation that failed.
 */
async function verifyAppCheck(req: Request): Promise<void> {
  if (getConfig().isEmulator) {
    // App Check tokens cannot be verified offline; the emulator suite never serves real users.
    if (!appCheckSkipLogged) log.appCheckSkipped();
    appCheckSkipLogged = true;
    return;
  }
  const token = req.header("X-Firebase-AppCheck");
  if (!token) throw forbidden(APP_CHECK_MISSING);
  // The admin app store/db.ts initialises (with the project id, which verification needs); the
  // default app would not exist yet on a fresh instance.
  const appCheck = getAppCheck(adminAuth().app);
  try {
    await appCheck.verifyToken(token);
  } catch (error) {
    throw new ApiError(403, APP_CHECK_INVALID, { cause: error });
  }
}

async function verifyIdToken(req: Request, checkRevoked: boolean): Promise<{ uid: string; identity: CallerIdentity }> {
  const header = req.header("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized("Sign in required: the Authorization header has no Bearer token.");
  try {
    const decoded = await adminAuth().verifyIdToken(match[1], checkRevoked);
    const identity: CallerIdentity = {
      email: typeof decoded.email === "string" ? decoded.email : null,
      emailVerified: decoded.email_verified === true,
      provider: typeof decoded.firebase?.sign_in_provider === "string" ? decoded.firebase.sign_in_provider : null,
      name: typeof decoded.name === "string" && decoded.name.trim() ? decoded.name.trim() : null,
    };
    return { uid: decoded.uid, identity };
  } catch (error) {
    throw new ApiError(401, "Your session has expired or is invalid. Please sign in again.", { cause: error });
  }
}

function rawBodyOf(req: Request): Buffer | undefined {
  return (req as Request & { rawBody?: Buffer }).rawBody;
}

/**
 * Checked before any token is verified: an oversized request costs no verification at all. The
 * runtime's parser does not read a body whose Content-Length is over the limit (framework-body.ts).
 */
function rejectOversizedBody(req: Request): void {
  if (
    (rawBodyOf(req)?.length ?? 0) > MAX_BODY_BYTES ||
    declaredLength(req) > MAX_BODY_BYTES ||
    bodyParseFailure(req) === "entity.too.large"
  ) {
    throw new ApiError(413, `The request body is too large (limit ${MAX_BODY_BYTES / 1024} KB).`);
  }
}

export const BODY_NOT_JSON = "The request body must be valid JSON.";
export const BODY_WRONG_TYPE = "The request body must be JSON, sent with Content-Type: application/json.";
export const BODY_WRONG_CHARSET = "The request body must be JSON encoded as UTF-8.";
export const BODY_WRONG_ENCODING = "The request body's Content-Encoding is not supported: send it uncompressed.";

/** A body the runtime could not parse, or one that is not JSON at all: a client mistake, 400. */
function rejectMalformedBody(req: Request): void {
  const failure = bodyParseFailure(req);
  if (failure === "entity.parse.failed") throw badRequest(BODY_NOT_JSON);
  if (failure === "charset.unsupported") throw badRequest(BODY_WRONG_CHARSET);
  if (failure === "encoding.unsupported") throw badRequest(BODY_WRONG_ENCODING);
  const hasBody = req.headers["transfer-encoding"] !== undefined || declaredLength(req) > 0;
  if (!hasBody || (req.method !== "POST" && req.method !== "PUT")) return;
  const mediaType = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") throw badRequest(BODY_WRONG_TYPE);
}

/** The JSON body, whatever the runtime already parsed (its size was checked by rejectOversizedBody). */
function readBody(req: Request): unknown {
  const raw = rawBodyOf(req);
  if (req.body !== undefined && req.body !== null && typeof req.body === "object" && !Buffer.isBuffer(req.body)) {
    return req.body;
  }
  const text = raw ? raw.toString("utf8") : typeof req.body === "string" ? req.body : "";
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(BODY_NOT_JSON);
  }
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(formatIssues(result.error.issues));
  return result.data;
}

export function sendError(res: Response, name: string, error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status >= 500 && !error.reported) log.unexpectedError(name, error.cause ?? error);
    else log.requestRejected(name, error.status, error.detail);
    for (const [header, value] of Object.entries(error.headers)) res.setHeader(header, value);
    res.status(error.status).json({ detail: error.detail });
    return;
  }
  log.unexpectedError(name, error);
  res.status(500).json({ detail: INTERNAL_ERROR_DETAIL });
}

/**
 * The one guard every endpoint goes through: CORS, method, body size, App Check, Firebase ID token,
 * body and query validation, and error mapping to `{"detail": ...}`.
 */
export function endpoint<B extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown>(
  options: EndpointOptions<B, Q>,
  handler: (ctx: HandlerContext<z.infer<B>, z.infer<Q>>) => Promise<HandlerResult>,
): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      if (applyCors(req, res, [options.method])) return;
      if (req.method !== options.method) {
        res.setHeader("Allow", `${options.method}, OPTIONS`);
        throw new ApiError(405, `Use ${options.method} for this endpoint.`);
      }
      let id: string | null = null;
      let parentId: string | null = null;
      if (options.hasId) {
        id = idFromPath(req.path);
        if (options.hasParentId) parentId = idFromPath(req.path, 1);
        const malformed = (value: string | null) => value === null || !DOCUMENT_ID_PATTERN.test(value);
        if (malformed(id) || (options.hasParentId && malformed(parentId))) {
          throw options.malformedIdNotFound
            ? notFound(options.malformedIdNotFound)
            : badRequest(
                options.hasParentId
                  ? "The ids in the path are missing or malformed."
                  : "The id in the path is missing or malformed.",
              );
        }
      }
      if (options.requires) requireSecrets(options.name, options.requires);
      rejectOversizedBody(req);
      rejectMalformedBody(req);
      await verifyAppCheck(req);
      const { uid, identity } = options.public
        ? { uid: "", identity: NO_IDENTITY }
        : await verifyIdToken(req, options.checkRevoked === true);
      if (!options.public && !options.allowDeletedAccount && (await isAccountDeleted(uid))) throw accountDeleted();
      const body = options.body ? parseWith(options.body, readBody(req)) : undefined;
      const query = options.query ? parseWith(options.query, req.query) : undefined;
      const result = await handler({ uid, identity, body, query, id, parentId, req } as HandlerContext<
        z.infer<B>,
        z.infer<Q>
      >);
      if (result instanceof RawResponse) result.send(res);
      else res.status(200).json(result ?? {});
    } catch (error) {
      sendError(res, options.name, error);
    }
  };
}

type GuardedHandler = ReturnType<typeof endpoint>;

/**
 * One function for several methods on one path (Hosting rewrites a path to one function), each
 * method served by its own guarded endpoint. Preflights and other methods are answered here, so
 * CORS and 405 name every method the path accepts.
 */
export function byMethod(name: string, handlers: Partial<Record<Method, GuardedHandler>>): GuardedHandler {
  const methods = Object.keys(handlers) as Method[];
  return async (req, res) => {
    const handler = handlers[req.method as Method];
    if (handler) return handler(req, res);
    res.setHeader("Cache-Control", "no-store");
    if (applyCors(req, res, methods)) return;
    res.setHeader("Allow", [...methods, "OPTIONS"].join(", "));
    sendError(res, name, new ApiError(405, `Use ${methods.join(" or ")} for this endpoint.`));
  };
}
