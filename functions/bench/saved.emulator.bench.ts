// Saved plans over real HTTP through the emulator suite (Hosting -> Functions -> Firestore): what a
// traveller waits for when saving, opening the saved list and opening one plan. Needs the suite's
// APP_URL, FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (as functions/test/support.ts).
import { randomUUID } from "node:crypto";
import type { SaveItineraryRequest } from "@itinerary/contract";
import { signUpThroughEmulator } from "../../e2e/auth-emulator.ts";
import { savedPlan } from "../test/saved-plan.ts";
import { measure, report } from "./harness.ts";

const RUNS = 30;
const WARMUP = 5;
const { APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } = process.env;
if (!APP_URL || !FIREBASE_AUTH_EMULATOR_HOST || !FIRESTORE_EMULATOR_HOST) {
  console.log("skipped: needs the emulator suite (APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)");
  process.exit(0);
}

/** A week-long plan of four stops a day: a typical saved plan, bigger than the tests' two days. */
function weekPlan(): SaveItineraryRequest {
  const base = savedPlan("Kyoto");
  const stops = base.itinerary.flatMap((day) => day.activities);
  const itinerary = Array.from({ length: 7 }, (_, i) => ({ ...base.itinerary[i % 2]!, day: i + 1, activities: stops }));
  return { ...base, preferences: { ...base.preferences, numberOfDays: 7 }, itinerary };
}

const { idToken } = await signUpThroughEmulator(
  `bench-${randomUUID()}@example.com`,
  "secret123",
  FIREBASE_AUTH_EMULATOR_HOST,
);

async function call(method: string, path: string, body?: string): Promise<any> {
  const headers: Record<string, string> = { Authorization: `Bearer ${idToken}` };
  if (body) headers["Content-Type"] = "application/json";
  const response = await fetch(`${APP_URL}/api${path}`, { method, headers, body });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

await call("POST", "/create-user-profile", "{}");
const body = JSON.stringify(weekPlan());
console.log(
  `plan body ${(body.length / 1024).toFixed(1)} KB (7 days, 4 stops a day); ${RUNS} runs after ${WARMUP} warm-up, over HTTP via Hosting`,
);

let lastId = "";
report(
  await measure(
    "POST /save-itinerary",
    async () => {
      lastId = (await call("POST", "/save-itinerary", body)).id;
    },
    RUNS,
    WARMUP,
  ),
);
let listed = 0;
report(
  await measure(
    "GET /get-saved-itineraries (default page)",
    async () => {
      listed = (await call("GET", "/get-saved-itineraries")).saved_itineraries.length;
    },
    RUNS,
    WARMUP,
  ),
);
console.log(`  (each list answered ${listed} plans)`);
report(await measure("GET /get-itinerary/{id}", () => call("GET", `/get-itinerary/${lastId}`), RUNS, WARMUP));
