// The abuse limits on the emulator suite's Firestore and Auth, the endpoints mounted in this process
// (supertest), as a deployed instance runs them: the per-traveller plan-action limiter under 200
// concurrent generate requests from 20 travellers, the sharded photo budget under 500 parallel
// increments, and the PDF cache's hits. Each "past the limit" / "over budget" figure must be 0.
// Needs FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (inside `npm run bench`).
const { FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } = process.env;
if (!FIREBASE_AUTH_EMULATOR_HOST || !FIRESTORE_EMULATOR_HOST) {
  console.log("skipped: needs the emulator suite (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)");
  process.exit(0);
}
process.env.GCLOUD_PROJECT ??= "demo-itinerary-planner";
// The production defaults, whatever the suite around this bench was given for its load tests.
for (const name of Object.keys(process.env))
  if (/^(AI_ACTIONS|PDF_RENDERS|SHARED_PDF_RENDERS)_/.test(name)) delete process.env[name];

await import("../test/functions-firestore.ts");
const { default: request } = await import("supertest");
const { getConfig, resetConfig } = await import("../src/config.ts");
const { planningEndpoints } = await import("../src/endpoints/planning.ts");
const { documentEndpoints } = await import("../src/endpoints/documents.ts");
const { createOfflineGenerator } = await import("../src/planning/generators/offline/generator.ts");
const { photoFetchesOn, takePhotoFetch, utcDay } = await import("../src/store/photo-budget.ts");
const { clearPdfMemory } = await import("../src/store/pdf-cache.ts");
const { PdfRenderer } = await import("../src/pdf/renderer.ts");
const { sampleRequest } = await import("../src/pdf/sample-plan.ts");
const { mount } = await import("../test/mount.ts");
const { lisbon } = await import("../test/plan-job-support.ts");
const { db, signUp } = await import("../test/support.ts");
type Generator = import("../src/planning/generators/generator.ts").PlanGenerator;

resetConfig();
const limits = getConfig().limits;

// 1. Plan actions: 20 travellers, 10 generate requests each, all 200 at once. Each draft takes 300 ms
// (a fast model), so runs overlap and the running-slot limit is exercised as well as the minute's.
{
  const USERS = 20;
  const PER_USER = 10;
  const offline = createOfflineGenerator();
  const users = await Promise.all(Array.from({ length: USERS }, () => signUp()));
  await Promise.all(
    users.map((user) =>
      db
        .doc(`users/${user.uid}`)
        .set({ tokens: 10_000, departureCity: "", createdAt: new Date(), updatedAt: new Date() }),
    ),
  );
  let maxRunning = 0;
  const statuses: Record<number, number> = {};
  const allowedBy = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    users.flatMap((user) => {
      let running = 0;
      const generator: Generator = {
        ...offline,
        draft: async (preferences, suggestion, hooks) => {
          maxRunning = Math.max(maxRunning, ++running);
          try {
            await new Promise((resolve) => setTimeout(resolve, 300));
            return await offline.draft(preferences, suggestion, hooks);
          } finally {
            running--;
          }
        },
      };
      const app = mount(planningEndpoints({ generatorFor: () => generator }).generateItinerary);
      return Array.from({ length: PER_USER }, async () => {
        const response = await request(app).post("/").set("Authorization", `Bearer ${user.idToken}`).send(lisbon);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) allowedBy.set(user.uid, (allowedBy.get(user.uid) ?? 0) + 1);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const fiveXX = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const pastLimit = [...allowedBy.values()].filter(
    (n) => n > Math.min(limits.aiActionsPerMinute, limits.aiActionsPerDay),
  ).length;
  const other = Object.entries(statuses).filter(([status]) => !["200", "429"].includes(status) && Number(status) < 500);
  console.log(
    `limiter: ${USERS * PER_USER} concurrent generate requests from ${USERS} travellers in ${seconds.toFixed(1)} s: allowed ${statuses[200] ?? 0}, ` +
      `refused with 429 ${statuses[429] ?? 0}, 5xx ${fiveXX}, travellers past the limit ${pastLimit}, ` +
      `most running at once for one traveller ${maxRunning} (limit ${limits.aiActionsRunning})` +
      (other.length ? `, other ${JSON.stringify(Object.fromEntries(other))}` : ""),
  );
  if (fiveXX || pastLimit || maxRunning > limits.aiActionsRunning) console.log("limiter: MISSED");
}

// 2. The sharded photo budget: 500 parallel takes against a budget of 300 in the configured shards.
{
  const BUDGET = 300;
  // A burst of 500 misses at once wants more shards than the default: set as a deployment would
  // (PLACES_PHOTO_BUDGET_SHARDS), about ten racing takes per shard.
  const SHARDS = 50;
  const day = Date.UTC(2031, 5, 1, 12);
  await db.recursiveDelete(db.doc(`placesPhotoBudget/${utcDay(day)}`));
  const started = performance.now();
  const taken = await Promise.all(Array.from({ length: 500 }, () => takePhotoFetch(BUDGET, SHARDS, day)));
  const seconds = (performance.now() - started) / 1000;
  const granted = taken.filter((result) => typeof result === "object" && result !== null).length;
  const busy = taken.filter((result) => result === "busy").length;
  const counted = await photoFetchesOn(day);
  console.log(
    `photo budget: 500 parallel increments, budget ${BUDGET} in ${SHARDS} shards, ${seconds.toFixed(1)} s: ` +
      `granted ${granted}, refused (budget spent) ${500 - granted - busy}, refused (busy, retry shortly) ${busy}, counted ${counted}, ` +
      `over budget ${Math.max(0, counted - BUDGET)}`,
  );
}

// 3. The PDF cache: one traveller downloads the same 14-day plan 20 times, then an edited plan once.
{
  const renderer = new PdfRenderer();
  let renders = 0;
  const counting = { render: (html: string) => (renders++, renderer.render(html)) } as InstanceType<typeof PdfRenderer>;
  const app = mount(documentEndpoints(() => counting).generatePdf);
  const user = await signUp();
  clearPdfMemory();
  const times: Record<string, number[]> = { hit: [], miss: [] };
  const post = async (body: object) => {
    const started = performance.now();
    const response = await request(app).post("/").set("Authorization", `Bearer ${user.idToken}`).send(body);
    times[response.headers["x-pdf-cache"] ?? "none"]?.push(performance.now() - started);
    return response;
  };
  for (let i = 0; i < 20; i++) {
    // Every fifth request stands for another instance: its memory is empty, Firestore has the PDF.
    if (i % 5 === 0) clearPdfMemory();
    await post(sampleRequest());
  }
  await post({ ...sampleRequest(), summary_text: "Edited: one more day by the sea." });
  await renderer.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  console.log(
    `pdf cache: 21 downloads (20 of one plan, 1 edited): hits ${times.hit!.length}, renders ${renders}; ` +
      `median ${median(times.miss!).toFixed(0)} ms a render, ${median(times.hit!).toFixed(0)} ms a hit`,
  );
}
process.exit(0);
