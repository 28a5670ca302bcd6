import type { IncomingHttpHeaders } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { getAppCheck } from "firebase-admin/app-check";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { resetConfig } from "../config.ts";
import { createCheckoutSession } from "../endpoints/checkout.ts";
import { saveItinerary } from "../endpoints/saved-itineraries.ts";
import { generateFinalPlan, generateItinerary, regenerateItinerary } from "../endpoints/planning.ts";
import { badRequest } from "../errors.ts";
import { adminAuth } from "../store/db.ts";
import { wrapBodyParser } from "./framework-body.ts";
import {
  APP_CHECK_INVALID,
  APP_CHECK_MISSING,
  BODY_NOT_JSON,
  BODY_WRONG_CHARSET,
  BODY_WRONG_ENCODING,
  BODY_WRONG_TYPE,
  byMethod,
  endpoint,
} from "./guard.ts";

// The real App Check service, observable, and replaceable for a single call where a test needs a
// valid attestation (which cannot be minted offline).
vi.mock("firebase-admin/app-check", async (importOriginal) => {
  const real = await importOriginal<typeof import("firebase-admin/app-check")>();
  return { ...real, getAppCheck: vi.fn(real.getAppCheck) };
});
// No Firestore in unit tests: no account here is being deleted (the tombstone is tested on the emulator).
vi.mock("../store/deletions.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../store/deletions.ts")>();
  return { ...real, isAccountDeleted: vi.fn(async () => false) };
});

