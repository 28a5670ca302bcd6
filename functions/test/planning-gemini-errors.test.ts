import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "../src/config.ts";
import { planningEndpoints } from "../src/endpoints/planning.ts";
import { log } from "../src/logs.ts";
import {
  GEMINI_INVALID_DETAIL,
  GEMINI_NOT_CONFIGURED_DETAIL,
  GEMINI_REQUEST_FAILED_DETAIL,
  GEMINI_UNAVAILABLE_DETAIL,
} from "../src/planning/generators/gemini/gemini-generator.ts";
import { resetGeminiInstanceState } from "../src/planning/generators/gemini/gemini-client.ts";
import { createTrip } from "./data-generators.ts";
import { startGeminiFake } from "./gemini-fake.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { mount } from "./mount.ts";
import { db, signUpWithProfile, type TestUser } from "./support.ts";

/** Each cause of a Gemini failure, through the real endpoint: its status, its wording, and a full refund. */

const preferences = createTrip({ numberOfDays: 2, destinationCity: "Kyoto", travelPace: "Chill" });

const validDraft = {
  days: [
    { day: 1, activities: [stop(KYOTO.kinkakuji), stop(KYOTO.nijo), stop(KYOTO.bamboo)] },
    { day: 2, activities: [stop(KYOTO.fushimi), stop(KYOTO.kiyomizu), stop(KYOTO.gion)] },
  ],
  notes: [],
};

