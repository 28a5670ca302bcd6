import "./functions-firestore.ts";
import Stripe from "stripe";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { stripeWebhook } from "../src/endpoints/stripe-webhook.ts";
import { mount } from "./mount.ts";
import { sessionEvent } from "./stripe-events.ts";
import { startStripeFake } from "./stripe-fake.ts";
import { api, db, signUpWithProfile } from "./support.ts";

/**
 * A checkout stays open for up to 24 hours, so its payment can arrive after the account is gone. The
 * webhook runs here in-process with the real Stripe SDK pointed at the local fake of Stripe's API.
 */

const SECRET = "whsec_deleted_account_test_secret";
const webhooks = new Stripe("sk_test_unused").webhooks;
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let app: ReturnType<typeof mount>;

beforeAll(async () => {
  fake = await startStripeFake();
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.STRIPE_SECRET_KEY = "sk_test_deleted_account";
  process.env.STRIPE_API_BASE = fake.baseUrl;
  resetConfig();
  app = mount(stripeWebhook);
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  resetConfig();
  await fake.close();
});

function deliver(event: unknown) {
  const payload = JSON.stringify(event);
  const signature = webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return request(app)
    .post("/")
    .set("Content-Type", "application/json")
    .set("Stripe-Signature", signature)
    .send(payload);
}

async function deletedTraveller(): Promise<string> {
  const user = await signUpWithProfile();
  expect((await api("DELETE", "/account", { user })).status).toBe(200);
  return user.uid;
}

const refundRequests = (paymentIntent: string) =>
  fake.requests.filter((call) => call.path === "/v1/refunds" && call.form.get("payment_intent") === paymentIntent);

describe("a purchase paid after its account was deleted", () => {
  it("is recorded as account_deleted, credits nothing, recreates no user, and is refunded through Stripe once", async () => {
    const uid = await deletedTraveller();
    const event = sessionEvent(uid, { pack: "traveller" });
    const { id: sessionId, payment_intent: paymentIntent } = event.data.object;

    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: "account_deleted" });
    expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
    expect((await db.collection(`users/${uid}/ledger`).get()).size).toBe(0);
    const payment = (await db.doc(`payments/${sessionId}`).get()).data();
    expect(payment).toMatchObject({
      uid,
      pack: "traveller",
      status: "account_deleted",
      paymentIntentId: paymentIntent,
    });
    expect(payment?.deletedAccountRefund).toEqual({
      id: expect.stringMatching(/^re_/),
      status: "succeeded",
      local: false,
    });
    const [refund] = refundRequests(paymentIntent);
    expect(refund?.authorization).toBe("Bearer sk_test_deleted_account");
    expect(refund?.idempotencyKey).toBe(`account-deleted-refund-${sessionId}`);

    // Stripe delivers again (and the other completion event): still nothing credited, no second refund.
    expect((await deliver(event)).body.outcome).toBe("account_deleted");
    expect(
      (
        await deliver(
          sessionEvent(uid, { pack: "traveller", sessionId, type: "checkout.session.async_payment_succeeded" }),
        )
      ).body.outcome,
    ).toBe("account_deleted");
    expect(refundRequests(paymentIntent)).toHaveLength(1);
    expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
  });

  it("answers 500 while Stripe cannot refund, so Stripe delivers again, and then refunds under the same key", async () => {
    const uid = await deletedTraveller();
    const event = sessionEvent(uid, { pack: "starter" });
    const { id: sessionId, payment_intent: paymentIntent } = event.data.object;

    fake.failNextRefunds(2); // the SDK's own retry included
    expect((await deliver(event)).status).toBe(500);
    expect((await db.doc(`payments/${sessionId}`).get()).data()).toMatchObject({ status: "account_deleted" });
    expect((await db.doc(`payments/${sessionId}`).get()).get("deletedAccountRefund")).toBeUndefined();

    const again = await deliver(event);
    expect(again.body).toEqual({ received: true, outcome: "account_deleted" });
    expect((await db.doc(`payments/${sessionId}`).get()).get("deletedAccountRefund")).toMatchObject({
      status: "succeeded",
    });
    const keys = new Set(refundRequests(paymentIntent).map((call) => call.idempotencyKey));
    expect(keys).toEqual(new Set([`account-deleted-refund-${sessionId}`]));
    expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
  });

  it("still credits a live account's purchase as before", async () => {
    const user = await signUpWithProfile();
    const event = sessionEvent(user.uid, { pack: "starter" });
    expect((await deliver(event)).body.outcome).toBe("credited");
    expect((await db.doc(`users/${user.uid}`).get()).get("tokens")).toBe(80);
    expect(refundRequests(event.data.object.payment_intent)).toHaveLength(0);
  });
});
