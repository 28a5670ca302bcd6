import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
  idempotencyKey?: string;
}

/**
 * A tiny stand-in for the Stripe REST API (POST /v1/checkout/sessions and POST /v1/refunds), so the
 * real SDK can run in tests. It records what it was sent (with the Idempotency-Key); price ids listed
 * in `missingPrices` answer like Stripe does for a price that does not exist; `failRefunds` refunds
 * answer 500 as many times, as when Stripe is briefly down. Refunds are idempotent per key, as Stripe's.
 */
export async function startStripeFake(options: { missingPrices?: string[]; failRefunds?: number } = {}) {
  const requests: RecordedRequest[] = [];
  const refundsByKey = new Map<string, string>();
  let refundFailuresLeft = options.failRefunds ?? 0;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const form = new URLSearchParams(body);
    const path = (req.url ?? "").split("?")[0] ?? "";
    const idempotencyKey =
      typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
    requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, form, idempotencyKey });
    res.setHeader("Content-Type", "application/json");
    if (req.method === "POST" && path === "/v1/refunds") {
      if (refundFailuresLeft > 0) {
        refundFailuresLeft -= 1;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: "api_error", message: "Something went wrong." } }));
        return;
      }
      const key = idempotencyKey ?? `no-key-${requests.length}`;
      const id = refundsByKey.get(key) ?? `re_fake${refundsByKey.size + 1}`;
      refundsByKey.set(key, id);
      res.end(
        JSON.stringify({
          id,
          object: "refund",
          payment_intent: form.get("payment_intent"),
          reason: form.get("reason"),
          status: "succeeded",
          amount: 2000,
          currency: "usd",
        }),
      );
      return;
    }
    if (req.method !== "POST" || path !== "/v1/checkout/sessions") {
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
        }),
      );
      return;
    }
    const price = form.get("line_items[0][price]") ?? "";
    if (options.missingPrices?.includes(price)) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            param: "line_items[0][price]",
            message: `No such price: '${price}'`,
          },
        }),
      );
      return;
    }
    const id = `cs_test_fake${requests.length}`;
    res.end(
      JSON.stringify({
        id,
        object: "checkout.session",
        mode: form.get("mode"),
        payment_status: "unpaid",
        status: "open",
        client_reference_id: form.get("client_reference_id"),
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The distinct refunds made (one per idempotency key). */
    refunds: () => [...refundsByKey.values()],
    /** The next `count` refund requests answer 500. */
    failNextRefunds: (count: number) => void (refundFailuresLeft = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
