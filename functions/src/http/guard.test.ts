import express from "express";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { resetConfig } from "../config.ts";
import { badRequest } from "../errors.ts";
import { endpoint } from "./guard.ts";

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
    const ok = await request(app).options("/").set("Origin", "https://app.example").set("Access-Control-Request-Method", "POST");
    expect(ok.status).toBe(204);
    expect(ok.headers["access-control-allow-origin"]).toBe("https://app.example");
    expect(ok.headers["access-control-allow-headers"]).toContain("X-Firebase-AppCheck");

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
    expect(text.body).toEqual({ detail: "The request body must be valid JSON." });
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
    // Mounted without a route pattern, so the guard itself sees the undecodable segment.
    const broken = await request(express().use(byId)).get("/get-itinerary/%E0%A4%A");
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: "The id in the path is missing or malformed." });
  });
});
