import { CreateTripInviteResponse, TripPresence, tripPresencePath } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/** Who has a shared trip open, and on which day: every member says so; strangers and the removed cannot. */

async function tripWithCompanions() {
  const [owner, editor, viewer, stranger] = await Promise.all([
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
  ]);
  const id = (await api("POST", "/save-itinerary", { user: owner, body: savedPlan() })).body.id as string;
  for (const [user, role] of [
    [editor, "editor"],
    [viewer, "viewer"],
  ] as const) {
    const link = CreateTripInviteResponse.parse(
      (await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role } })).body,
    );
    expect((await api("POST", `/accept-trip-invite/${link.token}`, { user, body: {} })).status).toBe(200);
  }
  return { owner, editor, viewer, stranger, id };
}

const beat = (user: TestUser, id: string, day: unknown, open?: boolean) =>
  api("POST", `/trip-presence/${id}`, { user, body: { day, ...(open === undefined ? {} : { open }) } });

async function present(owner: TestUser, id: string): Promise<TripPresence[]> {
  const pages = await db.collection(tripPresencePath(owner.uid, id)).get();
  return pages.docs.map((doc) => TripPresence.parse(doc.data())).sort((a, b) => (a.day ?? 0) - (b.day ?? 0));
}

describe("presence on a shared trip", () => {
  it("records every member's open page and day, the owner's and a viewer's too, and forgets a closed one", async () => {
    const { owner, editor, viewer, id } = await tripWithCompanions();
    const before = Date.now();
    for (const [user, day] of [
      [owner, 1],
      [editor, 2],
      [viewer, 2],
    ] as const) {
      const answer = await beat(user, id, day);
      expect(answer).toMatchObject({ status: 200, body: { itinerary_id: id, day, open: true } });
    }
    const pages = await present(owner, id);
    const byUid = (a: { uid: string }, b: { uid: string }) => a.uid.localeCompare(b.uid);
    expect(pages.map((page) => ({ uid: page.uid, day: page.day, name: page.display_name })).sort(byUid)).toEqual(
      [
        { uid: owner.uid, day: 1, name: owner.email.split("@")[0] },
        { uid: editor.uid, day: 2, name: editor.email.split("@")[0] },
        { uid: viewer.uid, day: 2, name: viewer.email.split("@")[0] },
      ].sort(byUid),
    );
    for (const page of pages) expect(page.seen_at_ms).toBeGreaterThanOrEqual(before - 1000);

    // Moving to another day, or to the map above the days, replaces the entry; closing the page removes it.
    await beat(editor, id, 3);
    expect((await present(owner, id)).find((page) => page.uid === editor.uid)?.day).toBe(3);
    await beat(editor, id, null);
    expect((await present(owner, id)).find((page) => page.uid === editor.uid)?.day).toBeNull();
    await beat(viewer, id, null, false);
    expect((await present(owner, id)).map((page) => page.uid)).not.toContain(viewer.uid);
  });

  it("writes nothing for an owner alone on the trip, and lists them once a companion joins", async () => {
    const [owner, editor] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
    const id = (await api("POST", "/save-itinerary", { user: owner, body: savedPlan() })).body.id as string;
    expect(await beat(owner, id, 1)).toMatchObject({ status: 200, body: { itinerary_id: id, day: 1, open: true } });
    expect(await present(owner, id)).toEqual([]);
    const link = CreateTripInviteResponse.parse(
      (await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role: "editor" } })).body,
    );
    expect((await api("POST", `/accept-trip-invite/${link.token}`, { user: editor, body: {} })).status).toBe(200);
    await beat(owner, id, 1);
    expect((await present(owner, id)).map((page) => page.uid)).toEqual([owner.uid]);
  });

  it("answers a stranger and a removed member as if the trip did not exist, and forgets the removed at once", async () => {
    const { owner, editor, stranger, id } = await tripWithCompanions();
    expect(await beat(stranger, id, 1)).toMatchObject({
      status: 404,
      body: { detail: "Could not find the requested plan." },
    });
    await beat(editor, id, 2);
    expect((await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: owner })).status).toBe(200);
    expect((await present(owner, id)).map((page) => page.uid)).not.toContain(editor.uid);
    expect((await beat(editor, id, 2)).status).toBe(404);
    expect(await present(owner, id)).toEqual([]);
  });

  it("refuses a day that is not one with a 400 naming the field, and drops the trip's presence with the trip", async () => {
    const { owner, editor, id } = await tripWithCompanions();
    for (const day of [0, 15, 1.5, "2", undefined]) {
      const answer = await beat(editor, id, day);
      expect(answer.status, String(day)).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/day/);
    }
    const extra = await api("POST", `/trip-presence/${id}`, { user: editor, body: { day: 1, uid: owner.uid } });
    expect(extra.status).toBe(400);
    const notBoolean = await beat(editor, id, 1, "no" as unknown as boolean);
    expect(notBoolean.status).toBe(400);
    expect(JSON.stringify(notBoolean.body)).toMatch(/open/);
    expect(await present(owner, id)).toEqual([]);

    await beat(editor, id, 1);
    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect(await present(owner, id)).toEqual([]);
  });
});
