/**
 * Helpers for tests that run inside `firebase emulators:exec`: real Auth, Firestore, Functions and
 * Hosting emulators, reached over HTTP exactly as the browser reaches them.
 */
import { randomUUID } from "node:crypto";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { signUpThroughEmulator, verifyAccountThroughEmulator } from "../../e2e/auth-emulator.ts";

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner";
const APP_URL = requireEnv("APP_URL");
const AUTH_HOST = requireEnv("FIREBASE_AUTH_EMULATOR_HOST");
const FIRESTORE_HOST = requireEnv("FIRESTORE_EMULATOR_HOST");

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through scripts/test.mjs (firebase emulators:exec)`);
  return value;
}

export const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

export interface TestUser {
  uid: string;
  idToken: string;
  email: string;
}

/** A fresh account in the Auth emulator. */
export async function signUp(
  email = `traveller-${randomUUID()}@example.com`,
  password = "secret123",
): Promise<TestUser> {
  return signUpThroughEmulator(email, password, AUTH_HOST);
}

const identityToolkit = (path: string) => `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/${path}`;

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url} failed: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Verifies the account's address as a traveller would: the Auth emulator sends (records) the
 * verification email, the test applies the code from its link, and signs in again so the new ID
 * token says email_verified.
 */
export async function verifyEmail(user: TestUser, password = "secret123"): Promise<TestUser> {
  return verifyAccountThroughEmulator(user, password, AUTH_HOST);
}

/** A Google account (Auth emulator's signInWithIdp with an unsigned id_token), verified by Google. */
export async function signInWithGoogle(email = `google-${randomUUID()}@example.com`): Promise<TestUser> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const idToken = `${part({ alg: "none", typ: "JWT" })}.${part({ sub: randomUUID(), email, email_verified: true })}.`;
  const json = await postJson<{ localId: string; idToken: string }>(identityToolkit("accounts:signInWithIdp?key=any"), {
    postBody: `id_token=${idToken}&providerId=google.com`,
    requestUri: "http://localhost",
    returnSecureToken: true,
  });
  return { uid: json.localId, idToken: json.idToken, email };
}

/** A fresh account with a verified address that already has its profile (and welcome tokens). */
export async function signUpWithProfile(email?: string): Promise<TestUser> {
  const user = await verifyEmail(await signUp(email));
  const response = await api("POST", "/create-user-profile", { user, body: {} });
  if (response.status !== 200) throw new Error(`create-user-profile failed: ${response.status}`);
  return user;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls `/api{path}` on the hosting emulator, as the SPA does. */
export async function api<T = any>(
  method: string,
  path: string,
  options: { user?: TestUser; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.user) headers.Authorization = `Bearer ${options.user.idToken}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const response = await fetch(`${APP_URL}/api${path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Sets a user's balance directly (tests only: no client can do this). */
export async function setTokens(uid: string, tokens: number): Promise<void> {
  await db.doc(`users/${uid}`).set({ tokens }, { merge: true });
}

export async function clearFirestore(): Promise<void> {
  await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: "DELETE",
  });
}

export { APP_URL, FIRESTORE_HOST };
