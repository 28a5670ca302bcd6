import { describe, expect, it } from "vitest";
import { BODY_NOT_JSON, BODY_WRONG_TYPE } from "../src/http/guard.ts";
import { api, db, signUpWithProfile } from "./support.ts";

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
      const response = await api("POST", "/save-itinerary", { user, rawBody: "title=x", headers: { "Content-Type": contentType } });
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
});
