import {
  GetSavedItinerariesResponse,
  MAX_BODY_BYTES,
  SavedItinerary,
  SaveItineraryRequest,
  SaveItineraryResponse,
  VALIDATION,
} from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/** Saved plans through the hosting emulator, as the browser calls them. */

const NOT_FOUND = { detail: "Could not find the requested plan." };

async function save(user: TestUser, destination: string): Promise<SaveItineraryResponse> {
  const response = await api("POST", "/save-itinerary", { user, body: savedPlan(destination) });
  expect(response.status).toBe(200);
  return SaveItineraryResponse.parse(response.body);
}

async function list(user: TestUser, query = "") {
  const response = await api("GET", `/get-saved-itineraries${query}`, { user });
  expect(response.status).toBe(200);
  return GetSavedItinerariesResponse.parse(response.body);
}

async function ledgerSize(uid: string): Promise<number> {
  return (await db.collection(`users/${uid}/ledger`).get()).size;
}

describe("save, list, get, update and delete", () => {
  it("runs the whole life of a saved plan, free of charge", async () => {
    const user = await signUpWithProfile();

    // The server makes the id: one sent by the client is ignored.
    const rome = await api("POST", "/save-itinerary", { user, body: { ...savedPlan("Rome"), id: "chosen-by-client" } });
    expect(rome.status).toBe(200);
    expect(Object.keys(rome.body).sort()).toEqual(["id", "saved_at"]);
    expect(rome.body.id).not.toBe("chosen-by-client");
    expect(new Date(rome.body.saved_at).toISOString()).toBe(rome.body.saved_at);
    const stored = (await db.doc(`users/${user.uid}/itineraries/${rome.body.id}`).get()).data();
    expect(stored).toMatchObject({ summary_text: savedPlan().summary_text, preferences: { destinationCity: "Rome" } });
    expect((await db.doc(`users/${user.uid}/itineraries/chosen-by-client`).get()).exists).toBe(false);

    const kyoto = await save(user, "Kyoto");

    const listed = await list(user);
    expect(listed.saved_itineraries.map((s) => s.id)).toEqual([kyoto.id, rome.body.id]);
    expect(listed.next_cursor).toBeNull();
    for (const item of listed.saved_itineraries) {
      expect(Object.keys(item).sort()).toEqual(["id", "itinerary", "preferences", "role", "saved_at", "summary_text"]);
      expect(item.role).toBe("owner");
    }

    const opened = await api("GET", `/get-itinerary/${kyoto.id}`, { user });
    expect(opened.status).toBe(200);
    const plan = SavedItinerary.parse(opened.body);
    expect(plan).toEqual({
      id: kyoto.id,
      saved_at: kyoto.saved_at,
      role: "owner",
      // Read on Kyoto's clock, as the calendar export and the traveller's Today are.
      time_zone: "Asia/Tokyo",
      ...SaveItineraryRequest.parse(savedPlan("Kyoto")),
    });

    // Update the older plan: same id, newer saved_at, new content, and it moves to the top.
    const edited = savedPlan("Rome", "Edited in place.");
    edited.itinerary[0]!.activities[0]!.time = "10:00 - 11:00";
    const updated = await api("PUT", `/update-itinerary/${rome.body.id}`, { user, body: edited });
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe(rome.body.id);
    expect(Date.parse(updated.body.saved_at)).toBeGreaterThan(Date.parse(rome.body.saved_at));
    const reopened = SavedItinerary.parse((await api("GET", `/get-itinerary/${rome.body.id}`, { user })).body);
    expect(reopened.summary_text).toBe("Edited in place.");
    expect(reopened.itinerary[0]!.activities[0]!.time).toBe("10:00 - 11:00");
    expect(reopened.saved_at).toBe(updated.body.saved_at);
    const afterUpdate = await list(user);
    expect(afterUpdate.saved_itineraries.map((s) => s.id)).toEqual([rome.body.id, kyoto.id]);

    const deleted = await api("DELETE", `/delete-itinerary/${rome.body.id}`, { user });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: rome.body.id, deleted: true });
    expect(await api("GET", `/get-itinerary/${rome.body.id}`, { user })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await api("DELETE", `/delete-itinerary/${rome.body.id}`, { user })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    // An update of a deleted plan must not bring it back.
    expect(await api("PUT", `/update-itinerary/${rome.body.id}`, { user, body: edited })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect((await db.doc(`users/${user.uid}/itineraries/${rome.body.id}`).get()).exists).toBe(false);
    expect((await list(user)).saved_itineraries.map((s) => s.id)).toEqual([kyoto.id]);

    // Nothing was charged: the balance and the ledger are as the welcome grant left them.
    expect((await db.doc(`users/${user.uid}`).get()).get("tokens")).toBe(30);
    expect(await ledgerSize(user.uid)).toBe(1);
  });

  it("stores place ids and photo credits but no image links, and never echoes a client's links", async () => {
    const user = await signUpWithProfile();
    const plan = savedPlan("Kyoto");
    // Places facts fetched just now: older ones would be refreshed or, on this keyless server, removed on read.
    Object.assign(plan.itinerary[0]!.activities[0]!, {
      place_id: "ChIJkinkaku",
      source: "places",
      places_fetched_at: new Date().toISOString(),
      image_attribution: { name: "Aiko", uri: "https://maps.google.com/maps/contrib/1" },
      image_urls: ["https://tracker.example/pixel.gif", "/api/place-photo/places/ChIJkinkaku/photos/AWn5"],
    });
    const saved = await save(user, "Kyoto");
    const withLinks = await api("POST", "/save-itinerary", { user, body: plan });
    expect(withLinks.status).toBe(200);
    const stored = (await db.doc(`users/${user.uid}/itineraries/${withLinks.body.id}`).get()).data()!;
    expect(stored.itinerary[0].activities[0]).toMatchObject({
      place_id: "ChIJkinkaku",
      image_attribution: { name: "Aiko" },
    });
    expect(stored.itinerary[0].activities[0]).not.toHaveProperty("image_urls");
    const opened = await api("GET", `/get-itinerary/${withLinks.body.id}`, { user });
    expect(JSON.stringify(opened.body)).not.toContain("tracker.example");
    expect(JSON.stringify(opened.body)).not.toContain("/photos/");
    expect(opened.body.itinerary[0].activities[0].image_attribution).toEqual({
      name: "Aiko",
      uri: "https://maps.google.com/maps/contrib/1",
    });
    expect(saved.id).not.toBe(withLinks.body.id);

    // A photo credit may link only to an https page: it is shown as a link on shared pages.
    const hostile = savedPlan("Kyoto");
    Object.assign(hostile.itinerary[0]!.activities[0]!, {
      image_attribution: { name: "x", uri: "javascript:alert(1)" },
    });
    const refused = await api("POST", "/save-itinerary", { user, body: hostile });
    expect(refused.status).toBe(400);
  });

  it("answers an empty list for a traveller who saved nothing", async () => {
    const user = await signUpWithProfile();
    expect(await list(user)).toEqual({ saved_itineraries: [], next_cursor: null });
  });

  it("pages a long history newest first, each plan exactly once", async () => {
    const user = await signUpWithProfile();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(user, `City ${i}`)).id);
    const newestFirst = [...ids].reverse();

    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await list(user, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.saved_itineraries.length).toBeLessThanOrEqual(2);
      seen.push(...page.saved_itineraries.map((s) => s.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
    expect((await list(user, "?limit=5")).next_cursor).toBeNull();
  });
});

