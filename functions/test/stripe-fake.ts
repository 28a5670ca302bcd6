import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A tiny stand-in for the Stripe REST API (only POST /v1/checkout/sessions), so the real SDK can run
 * in tests. It records what it was sent; price ids listed in `missingPrices` answer like Stripe does
 * for a price that does not exist.
 */
export async function startStripeFake(options: { missingPrices?: string[] } = {}) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const form = new URLSearchParams(body);
    const path = (req.url ?? "").split("?")[0] ?? "";
    requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, form });
    res.setHeader("Content-Type", "application/json");
    if (req.method !== "POST" || path !== "/v1/checkout/sessions") {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } }));
      return;
    }
    const price = form.get("line_items[0][price]") ?? "";
    if (options.missingPrices?.includes(price)) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", param: "line_items[0][price]", message: `No such price: '${price}'` } }));
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
