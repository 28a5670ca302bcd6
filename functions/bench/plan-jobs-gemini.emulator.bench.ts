// Plan jobs on the Gemini path: job accepted -> first day in the job document -> done, as a browser
// listening to the document sees it (Firestore emulator, onSnapshot). The fake Gemini streams a 7-day
// plan one day per chunk, CHUNK_MS apart, so the model's own pace is a known floor and the rest is
// ours: stream parsing, grounding each day, writing it. The job runs in this process through the
// job executor (the emulator's trigger plans offline), so trigger pickup is not in these figures.
// The same for a final plan (finalize): its days are streamed too, each grounded and timed from the stay.
import "../test/functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { GenerateFinalPlanRequest, GenerateItineraryRequest } from "@itinerary/contract";
import { FieldValue } from "firebase-admin/firestore";
import { executeJob } from "../src/jobs/execute.ts";
import { acceptJob } from "../src/jobs/lifecycle.ts";
import { planWork, type PlanRequest } from "../src/jobs/work.ts";
import { createGeminiGenerator } from "../src/planning/generators/gemini/gemini-generator.ts";
import { firestore } from "../src/store/db.ts";
import { paths } from "../src/store/paths.ts";
import { startGeminiFake } from "../test/gemini-fake.ts";
import { percentile, report } from "./harness.ts";

const RUNS = 12;
const WARMUP = 2;
const DAYS = 7;
const CHUNK_MS = 200;
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.log("skipped: needs the Firestore emulator (FIRESTORE_EMULATOR_HOST)");
  process.exit(0);
}
delete process.env.GOOGLE_MAPS_SERVER_KEY;

const request = GenerateItineraryRequest.parse({
  startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  numberOfDays: DAYS,
  destinationCity: "Kyoto",
  travelPace: "Chill",
  accommodation: ["Hotel"],
});

/** Seven days of three distinct stops near central Kyoto, as a well-behaved model would answer. */
const plan = {
  days: Array.from({ length: DAYS }, (_, d) => ({
    day: d + 1,
    activities: Array.from({ length: 3 }, (_, i) => ({
      name: `Kyoto Garden ${d + 1}-${i + 1}`,
      latitude: 35.0 + d * 0.004,
      longitude: 135.75 + i * 0.004,
      transport: "Walk from the previous stop",
      highlight: "A quiet garden.",
      opening_hours: "09:00–17:00",
      entry_fee: "$5",
      cost_usd: 5,
      duration_minutes: 60,
    })),
  })),
  notes: [],
};

/** The model's final plan for that draft: the same stops with times, a stay and a cost per day. */
const finalPlan = {
  days: plan.days.map((day) => ({
    day: day.day,
    accommodation_suggestion: "Ryokan in Gion, about $200 a night",
    estimated_daily_cost: "$150",
    estimated_daily_cost_usd: 150,
    activities: day.activities.map((activity, k) => ({
      ...activity,
      time: "",
      start_time: `${10 + k}:00`,
      end_time: `${10 + k}:45`,
    })),
  })),
  summary_text: "A week of Kyoto gardens.",
  notes: [],
};
const finalize = GenerateFinalPlanRequest.parse({ currentItinerary: plan.days, preferences: request });

const gemini = await startGeminiFake();
const generator = createGeminiGenerator({
  apiKey: "test-gemini-key",
  model: "gemini-3.8-flash",
  baseUrl: gemini.baseUrl,
  timeoutMs: 30_000,
  thinkingLevel: "LOW",
});
const db = firestore();

async function oneJob(asked: PlanRequest): Promise<{ firstDay: number; done: number }> {
  const uid = `bench-${randomUUID()}`;
  await db.doc(paths.user(uid)).set({
    tokens: 1000,
    departureCity: "",
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  gemini.answer({ json: asked.kind === "finalize" ? finalPlan : plan, chunkDelayMs: CHUNK_MS });
  const id = randomUUID();
  const work = planWork(asked, generator);
  const { job } = await acceptJob({
    home: "jobs",
    uid,
    id,
    kind: asked.kind,
    request: asked.request,
    work,
    status: "running",
    deadlineMs: 60_000,
    mismatchDetail: "mismatch",
  });
  const accepted = performance.now();
  let firstDay = Number.NaN;
  let done = Number.NaN;
  const finished = new Promise<void>((resolve) => {
    const unsubscribe = db.doc(paths.planJob(uid, id)).onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (!data) return;
      if (Number.isNaN(firstDay) && data.days.length > 0) firstDay = performance.now() - accepted;
      if (data.status === "done" || data.status === "failed") {
        if (data.status === "failed") console.log(`job failed: ${JSON.stringify(data.failure)}`);
        done = performance.now() - accepted;
        unsubscribe();
        resolve();
      }
    });
  });
  await executeJob(job, work, { followable: true });
  await finished;
  return { firstDay, done };
}

async function measure(asked: PlanRequest): Promise<{ firstDays: number[]; dones: number[] }> {
  for (let i = 0; i < WARMUP; i++) await oneJob(asked);
  const firstDays: number[] = [];
  const dones: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { firstDay, done } = await oneJob(asked);
    firstDays.push(firstDay);
    dones.push(done);
  }
  return { firstDays, dones };
}
const drafts = await measure({ kind: "generate", request });
const finals = await measure({ kind: "finalize", request: finalize });
await gemini.close();

const timing = (name: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    runs: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
  };
};
console.log(
  `fake Gemini streams ${DAYS} days, one per chunk every ${CHUNK_MS} ms (floor: day 1 at ${2 * CHUNK_MS} ms, last day at ${(DAYS + 1) * CHUNK_MS} ms); ` +
    `${RUNS} runs after ${WARMUP} warm-up`,
);
report(timing("gemini job accepted -> first day in document", drafts.firstDays));
report(timing("gemini job accepted -> done", drafts.dones));
report(timing("final plan job accepted -> first day in document", finals.firstDays));
report(timing("final plan job accepted -> done", finals.dones));
process.exit(0);
