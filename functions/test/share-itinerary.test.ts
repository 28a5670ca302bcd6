import { execFileSync } from "node:child_process";
import { type SaveItineraryRequest, SharedItinerary, ShareItineraryResponse } from "@itinerary/contract";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, APP_URL, db, signUpWithProfile, type TestUser } from "./support.ts";

/** Share links through the hosting emulator; the public read is called signed out, as a link's visitor would. */

const SHARED_NOT_FOUND = { detail: "This shared plan does not exist or is no longer shared." };

async function saveAs(
  user: TestUser,
  destination: string,
  summary?: string,
  plan = savedPlan(destination, summary),
): Promise<string> {
  const response = await api("POST", "/save-itinerary", { user, body: plan });
  expect(response.status).toBe(200);
  return response.body.id;
}

async function share(
  user: TestUser,
  id: string,
  headers?: Record<string, string>,
): Promise<{ url: string; token: string }> {
  const response = await api("POST", `/share-itinerary/${id}`, { user, headers });
  expect(response.status).toBe(200);
  const { url } = ShareItineraryResponse.parse(response.body);
  const token = /\/shared\/([A-Za-z0-9_-]+)$/.exec(url)?.[1];
  expect(token, url).toBeDefined();
  return { url, token: token! };
}

describe("share links", () => {
  it("opens the plan signed out, follows updates, and stops working after revoke", async () => {
    const owner = await signUpWithProfile();
    const id = await saveAs(owner, "Kyoto");

    const first = await share(owner, id);
    expect(first.url).toBe(`${APP_URL}/shared/${first.token}`);
    // At least 128 random bits, base64url without padding.
    expect(Buffer.from(first.token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(first.token, "base64url").toString("base64url")).toBe(first.token);
    // Sharing again, even several times at once, gives the same link.
    const again = await Promise.all([share(owner, id), share(owner, id), share(owner, id)]);
    expect(again.map((s) => s.url)).toEqual([first.url, first.url, first.url]);
    expect((await db.doc(`shares/${first.token}`).get()).data()).toEqual({
      uid: owner.uid,
      itinerary_id: id,
      created_at: expect.anything(),
    });
    expect((await db.collection("shares").where("itinerary_id", "==", id).get()).size).toBe(1);

    const open = await api("GET", `/shared-itinerary/${first.token}`);
    expect(open.status).toBe(200);
    expect(Object.keys(open.body).sort()).toEqual([
      "itinerary",
      "preferences",
      "saved_at",
      "summary_text",
      "time_zone",
    ]);
    const shared = SharedItinerary.parse(open.body);
    expect(shared.time_zone).toBe("Asia/Tokyo");
    expect(shared.preferences.destinationCity).toBe("Kyoto");
    // Nothing about the owner: not their uid, email, balance, the plan's id nor the token field.
    const text = JSON.stringify(open.body);
    for (const secret of [owner.uid, owner.email, id, "tokens", "share_token", "uid"])
      expect(text).not.toContain(secret);

    // An update keeps the link and shows the new content.
    const update = await api("PUT", `/update-itinerary/${id}`, {
      user: owner,
      body: savedPlan("Kyoto", "Now with a tea ceremony."),
    });
    expect(update.status).toBe(200);
    const afterUpdate = await api("GET", `/shared-itinerary/${first.token}`);
    expect(afterUpdate.body.summary_text).toBe("Now with a tea ceremony.");
    expect(afterUpdate.body.saved_at).toBe(update.body.saved_at);
    expect((await share(owner, id)).url).toBe(first.url);

    const revoked = await api("DELETE", `/share-itinerary/${id}`, { user: owner });
    expect(revoked).toMatchObject({ status: 200, body: { id, revoked: true } });
    expect(await api("GET", `/shared-itinerary/${first.token}`)).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
    expect((await db.doc(`shares/${first.token}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${owner.uid}/itineraries/${id}`).get()).get("share_token")).toBeUndefined();
    expect(await api("DELETE", `/share-itinerary/${id}`, { user: owner })).toMatchObject({
      status: 200,
      body: { id, revoked: false },
    });

    // Sharing after a revoke makes a new link; the old one stays dead.
    const renewed = await share(owner, id);
    expect(renewed.token).not.toBe(first.token);
    expect((await api("GET", `/shared-itinerary/${renewed.token}`)).status).toBe(200);
    expect((await api("GET", `/shared-itinerary/${first.token}`)).status).toBe(404);
  });

  it("shows the traveller's own stay by name only: its street address stays in the account", async () => {
    const owner = await signUpWithProfile();
    const base = savedPlan("Lisbon");
    const stay = { name: "Casa do Largo", address: "Largo do Carmo 5, 1200-092 Lisboa" };
    const plan = {
      ...base,
      preferences: { ...base.preferences, stay },
      itinerary: base.itinerary.map((day) => ({
        ...day,
        accommodation_suggestion: `Your stay: ${stay.name}, ${stay.address}`,
        stay_location: { name: stay.name, latitude: 38.7119, longitude: -9.1419 },
      })),
    };
    const id = await saveAs(owner, "Lisbon", undefined, plan);
    const { token } = await share(owner, id);

    const open = await api("GET", `/shared-itinerary/${token}`);
    expect(open.status).toBe(200);
    const shared = SharedItinerary.parse(open.body);
    expect(shared.preferences.stay).toEqual({ name: "Casa do Largo", address: "" });
    expect(shared.itinerary.map((day) => day.accommodation_suggestion)).toEqual(
      plan.itinerary.map(() => "Your stay: Casa do Largo"),
    );
    expect(JSON.stringify(open.body)).not.toContain("Largo do Carmo 5");
    expect(JSON.stringify(open.body)).not.toContain("stay_location");
    // The owner's own copy keeps it whole, map point included.
    const own = await api("GET", `/get-itinerary/${id}`, { user: owner });
    expect(own.body.preferences.stay).toEqual(stay);
    expect(own.body.itinerary[0].stay_location).toEqual({ name: stay.name, latitude: 38.7119, longitude: -9.1419 });
  });

  it("dies with its plan: deleting the plan deletes the share", async () => {
    const owner = await signUpWithProfile();
    const id = await saveAs(owner, "Lisbon");
    const { token } = await share(owner, id);
    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect(await api("GET", `/shared-itinerary/${token}`)).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
    expect((await db.doc(`shares/${token}`).get()).exists).toBe(false);
  });

  it("gives each plan its own unguessable token, and an unknown token the same 404 as a revoked one", async () => {
    const owner = await signUpWithProfile();
    const tokens = new Set<string>();
    for (const destination of ["Rome", "Paris", "Prague"])
      tokens.add((await share(owner, await saveAs(owner, destination))).token);
    expect(tokens.size).toBe(3);
    const made = Buffer.from([...tokens][0]!, "base64url");
    expect(await api("GET", `/shared-itinerary/${Buffer.alloc(made.length).toString("base64url")}`)).toMatchObject({
      status: 404,
      body: SHARED_NOT_FOUND,
    });
    expect(await api("GET", "/shared-itinerary/nope")).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
    // A malformed token says no more than an unknown one.
    expect(await api("GET", "/shared-itinerary/a.b")).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
  });

  it("builds the link on the allowed origin the traveller shared from, never on a foreign one", async () => {
    const owner = await signUpWithProfile();
    const fromDev = await share(owner, await saveAs(owner, "Rome"), { Origin: "http://localhost:5173" });
    expect(fromDev.url).toBe(`http://localhost:5173/shared/${fromDev.token}`);
    const fromElsewhere = await share(owner, await saveAs(owner, "Paris"), { Origin: "https://evil.example" });
    expect(fromElsewhere.url).toBe(`${APP_URL}/shared/${fromElsewhere.token}`);
  });

  it("needs sign-in to share or revoke, and names both methods of the path", async () => {
    const owner = await signUpWithProfile();
    const id = await saveAs(owner, "Rome");
    expect((await api("POST", `/share-itinerary/${id}`)).status).toBe(401);
    expect((await api("DELETE", `/share-itinerary/${id}`)).status).toBe(401);
    const wrong = await api("GET", `/share-itinerary/${id}`, { user: owner });
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ detail: "Use POST or DELETE for this endpoint." });
    expect((await api("POST", `/share-itinerary/${id}`, { user: owner, body: { public: true } })).status).toBe(400);
    expect((await db.collection("shares").where("uid", "==", owner.uid).get()).size).toBe(0);
  });
});