/** Mounts a guarded handler the way the Cloud Functions runtime does (JSON + text parsers, rawBody). */
function mount(handler: ReturnType<typeof endpoint>) {
  const app = express();
  const verify = (req: express.Request, _res: express.Response, buf: Buffer) => {
    (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
  };
  app.use(express.json({ limit: "32mb", verify }), express.text({ limit: "32mb", verify }));
  app.all("/{*rest}", handler);
  return app;
}

const publicEcho = endpoint(
  { name: "echo", method: "POST", public: true, body: z.object({ n: z.number().max(5) }) },
  async ({ body }) => ({ doubled: body.n * 2 }),
);

describe("endpoint guard", () => {
  beforeEach(() => {
    process.env.ALLOWED_ORIGINS = "https://app.example";
    resetConfig();
  });

  it("answers a preflight from an allowed origin and refuses any other", async () => {
    const app = mount(publicEcho);
    const ok = await request(app)
      .options("/")
      .set("Origin", "https://app.example")
      .set("Access-Control-Request-Method", "POST");
    expect(ok.status).toBe(204);
    expect(ok.headers["access-control-allow-origin"]).toBe("https://app.example");
    expect(ok.headers["access-control-allow-headers"]).toContain("X-Firebase-AppCheck");
    // A retry-safe planning call sends an Idempotency-Key (SPEC endpoints, see jobs/run-request.ts).
    expect(ok.headers["access-control-allow-headers"]).toContain("Idempotency-Key");

    const foreign = await request(app).options("/").set("Origin", "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    expect(foreign.body).toEqual({ detail: "This origin may not call the API." });
  });

  it("validates the body and names the field at fault", async () => {
    const app = mount(publicEcho);
    expect((await request(app).post("/").send({ n: 2 })).body).toEqual({ doubled: 4 });
    const bad = await request(app).post("/").send({ n: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^n: /);
    const text = await request(app).post("/").set("Content-Type", "text/plain").send("{oops");
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ detail: BODY_WRONG_TYPE });
  });

  it("maps thrown API errors to their status and hides unexpected ones", async () => {
    const failing = (error: unknown) =>
      mount(endpoint({ name: "fail", method: "GET", public: true }, async () => Promise.reject(error)));
    const known = await request(failing(badRequest("Nope."))).get("/");
    expect(known.status).toBe(400);
    expect(known.body).toEqual({ detail: "Nope." });
    const unknown = await request(failing(new Error("database password is hunter2"))).get("/");
    expect(unknown.status).toBe(500);
    expect(unknown.body.detail).not.toMatch(/hunter2/);
  });

  it("requires a Bearer token unless the endpoint is public", async () => {
    const app = mount(endpoint({ name: "private", method: "GET" }, async ({ uid }) => ({ uid })));
    const response = await request(app).get("/");
    expect(response.status).toBe(401);
    expect(response.body.detail).toMatch(/Bearer/);
  });

  it("rejects malformed ids on /path/{id} routes", async () => {
    const byId = endpoint({ name: "byId", method: "GET", public: true, hasId: true }, async ({ id }) => ({ id }));
    const app = mount(byId);
    expect((await request(app).get("/get-itinerary/abc_123")).body).toEqual({ id: "abc_123" });
    expect((await request(app).get("/get-itinerary/a.b")).status).toBe(400);
    // Firestore reserves ids of the form __name__: reading one is an INVALID_ARGUMENT error (a 500
    // the fuzz test found), so the guard refuses them like any other malformed id.
    for (const reserved of ["__proto__", "__name__", "____"])
      expect((await request(app).get(`/get-itinerary/${reserved}`)).status).toBe(400);
    expect((await request(app).get("/get-itinerary/__a")).body).toEqual({ id: "__a" });
    // Mounted without a route pattern, so the guard itself sees the undecodable segment.
    const broken = await request(express().use(byId)).get("/get-itinerary/%E0%A4%A");
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: "The id in the path is missing or malformed." });
  });

  it("answers a malformed secret id with the same 404 as an unknown one, before the handler runs", async () => {
    const handler = vi.fn(async ({ id }: { id: string | null }) => ({ id }));
    const byToken = endpoint(
      { name: "byToken", method: "GET", public: true, hasId: true, malformedIdNotFound: "No such link." },
      handler,
    );
    expect((await request(mount(byToken)).get("/shared/abc_123")).body).toEqual({ id: "abc_123" });
    for (const path of ["/shared/a.b", "/shared/%E0%A4%A"]) {
      const response = await request(express().use(byToken)).get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ detail: "No such link." });
    }
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("serves two methods on one path through their own guards, and names both in CORS and 405", async () => {
    const app = mount(
      byMethod("share", {
        POST: endpoint({ name: "share", method: "POST", public: true, hasId: true }, async ({ id }) => ({
          shared: id,
        })),
        DELETE: endpoint({ name: "revoke", method: "DELETE", public: true, hasId: true }, async ({ id }) => ({
          revoked: id,
        })),
      }),
    );
    expect((await request(app).post("/share-itinerary/abc")).body).toEqual({ shared: "abc" });
    expect((await request(app).delete("/share-itinerary/abc")).body).toEqual({ revoked: "abc" });
    // Each method keeps its guard: a malformed id is refused by whichever one serves the method.
    expect((await request(app).delete("/share-itinerary/a.b")).status).toBe(400);

    const preflight = await request(app)
      .options("/share-itinerary/abc")
      .set("Origin", "https://app.example")
      .set("Access-Control-Request-Method", "DELETE");
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("POST, DELETE, OPTIONS");
    expect((await request(app).options("/share-itinerary/abc").set("Origin", "https://evil.example")).status).toBe(403);

    const wrong = await request(app).get("/share-itinerary/abc").set("Origin", "https://app.example");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("POST, DELETE, OPTIONS");
    expect(wrong.headers["access-control-allow-origin"]).toBe("https://app.example");
    expect(wrong.body).toEqual({ detail: "Use POST or DELETE for this endpoint." });
  });
});

