/**
 * The one error type handlers throw. `detail` is shown to the person; anything else about a failure
 * is logged and never returned.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = "ApiError";
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
export const unavailable = (detail: string, cause?: unknown) => new ApiError(503, detail, { cause });

export const INTERNAL_ERROR_DETAIL = "Something went wrong on our side. Please try again.";
