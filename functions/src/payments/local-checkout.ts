import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import type Stripe from "stripe";
import { getConfig } from "../config.ts";
import { log } from "../logs.ts";
import { cancelOpenPayment, getPayment, type PaymentRecord } from "../store/payments.ts";
import { packByKey } from "./packs.ts";
import { stripeWebhooks } from "./stripe-client.ts";

/**
 * The emulator's stand-in for Stripe's hosted checkout: GET /local-checkout/{id} shows a page that
 * says plainly no real payment happens; POST .../pay delivers a signed checkout.session.completed
 * to the real webhook (so crediting takes exactly the production path) and returns to the app;
 * POST .../cancel returns to the app's failure URL. Anywhere but the emulator it does not exist.
 */
export async function localCheckout(req: Request, res: Response): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  const config = getConfig();
  if (!config.isEmulator || config.stripe.secretKey) {
    res.status(404).json({ detail: "The local test checkout only exists in the emulator suite without Stripe keys." });
    return;
  }
  const segments = req.path.split("/").filter(Boolean);
  const at = segments.indexOf("local-checkout");
  const [sessionId = "", action = "", ...rest] = at === -1 ? segments : segments.slice(at + 1);
  const record = /^cs_local_[a-f0-9]{24}$/.test(sessionId) && rest.length === 0 ? await getPayment(sessionId) : null;
  if (!record?.local) {
    page(res, 404, "Checkout not found", "<p>This test checkout session does not exist.</p>");
    return;
  }

  if (req.method === "GET" && action === "") {
    showCheckout(res, sessionId, record);
  } else if (req.method === "POST" && action === "pay") {
    await pay(res, sessionId, record);
  } else if (req.method === "POST" && action === "cancel") {
    const after = await cancelOpenPayment(sessionId);
    if (after?.status === "paid") redirect(res, record.successUrl);
    else redirect(res, record.cancelUrl);
  } else {
    res.status(405).json({ detail: "Use GET to view the test checkout, POST .../pay or .../cancel to finish it." });
  }
}

function showCheckout(res: Response, sessionId: string, record: PaymentRecord): void {
  const pack = packByKey(record.pack);
  const price = formatAmount(record.amountTotal, record.currency);
  if (record.status !== "open") {
    const back = record.status === "paid" ? record.successUrl : record.cancelUrl;
    page(
      res,
      200,
      "Test checkout finished",
      `<p>This test checkout is already ${escapeHtml(record.status)}.</p><p><a href="${escapeHtml(back ?? "/")}">Back to the app</a></p>`,
    );
    return;
  }
  const base = `/api/local-checkout/${encodeURIComponent(sessionId)}`;
  page(
    res,
    200,
    "Test checkout — no real payment",
    `<p class="notice" role="note">This is a local test checkout. No card is charged and no real payment is made.</p>
    <dl>
      <dt>Pack</dt><dd data-testid="pack">${escapeHtml(pack?.name ?? record.pack)}</dd>
      <dt>Price</dt><dd data-testid="price">${escapeHtml(price)}</dd>
      <dt>Tokens</dt><dd data-testid="tokens">${escapeHtml(String(record.tokens))}</dd>
    </dl>
    <div class="actions">
      <form method="post" action="${escapeHtml(base)}/pay"><button type="submit">Pay</button></form>
      <form method="post" action="${escapeHtml(base)}/cancel"><button type="submit" class="secondary">Cancel</button></form>
    </div>`,
  );
}

async function pay(res: Response, sessionId: string, record: PaymentRecord): Promise<void> {
  if (record.status === "canceled") {
    page(res, 409, "Test checkout canceled", "<p>This test checkout was canceled and cannot be paid.</p>");
    return;
  }
  const config = getConfig();
  const event = checkoutCompletedEvent(sessionId, record);
  const payload = JSON.stringify(event);
  const signature = stripeWebhooks.generateTestHeaderString({ payload, secret: config.stripe.webhookSecret ?? "" });
  const webhookUrl = `${config.appBaseUrl.replace(/\/+$/, "")}/api/stripe-webhook`;
  let status = 0;
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
    status = response.status;
  } catch (error) {
    log.warn("local checkout could not reach the webhook", { webhookUrl, error: String(error) });
  }
  if (status < 200 || status >= 300) {
    page(
      res,
      502,
      "Test payment not delivered",
      `<p>The webhook at ${escapeHtml(webhookUrl)} answered ${status || "nothing"}; no tokens were added.</p>`,
    );
    return;
  }
  redirect(res, record.successUrl);
}

/** The event Stripe would send for this session, built from what create-checkout-session stored. */
export function checkoutCompletedEvent(sessionId: string, record: PaymentRecord) {
  const created = Math.floor(Date.now() / 1000);
  const session = {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    client_reference_id: record.uid,
    metadata: { uid: record.uid, pack: record.pack, tokens: String(record.tokens) },
    amount_total: record.amountTotal,
    currency: record.currency,
    livemode: false,
    created,
    success_url: record.successUrl,
    cancel_url: record.cancelUrl,
  } satisfies Partial<Stripe.Checkout.Session>;
  return {
    id: `evt_local_${randomBytes(12).toString("hex")}`,
    object: "event",
    type: "checkout.session.completed",
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  };
}

function formatAmount(amount: number | null, currency: string | null): string {
  if (amount === null) return "unknown";
  const value = (amount / 100).toFixed(2);
  return currency?.toLowerCase() === "usd" ? `$${value}` : `${value} ${(currency ?? "").toUpperCase()}`;
}

function redirect(res: Response, url: string | undefined): void {
  res.redirect(303, url ?? "/itinerary");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function page(res: Response, status: number, title: string, body: string): void {
  res.status(status).setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'").type("html")
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  .notice { background: #fef3c7; border: 1px solid #f59e0b; padding: .75rem; border-radius: .5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; gap: .75rem; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: .5rem; border: 0; background: #0f766e; color: white; cursor: pointer; }
  button.secondary { background: #e5e7eb; color: #1f2937; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>`);
}
