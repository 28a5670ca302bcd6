import { ENDPOINTS, ErrorBody, type EndpointName } from "@itinerary/contract";
import type { z } from "zod";
import { env } from "../config/env";
import { ApiRequestError } from "./api-error";
import { getAppCheckToken } from "./firebase-app";
import { currentIdToken } from "./id-token";

export { ApiRequestError };

type UnauthorizedHandler = () => void;
let onSessionExpired: UnauthorizedHandler | null = null;

/** The auth provider registers how a 401 on a planner action ends the session (SPEC section 6). */
export function setSessionExpiredHandler(handler: UnauthorizedHandler | null): void {
  onSessionExpired = handler;
}

export interface ApiCallOptions {
  body?: unknown;
  /** For paths of the form /path/{id}. */
  id?: string;
  /** For paths of the form /path/{parentId}/{id}. */
  parentId?: string;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** A 401 signs the user out with "Session expired. You will be logged out." (planner actions). */
  expireSessionOn401?: boolean;
}

export function apiUrl(path: string): string {
  return `${env.apiBaseUrl}${path}`;
}

async function send(name: EndpointName, options: ApiCallOptions): Promise<Response> {
  const endpoint = ENDPOINTS[name];
  const headers: Record<string, string> = { Accept: "application/json" };
  const [idToken, appCheckToken] = await Promise.all([currentIdToken(), getAppCheckToken()]);
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  if (appCheckToken) headers["X-Firebase-AppCheck"] = appCheckToken;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let path = endpoint.path;
  if (options.parentId !== undefined) path += `/${encodeURIComponent(options.parentId)}`;
  if ("hasId" in endpoint && endpoint.hasId) path += `/${encodeURIComponent(options.id ?? "")}`;
  const query = options.query ? `?${new URLSearchParams(options.query)}` : "";

  const response = await fetch(apiUrl(`${path}${query}`), {
    method: endpoint.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const detail = await response
      .json()
      .then((json: unknown) => ErrorBody.safeParse(json).data?.detail ?? null)
      .catch(() => null);
    if (response.status === 401 && options.expireSessionOn401) onSessionExpired?.();
    throw new ApiRequestError(response.status, detail);
  }
  return response;
}

/** Calls an endpoint and validates the JSON answer against the contract's response schema. */
export async function apiCall<S extends z.ZodType>(
  name: EndpointName,
  schema: S,
  options: ApiCallOptions = {},
): Promise<z.infer<S>> {
  const response = await send(name, options);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiRequestError(response.status, null);
  return parsed.data;
}

/** Calls an endpoint that answers with a file. */
export async function apiBlob(name: EndpointName, options: ApiCallOptions = {}): Promise<Blob> {
  return (await send(name, options)).blob();
}

/** The server's detail when it gave one, else the screen's own fallback message (SPEC section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.detail ? error.detail : fallback;
}
