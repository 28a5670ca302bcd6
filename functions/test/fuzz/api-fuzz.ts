/**
 * Property-based fuzzing of every API path (ENDPOINTS and SERVICE_PATHS) through the hosting
 * emulator: generated methods, paths, headers and bodies, signed in and not. Shared by the
 * integration test (a modest run) and the bench (FUZZ_RUNS, a bigger one).
 *
 * The properties, checked after every request:
 *  - never a 5xx;
 *  - a rejected request (4xx) leaves the signed-in traveller's balance and ledger exactly as they were;
 *  - an accepted one changes the balance only by ledger entries it wrote (nothing unrecorded).
 */
import { API_PREFIX, ENDPOINTS, SERVICE_PATHS } from "@itinerary/contract";
import fc from "fast-check";
import { daysFromToday } from "../data-generators.ts";
import { savedPlan } from "../saved-plan.ts";
import { APP_URL, db, type TestUser } from "../support.ts";

interface Target {
  name: string;
  path: string;
  method: string | null;
  hasId: boolean;
}

export const TARGETS: Target[] = [
  ...Object.entries(ENDPOINTS).map(([name, e]) => ({
    name,
    path: e.path,
    method: e.method as string,
    hasId: "hasId" in e && e.hasId === true,
  })),
  ...Object.entries(SERVICE_PATHS).map(([name, e]) => ({
    name,
    path: e.path,
    method: null,
    hasId: "hasId" in e && e.hasId === true,
  })),
];

/** Deleting the account would end the run: it only ever gets a caller that is not signed in. */
const NEVER_SIGNED_IN = new Set(["deleteAccount"]);

/** Valid bodies to start mutating from, so the fuzz also reaches past validation into the handlers. */
function seedBodies(): Record<string, unknown> {
  const plan = savedPlan();
  const preferences = { ...plan.preferences, startDate: daysFromToday(20) };
  return {
    generateItinerary: { ...preferences, suggestion: "" },
    regenerateItinerary: { currentItinerary: plan.itinerary, suggestion: "More food, please", preferences },
    generateFinalPlan: { currentItinerary: plan.itinerary, preferences },
    saveItinerary: { ...plan, preferences },
    updateItinerary: { ...plan, preferences },
    generatePdf: { structured_plan: plan.itinerary, summary_text: plan.summary_text, preferences },
    exportCalendar: { structured_plan: plan.itinerary, summary_text: plan.summary_text, preferences },
    createCheckoutSession: { price_id: "starter" },
    createUserProfile: {},
    createPlanJob: { ...preferences, suggestion: "" },
  };
}

export interface FuzzRequest {
  target: Target;
  method: string;
  path: string;
  auth: "valid" | "none" | "garbage" | "wrong-scheme";
  headers: Record<string, string>;
  body: string | undefined;
}

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);
const idSegment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  anyText.map((text) => encodeURIComponent(text)),
  fc.constantFrom(
    "",
    "%",
    "%E0%A4%A",
    "..",
    "%2e%2e",
    "a%2Fb",
    "x".repeat(300),
    "%00",
    "null",
    "undefined",
    "__proto__",
  ),
);
const queryString = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(fc.string({ maxLength: 8 }), anyText, { maxKeys: 4 })
    .map((params) => `?${new URLSearchParams(params)}`),
  fc.constantFrom(
    "?q=lis",
    "?q=a&q=b",
    "?limit=-1",
    "?limit=1e9&cursor=zzz",
    "?cursor=1.x",
    "?q[$gt]=",
    "?%zz=1",
    "?limit=20&cursor=",
  ),
);

function mutateBody(seed: unknown): fc.Arbitrary<unknown> {
  if (!seed || typeof seed !== "object" || Array.isArray(seed)) return fc.jsonValue();
  const keys = Object.keys(seed);
  return fc.oneof(
    fc.constant(seed),
    keys.length
      ? fc
          .tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }))
          .map(([key, value]) => ({ ...seed, [key]: value }))
      : fc.constant(seed),
    keys.length
      ? fc.constantFrom(...keys).map((key) => {
          const copy: Record<string, unknown> = { ...(seed as Record<string, unknown>) };
          delete copy[key];
          return copy;
        })
      : fc.constant(seed),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => ({ ...seed, [key]: value })),
  );
}

export function fuzzRequest(): fc.Arbitrary<FuzzRequest> {
  const seeds = seedBodies();
  return fc.constantFrom(...TARGETS).chain((target) =>
    fc.record({
      target: fc.constant(target),
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(target.method ?? "POST") },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD") },
      ),
      path: fc
        .tuple(
          target.hasId
            ? idSegment.map((id) => `/${id}`)
            : fc.oneof(
                { weight: 5, arbitrary: fc.constant("") },
                idSegment.map((s) => `/${s}`),
              ),
          queryString,
        )
        .map(([suffix, query]) => `${API_PREFIX}${target.path}${suffix}${query}`),
      auth: NEVER_SIGNED_IN.has(target.name)
        ? fc.constantFrom("none" as const, "garbage" as const, "wrong-scheme" as const)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant("valid" as const) },
            fc.constantFrom("none" as const, "garbage" as const, "wrong-scheme" as const),
          ),
      headers: fc.record(
        {
          "Content-Type": fc.constantFrom(
            "application/json",
            "application/json; charset=utf-8",
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/json; charset=latin1",
            "multipart/form-data",
            "*/*",
          ),
          Origin: fc.constantFrom("http://evil.example", "null", "http://127.0.0.1:5000"),
          "X-Firebase-AppCheck": fc.string({ maxLength: 30 }),
          "Stripe-Signature": fc.oneof(fc.string({ maxLength: 40 }), fc.constant("t=1,v1=deadbeef")),
          "Content-Encoding": fc.constantFrom("gzip", "identity", "br"),
        },
        { requiredKeys: [] },
      ),
      body: fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: mutateBody(seeds[target.name]).map((value) => JSON.stringify(value)) },
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: anyText },
        {
          weight: 1,
          arbitrary: fc.constantFrom("{", "[1,2", '{"a":}', "\u0000", "null", '"\\ud800"', "{}".padEnd(5000, " ")),
        },
      ),
    }),
  );
}

