import { SharedItinerary, ShareItineraryResponse } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, APP_URL, db, signUpWithProfile, type TestUser } from "./support.ts";

/** Share links through the hosting emulator; the public read is called signed out, as a link's visitor would. */

const SHARED_NOT_FOUND = { detail: "This shared plan does not exist or is no longer shared." };

async function saveAs(user: TestUser, destination: string, summary?: string): Promise<string> {
  const response = await api("POST", "/save-itinerary", { user, body: savedPlan(destination, summary) });
  expect(response.status).toBe(200);
  return response.body.id;
}

async function share(user: TestUser, id: string, headers?: Record<string, string>): Promise<{ url: string; token: string }> {
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
    expect(Object.keys(open.body).sort()).toEqual(["itinerary", "preferences", "saved_at", "summary_text"]);
    const shared = SharedItinerary.parse(open.body);
    expect(shared.preferences.destinationCity).toBe("Kyoto");
    // Nothing about the owner: not their uid, email, balance, the plan's id nor the token field.
    const text = JSON.stringify(open.body);
    for (const secret of [owner.uid, owner.email, id, "tokens", "share_token", "uid"]) expect(text).not.toContain(secret);

    // An update keeps the link and shows the new content.
    const update = await api("PUT", `/update-itinerary/${id}`, { user: owner, body: savedPlan("Kyoto", "Now with a tea ceremony.") });
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
    expect(await api("DELETE", `/share-itinerary/${id}`, { user: owner })).toMatchObject({ status: 200, body: { id, revoked: false } });

    // Sharing after a revoke makes a new link; the old one stays dead.
    const renewed = await share(owner, id);
    expect(renewed.token).not.toBe(first.token);
    expect((await api("GET", `/shared-itinerary/${renewed.token}`)).status).toBe(200);
    expect((await api("GET", `/shared-itinerary/${first.token}`)).status).toBe(404);
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
    for (const destination of ["Rome", "Paris", "Prague"]) tokens.add((await share(owner, await saveAs(owner, destination))).token);
    expect(tokens.size).toBe(3);
    const made = Buffer.from([...tokens][0]!, "base64url");
    expect(await api("GET", `/shared-itinerary/${Buffer.alloc(made.length).toString("base64url")}`)).toMatchObject({
      status: 404,
      body: SHARED_NOT_FOUND,
    });
    expect(await api("GET", "/shared-itinerary/nope")).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
    expect((await api("GET", "/shared-itinerary/a.b")).status).toBe(400);
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
