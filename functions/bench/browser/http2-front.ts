import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import { runCertificate } from "../../test/run-certificate.ts";

export interface Http2Front {
  /** The app as the browser reaches it through the front: https://127.0.0.1:{port}. */
  url: string;
  close: () => Promise<void>;
}

// Headers of one HTTP/1.1 hop, which HTTP/2 does not carry (RFC 9113, section 8.2.2).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te"]);

function forwarded(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !name.startsWith(":") && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/**
 * The app over HTTP/2, as Firebase Hosting serves it, in front of the Hosting emulator (which speaks
 * HTTP/1.1 only). Every request is passed on unchanged and answered with the emulator's own answer.
 * Lighthouse's simulated mobile network charges each HTTP/1.1 request a round trip on one of six
 * connections per origin; the app's pages load their code in dozens of small chunks, which HTTP/2 sends
 * over one connection without that cost. Without openssl there is no front, and the caller says so.
 */
export async function startHttp2Front(target: string): Promise<Http2Front | null> {
  const certificate = runCertificate("127.0.0.1");
  if (!certificate) return null;
  const upstream = new URL(target);
  const pass = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const onward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...forwarded(incoming.headers), host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(outgoing);
      },
    );
    onward.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(`The Hosting emulator did not answer: ${error.message}`);
    });
    incoming.pipe(onward);
  };
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, pass);
  // The browser keeps its connection open: closing ends them, or the server would wait for it.
  const connections = new Set<Socket>();
  server.on("secureConnection", (socket: Socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}
