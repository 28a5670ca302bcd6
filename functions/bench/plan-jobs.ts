// Plan jobs over real HTTP through the emulator suite: POST /api/plan-jobs through Hosting; a job the
// request finished comes back in its answer, any other is run by the Firestore trigger and its
// document followed as the planner follows it (a snapshot listener). Shared so each generator
// (offline planner, fake Gemini) is one call.
import { randomUUID } from "node:crypto";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { signUpThroughEmulator } from "../../e2e/auth-emulator.ts";
import { percentile, report, type Timing } from "./harness.ts";

export interface PlanJobBenchOptions {
  /** Names the generator the suite runs with (the functions emulator picks it from its environment). */
  generator: string;
  /** The trip: a generate job's request body (SPEC generate-itinerary), e.g. 7 days in Lisbon. */
  request: Record<string, unknown>;
  runs: number;
  warmup: number;
}

const { APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT } = process.env;

export function suiteIsUp(): boolean {
  return Boolean(APP_URL && FIREBASE_AUTH_EMULATOR_HOST && FIRESTORE_EMULATOR_HOST);
}

function timing(name: string, samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { name, runs: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/**
 * From the POST sent to the first day the traveller can see, and to the finished job; milliseconds.
 * A job the accepting request finished (the offline planner runs inline) is both at once, in the
 * POST's answer; any other is followed through its document, as the planner follows it.
 */
export async function benchPlanJobs(
  options: PlanJobBenchOptions,
): Promise<{ firstDay: Timing; done: Timing; inline: number }> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: GCLOUD_PROJECT ?? "demo-itinerary-planner" }));
  const { idToken } = await signUpThroughEmulator(
    `bench-${randomUUID()}@example.com`,
    "secret123",
    FIREBASE_AUTH_EMULATOR_HOST,
  );
  const headers = { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" };
  const profile = await fetch(`${APP_URL}/api/create-user-profile`, { method: "POST", headers, body: "{}" });
  if (!profile.ok) throw new Error(`create-user-profile: ${profile.status}`);
  const uid = JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString()).user_id as string;

  const firstDays: number[] = [];
  const dones: number[] = [];
  let inline = 0;
  for (let run = 0; run < options.warmup + options.runs; run++) {
    // Each job costs tokens; the bench's account never runs out.
    await db.doc(`users/${uid}`).update({ tokens: 1_000 });
    const id = randomUUID();
    let firstDay = Number.NaN;
    let stop = () => {};
    const followed = new Promise<number>((resolve, reject) => {
      stop = db.doc(`users/${uid}/planJobs/${id}`).onSnapshot((snapshot) => {
        const job = snapshot.data();
        if (!job) return;
        const now = performance.now();
        if (Number.isNaN(firstDay) && job.days.length > 0) firstDay = now;
        if (job.status === "done" || job.status === "failed") {
          if (job.status === "failed") reject(new Error(`job failed: ${JSON.stringify(job.failure)}`));
          else resolve(now);
        }
      }, reject);
    });
    // The listener is up before the POST, as the planner's would be for a queued job.
    const posted = performance.now();
    const response = await fetch(`${APP_URL}/api/plan-jobs`, {
      method: "POST",
      headers,
      body: JSON.stringify({ id, kind: "generate", request: options.request }),
    });
    const answered = performance.now();
    if (response.status !== 202) throw new Error(`POST /api/plan-jobs: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as { status: string; job?: { failure: unknown } };
    let done: number;
    if (answer.job) {
      if (answer.status !== "done") throw new Error(`job failed: ${JSON.stringify(answer.job.failure)}`);
      done = answered;
      firstDay = answered;
      followed.catch(() => undefined);
      if (run >= options.warmup) inline += 1;
    } else {
      done = await followed;
    }
    stop();
    if (run < options.warmup) continue;
    firstDays.push(Math.min(firstDay, done) - posted);
    dones.push(done - posted);
  }
  const label = `plan job (${options.generator})`;
  const result = {
    firstDay: timing(`${label}: posted -> first day`, firstDays),
    done: timing(`${label}: posted -> done`, dones),
    inline,
  };
  report(result.firstDay);
  report(result.done);
  console.log(`${label}: ${inline} of ${options.runs} finished inline (the POST answered with the finished job)`);
  return result;
}
