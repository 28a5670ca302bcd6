import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { GenerateFinalPlanRequest, GenerateItineraryRequest, type DraftDay } from "@itinerary/contract";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { planJobEndpoints } from "../src/endpoints/plan-jobs.ts";
import { runPlanJob } from "../src/jobs/worker.ts";
import type { PlanGenerator } from "../src/planning/generators/generator.ts";
import { GEMINI_NOT_CONFIGURED_DETAIL } from "../src/planning/generators/gemini/gemini-generator.ts";
import { paths } from "../src/store/paths.ts";
import { STAY_SEARCH_FIELD_MASK } from "../src/planning/grounding/places-client.ts";
import { createTrip } from "./data-generators.ts";
import { startPlacesFake } from "./gemini-fake.ts";
import { useGeminiFake } from "./gemini-fake-suite.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { mount } from "./mount.ts";
import { balanceOf, setBackgroundTriggers } from "./plan-job-support.ts";
import { db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * A plan job on the Gemini path, as production runs it: POST /api/plan-jobs accepts it queued (a
 * Gemini plan never finishes inline), and the worker the Firestore trigger calls runs it, here in this
 * process with a Gemini generator pointed at the fake streaming one day at a time, slowly: the job
 * document shows days while it is still running. The functions emulator's own trigger (which plans
 * offline) would race it for the job, so background triggers are off for this file.
 */

beforeAll(() => setBackgroundTriggers(false));
afterAll(() => setBackgroundTriggers(true));

/** Posts the job through the production endpoint, then runs it as the trigger's worker does, watching its document. */
async function postAndRun(user: TestUser, generator: PlanGenerator, kind: string, asked: object) {
  const id = randomUUID();
  const { createPlanJob } = planJobEndpoints({ generatorFor: () => generator, deadlineMs: 60_000 });
  const accepted = await request(mount(createPlanJob))
    .post("/")
    .set("Authorization", `Bearer ${user.idToken}`)
    .send({ id, kind, request: asked });
  expect(accepted.status).toBe(202);
  expect(accepted.body).toMatchObject({ id, status: "queued" });
  const seen: (Seen & { first?: { day: number; transport: string } })[] = [];
  const started = Date.now();
  const unsubscribe = db.doc(paths.planJob(user.uid, id)).onSnapshot((snapshot) => {
    const data = snapshot.data();
    if (!data) return;
    const first = data.days[0];
    seen.push({
      at: Date.now() - started,
      status: data.status,
      days: data.days.length,
      first: first && { day: first.day, transport: first.activities[0]?.transport },
    });
  });
  const ended = await runPlanJob(user.uid, id, { generatorFor: () => generator });
  // Let the listener hear the last write.
  await new Promise((resolve) => setTimeout(resolve, 300));
  unsubscribe();
  return { id, ended, seen, doc: (await db.doc(paths.planJob(user.uid, id)).get()).data()! };
}

const generateRequest = GenerateItineraryRequest.parse(
  createTrip({ numberOfDays: 3, destinationCity: "Kyoto", travelPace: "Chill" }),
);

const plan = {
  days: [
    { day: 1, activities: [stop(KYOTO.kinkakuji), stop(KYOTO.nijo)] },
    { day: 2, activities: [stop(KYOTO.fushimi), stop(KYOTO.kiyomizu)] },
    { day: 3, activities: [stop(KYOTO.bamboo), stop(KYOTO.gion)] },
  ],
  notes: [],
};

interface Seen {
  at: number;
  status: string;
  days: number;
}

