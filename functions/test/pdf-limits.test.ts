import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { documentEndpoints } from "../src/endpoints/documents.ts";
import { clearPdfMemory } from "../src/store/pdf-cache.ts";
import { PdfRenderer } from "../src/pdf/renderer.ts";
import { sampleRequest } from "../src/pdf/sample-plan.ts";
import { mount } from "./mount.ts";
import { savedPlan } from "./saved-plan.ts";
import { api, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * PDF renders per traveller and per share link (limits/pdf-renders.ts) and the rendered-PDF cache
 * (store/pdf-cache.ts), in this process against the Firestore and Auth emulators, printing with the
 * real Chromium renderer (counted, so a cache hit shows as no render).
 */
const real = new PdfRenderer();
let renders = 0;
const counting = { render: (html: string) => (renders++, real.render(html)) } as PdfRenderer;
const { generatePdf, getSharedItineraryPdf } = documentEndpoints(() => counting);

const LIMIT_ENV = ["PDF_RENDERS_PER_MINUTE", "SHARED_PDF_RENDERS_PER_MINUTE"];
beforeEach(() => {
  renders = 0;
  clearPdfMemory();
});
afterEach(() => {
  for (const name of LIMIT_ENV) delete process.env[name];
  resetConfig();
});
afterAll(() => real.close());

const pdfOf = (user: TestUser, body: object) =>
  request(mount(generatePdf))
    .post("/")
    .set("Authorization", `Bearer ${user.idToken}`)
    .send(body)
    .buffer(true)
    .parse(binary);
const sharedPdf = (token: string) => request(mount(getSharedItineraryPdf)).get(`/${token}`).buffer(true).parse(binary);

/** Keeps every answer as bytes: a PDF, or the JSON of a refusal. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
}
const detailOf = (body: Buffer) => JSON.parse(body.toString("utf8")).detail as string;

describe("PDF renders and their cache", () => {
  it("renders a plan once per person and version: a repeat is free, a changed plan or another person renders anew", async () => {
    const alice = await signUpWithProfile();
    const bob = await signUpWithProfile();
    const plan = sampleRequest();
    const first = await pdfOf(alice, plan);
    expect(first.status).toBe(200);
    expect(first.headers["x-pdf-cache"]).toBe("miss");
    // Another instance (an empty memory) finds it in Firestore.
    clearPdfMemory();
    const repeat = await pdfOf(alice, plan);
    expect(repeat.status).toBe(200);
    expect(repeat.headers["x-pdf-cache"]).toBe("hit");
    expect(Buffer.compare(repeat.body, first.body)).toBe(0);
    expect(renders).toBe(1);

    // The plan changed: never the old PDF.
    const changed = await pdfOf(alice, { ...plan, summary_text: "A different trip now." });
    expect(changed.headers["x-pdf-cache"]).toBe("miss");
    expect(Buffer.compare(changed.body, first.body)).not.toBe(0);
    // The same plan from another traveller is their own render, never a look into Alice's cache.
    expect((await pdfOf(bob, plan)).headers["x-pdf-cache"]).toBe("miss");
    expect(renders).toBe(3);
  }, 120_000);

  it("past a traveller's limit: 429 with Retry-After and a detail, nothing rendered, while cached repeats still come", async () => {
    process.env.PDF_RENDERS_PER_MINUTE = "2";
    resetConfig();
    const user = await signUpWithProfile();
    const plan = (summary: string) => ({ ...sampleRequest(), summary_text: summary });
    expect((await pdfOf(user, plan("one"))).status).toBe(200);
    expect((await pdfOf(user, plan("two"))).status).toBe(200);
    const limited = await pdfOf(user, plan("three"));
    expect(limited.status).toBe(429);
    expect(detailOf(limited.body)).toMatch(
      /^Too many PDF downloads in a short time\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(renders).toBe(2);
    expect((await pdfOf(user, plan("one"))).status).toBe(200);
    expect(renders).toBe(2);
  }, 120_000);

  it("limits a share link whoever holds it, and a revoked link's cached PDF is never served", async () => {
    process.env.SHARED_PDF_RENDERS_PER_MINUTE = "1";
    resetConfig();
    const owner = await signUpWithProfile();
    const saved = await api("POST", "/save-itinerary", { user: owner, body: savedPlan("Kyoto") });
    const shared = await api("POST", `/share-itinerary/${saved.body.id}`, { user: owner });
    const token = /\/shared\/([A-Za-z0-9_-]+)$/.exec(shared.body.url)![1]!;

    expect((await sharedPdf(token)).headers["x-pdf-cache"]).toBe("miss");
    expect((await sharedPdf(token)).headers["x-pdf-cache"]).toBe("hit");
    // The owner edits the plan: the link's next PDF is a new render, and the link has used its one.
    const updated = await api("PUT", `/update-itinerary/${saved.body.id}`, {
      user: owner,
      body: savedPlan("Kyoto", "Now with a tea ceremony."),
    });
    expect(updated.status).toBe(200);
    const limited = await sharedPdf(token);
    expect(limited.status).toBe(429);
    expect(detailOf(limited.body)).toMatch(/^Too many PDF downloads/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(renders).toBe(1);

    expect((await api("DELETE", `/share-itinerary/${saved.body.id}`, { user: owner })).status).toBe(200);
    expect((await sharedPdf(token)).status).toBe(404);
  }, 120_000);
});
