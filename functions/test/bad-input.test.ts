import { describe, expect, it } from "vitest";
import { BODY_NOT_JSON, BODY_WRONG_TYPE } from "../src/http/guard.ts";
import { GetSavedItinerariesResponse, SavedItinerary, SharedItinerary, SINGLE_LINE_MESSAGE } from "@itinerary/contract";
import { Timestamp } from "firebase-admin/firestore";
import { savedPlan } from "./saved-plan.ts";
import { api, APP_URL, db, signUpWithProfile } from "./support.ts";

/**
 * Bodies the runtime's own parser used to answer with an HTML page (and a stack trace), sent through
 * Hosting and the functions emulator as a client would send them.
 */

const balanceOf = async (uid: string): Promise<number> => (await db.doc(`users/${uid}`).get()).get("tokens");

describe("bad bodies are answered as {detail} JSON", () => {
  it("malformed JSON: 400 with a specific message, no stack, nothing charged", async () => {
    const user = await signUpWithProfile();
    const before = await balanceOf(user.uid);
    const response = await api("POST", "/generate-itinerary", { user, rawBody: '{"destinationCity": "Lisbon",' });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.body).toEqual({ detail: BODY_NOT_JSON });
    expect(await balanceOf(user.uid)).toBe(before);
  });

  it("a body that is not JSON: 400 naming the content type", async () => {
    const user = await signUpWithProfile();
    for (const contentType of ["application/x-www-form-urlencoded", "text/plain", "application/octet-stream"]) {
      const response = await api("POST", "/save-itinerary", {
        user,
        rawBody: "title=x",
        headers: { "Content-Type": contentType },
      });
      expect(response.status, contentType).toBe(400);
      expect(response.body, contentType).toEqual({ detail: BODY_WRONG_TYPE });
    }
  });

  it("a body over the limit: 413 JSON, also past the runtime's own 32 MB limit", async () => {
    // The emulator's proxies take in the whole request before the function runs, so that the
    // runtime's parser skips an oversized body unread is shown in guard.test.ts.
    for (const size of [300 * 1024, 33 * 1024 * 1024]) {
      const response = await api("POST", "/generate-itinerary", { rawBody: JSON.stringify({ pad: "x".repeat(size) }) });
      expect(response.status, String(size)).toBe(413);
      expect(response.headers.get("content-type"), String(size)).toMatch(/^application\/json/);
      expect(response.body.detail, String(size)).toMatch(/too large/);
    }
  });

  it("a chunked body (no Content-Length) over the limit: 413 JSON as well", async () => {
    const user = await signUpWithProfile();
    const before = await balanceOf(user.uid);
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"pad": "'));
        if (sent >= 20) {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
          return;
        }
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${APP_URL}/api/generate-itinerary`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.idToken}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: "The request body is too large (limit 256 KB)." });
    expect(await balanceOf(user.uid)).toBe(before);
  });
});

describe("text with control characters is refused before anything is stored or written", () => {
  it("a line break in the destination: 400 naming the field, no plan saved, no calendar made", async () => {
    const user = await signUpWithProfile();
    const plan = savedPlan("Kyoto\r\nBEGIN:VEVENT\r\nSUMMARY:Injected");
    const saved = await api("POST", "/save-itinerary", { user, body: plan });
    expect(saved.status).toBe(400);
    expect(saved.body).toEqual({ detail: `preferences.destinationCity: ${SINGLE_LINE_MESSAGE}` });
    expect((await db.collection(`users/${user.uid}/itineraries`).get()).size).toBe(0);

    const calendar = await api("POST", "/export-calendar", {
      user,
      body: { structured_plan: plan.itinerary, preferences: plan.preferences },
    });
    expect(calendar.status).toBe(400);
    expect(calendar.body.detail).toContain("preferences.destinationCity");

    const named = savedPlan();
    named.itinerary[0]!.activities[0]!.name = "Kinkaku-ji\u0000";
    expect((await api("POST", "/save-itinerary", { user, body: named })).body).toEqual({
      detail: `itinerary.0.activities.0.name: ${SINGLE_LINE_MESSAGE}`,
    });
  });

  it("free text keeps its line breaks", async () => {
    const user = await signUpWithProfile();
    const plan = { ...savedPlan(), summary_text: "Day 1: temples.\nDay 2: gardens." };
    const saved = await api("POST", "/save-itinerary", { user, body: plan });
    expect(saved.status).toBe(200);
    expect((await api("GET", `/get-itinerary/${saved.body.id}`, { user })).body.summary_text).toBe(
      "Day 1: temples.\nDay 2: gardens.",
    );
  });

  it("a plan saved before these rules, with line breaks where none belong, still opens, for its owner and through its share link", async () => {
    const user = await signUpWithProfile();
    const plan = savedPlan("Kyoto\r\nBEGIN:VEVENT");
    plan.itinerary[0]!.activities[0]!.opening_hours = "Mon–Fri 9–17\nSat 10–14";
    const ref = db.collection(`users/${user.uid}/itineraries`).doc();
    const now = Timestamp.now();
    await ref.set({ ...plan, saved_at: now, created_at: now });

    const read = await api("GET", `/get-itinerary/${ref.id}`, { user });
    expect(read.status).toBe(200);
    expect(SavedItinerary.safeParse(read.body).success).toBe(true);
    expect(read.body.preferences.destinationCity).toBe("Kyoto  BEGIN:VEVENT");
    expect(read.body.itinerary[0].activities[0].opening_hours).toBe("Mon–Fri 9–17 Sat 10–14");
    const listed = await api("GET", "/get-saved-itineraries", { user });
    expect(GetSavedItinerariesResponse.safeParse(listed.body).success).toBe(true);

    const shared = await api("POST", `/share-itinerary/${ref.id}`, { user });
    const token = new URL(shared.body.url).pathname.split("/").pop();
    const opened = await api("GET", `/shared-itinerary/${token}`);
    expect(opened.status).toBe(200);
    expect(SharedItinerary.safeParse(opened.body).success).toBe(true);
  });
});