export interface Ledgered {
  tokens: number;
  entries: number;
  sum: number;
}

export async function ledgeredBalance(uid: string): Promise<Ledgered> {
  const [profile, ledger] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    db.collection(`users/${uid}/ledger`).get(),
  ]);
  const sum = ledger.docs.reduce((total, doc) => total + (doc.get("delta") as number), 0);
  return { tokens: profile.get("tokens") as number, entries: ledger.size, sum };
}

export interface FuzzStats {
  requests: number;
  bodies: number;
  statuses: Record<string, number>;
  serverErrors: string[];
  unrecordedChanges: string[];
}

export function describeRequest(request: FuzzRequest): string {
  return `${request.method} ${request.path} auth=${request.auth} headers=${JSON.stringify(request.headers)} body=${JSON.stringify(request.body?.slice(0, 300))}`;
}

let functionsOrigin: Promise<string> | null = null;

/** The functions emulator's origin, from the emulator hub's registry. */
function functionsEmulatorOrigin(): Promise<string> {
  functionsOrigin ??= (async () => {
    const hub = process.env.FIREBASE_EMULATOR_HUB;
    if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run this through scripts/test.mjs");
    const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as {
      functions: { host: string; port: number };
    };
    return `http://${emulators.functions.host}:${emulators.functions.port}`;
  })();
  return functionsOrigin;
}

function decodesAsUri(path: string): boolean {
  try {
    decodeURI(path.split("?")[0]!);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a request goes: through Hosting, as the browser sends it. The Hosting emulator (superstatic)
 * itself answers 500 to a path whose percent-encoding is broken, before any rewrite: that is the
 * emulator's static server, not our code, so such paths go straight to the function the rewrite
 * names, which must still answer them with a 4xx.
 */
async function urlFor(request: FuzzRequest): Promise<string> {
  if (decodesAsUri(request.path)) return `${APP_URL}${request.path}`;
  const functionId =
    (ENDPOINTS as Record<string, { functionId: string }>)[request.target.name]?.functionId ??
    (SERVICE_PATHS as Record<string, { functionId: string }>)[request.target.name]!.functionId;
  const rest = request.path.slice(`${API_PREFIX}${request.target.path}`.length);
  return `${await functionsEmulatorOrigin()}/${process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner"}/us-central1/${functionId}${API_PREFIX}${request.target.path}${rest}`;
}

/**
 * Wakes every function once, one after another (the functions emulator starts a worker per
 * function, and starting them all at once on a small machine times them out), so the run measures
 * answers rather than cold starts.
 */
export async function warmUp(): Promise<void> {
  const paths = [...new Set(TARGETS.map((target) => `${API_PREFIX}${target.path}${target.hasId ? "/warm" : ""}`))];
  for (const path of paths) await (await fetch(`${APP_URL}${path}`, { method: "OPTIONS" })).arrayBuffer();
}

/** Sends one generated request and checks the properties; returns false (and records why) on a violation. */
export async function sendAndCheck(request: FuzzRequest, user: TestUser, stats: FuzzStats): Promise<boolean> {
  const before = await ledgeredBalance(user.uid);
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth === "valid") headers.Authorization = `Bearer ${user.idToken}`;
  if (request.auth === "garbage") headers.Authorization = "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.";
  if (request.auth === "wrong-scheme") headers.Authorization = `Basic ${user.idToken.slice(0, 20)}`;
  const canHaveBody = request.method !== "GET" && request.method !== "HEAD";
  const body = canHaveBody ? request.body : undefined;
  if (body === undefined) delete headers["Content-Encoding"];
  const response = await fetch(await urlFor(request), { method: request.method, headers, body, redirect: "manual" });
  await response.arrayBuffer();
  stats.requests += 1;
  if (body !== undefined) stats.bodies += 1;
  stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
  const after = await ledgeredBalance(user.uid);
  if (response.status >= 500) {
    stats.serverErrors.push(`${response.status} for ${describeRequest(request)}`);
    return false;
  }
  const rejected = response.status >= 400;
  const changed = after.tokens !== before.tokens || after.entries !== before.entries;
  const unrecorded = after.tokens - before.tokens !== after.sum - before.sum;
  if ((rejected && changed) || unrecorded) {
    stats.unrecordedChanges.push(
      `${response.status}: balance ${before.tokens} -> ${after.tokens}, ledger ${before.entries} -> ${after.entries} for ${describeRequest(request)}`,
    );
    return false;
  }
  return true;
}

export function emptyStats(): FuzzStats {
  return { requests: 0, bodies: 0, statuses: {}, serverErrors: [], unrecordedChanges: [] };
}
