import { describe, expect, it } from "vitest";
import { api, db, setTokens, signUp, verifyEmail } from "./support.ts";

describe("POST /create-user-profile", () => {
  it("creates the profile with the welcome grant for a verified address and records it in the ledger", async () => {
    const user = await verifyEmail(await signUp());
    const response = await api("POST", "/create-user-profile", { user, body: {} });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ created: true, tokens: 30, welcome: "granted" });

    const profile = (await db.doc(`users/${user.uid}`).get()).data();
    expect(profile).toMatchObject({ tokens: 30, departureCity: "" });
    const ledger = await db.collection(`users/${user.uid}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ delta: 30, reason: "welcome", balanceAfter: 30 }),
    ]);
  });

  it("never resets an existing balance, even when called concurrently", async () => {
    const user = await verifyEmail(await signUp());
    const first = await Promise.all(
      Array.from({ length: 5 }, () => api("POST", "/create-user-profile", { user, body: {} })),
    );
    expect(first.filter((r) => r.body.created)).toHaveLength(1);
    await setTokens(user.uid, 7);
    const again = await api("POST", "/create-user-profile", { user, body: {} });
    expect(again.body).toEqual({ created: false, tokens: 7, welcome: "already_granted" });
    const ledger = await db.collection(`users/${user.uid}/ledger`).get();
    expect(ledger.size).toBe(1);
  });

  it("accepts an empty request body as the client sends it", async () => {
    const user = await signUp();
    const response = await api("POST", "/create-user-profile", { user });
    expect(response.status).toBe(200);
  });
});

describe("GET /get-user-profile", () => {
  it("returns tokens and departure city of the caller only, and what each plan action costs", async () => {
    const user = await verifyEmail(await signUp());
    await api("POST", "/create-user-profile", { user, body: {} });
    await db.doc(`users/${user.uid}`).update({ departureCity: "Lisbon" });
    const response = await api("GET", "/get-user-profile", { user });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tokens: 30,
      departureCity: "Lisbon",
      actionCosts: { generate: 10, regenerate: 5, finalize: 5 },
    });
  });

  it("answers 404 with a readable detail when the profile does not exist", async () => {
    const user = await signUp();
    const response = await api("GET", "/get-user-profile", { user });
    expect(response.status).toBe(404);
    expect(response.body.detail).toMatch(/profile/i);
  });
});

describe("the API guard", () => {
  it("rejects a missing or forged ID token with 401 and a detail", async () => {
    const missing = await api("GET", "/get-user-profile");
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ detail: expect.stringMatching(/Bearer/) });

    const forged = await api("GET", "/get-user-profile", { headers: { Authorization: "Bearer not-a-token" } });
    expect(forged.status).toBe(401);
    expect(forged.body.detail).toMatch(/sign in again/);
  });

  it("rejects the wrong method with 405", async () => {
    const user = await signUp();
    const response = await api("GET", "/create-user-profile", { user });
    expect(response.status).toBe(405);
    expect(response.body.detail).toBe("Use POST for this endpoint.");
  });

  it("rejects a body that is not JSON or not the expected shape with 400", async () => {
    const user = await signUp();
    // The runtime's parser leaves a malformed body to the guard (http/framework-body.ts).
    const broken = await api("POST", "/create-user-profile", { user, rawBody: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toBe("The request body must be valid JSON.");
    const brokenText = await api("POST", "/create-user-profile", {
      user,
      rawBody: "{not json",
      headers: { "Content-Type": "text/plain" },
    });
    expect(brokenText.status).toBe(400);
    expect(brokenText.body.detail).toBe("The request body must be JSON, sent with Content-Type: application/json.");

    const extra = await api("POST", "/create-user-profile", { user, body: { tokens: 1000 } });
    expect(extra.status).toBe(400);
    expect(extra.body.detail).toMatch(/tokens/);
  });

  it("rejects an oversized body with 413 before doing any work", async () => {
    const user = await signUp();
    const response = await api("POST", "/create-user-profile", {
      user,
      rawBody: JSON.stringify({ pad: "x".repeat(300_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.detail).toMatch(/too large/);
  });

  it("answers unknown API paths with a JSON 404, not the SPA", async () => {
    const response = await api("GET", "/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(response.body.detail).toMatch(/No API endpoint/);
  });
});
