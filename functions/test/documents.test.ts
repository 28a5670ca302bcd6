import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleRequest, SAMPLE_PREFERENCES } from "../src/pdf/sample-plan.ts";
import { api, APP_URL, signUpWithProfile, type TestUser } from "./support.ts";

/** POSTs JSON and keeps the answer as bytes (the `api` helper reads text). */
async function post(path: string, user: TestUser | null, body: unknown) {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const json = (bytes: Buffer) => JSON.parse(bytes.toString("utf8"));

describe("POST /generate-pdf", () => {
  let user: TestUser;
  let server: Server;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    user = await signUpWithProfile();
    server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.end("hello");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the 14-day plan as final_itinerary.pdf, user text printed literally, without charging or fetching anything", async () => {
    const hostile = [`<img src="http://127.0.0.1:${port}/x">`, "<script>alert(1)</script>"];
    const response = await post("/generate-pdf", user, sampleRequest(hostile));
    expect(response.status, response.bytes.subarray(0, 200).toString()).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="final_itinerary.pdf"');
    expect(response.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: response.bytes }).toString(
      "utf8",
    );
    const flat = text.replace(/\s+/g, " ");
    const pages = text.split("\f").filter((page) => page.trim()).length;
    expect(pages).toBeGreaterThan(1);
    expect(flat).toContain(`Page ${pages} of ${pages}`);
    expect(flat).toContain("Trip to Lisbon");
    expect(flat).toContain("Day 14 Sunday, July 27, 2031");
    expect(flat).toContain("16:30 - 17:30 LX Factory (day 14)");
    expect(flat).toContain(`<img src="http://127.0.0.1:${port}/x">`);
    expect(flat).toContain("<script>alert(1)</script>");
    expect(received).toEqual([]);

    const profile = await api("GET", "/get-user-profile", { user });
    expect(profile.body.tokens).toBe(30);
  });

  it("refuses an invalid plan with 400 and a readable detail", async () => {
    const response = await post("/generate-pdf", user, { structured_plan: [] });
    expect(response.status).toBe(400);
    expect(json(response.bytes)).toEqual({ detail: "structured_plan: the plan has no days" });
  });

  it("requires a signed-in user", async () => {
    const response = await post("/generate-pdf", null, sampleRequest());
    expect(response.status).toBe(401);
    expect(json(response.bytes).detail).toMatch(/Bearer/);
  });
});

describe("POST /export-calendar", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpWithProfile();
  });

  it("sends trip.ics with one event per timed activity, at the right instants in Lisbon", async () => {
    const response = await post("/export-calendar", user, sampleRequest());
    expect(response.status, response.bytes.toString()).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="trip.ics"');

    const calendar = new ICAL.Component(ICAL.parse(response.bytes.toString("utf8")));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(14 * 6);
    expect(events[0]!.summary).toBe("Belém Tower (day 1)");
    expect(events[0]!.location).toBe("Av. Brasília, 1400-038 Lisboa");
    // 09:00 in Lisbon in July is 08:00 UTC; day 14 is July 27.
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2031-07-14T08:00:00.000Z");
    expect(events.at(-1)!.startDate.toJSDate().toISOString()).toBe("2031-07-27T15:30:00.000Z");
    expect(events.at(-1)!.endDate.toJSDate().toISOString()).toBe("2031-07-27T16:30:00.000Z");

    const again = await post("/export-calendar", user, sampleRequest());
    const uids = (bytes: Buffer) =>
      new ICAL.Component(ICAL.parse(bytes.toString("utf8")))
        .getAllSubcomponents("vevent")
        .map((c) => c.getFirstPropertyValue("uid"));
    expect(uids(again.bytes)).toEqual(uids(response.bytes));
  });

  it("answers 400 with a clear detail when there is no start date", async () => {
    const { structured_plan } = sampleRequest();
    const noPreferences = await post("/export-calendar", user, { structured_plan });
    expect(noPreferences.status).toBe(400);
    expect(json(noPreferences.bytes)).toEqual({
      detail: "preferences: is required: a calendar export needs the trip's start date and destination",
    });

    const { startDate: _omitted, ...withoutDate } = SAMPLE_PREFERENCES;
    const noDate = await post("/export-calendar", user, { structured_plan, preferences: withoutDate });
    expect(noDate.status).toBe(400);
    expect(json(noDate.bytes)).toEqual({ detail: "Start date is required." });
  });

  it("answers 422 when no activity has a start time", async () => {
    const request = sampleRequest();
    for (const day of request.structured_plan) for (const activity of day.activities) delete activity.start_time;
    const response = await post("/export-calendar", user, request);
    expect(response.status).toBe(422);
    expect(json(response.bytes).detail).toMatch(/start time/);
  });

  it("requires a signed-in user", async () => {
    const response = await post("/export-calendar", null, sampleRequest());
    expect(response.status).toBe(401);
  });
});
