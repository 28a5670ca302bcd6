import Stripe from "stripe";
import type { Config } from "../config.ts";

let cached: { key: string; base: string | null; client: Stripe } | null = null;

/**
 * The Stripe SDK for the configured secret key; `apiBase` (tests) points it at another host, such
 * as a local fake of the REST API.
 */
export function stripeClient(stripe: Config["stripe"]): Stripe {
  if (!stripe.secretKey) throw new Error("stripeClient needs a Stripe secret key");
  if (cached?.key === stripe.secretKey && cached.base === stripe.apiBase) return cached.client;
  let target: Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> = {};
  if (stripe.apiBase) {
    const url = new URL(stripe.apiBase);
    const protocol = url.protocol === "http:" ? "http" : "https";
    target = { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
  }
  const client = new Stripe(stripe.secretKey, { ...target, maxNetworkRetries: 1, timeout: 20_000 });
  cached = { key: stripe.secretKey, base: stripe.apiBase, client };
  return client;
}

/** Verifying webhook signatures needs no key and no network. */
export const stripeWebhooks = new Stripe("sk_unused_for_webhook_signatures").webhooks;
