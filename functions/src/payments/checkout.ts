import { randomBytes } from "node:crypto";
import type { CreateCheckoutSessionResponse, TokenPack } from "@itinerary/contract";
import type { Config } from "../config.ts";
import { unavailable } from "../errors.ts";
import { log } from "../logs.ts";
import { createOpenPayment } from "../store/payments.ts";
import { PACK_CURRENCY, packPriceCents } from "./packs.ts";
import { stripeClient } from "./stripe-client.ts";

export const CHECKOUT_START_FAILED = "Could not start the checkout. Please try again.";

/** Where the checkout sends the traveller back to; the redirect itself never credits anything. */
export function returnUrls(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    successUrl: `${base}/itinerary?payment_success=true`,
    cancelUrl: `${base}/itinerary?payment_failed=true`,
  };
}

export function localCheckoutUrl(baseUrl: string, sessionId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/local-checkout/${encodeURIComponent(sessionId)}`;
}

/**
 * Starts a checkout for one pack: a Stripe Checkout Session when a secret key is configured, the
 * emulator's test checkout otherwise (never outside the emulator). `baseUrl` is the app origin the
 * traveller returns to (the endpoint picks it: see appOrigin).
 */
export async function startCheckout(
  config: Config,
  uid: string,
  pack: TokenPack,
  priceId: string,
  baseUrl: string,
): Promise<CreateCheckoutSessionResponse> {
  const { successUrl, cancelUrl } = returnUrls(baseUrl);
  const metadata = { uid, pack: pack.key, tokens: String(pack.tokens) };

  if (config.stripe.secretKey) {
    let session;
    try {
      session = await stripeClient(config.stripe).checkout.sessions.create({
        mode: "payment",
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: uid,
        metadata,
        payment_intent_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
    } catch (error) {
      throw unavailable(CHECKOUT_START_FAILED, error);
    }
    if (!session.url) throw unavailable(CHECKOUT_START_FAILED, new Error(`Stripe session ${session.id} has no url`));
    log.info("checkout session created", { uid, pack: pack.key, sessionId: session.id });
    return { id: session.id, url: session.url };
  }

  if (!config.isEmulator) throw unavailable("Payments are not configured on this server.");
  const sessionId = `cs_local_${randomBytes(12).toString("hex")}`;
  await createOpenPayment(sessionId, {
    uid,
    pack: pack.key,
    tokens: pack.tokens,
    amountTotal: packPriceCents(pack),
    currency: PACK_CURRENCY,
    local: true,
    successUrl,
    cancelUrl,
  });
  log.info("local test checkout created", { uid, pack: pack.key, sessionId });
  return { id: sessionId, url: localCheckoutUrl(baseUrl, sessionId) };
}