describe("a plan job on the Gemini path", () => {
  const { gemini, generator } = useGeminiFake(20_000);
  beforeEach(() => {
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
  });

  const runJob = (user: TestUser) => postAndRun(user, generator(), "generate", { ...generateRequest, suggestion: "" });

  it("writes each day into the job document while Gemini is still writing the next ones", async () => {
    const user = await signUpWithProfile();
    gemini().answer({ json: plan, chunkDelayMs: 700 });
    const { ended, seen, doc } = await runJob(user);

    expect(ended?.status).toBe("done");
    const firstDay = seen.find((s) => s.days > 0)!;
    const done = seen.find((s) => s.status === "done")!;
    expect(firstDay.status).toBe("running");
    expect(firstDay.days).toBeLessThan(3);
    // Day 1 was on screen at least two slow chunks (days 2 and 3) before the job ended.
    expect(done.at - firstDay.at).toBeGreaterThan(1000);
    expect(seen.filter((s) => s.status === "running").map((s) => s.days)).toEqual(expect.arrayContaining([1, 2]));

    expect(doc.days.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    expect(doc.result.itinerary).toEqual(doc.days);
    expect(doc.result.tokens_remaining).toBe(20);
    expect(await balanceOf(user.uid)).toBe(20);
    expect(gemini().requests[0]!.mode).toBe("stream");
  });

  it("fails and refunds the job when Gemini refuses the key, with the catalogue's wording", async () => {
    const user = await signUpWithProfile();
    gemini().failModelLookups(403);
    const { ended, doc } = await runJob(user);
    expect(ended?.status).toBe("failed");
    expect(doc.failure).toEqual({ status: 503, detail: GEMINI_NOT_CONFIGURED_DETAIL });
    expect(await balanceOf(user.uid)).toBe(30);
  });
});

/** The draft the traveller finalizes, and the final plan the model writes for it: its stops, a stay, its own times. */
const draft: DraftDay[] = plan.days;
const finalize = GenerateFinalPlanRequest.parse({ currentItinerary: draft, preferences: generateRequest });
const finalPlan = (accommodation: string) => ({
  days: draft.map((day) => ({
    day: day.day,
    accommodation_suggestion: accommodation,
    estimated_daily_cost: "$160",
    estimated_daily_cost_usd: 160,
    activities: day.activities.map((activity, k) => ({
      ...activity,
      transport: k === 0 ? "Metro or bus from the city centre" : activity.transport,
      time: `${10 + 2 * k}:00 - ${11 + 2 * k}:30`,
      start_time: `${10 + 2 * k}:00`,
      end_time: `${11 + 2 * k}:30`,
    })),
  })),
  summary_text: "Three calm days in Kyoto.",
  notes: [],
});

describe("a final plan job on the Gemini path", () => {
  const { gemini, generator } = useGeminiFake(20_000);
  afterEach(() => {
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    delete process.env.PLACES_BASE_URL;
    resetConfig();
  });

  const runFinal = (user: TestUser) => postAndRun(user, generator(), "finalize", finalize);

  it("writes each final day, timed from the stay, into the job document while Gemini still writes the next ones", async () => {
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    const user = await signUpWithProfile();
    gemini().answer({ json: finalPlan("Ryokan in Gion, about $200 a night"), chunkDelayMs: 700 });
    const { ended, seen, doc } = await runFinal(user);

    expect(ended?.status).toBe("done");
    expect(gemini().requests[0]!.mode).toBe("stream");
    const firstDay = seen.find((s) => s.days > 0)!;
    const done = seen.find((s) => s.status === "done")!;
    expect(firstDay.status).toBe("running");
    expect(firstDay.days).toBeLessThan(3);
    // Day 1 of the final plan was in the document at least two slow chunks (days 2 and 3) before the end.
    expect(done.at - firstDay.at).toBeGreaterThan(1000);
    // Measured from Kyoto's stay area (no Places key), in the city's own transit words, never the model's line.
    const fromStay =
      /^From Downtown Kawaramachi and Gion: (walk [\d.]+ km|bus or subway, about [\d.]+ km) \(\d+ min\)$/;
    expect(firstDay.first!.transport).toMatch(fromStay);
    for (const day of doc.result.structured_plan) expect(day.activities[0].transport).toMatch(fromStay);
    expect(doc.days).toEqual(doc.result.structured_plan);
    expect(
      doc.result.structured_plan.map((d: { accommodation_suggestion: string }) => d.accommodation_suggestion),
    ).toEqual(Array(3).fill("Ryokan in Gion, about $200 a night"));
    expect(await balanceOf(user.uid)).toBe(doc.result.tokens_remaining);
  });

  it("locates the stay through Places when a key is set, once for the whole plan", async () => {
    const known = Object.values(KYOTO).map((place, i) => ({
      name: place.name,
      id: `ChIJkyoto${i}`,
      lat: place.latitude,
      lng: place.longitude,
      address: `${place.name}, Kyoto`,
      photos: [],
    }));
    const granvia = {
      name: "Hotel Granvia Kyoto",
      id: "ChIJgranvia",
      lat: 34.9858,
      lng: 135.7588,
      address: "Karasuma Chuo-guchi, Kyoto",
      photos: [],
    };
    const places = await startPlacesFake([...known, granvia], "maps-key");
    try {
      process.env.GOOGLE_MAPS_SERVER_KEY = "maps-key";
      process.env.PLACES_BASE_URL = places.baseUrl;
      resetConfig();
      const user = await signUpWithProfile();
      gemini().answer({ json: finalPlan("Hotel Granvia Kyoto, next to Kyoto Station; about $220 a night") });
      const { ended, doc } = await runFinal(user);
      expect(ended?.status).toBe("done");
      for (const day of doc.result.structured_plan)
        expect(day.activities[0].transport).toMatch(/^From Hotel Granvia Kyoto: (walk|bus or subway)/);
      const stayLookups = places.requests.filter((r) => r.fieldMask === STAY_SEARCH_FIELD_MASK);
      expect(stayLookups.map((r) => r.textQuery)).toEqual(["Hotel Granvia Kyoto, Kyoto"]);
    } finally {
      await places.close();
    }
  });
});
