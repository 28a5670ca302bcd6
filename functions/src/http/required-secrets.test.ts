import express from "express";
import { logger } from "firebase-functions";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_SECRETS, resetConfig } from "../config.ts";
import { stripeWebhook } from "../endpoints/stripe-webhook.ts";
import { endpoint } from "./guard.ts";
import { NOT_CONFIGURED } from "./required-secrets.ts";

function mount(handler: (req: express.Request, res: express.Response) => Promise<void>) {
  return express().use(express.json()).all("/{*rest}", handler);
}

describe("a deployed function without its secrets", () => {
  let saved: NodeJS.ProcessEnv;
  beforeEach(() => {
    saved = { ...process.env };
    process.env.GCLOUD_PROJECT = "itinerary-planner-prod";
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetConfig();
  });
  afterEach(() => {
    process.env = saved;
    resetConfig();
    vi.restoreAllMocks();
  });

  it("answers 503 with a detail before any other check, and tells the operator once", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const work = vi.fn(async () => ({ ok: true }));
    const pay = endpoint({ name: "payTest", method: "POST", requires: PAYMENT_SECRETS }, work);
    for (let i = 0; i < 3; i++) {
      // No App Check header, no ID token: the missing configuration is what the caller hears about.
      const response = await request(mount(pay)).post("/").send({});
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ detail: NOT_CONFIGURED });
    }
    expect(work).not.toHaveBeenCalled();
    const lines = errors.mock.calls.filter(([message]) => String(message).includes("missing secrets"));
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe(
      "payTest refuses requests: missing secrets STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (set each with firebase functions:secrets:set, then redeploy)",
    );
  });

  it("the Stripe webhook refuses too, even with its own secret but no Stripe key", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_real";
    resetConfig();
    const response = await request(mount(stripeWebhook)).post("/").set("Stripe-Signature", "t=1,v1=x").send({});
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: NOT_CONFIGURED });
  });

  it("works once the secrets are set (the next check, App Check, answers)", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_live_x";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_x";
    resetConfig();
    const pay = endpoint({ name: "payTest2", method: "POST", requires: PAYMENT_SECRETS }, async () => ({ ok: true }));
    const response = await request(mount(pay)).post("/").send({});
    expect(response.status).toBe(403);
  });
});
