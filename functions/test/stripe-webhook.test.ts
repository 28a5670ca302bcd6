import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_WEBHOOK_SECRET, resetConfig } from "../src/config.ts";
import { stripeWebhook } from "../src/endpoints/stripe-webhook.ts";
import { reserveTokens } from "../src/tokens/balance.ts";
import { mount } from "./mount.ts";
import { sessionEvent } from "./stripe-events.ts";
import { api, db } from "./support.ts";

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

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const signature =
    options.signature ??
    webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  return request(app)
    .post("/")
    .set("Content-Type", "application/json")
    .set("Stripe-Signature", signature)
    .send(payload);
}

async function balanceOf(uid: string): Promise<number> {
  return (await db.doc(`users/${uid}`).get()).data()?.tokens;
}

async function purchases(uid: string) {
  const ledger = await db.collection(`users/${uid}/ledger`).where("reason", "==", "purchase").get();
  return ledger.docs.map((doc) => doc.data());
}

function chargeEvent(
  paymentIntent: string,
  options: {
    type?: "charge.refunded" | "charge.dispute.created";
    objectId?: string;
    amount?: number;
    amountRefunded?: number;
  } = {},
) {
  const type = options.type ?? "charge.refunded";
  const amount = options.amount ?? 2000;
  const amountRefunded = options.amountRefunded ?? amount;
  const object =
    type === "charge.refunded"
      ? {
          id: options.objectId ?? `ch_${randomUUID().replaceAll("-", "")}`,
          object: "charge",
          amount,
          amount_refunded: amountRefunded,
          refunded: amountRefunded >= amount,
          currency: "usd",
          payment_intent: paymentIntent,
        }
      : {
          id: options.objectId ?? `dp_${randomUUID().replaceAll("-", "")}`,
          object: "dispute",
          amount,
          charge: `ch_${randomUUID().replaceAll("-", "")}`,
          currency: "usd",
          payment_intent: paymentIntent,
          reason: "fraudulent",
          status: "needs_response",
        };
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/** Buys a pack for a traveller who starts at 0 tokens, so the ledger holds every change. */
async function buyPack(pack: string) {
  const uid = await newTraveller(0);
  const event = sessionEvent(uid, { pack });
  expect((await deliver(JSON.stringify(event))).body.outcome).toBe("credited");
  return { uid, sessionId: event.data.object.id, paymentIntent: event.data.object.payment_intent };
}

async function ledgerSum(uid: string): Promise<number> {
  const ledger = await db.collection(`users/${uid}/ledger`).get();
  return ledger.docs.reduce((sum, doc) => sum + doc.data().delta, 0);
}

async function expectLedgerMatchesBalance(uid: string) {
  expect(await ledgerSum(uid)).toBe(await balanceOf(uid));
}

async function payment(sessionId: string) {
  return (await db.doc(`payments/${sessionId}`).get()).data();
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
    expect(await purchases(uid)).toEqual([
      expect.objectContaining({ delta: 300, balanceAfter: 330, ref: event.data.object.id }),
    ]);
    const payment = (await db.doc(`payments/${event.data.object.id}`).get()).data();
    expect(payment).toMatchObject({
      uid,
      pack: "explorer",
      tokens: 300,
      status: "paid",
      amountTotal: 2000,
      currency: "usd",
      eventId: event.id,
    });
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
    const second = sessionEvent(uid, {
      pack: "starter",
      type: "checkout.session.async_payment_succeeded",
      sessionId: first.data.object.id,
    });
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
    free.data.object.total_details.amount_discount = 1000;
    const payload = JSON.stringify(free);
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe("credited");
    expect((await deliver(payload)).body.outcome).toBe("already_credited");
    expect(await balanceOf(uid)).toBe(150);
    expect(await purchases(uid)).toEqual([
      expect.objectContaining({ delta: 120, balanceAfter: 150, ref: free.data.object.id }),
    ]);
    expect((await db.doc(`payments/${free.data.object.id}`).get()).data()).toMatchObject({
      status: "paid",
      tokens: 120,
      amountTotal: 0,
    });
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

describe("the amount paid is checked against the pack's price", () => {
  it("credits nothing for a session that paid less than its pack, records the mismatch, and still answers 200", async () => {
    const uid = await newTraveller(0);
    const cheap = sessionEvent(uid, { pack: "explorer" });
    cheap.data.object.amount_total = 500;
    const payload = JSON.stringify(cheap);
    for (let i = 0; i < 3; i++) {
      const response = await deliver(payload);
      expect(response.status).toBe(200);
      expect(response.body.outcome).toBe("amount_mismatch");
    }
    expect(await balanceOf(uid)).toBe(0);
    expect(await purchases(uid)).toEqual([]);
    expect(await payment(cheap.data.object.id)).toMatchObject({
      uid,
      pack: "explorer",
      status: "amount_mismatch",
      expected: { amountTotal: 2000, currency: "usd" },
      received: { amountTotal: 500, currency: "usd" },
    });
    await expectLedgerMatchesBalance(uid);
  });

  it("credits nothing for the right amount in another currency, or without an amount", async () => {
    const uid = await newTraveller(0);
    const euros = sessionEvent(uid, { pack: "starter" });
    euros.data.object.currency = "eur";
    const missing = sessionEvent(uid, { pack: "starter" });
    (missing.data.object as { amount_total: number | null }).amount_total = null;
    for (const event of [euros, missing]) {
      const response = await deliver(JSON.stringify(event));
      expect(response.status).toBe(200);
      expect(response.body.outcome).toBe("amount_mismatch");
      expect((await payment(event.data.object.id))?.status).toBe("amount_mismatch");
    }
    expect((await payment(euros.data.object.id))?.received).toMatchObject({ amountTotal: 500, currency: "eur" });
    expect(await balanceOf(uid)).toBe(0);
  });

  it("stores the payment intent of a credited session, so refunds and disputes can find it", async () => {
    const { sessionId, paymentIntent } = await buyPack("starter");
    expect(await payment(sessionId)).toMatchObject({ status: "paid", paymentIntentId: paymentIntent });
  });
});

describe("refunds and disputes take the pack's tokens back", () => {
  it("reverses a fully refunded pack once however often the event arrives, never below zero", async () => {
    const { uid, sessionId, paymentIntent } = await buyPack("starter");
    await reserveTokens(uid, 30, "generate");
    const payload = JSON.stringify(chargeEvent(paymentIntent, { amount: 500 }));
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(responses.map((r) => r.body.outcome).sort()).toEqual([
      "already_reversed",
      "already_reversed",
      "already_reversed",
      "already_reversed",
      "reversed",
    ]);
    expect((await deliver(payload)).body.outcome).toBe("already_reversed");

    expect(await balanceOf(uid)).toBe(0);
    expect(await payment(sessionId)).toMatchObject({
      status: "paid",
      reversedTokens: 20,
      unrecoveredTokens: 30,
      reversalReason: "refund",
    });
    const refunds = await db.collection(`users/${uid}/ledger`).where("reason", "==", "refund").get();
    expect(refunds.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ delta: -20, balanceAfter: 0, ref: sessionId }),
    ]);
    await expectLedgerMatchesBalance(uid);
  });

  it("reverses a partial refund in proportion, rounded down, and the rest when the refund grows", async () => {
    const { uid, sessionId, paymentIntent } = await buyPack("explorer");
    const chargeId = `ch_${randomUUID().replaceAll("-", "")}`;
    const partial = JSON.stringify(
      chargeEvent(paymentIntent, { objectId: chargeId, amount: 2000, amountRefunded: 999 }),
    );
    expect((await deliver(partial)).body.outcome).toBe("reversed");
    expect((await deliver(partial)).body.outcome).toBe("already_reversed");
    // 999 of 2000 cents refunded: 300 * 0.4995 = 149.85 tokens, rounded down.
    expect(await balanceOf(uid)).toBe(151);
    await expectLedgerMatchesBalance(uid);

    const full = JSON.stringify(chargeEvent(paymentIntent, { objectId: chargeId, amount: 2000, amountRefunded: 2000 }));
    expect((await deliver(full)).body.outcome).toBe("reversed");
    expect((await deliver(partial)).body.outcome).toBe("already_reversed");
    expect(await balanceOf(uid)).toBe(0);
    expect(await payment(sessionId)).toMatchObject({ reversedTokens: 300, unrecoveredTokens: 0 });
    await expectLedgerMatchesBalance(uid);
  });

  it("reverses the whole pack for a dispute once, and a refund of the same payment afterwards takes nothing more", async () => {
    const { uid, sessionId, paymentIntent } = await buyPack("traveller");
    const other = await buyPack("starter");
    await reserveTokens(other.uid, 10, "generate");
    const dispute = JSON.stringify(chargeEvent(paymentIntent, { type: "charge.dispute.created", amount: 1000 }));
    expect((await deliver(dispute)).body.outcome).toBe("reversed");
    expect((await deliver(dispute)).body.outcome).toBe("already_reversed");
    expect((await deliver(JSON.stringify(chargeEvent(paymentIntent, { amount: 1000 })))).body.outcome).toBe(
      "already_reversed",
    );

    expect(await balanceOf(uid)).toBe(0);
    expect(await payment(sessionId)).toMatchObject({
      reversedTokens: 120,
      unrecoveredTokens: 0,
      reversalReason: "dispute",
    });
    const entries = await db.collection(`users/${uid}/ledger`).where("reason", "==", "dispute").get();
    expect(entries.docs.map((doc) => doc.data().delta)).toEqual([-120]);
    await expectLedgerMatchesBalance(uid);
    // Another traveller's purchase is untouched.
    expect(await balanceOf(other.uid)).toBe(40);
    await expectLedgerMatchesBalance(other.uid);
  });

  it("takes nothing for a charge that is not one of ours or a session that was never credited", async () => {
    const { uid } = await buyPack("starter");
    const unknown = await deliver(JSON.stringify(chargeEvent("pi_someone_else", { amount: 500 })));
    expect(unknown.status).toBe(200);
    expect(unknown.body.outcome).toBe("not_ours");

    const cheap = sessionEvent(uid, { pack: "explorer" });
    cheap.data.object.amount_total = 100;
    expect((await deliver(JSON.stringify(cheap))).body.outcome).toBe("amount_mismatch");
    const refund = await deliver(JSON.stringify(chargeEvent(cheap.data.object.payment_intent, { amount: 100 })));
    expect(refund.body.outcome).toBe("not_credited");
    expect(await balanceOf(uid)).toBe(50);
    await expectLedgerMatchesBalance(uid);
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