describe("another traveller's plan", () => {
  it("is answered exactly like a plan that does not exist, for every operation", async () => {
    const owner = await signUpWithProfile();
    const stranger = await signUpWithProfile();
    const plan = await save(owner, "Kyoto");
    await api("POST", `/share-itinerary/${plan.id}`, { user: owner });
    const before = (await db.doc(`users/${owner.uid}/itineraries/${plan.id}`).get()).data();

    const attempts = (id: string) => [
      api("GET", `/get-itinerary/${id}`, { user: stranger }),
      api("PUT", `/update-itinerary/${id}`, { user: stranger, body: savedPlan("Hijacked") }),
      api("DELETE", `/delete-itinerary/${id}`, { user: stranger }),
      api("POST", `/share-itinerary/${id}`, { user: stranger }),
      api("DELETE", `/share-itinerary/${id}`, { user: stranger }),
    ];
    const theirs = await Promise.all(attempts(plan.id));
    const missing = await Promise.all(attempts("no-such-plan-anywhere"));
    for (const [index, response] of theirs.entries()) {
      expect(response.status, `attempt ${index}`).toBe(404);
      expect(response.body, `attempt ${index}`).toEqual(NOT_FOUND);
      expect({ status: response.status, body: response.body }).toEqual({
        status: missing[index]!.status,
        body: missing[index]!.body,
      });
    }

    // The owner's plan and its share are untouched, and the stranger's own list stays empty.
    expect((await db.doc(`users/${owner.uid}/itineraries/${plan.id}`).get()).data()).toEqual(before);
    expect((await db.doc(`shares/${before!.share_token}`).get()).exists).toBe(true);
    expect((await list(stranger)).saved_itineraries).toEqual([]);
    expect((await db.collection(`users/${stranger.uid}/itineraries`).get()).size).toBe(0);
  });
});

