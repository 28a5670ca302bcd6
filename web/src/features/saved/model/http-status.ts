/**
 * The HTTP status of an API client error. Read by shape rather than `instanceof`, so that this
 * module (and the route chunk) does not import the client and with it Firebase.
 */
export function httpStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  return typeof error.status === "number" ? error.status : null;
}
