import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_WEBHOOK_SECRET, resetConfig } from "../src/config.ts";
import { stripeWebhook } from "../src/payments/webhook.ts";
import { mount } from "./mount.ts";
import { api, db } from "./support.ts";

const PACK_TOKENS: Record<string, string> = { starter: "50", traveller: "120", explorer: "300" };

const SECRET = "whsec_integration_test_secret";
const webhooks = new Stripe("sk_test_unused").webhooks;
let app: ReturnType<typeof mount>;

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  resetConfig();
  app = mount(stripeWebhook);
});

async function newTraveller(tokens = 30): Promise<string> {
  const uid = `buyer-${randomUUID()}`;
  await db.doc(`users/${uid}`).set({ tokens, departureCity: "" });
  return uid;
}

function sessionEvent(
  uid: string,
  options: { type?: string; paymentStatus?: string; pack?: string; sessionId?: string; metadata?: Record<string, string> | null } = {},
) {
  const sessionId = options.sessionId ?? `cs_test_${randomUUID().replaceAll("-", "")}`;
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        payment_status: options.paymentStatus ?? "paid",
        client_reference_id: options.metadata === null ? null : uid,
        metadata: options.metadata === null ? {} : (options.metadata ?? { uid, pack: options.pack ?? "explorer", tokens: PACK_TOKENS[options.pack ?? "explorer"]! }),
        amount_total: 2000,
        currency: "usd",
        livemode: false,
      },
    },
  };
}

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const signature =
    options.signature ?? webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  return request(app).post("/").set("Content-Type", "application/json").set("Stripe-Signature", signature).send(payload);
}

async function balanceOf(uid: string): Promise<number> {
  return (await db.doc(`users/${uid}`).get()).data()?.tokens;
}

async function purchases(uid: string) {
  const ledger = await db.collection(`users/${uid}/ledger`).where("reason", "==", "purchase").get();
  return ledger.docs.map((doc) => doc.data());
}

