import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { GenerateFinalPlanRequest, GenerateItineraryRequest, type DraftDay } from "@itinerary/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { executeJob } from "../src/jobs/execute.ts";
import { acceptJob } from "../src/jobs/lifecycle.ts";
import { planWork, type PlanRequest } from "../src/jobs/work.ts";
import { GEMINI_NOT_CONFIGURED_DETAIL } from "../src/planning/generators/gemini/gemini-generator.ts";
import { paths } from "../src/store/paths.ts";
import { STAY_SEARCH_FIELD_MASK } from "../src/planning/grounding/places-client.ts";
import { createTrip } from "./data-generators.ts";
import { startPlacesFake } from "./gemini-fake.ts";
import { useGeminiFake } from "./gemini-fake-suite.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { balanceOf } from "./plan-job-support.ts";
import { db, signUpWithProfile } from "./support.ts";

/**
 * A plan job on the Gemini path, run by the job executor against the emulator's Firestore with the
 * fake streaming one day at a time, slowly: the job document shows days while it is still running.
 *
 * The job is accepted as "running", so the emulator's trigger (which plans offline) leaves it alone
 * and this process runs it, as the worker would, with a Gemini generator pointed at the fake.
 */

const request = GenerateItineraryRequest.parse(createTrip({ numberOfDays: 3, destinationCity: "Kyoto", travelPace: "Chill" }));

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

  async function runJob(uid: string, asked: PlanRequest = { kind: "generate", request }) {
    const id = randomUUID();
    const work = planWork(asked, generator());
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
    const seen: Seen[] = [];
    const started = Date.now();
    const unsubscribe = db.doc(paths.planJob(uid, id)).onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (data) seen.push({ at: Date.now() - started, status: data.status, days: data.days.length });
    });
    const ended = await executeJob(job, work, { followable: true });
    // Let the listener hear the last write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    unsubscribe();
    return { id, ended, seen, doc: (await db.doc(paths.planJob(uid, id)).get()).data()! };
  }

  it("writes each day into the job document while Gemini is still writing the next ones", async () => {
    const user = await signUpWithProfile();
    gemini().answer({ json: plan, chunkDelayMs: 700 });
    const { ended, seen, doc } = await runJob(user.uid);

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
    const { ended, doc } = await runJob(user.uid);
    expect(ended?.status).toBe("failed");
    expect(doc.failure).toEqual({ status: 503, detail: GEMINI_NOT_CONFIGURED_DETAIL });
    expect(await balanceOf(user.uid)).toBe(30);
  });
});

/** The draft the traveller finalizes, and the final plan the model writes for it: its stops, a stay, its own times. */
const draft: DraftDay[] = plan.days;
const finalize = GenerateFinalPlanRequest.parse({ currentItinerary: draft, preferences: request });
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

  async function runFinal(uid: string) {
    const id = randomUUID();
    const work = planWork({ kind: "finalize", request: finalize }, generator());
    const { job } = await acceptJob({ home: "jobs", uid, id, kind: "finalize", request: finalize, work, status: "running", deadlineMs: 60_000, mismatchDetail: "mismatch" });
    const seen: (Seen & { first?: { day: number; transport: string } })[] = [];
    const started = Date.now();
    const unsubscribe = db.doc(paths.planJob(uid, id)).onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (!data) return;
      const first = data.days[0];
      seen.push({ at: Date.now() - started, status: data.status, days: data.days.length, first: first && { day: first.day, transport: first.activities[0]?.transport } });
    });
    const ended = await executeJob(job, work, { followable: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    unsubscribe();
    return { ended, seen, doc: (await db.doc(paths.planJob(uid, id)).get()).data()! };
  }

  it("writes each final day, timed from the stay, into the job document while Gemini still writes the next ones", async () => {
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    const user = await signUpWithProfile();
    gemini().answer({ json: finalPlan("Ryokan in Gion, about $200 a night"), chunkDelayMs: 700 });
    const { ended, seen, doc } = await runFinal(user.uid);

    expect(ended?.status).toBe("done");
    expect(gemini().requests[0]!.mode).toBe("stream");
    const firstDay = seen.find((s) => s.days > 0)!;
    const done = seen.find((s) => s.status === "done")!;
    expect(firstDay.status).toBe("running");
    expect(firstDay.days).toBeLessThan(3);
    // Day 1 of the final plan was in the document at least two slow chunks (days 2 and 3) before the end.
    expect(done.at - firstDay.at).toBeGreaterThan(1000);
    // Measured from Kyoto's stay area (no Places key), in the city's own transit words, never the model's line.
    const fromStay = /^From Downtown Kawaramachi and Gion: (walk [\d.]+ km|bus or subway, about [\d.]+ km) \(\d+ min\)$/;
    expect(firstDay.first!.transport).toMatch(fromStay);
    for (const day of doc.result.structured_plan) expect(day.activities[0].transport).toMatch(fromStay);
    expect(doc.days).toEqual(doc.result.structured_plan);
    expect(doc.result.structured_plan.map((d: { accommodation_suggestion: string }) => d.accommodation_suggestion)).toEqual(Array(3).fill("Ryokan in Gion, about $200 a night"));
    expect(await balanceOf(user.uid)).toBe(doc.result.tokens_remaining);
  });

  it("locates the stay through Places when a key is set, once for the whole plan", async () => {
    const known = Object.values(KYOTO).map((place, i) => ({ name: place.name, id: `ChIJkyoto${i}`, lat: place.latitude, lng: place.longitude, address: `${place.name}, Kyoto`, photos: [] }));
    const granvia = { name: "Hotel Granvia Kyoto", id: "ChIJgranvia", lat: 34.9858, lng: 135.7588, address: "Karasuma Chuo-guchi, Kyoto", photos: [] };
    const places = await startPlacesFake([...known, granvia], "maps-key");
    try {
      process.env.GOOGLE_MAPS_SERVER_KEY = "maps-key";
      process.env.PLACES_BASE_URL = places.baseUrl;
      resetConfig();
      const user = await signUpWithProfile();
      gemini().answer({ json: finalPlan("Hotel Granvia Kyoto, next to Kyoto Station; about $220 a night") });
      const { ended, doc } = await runFinal(user.uid);
      expect(ended?.status).toBe("done");
      for (const day of doc.result.structured_plan) expect(day.activities[0].transport).toMatch(/^From Hotel Granvia Kyoto: (walk|bus or subway)/);
      const stayLookups = places.requests.filter((r) => r.fieldMask === STAY_SEARCH_FIELD_MASK);
      expect(stayLookups.map((r) => r.textQuery)).toEqual(["Hotel Granvia Kyoto, Kyoto"]);
    } finally {
      await places.close();
    }
  });
});
