/**
 * The one error type handlers throw. `detail` is shown to the person; anything else about a failure
 * is logged and never returned.
 */
export class ApiError extends Error {
  /** Its cause was already logged where it was understood (e.g. once per instance): the guard need not log it again. */
  readonly reported: boolean;
  /** Response headers the answer needs (Retry-After on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly detail: string,
    options?: { cause?: unknown; reported?: boolean; headers?: Record<string, string> },
  ) {
    super(detail, options);
    this.name = "ApiError";
    this.reported = options?.reported ?? false;
    this.headers = options?.headers ?? {};
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail: string) => new ApiError(401, detail);
export const paymentRequired = (detail: string) => new ApiError(402, detail);
export const forbidden = (detail: string) => new ApiError(403, detail);
export const notFound = (detail: string) => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const unprocessable = (detail: string) => new ApiError(422, detail);
export const tooManyRequests = (detail: string) => new ApiError(429, detail);
/** A rate limit: 429 with how long to wait, in whole seconds, as Retry-After. */
export const rateLimited = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, detail, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
export const unavailable = (detail: string, cause?: unknown) => new ApiError(503, detail, { cause });

export const INTERNAL_ERROR_DETAIL = "Something went wrong on our side. Please try again.";