describe("validation", () => {
  it("refuses a malformed plan with 400 and a detail that names the problem", async () => {
    const user = await signUpWithProfile();
    const plan = savedPlan();
    const cases: [string, unknown, string | RegExp][] = [
      [
        "no destination",
        { ...plan, preferences: { ...plan.preferences, destinationCity: "" } },
        VALIDATION.destinationRequired,
      ],
      [
        "no accommodation",
        { ...plan, preferences: { ...plan.preferences, accommodation: [] } },
        VALIDATION.accommodationRequired,
      ],
      ["too many days", { ...plan, preferences: { ...plan.preferences, numberOfDays: 15 } }, VALIDATION.daysTooMany],
      ["no days", { ...plan, itinerary: [] }, "itinerary: the plan has no days"],
      ["no itinerary", { preferences: plan.preferences }, /^itinerary: /],
      [
        "an activity without a name",
        { ...plan, itinerary: [{ day: 1, activities: [{ name: "" }] }] },
        /activity name is required/,
      ],
      ["not an object", [1, 2, 3], /expected object/i],
    ];
    for (const [label, body, detail] of cases) {
      const saved = await api("POST", "/save-itinerary", { user, body });
      expect(saved.status, label).toBe(400);
      expect(saved.body.detail, label).toMatch(detail);
    }
    const id = (await save(user, "Kyoto")).id;
    const update = await api("PUT", `/update-itinerary/${id}`, { user, body: { ...plan, itinerary: [] } });
    expect(update).toMatchObject({ status: 400, body: { detail: "itinerary: the plan has no days" } });
    expect((await db.collection(`users/${user.uid}/itineraries`).get()).size).toBe(1);
  });

  it("refuses malformed ids, bad list queries, wrong methods and missing sign-in", async () => {
    const user = await signUpWithProfile();
    expect(await api("GET", "/get-itinerary/a.b", { user })).toMatchObject({
      status: 400,
      body: { detail: "The id in the path is missing or malformed." },
    });
    expect(await api("GET", "/get-saved-itineraries?limit=0", { user })).toMatchObject({
      status: 400,
      body: { detail: "limit: must be a whole number from 1 to 100" },
    });
    expect(await api("GET", "/get-saved-itineraries?limit=500", { user })).toMatchObject({ status: 400 });
    expect(await api("GET", "/get-saved-itineraries?cursor=../../x", { user })).toMatchObject({
      status: 400,
      body: { detail: "cursor: is not a cursor this API gave out" },
    });
    expect(await api("GET", "/save-itinerary", { user })).toMatchObject({
      status: 405,
      body: { detail: "Use POST for this endpoint." },
    });
    expect(await api("POST", "/update-itinerary/abc", { user, body: savedPlan() })).toMatchObject({ status: 405 });
    for (const [method, path] of [
      ["POST", "/save-itinerary"],
      ["GET", "/get-saved-itineraries"],
      ["GET", "/get-itinerary/abc"],
      ["DELETE", "/delete-itinerary/abc"],
    ] as const) {
      const response = await api(method, path, { body: method === "POST" ? savedPlan() : undefined });
      expect(response.status, path).toBe(401);
      expect(response.body.detail, path).toMatch(/Bearer/);
    }
  });

  it("refuses an oversized body with 413, on save and on update", async () => {
    const user = await signUpWithProfile();
    const id = (await save(user, "Kyoto")).id;
    const huge = JSON.stringify({ ...savedPlan(), summary_text: "x".repeat(MAX_BODY_BYTES) });
    for (const [method, path] of [
      ["POST", "/save-itinerary"],
      ["PUT", `/update-itinerary/${id}`],
    ] as const) {
      const response = await api(method, path, { user, rawBody: huge });
      expect(response.status, path).toBe(413);
      expect(response.body.detail, path).toMatch(/too large/);
    }
    expect((await list(user)).saved_itineraries).toHaveLength(1);
  });
});
