import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { stripeWebhook } from "../src/endpoints/stripe-webhook.ts";
import { mount } from "./mount.ts";
import { sessionEvent } from "./stripe-events.ts";
import { api, db, signInWithGoogle, signUp, verifyEmail, type TestUser } from "./support.ts";

const createProfile = (user: TestUser) => api("POST", "/create-user-profile", { user, body: {} });
const ledgerOf = async (uid: string) => (await db.collection(`users/${uid}/ledger`).get()).docs.map((doc) => doc.data());
const balanceOf = async (uid: string) => (await db.doc(`users/${uid}`).get()).data()?.tokens;

describe("the welcome grant, once per verified identity", () => {
  it("waits for an email account to verify its address, then grants once", async () => {
    const user = await signUp();
    const first = await createProfile(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: true, tokens: 0, welcome: "awaiting_verification" });
    expect(await ledgerOf(user.uid)).toEqual([]);

    const verified = await verifyEmail(user);
    const after = await Promise.all(Array.from({ length: 4 }, () => createProfile(verified)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(after.filter((r) => r.body.welcome === "granted")).toHaveLength(1);
    expect(after.every((r) => r.body.tokens === 30)).toBe(true);
    expect(await ledgerOf(user.uid)).toEqual([expect.objectContaining({ delta: 30, reason: "welcome", balanceAfter: 30 })]);
    expect((await createProfile(verified)).body).toEqual({ created: false, tokens: 30, welcome: "already_granted" });
  });

  it("grants a Google sign-in at once", async () => {
    const user = await signInWithGoogle();
    const response = await createProfile(user);
    expect(response.body).toEqual({ created: true, tokens: 30, welcome: "granted" });
  });

  it("gives a second account on the same inbox (a +tag or new case) nothing", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await verifyEmail(await signUp(`farmer-${tag}@example.com`));
    expect((await createProfile(first)).body.welcome).toBe("granted");
    const second = await verifyEmail(await signUp(`Farmer-${tag}+again@Example.com`));
    const response = await createProfile(second);
    expect(response.body).toEqual({ created: true, tokens: 0, welcome: "identity_used" });
    expect(await ledgerOf(second.uid)).toEqual([]);
  });
});

describe("a purchase that lands before the profile exists", () => {
  const SECRET = "whsec_welcome_test_secret";
  let app: ReturnType<typeof mount>;
  beforeAll(() => {
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    resetConfig();
    app = mount(stripeWebhook);
  });

  it("keeps both the pack and the welcome grant", async () => {
    const user = await verifyEmail(await signUp());
    const payload = JSON.stringify(sessionEvent(user.uid, { pack: "starter" }));
    const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const delivered = await request(app).post("/").set("Content-Type", "application/json").set("Stripe-Signature", signature).send(payload);
    expect(delivered.status).toBe(200);
    expect(await balanceOf(user.uid)).toBe(50);

    const response = await createProfile(user);
    expect(response.body).toEqual({ created: false, tokens: 80, welcome: "granted" });
    const reasons = (await ledgerOf(user.uid)).map((entry) => [entry.reason, entry.delta]).sort();
    expect(reasons).toEqual([
      ["purchase", 50],
      ["welcome", 30],
    ]);
  });
});