/** The Kyoto plan with a start and end time on every activity, as the final plan has them. */
function timedPlan(): SaveItineraryRequest {
  const plan = savedPlan("Kyoto", "Temples by day, Gion by night.");
  const times = [
    ["09:00", "10:30"],
    ["11:00", "12:30"],
    ["08:30", "10:30"],
    ["17:00", "19:00"],
  ];
  let next = 0;
  for (const day of plan.itinerary) {
    for (const activity of day.activities) [activity.start_time, activity.end_time] = times[next++]!;
  }
  return plan;
}

/** GET or POST without following anything, keeping the answer as bytes (a PDF is not text). */
async function fetchBytes(path: string, options: { user?: TestUser; body?: unknown } = {}) {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      ...(options.user ? { Authorization: `Bearer ${options.user.idToken}` } : {}),
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
const pdfInfo = (pdf: Buffer) => execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8");
const calendarEvents = (ics: Buffer) =>
  new ICAL.Component(ICAL.parse(ics.toString("utf8")))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
const eventFacts = (ics: Buffer) =>
  calendarEvents(ics).map((event) => [
    event.summary,
    event.startDate.toJSDate().toISOString(),
    event.endDate.toJSDate().toISOString(),
  ]);

describe("shared plan downloads", () => {
  const downloads = (token: string) => [`/shared-itinerary-pdf/${token}`, `/shared-itinerary-calendar/${token}`];

  it("gives a signed-out visitor the same PDF and calendar as the owner's, free, and nothing about the owner", async () => {
    const owner = await signUpWithProfile();
    const plan = timedPlan();
    const id = await saveAs(owner, "Kyoto", undefined, plan);
    const { token } = await share(owner, id);
    const balance = (await api("GET", "/get-user-profile", { user: owner })).body.tokens;

    const pdf = await fetchBytes(`/shared-itinerary-pdf/${token}`);
    expect(pdf.status, pdf.bytes.subarray(0, 200).toString()).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="final_itinerary.pdf"');
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf.bytes);
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Trip to Kyoto");
    expect(flat).toContain("Temples by day, Gion by night.");
    expect(flat).toContain("Fushimi Inari Taisha");
    // The same document the owner downloads from the planner.
    const ownPdf = await fetchBytes("/generate-pdf", {
      user: owner,
      body: { structured_plan: plan.itinerary, summary_text: plan.summary_text, preferences: plan.preferences },
    });
    expect(ownPdf.status).toBe(200);
    expect(text).toBe(pdfText(ownPdf.bytes));

    const ics = await fetchBytes(`/shared-itinerary-calendar/${token}`);
    expect(ics.status, ics.bytes.toString()).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("content-disposition")).toBe('attachment; filename="trip.ics"');
    // Kyoto is UTC+9 all year: 09:00 on April 2 is midnight UTC; day 2 is April 3.
    expect(eventFacts(ics.bytes)).toEqual([
      ["Kinkaku-ji", "2027-04-02T00:00:00.000Z", "2027-04-02T01:30:00.000Z"],
      ["Nijo Castle", "2027-04-02T02:00:00.000Z", "2027-04-02T03:30:00.000Z"],
      ["Fushimi Inari Taisha", "2027-04-02T23:30:00.000Z", "2027-04-03T01:30:00.000Z"],
      ["Gion", "2027-04-03T08:00:00.000Z", "2027-04-03T10:00:00.000Z"],
    ]);
    const ownIcs = await fetchBytes("/export-calendar", {
      user: owner,
      body: { structured_plan: plan.itinerary, preferences: plan.preferences },
    });
    expect(eventFacts(ics.bytes)).toEqual(eventFacts(ownIcs.bytes));
    // Event ids hang on the link, not on the owner: stable across downloads, apart from the owner's own.
    const uids = (bytes: Buffer) => calendarEvents(bytes).map((event) => event.uid);
    expect(uids((await fetchBytes(`/shared-itinerary-calendar/${token}`)).bytes)).toEqual(uids(ics.bytes));
    expect(uids(ics.bytes).filter((uid) => uids(ownIcs.bytes).includes(uid))).toEqual([]);

    // Neither file names the owner, the plan's id or the token, in its text or its metadata.
    const files = [text, pdfInfo(pdf.bytes), pdf.bytes.toString("latin1"), ics.bytes.toString("utf8")];
    for (const secret of [owner.uid, owner.email, id, token])
      for (const file of files) expect(file).not.toContain(secret);

    expect((await api("GET", "/get-user-profile", { user: owner })).body.tokens).toBe(balance);
  });

  it("answers the shared page's 404 after revoke, after delete, and for made-up or malformed tokens", async () => {
    const owner = await signUpWithProfile();
    const revokedId = await saveAs(owner, "Kyoto", undefined, timedPlan());
    const revoked = (await share(owner, revokedId)).token;
    const deletedId = await saveAs(owner, "Kyoto", undefined, timedPlan());
    const deleted = (await share(owner, deletedId)).token;
    for (const path of [...downloads(revoked), ...downloads(deleted)])
      expect((await fetchBytes(path)).status, path).toBe(200);

    expect((await api("DELETE", `/share-itinerary/${revokedId}`, { user: owner })).status).toBe(200);
    expect((await api("DELETE", `/delete-itinerary/${deletedId}`, { user: owner })).status).toBe(200);
    const madeUp = Buffer.alloc(Buffer.from(revoked, "base64url").length).toString("base64url");
    for (const token of [revoked, deleted, madeUp, "nope", "a.b"]) {
      for (const path of downloads(token)) {
        const response = await api("GET", path);
        expect(response, path).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
        expect(response.headers.get("content-disposition"), path).toBeNull();
      }
    }
  });

  it("answers a plan without start times as the signed-in export does, and only to GET", async () => {
    const owner = await signUpWithProfile();
    const { token } = await share(owner, await saveAs(owner, "Kyoto"));
    expect(await api("GET", `/shared-itinerary-calendar/${token}`)).toMatchObject({
      status: 422,
      body: { detail: "No activity in this plan has a start time, so there is nothing to add to a calendar." },
    });
    expect(await api("POST", `/shared-itinerary-pdf/${token}`)).toMatchObject({
      status: 405,
      body: { detail: "Use GET for this endpoint." },
    });
  });
});
