import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { createCheckoutSession, getTokenPacks } from "../src/endpoints/checkout.ts";
import { mount } from "./mount.ts";
import { startStripeFake } from "./stripe-fake.ts";
import { api, APP_URL, db, signUp, signUpWithProfile, type TestUser } from "./support.ts";

describe("POST /create-checkout-session with Stripe configured (real SDK, local fake of its API)", () => {
  let fake: Awaited<ReturnType<typeof startStripeFake>>;
  let user: TestUser;
  const app = mount(createCheckoutSession);

  beforeAll(async () => {
    fake = await startStripeFake({ missingPrices: ["price_deleted_in_dashboard"] });
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_fake_key",
      STRIPE_API_BASE: fake.baseUrl,
      STRIPE_PRICE_STARTER: "price_deleted_in_dashboard",
      STRIPE_PRICE_TRAVELLER: "",
      STRIPE_PRICE_EXPLORER: "price_explorer_20usd",
      APP_BASE_URL: "https://trips.example",
      ALLOWED_ORIGINS: "https://trips.example,https://trips-demo.firebaseapp.com",
    });
    resetConfig();
    user = await signUp();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
    for (const name of [
      "STRIPE_SECRET_KEY",
      "STRIPE_API_BASE",
      "STRIPE_PRICE_STARTER",
      "STRIPE_PRICE_TRAVELLER",
      "STRIPE_PRICE_EXPLORER",
      "APP_BASE_URL",
      "ALLOWED_ORIGINS",
    ]) {
      delete process.env[name];
    }
    resetConfig();
  });

  const post = (body: unknown, token: string | null = user.idToken, origin?: string) => {
    let req = request(app).post("/").set("Content-Type", "application/json");
    if (origin) req = req.set("Origin", origin);
    return (token ? req.set("Authorization", `Bearer ${token}`) : req).send(JSON.stringify(body));
  };

  it("creates a payment-mode session for the pack's price, tied to the caller, and returns its id and url", async () => {
    const response = await post({ price_id: "price_explorer_20usd" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: "cs_test_fake1", url: "https://checkout.stripe.test/c/pay/cs_test_fake1" });

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.path).toBe("/v1/checkout/sessions");
    expect(sent!.authorization).toBe("Bearer sk_test_fake_key");
    const form = Object.fromEntries(sent!.form);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][price]": "price_explorer_20usd",
      "line_items[0][quantity]": "1",
      client_reference_id: user.uid,
      "metadata[uid]": user.uid,
      "metadata[pack]": "explorer",
      "metadata[tokens]": "300",
      success_url: "https://trips.example/itinerary?payment_success=true",
      cancel_url: "https://trips.example/itinerary?payment_failed=true",
    });
  });

  it("returns the traveller to the allowed origin they bought from, so they come back signed in", async () => {
    const response = await post(
      { price_id: "price_explorer_20usd" },
      user.idToken,
      "https://trips-demo.firebaseapp.com",
    );
    expect(response.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(Object.fromEntries(fake.requests[0]!.form)).toMatchObject({
      success_url: "https://trips-demo.firebaseapp.com/itinerary?payment_success=true",
      cancel_url: "https://trips-demo.firebaseapp.com/itinerary?payment_failed=true",
    });
  });

  it("never returns to an origin that is not allowed: the app's own origin instead", async () => {
    const response = await post({ price_id: "price_explorer_20usd" }, user.idToken, "https://evil.example");
    expect(response.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(Object.fromEntries(fake.requests[0]!.form)).toMatchObject({
      success_url: "https://trips.example/itinerary?payment_success=true",
      cancel_url: "https://trips.example/itinerary?payment_failed=true",
    });
  });

  it("refuses a price id that is not one of the packs without calling Stripe", async () => {
    for (const priceId of ["price_someone_elses_product", "price_local_explorer", " "]) {
      const response = await post({ price_id: priceId });
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/price_id/);
    }
    expect((await post({})).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("needs a signed-in caller", async () => {
    const response = await post({ price_id: "price_explorer_20usd" }, null);
    expect(response.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 503 with a readable detail when Stripe refuses the session", async () => {
    const response = await post({ price_id: "price_deleted_in_dashboard" });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: "Could not start the checkout. Please try again." });
    expect(fake.requests).toHaveLength(1);
  });

  it("lists each pack with its configured price id, null where none is set", async () => {
    const response = await request(mount(getTokenPacks)).get("/");
    expect(response.status).toBe(200);
    expect(response.body.packs.map((p: { key: string; price_id: string | null }) => [p.key, p.price_id])).toEqual([
      ["starter", "price_deleted_in_dashboard"],
      ["traveller", null],
      ["explorer", "price_explorer_20usd"],
    ]);
  });
});

describe("the emulator's local test checkout (no Stripe keys), through Hosting", () => {
  async function balanceOf(uid: string): Promise<number> {
    return (await db.doc(`users/${uid}`).get()).data()?.tokens;
  }

  async function startLocalCheckout(user: TestUser, priceId: string) {
    const response = await api<{ id: string; url: string }>("POST", "/create-checkout-session", {
      user,
      body: { price_id: priceId },
    });
    expect(response.status).toBe(200);
    expect(response.body.id).toMatch(/^cs_local_[a-f0-9]{24}$/);
    expect(response.body.url).toBe(`${APP_URL}/api/local-checkout/${response.body.id}`);
    return response.body;
  }

  const fetchPage = (url: string, init: RequestInit = {}) => fetch(url, { redirect: "manual", ...init });

  it("offers the local price ids", async () => {
    const response = await api("GET", "/token-packs");
    expect(response.status).toBe(200);
    expect(response.body.packs).toEqual([
      {
        key: "starter",
        name: "Starter Pack",
        price_usd: 5,
        tokens: 50,
        popular: false,
        price_id: "price_local_starter",
      },
      {
        key: "traveller",
        name: "Traveller Pack",
        price_usd: 10,
        tokens: 120,
        popular: false,
        price_id: "price_local_traveller",
      },
      {
        key: "explorer",
        name: "Explorer Pack",
        price_usd: 20,
        tokens: 300,
        popular: true,
        price_id: "price_local_explorer",
      },
    ]);
  });

  it("pays through the signed webhook: the pack's tokens arrive once, then the app's success URL", async () => {
    const user = await signUpWithProfile();
    const session = await startLocalCheckout(user, "price_local_explorer");

    const page = await fetchPage(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Test checkout — no real payment");
    expect(html).toContain("No card is charged");
    expect(html).toMatch(/Explorer Pack[\s\S]*\$20\.00[\s\S]*300/);
    expect(await balanceOf(user.uid)).toBe(30);

    const paid = await fetchPage(`${session.url}/pay`, { method: "POST" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${APP_URL}/itinerary?payment_success=true`);
    expect(await balanceOf(user.uid)).toBe(330);
    expect((await db.doc(`payments/${session.id}`).get()).data()).toMatchObject({
      status: "paid",
      uid: user.uid,
      tokens: 300,
      local: true,
    });

    const again = await fetchPage(`${session.url}/pay`, { method: "POST" });
    expect(again.status).toBe(303);
    expect(await balanceOf(user.uid)).toBe(330);
  });

  it("cancels back to the failure URL and changes nothing; a canceled checkout cannot be paid", async () => {
    const user = await signUpWithProfile();
    const session = await startLocalCheckout(user, "price_local_starter");
    const canceled = await fetchPage(`${session.url}/cancel`, { method: "POST" });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(`${APP_URL}/itinerary?payment_failed=true`);
    const payAfter = await fetchPage(`${session.url}/pay`, { method: "POST" });
    expect(payAfter.status).toBe(409);
    expect(await balanceOf(user.uid)).toBe(30);
    expect((await db.doc(`payments/${session.id}`).get()).data()?.status).toBe("canceled");
  });

  it("returns to the allowed origin the checkout was started from (here the Vite dev server)", async () => {
    const user = await signUpWithProfile();
    const origin = "http://localhost:5173";
    const response = await api<{ id: string; url: string }>("POST", "/create-checkout-session", {
      user,
      body: { price_id: "price_local_starter" },
      headers: { Origin: origin },
    });
    expect(response.status).toBe(200);
    expect(response.body.url).toBe(`${origin}/api/local-checkout/${response.body.id}`);
    expect((await db.doc(`payments/${response.body.id}`).get()).data()).toMatchObject({
      successUrl: `${origin}/itinerary?payment_success=true`,
      cancelUrl: `${origin}/itinerary?payment_failed=true`,
    });
    const canceled = await fetchPage(`${APP_URL}/api/local-checkout/${response.body.id}/cancel`, { method: "POST" });
    expect(canceled.headers.get("location")).toBe(`${origin}/itinerary?payment_failed=true`);
  });

  it("refuses unknown price ids and unknown sessions", async () => {
    const user = await signUpWithProfile();
    const response = await api("POST", "/create-checkout-session", { user, body: { price_id: "price_1Nope" } });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/price_id/);
    expect((await fetchPage(`${APP_URL}/api/local-checkout/cs_local_${"0".repeat(24)}`)).status).toBe(404);
    expect((await fetchPage(`${APP_URL}/api/local-checkout/<script>`)).status).toBe(404);
  });
});
