import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { getConfig, resetConfig } from "../config.ts";
import { ApiError } from "../errors.ts";
import { startCheckout } from "./checkout.ts";
import { escapeHtml, localCheckout } from "./local-checkout.ts";
import { TOKEN_PACKS } from "@itinerary/contract";

describe("the local test checkout outside the emulator", () => {
  afterEach(() => {
    process.env.GCLOUD_PROJECT = "demo-itinerary-planner";
    delete process.env.STRIPE_SECRET_KEY;
    resetConfig();
  });

  it("does not exist in production, nor in the emulator once a Stripe key is set", async () => {
    const app = express().all("/{*rest}", localCheckout);
    process.env.GCLOUD_PROJECT = "itinerary-planner-prod";
    resetConfig();
    expect((await request(app).get(`/api/local-checkout/cs_local_${"a".repeat(24)}`)).status).toBe(404);
    expect((await request(app).post(`/api/local-checkout/cs_local_${"a".repeat(24)}/pay`)).status).toBe(404);

    process.env.GCLOUD_PROJECT = "demo-itinerary-planner";
    process.env.STRIPE_SECRET_KEY = "sk_test_x";
    resetConfig();
    expect((await request(app).get(`/api/local-checkout/cs_local_${"a".repeat(24)}`)).status).toBe(404);
  });

  it("is never offered by create-checkout-session in production without a Stripe key", async () => {
    process.env.GCLOUD_PROJECT = "itinerary-planner-prod";
    resetConfig();
    const attempt = startCheckout(
      getConfig(),
      "uid123",
      TOKEN_PACKS[0]!,
      "price_local_starter",
      getConfig().appBaseUrl,
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 503, detail: "Payments are not configured on this server." });
  });

  it("escapes whatever it renders", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;",
    );
  });
});