describe("bodies the runtime's parser refuses", () => {
  /**
   * Mounted as the Cloud Functions runtime mounts a function: its four body-parser factories run
   * first, here wrapped as index.ts wraps the runtime's; `seen` records what reached the guard.
   */
  function mountLikeRuntime(handler: ReturnType<typeof endpoint>, seen: { rawBody?: Buffer }[] = []) {
    const parsers: Record<string, unknown> = {
      json: express.json,
      text: express.text,
      urlencoded: express.urlencoded,
      raw: express.raw,
    };
    wrapBodyParser(parsers);
    const make = (name: string) =>
      (parsers[name] as typeof express.json)({
        limit: "32mb",
        verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }),
      });
    const app = express();
    app.use(
      make("json"),
      make("text"),
      make("urlencoded"),
      (parsers.raw as typeof express.raw)({ type: "*/*", limit: "32mb" }),
    );
    app.use((req, _res, next) => {
      seen.push({ rawBody: (req as express.Request & { rawBody?: Buffer }).rawBody });
      next();
    });
    app.all("/{*rest}", handler);
    return app;
  }

  it("answers malformed JSON with a JSON 400, not the framework's HTML page", async () => {
    const response = await request(mountLikeRuntime(publicEcho))
      .post("/")
      .set("Content-Type", "application/json")
      .send('{"n": 1');
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).toEqual({ detail: BODY_NOT_JSON });
    // Still served when the body is right.
    expect((await request(mountLikeRuntime(publicEcho)).post("/").send({ n: 2 })).body).toEqual({ doubled: 4 });
  });

  it("names a wrong content type, character set or content encoding", async () => {
    const app = mountLikeRuntime(publicEcho);
    const form = await request(app).post("/").type("form").send("n=1");
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ detail: BODY_WRONG_TYPE });
    const charset = await request(app)
      .post("/")
      .set("Content-Type", "application/json; charset=iso-8859-1")
      .send('{"n":1}');
    expect(charset.status).toBe(400);
    expect(charset.body).toEqual({ detail: BODY_WRONG_CHARSET });
    const encoding = await request(app)
      .post("/")
      .set("Content-Type", "application/json")
      .set("Content-Encoding", "compress")
      .send('{"n":1}');
    expect(encoding.status).toBe(400);
    expect(encoding.body).toEqual({ detail: BODY_WRONG_ENCODING });
  });

  it("does not read a body whose declared length is over the limit, and answers 413", async () => {
    const seen: { rawBody?: Buffer }[] = [];
    const response = await request(mountLikeRuntime(publicEcho, seen))
      .post("/")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ n: 1, pad: "x".repeat(300_000) }));
    expect(response.status).toBe(413);
    expect(response.body.detail).toMatch(/too large/);
    expect(seen).toEqual([{ rawBody: undefined }]);
  });

  it("cuts a chunked body (no Content-Length) at the limit with 413, before any token is verified", async () => {
    const verify = vi.spyOn(adminAuth(), "verifyIdToken");
    const seen: { rawBody?: Buffer }[] = [];
    const privateEcho = endpoint(
      { name: "private", method: "POST", body: z.object({ n: z.number() }) },
      async ({ body }) => body,
    );
    const server = mountLikeRuntime(privateEcho, seen).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: "127.0.0.1",
              port,
              method: "POST",
              path: "/",
              headers: {
                "Content-Type": "application/json",
                "Transfer-Encoding": "chunked",
                Authorization: "Bearer some.id.token",
              },
            },
            (res) => {
              let body = "";
              res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
              res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
            },
          );
          req.on("error", reject);
          // 40 chunks of 8 KB: 320 KB in all, none of them announced.
          req.write('{"n": 1, "pad": "');
          for (let i = 0; i < 40; i++) req.write("x".repeat(8 * 1024));
          req.end('"}');
        },
      );
      expect(answer.status).toBe(413);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ detail: "The request body is too large (limit 256 KB)." });
      // The parser gave up reading: nothing of the body reached the guard, and no token was looked at.
      expect(seen).toEqual([{ rawBody: undefined }]);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("still reads a chunked body under the limit", async () => {
    const server = mountLikeRuntime(publicEcho).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/",
            headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
            res.on("end", () => resolve(text));
          },
        );
        req.on("error", reject);
        req.write('{"n": 2, "pad": "');
        req.write("x".repeat(100 * 1024));
        req.end('"}');
      });
      expect(JSON.parse(body)).toEqual({ doubled: 4 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("ID token revocation check", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The verifier as the Admin SDK is called, answering as it does for a revoked token when asked to check. */
  function spyOnVerifier() {
    return vi.spyOn(adminAuth(), "verifyIdToken").mockImplementation(async (_token: string, checkRevoked?: boolean) => {
      if (checkRevoked) throw Object.assign(new Error("revoked"), { code: "auth/id-token-revoked" });
      return { uid: "u1" } as Awaited<ReturnType<ReturnType<typeof adminAuth>["verifyIdToken"]>>;
    });
  }

  it("asks the Admin SDK to check revocation only where the endpoint says so", async () => {
    const verify = spyOnVerifier();
    const cheap = mount(endpoint({ name: "cheap", method: "GET" }, async ({ uid }) => ({ uid })));
    const charging = mount(
      endpoint({ name: "charging", method: "GET", checkRevoked: true }, async ({ uid }) => ({ uid })),
    );
    expect((await request(cheap).get("/").set("Authorization", "Bearer old.token")).body).toEqual({ uid: "u1" });
    const refused = await request(charging).get("/").set("Authorization", "Bearer old.token");
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: "Your session has expired or is invalid. Please sign in again." });
    expect(verify.mock.calls).toEqual([
      ["old.token", false],
      ["old.token", true],
    ]);
  });

  it("is on for every endpoint that spends tokens or starts a payment, and off for the others", async () => {
    const verify = spyOnVerifier();
    for (const handler of [generateItinerary, regenerateItinerary, generateFinalPlan, createCheckoutSession]) {
      const response = await request(mount(handler)).post("/").set("Authorization", "Bearer old.token").send({});
      expect(response.status).toBe(401);
    }
    expect(verify.mock.calls.map((call) => call[1])).toEqual([true, true, true, true]);
    verify.mockClear();
    // Saving spends nothing: the cheaper check passes it on to body validation (400, no Firestore).
    const save = await request(mount(saveItinerary)).post("/").set("Authorization", "Bearer old.token").send({});
    expect(save.status).toBe(400);
    expect(verify.mock.calls.map((call) => call[1])).toEqual([false]);
  });
});