describe("POST /stripe-webhook", () => {
  it("credits a paid checkout session once, however often the event arrives in a row", async () => {
    const uid = await newTraveller(30);
    const event = sessionEvent(uid);
    const payload = JSON.stringify(event);
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await deliver(payload);
      expect(response.status).toBe(200);
      outcomes.push(response.body.outcome);
    }
    expect(outcomes).toEqual(["credited", ...Array(9).fill("already_credited")]);
    expect(await balanceOf(uid)).toBe(330);
    expect(await purchases(uid)).toEqual([expect.objectContaining({ delta: 300, balanceAfter: 330, ref: event.data.object.id })]);
    const payment = (await db.doc(`payments/${event.data.object.id}`).get()).data();
    expect(payment).toMatchObject({ uid, pack: "explorer", tokens: 300, status: "paid", amountTotal: 2000, currency: "usd", eventId: event.id });
  });

  it("credits once when ten deliveries race each other", async () => {
    const uid = await newTraveller(5);
    const payload = JSON.stringify(sessionEvent(uid, { pack: "traveller" }));
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((r) => r.body.outcome === "credited")).toHaveLength(1);
    expect(await balanceOf(uid)).toBe(125);
    expect(await purchases(uid)).toHaveLength(1);
  });

  it("counts the same session once even when Stripe sends it as a different event", async () => {
    const uid = await newTraveller(0);
    const first = sessionEvent(uid, { pack: "starter" });
    const second = sessionEvent(uid, { pack: "starter", type: "checkout.session.async_payment_succeeded", sessionId: first.data.object.id });
    expect((await deliver(JSON.stringify(first))).body.outcome).toBe("credited");
    expect((await deliver(JSON.stringify(second))).body.outcome).toBe("already_credited");
    expect(await balanceOf(uid)).toBe(50);
  });

  it("rejects a tampered payload, a stale or foreign signature, and a missing one, crediting nothing", async () => {
    const uid = await newTraveller(30);
    const event = sessionEvent(uid, { pack: "starter" });
    const payload = JSON.stringify(event);
    const signature = webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = payload.replace('"pack":"starter"', '"pack":"explorer"');
    expect(tampered).not.toBe(payload);

    const attempts = [
      deliver(tampered, { signature }),
      deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      deliver(payload, { secret: "whsec_someone_else" }),
      request(app).post("/").set("Content-Type", "application/json").send(payload),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/Stripe-Signature|signature/i);
    }
    expect(await balanceOf(uid)).toBe(30);
    expect(await purchases(uid)).toEqual([]);
    expect((await db.doc(`payments/${event.data.object.id}`).get()).exists).toBe(false);
  });

  it("credits nothing for an unpaid completed session, then credits when the delayed payment succeeds", async () => {
    const uid = await newTraveller(30);
    const unpaid = sessionEvent(uid, { paymentStatus: "unpaid" });
    const response = await deliver(JSON.stringify(unpaid));
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe("awaiting_payment");
    expect(await balanceOf(uid)).toBe(30);
    expect((await db.doc(`payments/${unpaid.data.object.id}`).get()).exists).toBe(false);

    const succeeded = sessionEvent(uid, {
      type: "checkout.session.async_payment_succeeded",
      sessionId: unpaid.data.object.id,
      paymentStatus: "paid",
    });
    expect((await deliver(JSON.stringify(succeeded))).body.outcome).toBe("credited");
    expect(await balanceOf(uid)).toBe(330);
  });

  it("credits a completed session that needed no payment (a 100% discount) like a paid one, once", async () => {
    const uid = await newTraveller(30);
    const free = sessionEvent(uid, { pack: "traveller", paymentStatus: "no_payment_required" });
    free.data.object.amount_total = 0;
    const payload = JSON.stringify(free);
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe("credited");
    expect((await deliver(payload)).body.outcome).toBe("already_credited");
    expect(await balanceOf(uid)).toBe(150);
    expect(await purchases(uid)).toEqual([expect.objectContaining({ delta: 120, balanceAfter: 150, ref: free.data.object.id })]);
    expect((await db.doc(`payments/${free.data.object.id}`).get()).data()).toMatchObject({ status: "paid", tokens: 120, amountTotal: 0 });
  });

  it("acknowledges other event types and sessions it did not create without crediting", async () => {
    const uid = await newTraveller(30);
    const other = sessionEvent(uid, { type: "customer.created" });
    const otherResponse = await deliver(JSON.stringify(other));
    expect(otherResponse.status).toBe(200);
    expect(otherResponse.body.outcome).toBe("ignored");

    const foreign = sessionEvent(uid, { metadata: null });
    expect((await deliver(JSON.stringify(foreign))).body.outcome).toBe("not_ours");
    const unknownPack = sessionEvent(uid, { metadata: { uid, pack: "platinum", tokens: "100000" } });
    expect((await deliver(JSON.stringify(unknownPack))).body.outcome).toBe("not_ours");
    expect(await balanceOf(uid)).toBe(30);
    expect(await purchases(uid)).toEqual([]);
  });

  it("answers 500 when crediting fails, so Stripe delivers the event again, and credits nothing", async () => {
    const uid = await newTraveller(30);
    // A session id Firestore cannot store under payments/ makes the crediting transaction fail.
    const broken = sessionEvent(uid, { sessionId: "cs_test_broken/extra" });
    const response = await deliver(JSON.stringify(broken));
    expect(response.status).toBe(500);
    expect(response.body.detail).toBe("Something went wrong on our side. Please try again.");
    expect(await balanceOf(uid)).toBe(30);
    expect(await purchases(uid)).toEqual([]);
  });

  it("refuses anything but POST", async () => {
    const response = await request(app).get("/");
    expect(response.status).toBe(405);
  });
});

describe("the deployed stripeWebhook function (through Hosting)", () => {
  it("verifies with the emulator's local secret and credits through the same path", async () => {
    const uid = await newTraveller(30);
    const payload = JSON.stringify(sessionEvent(uid));
    const forged = await api("POST", "/stripe-webhook", {
      rawBody: payload,
      headers: { "Stripe-Signature": webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
    });
    expect(forged.status).toBe(400);
    expect(await balanceOf(uid)).toBe(30);

    const signed = await api("POST", "/stripe-webhook", {
      rawBody: payload,
      headers: { "Stripe-Signature": webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET }) },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.outcome).toBe("credited");
    expect(await balanceOf(uid)).toBe(330);
  });
});