describe("Gemini failures by cause", () => {
  let gemini: Awaited<ReturnType<typeof startGeminiFake>>;
  let user: TestUser;
  const { generateItinerary } = planningEndpoints();
  const generate = () =>
    request(mount(generateItinerary)).post("/").set("Authorization", `Bearer ${user.idToken}`).send(preferences);
  const balance = async () => (await db.doc(`users/${user.uid}`).get()).get("tokens") as number;
  const ledgerReasons = async () =>
    (await db.collection(`users/${user.uid}/ledger`).get()).docs.map((d) => d.get("reason") as string).sort();

  /** A failed, refunded generate: the status and detail asked for, the balance as before, a refund in the ledger. */
  async function expectRefundedFailure(status: number, detail: string) {
    const response = await generate();
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ detail });
    expect(await balance()).toBe(30);
    expect(await ledgerReasons()).toEqual(["generate", "refund", "welcome"]);
  }

  beforeAll(async () => {
    gemini = await startGeminiFake();
  });
  afterAll(async () => {
    await gemini.close();
    for (const name of ["GEMINI_API_KEY", "GEMINI_BASE_URL", "GEMINI_MODEL", "GEMINI_TIMEOUT_MS"])
      delete process.env[name];
    resetConfig();
  });
  beforeEach(async () => {
    gemini.reset();
    vi.restoreAllMocks();
    Object.assign(process.env, {
      GEMINI_API_KEY: "test-gemini-key",
      GEMINI_BASE_URL: gemini.baseUrl,
      GEMINI_TIMEOUT_MS: "5000",
    });
    delete process.env.GEMINI_MODEL;
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    resetGeminiInstanceState();
    user = await signUpWithProfile();
  });

  it("a request Gemini refuses (400) is our bug: 500 with its cause logged, not retried, refunded", async () => {
    const rejected = vi.spyOn(log, "geminiRequestRejected");
    const unexpected = vi.spyOn(log, "unexpectedError");
    gemini.answer({ status: 400 });
    await expectRefundedFailure(500, GEMINI_REQUEST_FAILED_DETAIL);
    expect(gemini.requests).toHaveLength(1);
    expect(rejected).toHaveBeenCalledWith("gemini-3.8-flash", 400, "scripted 400 failure");
    // One line with the cause, not a second generic one from the guard.
    expect(unexpected).not.toHaveBeenCalled();
  });

  it("a forbidden model (403) is a configuration error: 503, logged once per instance, and later requests fail at once", async () => {
    const notUsable = vi.spyOn(log, "geminiNotUsable");
    const unexpected = vi.spyOn(log, "unexpectedError");
    gemini.answer({ status: 403 });
    await expectRefundedFailure(503, GEMINI_NOT_CONFIGURED_DETAIL);
    const second = await generate();
    expect(second.status).toBe(503);
    expect(second.body.detail).toBe(GEMINI_NOT_CONFIGURED_DETAIL);
    // The second request did not reach Gemini, and the operator saw one line, not one per request.
    expect(gemini.requests).toHaveLength(1);
    expect(notUsable).toHaveBeenCalledTimes(1);
    expect(notUsable).toHaveBeenCalledWith("gemini-3.8-flash", 403, "scripted 403 failure");
    expect(unexpected).not.toHaveBeenCalled();
    expect(await balance()).toBe(30);
  });

  it("a model that does not exist (the shut-down gemini-2.5-flash) is found by models.get once and logged once", async () => {
    process.env.GEMINI_MODEL = "gemini-2.5-flash";
    resetConfig();
    const notUsable = vi.spyOn(log, "geminiNotUsable");
    await expectRefundedFailure(503, GEMINI_NOT_CONFIGURED_DETAIL);
    expect((await generate()).status).toBe(503);
    expect(gemini.modelLookups.map((l) => l.model)).toEqual(["gemini-2.5-flash"]);
    expect(gemini.requests).toHaveLength(0);
    expect(notUsable).toHaveBeenCalledTimes(1);
    expect(notUsable.mock.calls[0]![2]).toMatch(/models\/gemini-2.5-flash is not found/);
    expect(await balance()).toBe(30);
  });

  it("a wrong API key (400 API_KEY_INVALID on models.get) is a configuration error, not our bug", async () => {
    process.env.GEMINI_API_KEY = "not-the-key";
    resetConfig();
    const rejected = vi.spyOn(log, "geminiRequestRejected");
    await expectRefundedFailure(503, GEMINI_NOT_CONFIGURED_DETAIL);
    expect(rejected).not.toHaveBeenCalled();
  });

  it("models.get failing for a passing reason does not block planning, and is asked again next time", async () => {
    gemini.failModelLookups(500);
    gemini.answer({ json: validDraft }, { json: validDraft });
    expect((await generate()).status).toBe(200);
    gemini.failModelLookups(null);
    expect((await generate()).status).toBe(200);
    gemini.answer({ json: validDraft });
    expect((await generate()).status).toBe(200);
    // Asked again after the failure; once it answered, never again on this instance.
    expect(gemini.modelLookups).toHaveLength(2);
  });

  it("retries a 429 with backoff and succeeds, charging once", async () => {
    const retried = vi.spyOn(log, "geminiRetry");
    gemini.answer({ status: 429, retryDelay: "0.3s" }, { json: validDraft });
    const started = Date.now();
    const response = await generate();
    expect(response.status).toBe(200);
    expect(response.body.itinerary).toHaveLength(2);
    expect(gemini.requests).toHaveLength(2);
    // The wait the API asked for (RetryInfo) was honoured.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(retried).toHaveBeenCalledWith("gemini-3.8-flash", 1, 429, expect.any(Number));
    expect(await balance()).toBe(20);
  });

  it("gives up on a 429 that asks for more time than the deadline leaves: 503 at once, refunded, one warning", async () => {
    const gaveUp = vi.spyOn(log, "geminiGaveUp");
    const unexpected = vi.spyOn(log, "unexpectedError");
    gemini.answer({ status: 429, retryDelay: "60s" });
    const started = Date.now();
    await expectRefundedFailure(503, GEMINI_UNAVAILABLE_DETAIL);
    expect(gemini.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3000);
    // An outage is not a bug: a warning that says why, and no error with a stack trace.
    expect(gaveUp).toHaveBeenCalledWith("gemini-3.8-flash", 1, 429, "the next try would pass the deadline");
    expect(unexpected).not.toHaveBeenCalled();
  });

  it("the repair turn sends the model's answer back with its thought signature, and never an empty part", async () => {
    const broken = '{"days": [ {"day": 1, "activities": [';
    gemini.answer({ text: broken }, { json: validDraft });
    expect((await generate()).status).toBe(200);
    const repair = gemini.requests[1]!.body.contents;
    expect(repair.map((c) => c.role)).toEqual(["user", "model", "user"]);
    // The streamed answer's text is joined into one part, carrying the signature that came on its own empty part.
    expect(repair[1]!.parts).toEqual([{ text: broken, thoughtSignature: gemini.signatureOf(1) }]);
    expect(repair[2]!.parts[0]!.text).toMatch(/not valid JSON/);
    expect(repair.flatMap((c) => c.parts).every((p) => typeof p.text === "string" && p.text.length > 0)).toBe(true);
  });

  it("an empty answer is repaired without an empty model part: the problem joins the original request", async () => {
    gemini.answer({ text: "" }, { json: validDraft });
    expect((await generate()).status).toBe(200);
    const repair = gemini.requests[1]!.body.contents;
    expect(repair).toHaveLength(1);
    expect(repair[0]!.parts).toHaveLength(2);
    expect(repair[0]!.parts[1]!.text).toMatch(/the answer was empty/);
  });

  it("an answer still invalid after the repair is refunded with the catalogue's wording", async () => {
    gemini.answer({ text: "Sure! Here is your trip" }, { text: "day one: temples" });
    await expectRefundedFailure(503, GEMINI_INVALID_DETAIL);
    expect(gemini.requests).toHaveLength(2);
  });

  it("asks with a thinking level, the default temperature, and the constraints the schema cannot carry spelled out in the prompt", async () => {
    gemini.answer({ json: validDraft });
    expect((await generate()).status).toBe(200);
    const sent = gemini.requests[0]!.body;
    expect(sent.generationConfig?.thinkingConfig).toEqual({ thinkingLevel: "LOW" });
    expect(sent.generationConfig?.temperature).toBeUndefined();
    const schema = JSON.stringify(sent.generationConfig?.responseJsonSchema);
    for (const ignored of ['"pattern"', '"minLength"', '"maxLength"', '"default"'])
      expect(schema).not.toContain(ignored);
    const prompt = sent.contents[0]!.parts[0]!.text;
    expect(prompt).toContain("Rules for the fields of your answer");
    expect(prompt).toContain("- days[].activities[].name is 1 to 200 characters long");
    expect(prompt).toMatch(/- days\[\]\.activities\[\]\.opening_window\.open matches the regular expression/);
  });
});