describe("endpoint guard in production (App Check enforced)", () => {
  const privateEcho = endpoint(
    { name: "private", method: "POST", body: z.object({ n: z.number() }) },
    async ({ uid, body }) => ({ uid, ...body }),
  );

  beforeEach(() => {
    process.env.ALLOWED_ORIGINS = "https://app.example";
    // vitest.config.ts runs the unit project as the emulator; this suite is the deployed function.
    process.env.GCLOUD_PROJECT = "itinerary-planner-prod";
    resetConfig();
  });
  afterEach(() => {
    process.env.GCLOUD_PROJECT = "demo-itinerary-planner";
    resetConfig();
    // Back to the real App Check service (vi.fn(impl) resets to impl).
    vi.mocked(getAppCheck).mockReset();
  });

  it("answers 403 with a readable detail when the App Check header is missing, even to a signed-in caller", async () => {
    for (const handler of [publicEcho, privateEcho]) {
      const response = await request(mount(handler))
        .post("/")
        .set("Authorization", "Bearer some.id.token")
        .send({ n: 1 });
      // Not 401: the web client would take that for an expired session and sign the traveller out.
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: APP_CHECK_MISSING });
    }
    expect(getAppCheck).not.toHaveBeenCalled();
  });

  it("answers 403 for an App Check token that is not a valid attestation, without any network", async () => {
    // Neither fails later than decoding: no key set is fetched, so the outcome is deterministic.
    const unsignedJwt = [
      { alg: "none", typ: "JWT" },
      { sub: "app", aud: ["projects/x"] },
    ]
      .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
      .concat("")
      .join(".");
    for (const token of ["garbage", unsignedJwt]) {
      const response = await request(mount(privateEcho)).post("/").set("X-Firebase-AppCheck", token).send({ n: 1 });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: APP_CHECK_INVALID });
    }
    expect(getAppCheck).toHaveBeenCalledTimes(2);
  });

  it("keeps 401 for ID token problems once App Check has passed", async () => {
    const verifyToken = vi.fn(async () => ({ appId: "app", token: {} }));
    vi.mocked(getAppCheck).mockReturnValue({ verifyToken } as unknown as ReturnType<typeof getAppCheck>);
    const app = mount(privateEcho);
    const none = await request(app).post("/").set("X-Firebase-AppCheck", "attested").send({ n: 1 });
    expect(none.status).toBe(401);
    expect(none.body.detail).toMatch(/Bearer/);
    // Not a JWT: the ID token verifier fails while decoding, before it would fetch any keys.
    const garbage = await request(app)
      .post("/")
      .set("X-Firebase-AppCheck", "attested")
      .set("Authorization", "Bearer garbage")
      .send({ n: 1 });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ detail: "Your session has expired or is invalid. Please sign in again." });
    expect(verifyToken).toHaveBeenCalledWith("attested");
  });

  it("refuses an oversized body with 413 before verifying any token", async () => {
    const response = await request(mount(privateEcho))
      .post("/")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ n: 1, pad: "x".repeat(300_000) }));
    expect(response.status).toBe(413);
    expect(response.body.detail).toMatch(/too large/);
    expect(getAppCheck).not.toHaveBeenCalled();
  });
});
