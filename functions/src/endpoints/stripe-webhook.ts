import type { Request, Response } from "express";
import type Stripe from "stripe";
import { getConfig, PAYMENT_SECRETS } from "../config.ts";
import { INTERNAL_ERROR_DETAIL } from "../errors.ts";
import { sendError } from "../http/guard.ts";
import { NOT_CONFIGURED, requireSecrets } from "../http/required-secrets.ts";
import { log } from "../logs.ts";
import { handleStripeEvent } from "../payments/fulfilment.ts";
import { stripeWebhooks } from "../payments/stripe-client.ts";

/**
 * POST /stripe-webhook. The signature is checked on the raw bytes Stripe sent (a re-serialised body
 * would not match). Bad signature: 400 and nothing else happens. A failure while crediting or
 * reversing answers 500, so Stripe delivers the event again; crediting is idempotent per checkout
 * session and reversing per refund or dispute. A permanent answer (an amount mismatch, a charge that
 * is not ours) is a 200 with its outcome, since a retry could not change it.
 */
export async function stripeWebhook(req: Request, res: Response): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    res.status(405).json({ detail: "Use POST for this endpoint." });
    return;
  }
  try {
    requireSecrets("stripeWebhook", PAYMENT_SECRETS);
  } catch (error) {
    sendError(res, "stripeWebhook", error);
    return;
  }
  const secret = getConfig().stripe.webhookSecret;
  if (!secret) {
    // Only reachable if the emulator's fallback secret were ever removed.
    res.status(503).json({ detail: NOT_CONFIGURED });
    return;
  }
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const signature = req.header("Stripe-Signature");
  if (!raw || !signature) {
    res.status(400).json({ detail: "Missing Stripe-Signature header or body." });
    return;
  }
  let event: Stripe.Event;
  try {
    event = stripeWebhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    log.warn("stripe webhook signature rejected", { error: error instanceof Error ? error.message : String(error) });
    res.status(400).json({ detail: "Invalid Stripe signature." });
    return;
  }
  try {
    const outcome = await handleStripeEvent(event);
    log.info("stripe webhook handled", { eventId: event.id, type: event.type, outcome });
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    log.unexpectedError("stripeWebhook", error);
    res.status(500).json({ detail: INTERNAL_ERROR_DETAIL });
  }
}
