/**
 * A failed API call: the HTTP status and the server's readable `detail`, when it sent one. In a
 * module of its own, free of Firebase, so code that only reads a failure (a route chunk, a model)
 * can test `instanceof` without loading the client.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiRequestError";
  }
}
