import {
  AcceptTripInviteResponse,
  CreateTripInviteResponse,
  GetSavedItinerariesResponse,
  GetTripMembersResponse,
  SavedItinerary,
  TRIP_MEMBERS_MAX,
} from "@itinerary/contract";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, APP_URL, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Travelling together through the hosting emulator: a stranger, a viewer, an editor, the owner and a
 * removed member, against every endpoint that serves a trip.
 */

const PLAN_NOT_FOUND = { detail: "Could not find the requested plan." };
const INVITE_NOT_FOUND = { detail: "This invite link does not exist, has expired or was revoked." };

async function saveTrip(owner: TestUser, destination = "Kyoto"): Promise<string> {
  const response = await api("POST", "/save-itinerary", { user: owner, body: savedPlan(destination) });
  expect(response.status).toBe(200);
  return response.body.id;
}

async function invite(owner: TestUser, id: string, role: "editor" | "viewer"): Promise<CreateTripInviteResponse> {
  const response = await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return CreateTripInviteResponse.parse(response.body);
}

async function join(user: TestUser, token: string): Promise<AcceptTripInviteResponse> {
  const response = await api("POST", `/accept-trip-invite/${token}`, { user, body: {} });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AcceptTripInviteResponse.parse(response.body);
}

/** A trip with an owner, an editor and a viewer who joined from their links. */
async function tripWithCompanions() {
  const [owner, editor, viewer, stranger] = await Promise.all([
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
  ]);
  const id = await saveTrip(owner);
  await join(editor, (await invite(owner, id, "editor")).token);
  await join(viewer, (await invite(owner, id, "viewer")).token);
  return { owner, editor, viewer, stranger, id };
}

const localPart = (user: TestUser) => user.email.split("@")[0];

describe("travelling together", () => {
  it("makes 256-bit invite links that expire in 7 days, for the owner only", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();
    const before = Date.now();
    const link = await invite(owner, id, "viewer");
    expect(link.url).toBe(`${APP_URL}/join/${link.token}`);
    expect(Buffer.from(link.token, "base64url")).toHaveLength(32);
    const days = (Date.parse(link.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // A companion cannot hand the trip on; a stranger cannot tell the trip exists.
    for (const member of [editor, viewer]) {
      const refused = await api("POST", `/create-trip-invite/${id}`, { user: member, body: { role: "editor" } });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe("Only the trip's owner can invite companions.");
    }
    const hidden = await api("POST", `/create-trip-invite/${id}`, { user: stranger, body: { role: "editor" } });
    expect(hidden).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });

    // A role that is not one says which field and why, and makes no link.
    const invites = async () => (await db.collection("tripInvites").where("itinerary_id", "==", id).get()).size;
    const count = await invites();
    const bad = await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role: "admin" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/role.*"editor" or "viewer"/);
    expect(await invites()).toBe(count);
  });

  it("lets members open the trip, editors change it and viewers only read it", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();

    for (const [user, role] of [
      [owner, "owner"],
      [editor, "editor"],
      [viewer, "viewer"],
    ] as const) {
      const opened = await api("GET", `/get-itinerary/${id}`, { user });
      expect(opened.status).toBe(200);
      const trip = SavedItinerary.parse(opened.body);
      expect(trip.role).toBe(role);
      expect(trip.owner_display_name).toBe(role === "owner" ? undefined : localPart(owner));
      expect(trip.preferences.destinationCity).toBe("Kyoto");
    }
    expect(await api("GET", `/get-itinerary/${id}`, { user: stranger })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });

    // The editor's change is the owner's plan, under the same id.
    const changed = await api("PUT", `/update-itinerary/${id}`, { user: editor, body: savedPlan("Kyoto", "Edited.") });
    expect(changed.status).toBe(200);
    expect((await api("GET", `/get-itinerary/${id}`, { user: owner })).body.summary_text).toBe("Edited.");
    expect((await db.collection(`users/${editor.uid}/itineraries`).get()).size).toBe(0);

    const refused = await api("PUT", `/update-itinerary/${id}`, { user: viewer, body: savedPlan("Kyoto", "No.") });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("You can view this trip but not change it: ask its owner to make you an editor.");
    const foreign = await api("PUT", `/update-itinerary/${id}`, { user: stranger, body: savedPlan("Kyoto", "No.") });
    expect(foreign).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });
    expect((await api("GET", `/get-itinerary/${id}`, { user: owner })).body.summary_text).toBe("Edited.");

    // The public link is the owner's to give or take back.
    for (const member of [editor, viewer]) {
      for (const method of ["POST", "DELETE"]) {
        const refusedShare = await api(method, `/share-itinerary/${id}`, { user: member });
        expect(refusedShare.status).toBe(403);
        expect(refusedShare.body.detail).toBe(
          "Only the trip's owner can share it publicly; invite companions from Companions instead.",
        );
      }
    }
    expect(await api("POST", `/share-itinerary/${id}`, { user: stranger })).toMatchObject({ status: 404 });

    // Deleting is the owner's alone.
    for (const member of [editor, viewer]) {
      const kept = await api("DELETE", `/delete-itinerary/${id}`, { user: member });
      expect(kept.status).toBe(403);
      expect(kept.body.detail).toBe("Only the trip's owner can delete it; you can leave it instead.");
    }
    expect(await api("DELETE", `/delete-itinerary/${id}`, { user: stranger })).toMatchObject({ status: 404 });
    expect((await api("GET", `/get-itinerary/${id}`, { user: owner })).status).toBe(200);
  });

  it("lists members to members only, the owner first", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();
    for (const user of [owner, editor, viewer]) {
      const listed = await api("GET", `/get-trip-members/${id}`, { user });
      expect(listed.status).toBe(200);
      expect(GetTripMembersResponse.parse(listed.body).members).toEqual([
        { uid: owner.uid, display_name: localPart(owner), role: "owner" },
        { uid: editor.uid, display_name: localPart(editor), role: "editor" },
        { uid: viewer.uid, display_name: localPart(viewer), role: "viewer" },
      ]);
    }
    expect(await api("GET", `/get-trip-members/${id}`, { user: stranger })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });
  });

  it("lists trips shared with me beside my own, newest first, with my role and the owner's name, across pages", async () => {
    const { owner, editor, id } = await tripWithCompanions();
    const own = await saveTrip(editor, "Lisbon");
    // The owner changes the shared trip after the editor saved their own: it moves to the top of both lists.
    expect(
      (await api("PUT", `/update-itinerary/${id}`, { user: owner, body: savedPlan("Kyoto", "Later.") })).status,
    ).toBe(200);

    const first = await api("GET", "/get-saved-itineraries?limit=1", { user: editor });
    expect(first.status).toBe(200);
    const page1 = GetSavedItinerariesResponse.parse(first.body);
    expect(page1.saved_itineraries.map((trip) => [trip.id, trip.role, trip.owner_display_name])).toEqual([
      [id, "editor", localPart(owner)],
    ]);
    expect(page1.next_cursor).toBeTruthy();
    const second = await api("GET", `/get-saved-itineraries?limit=1&cursor=${page1.next_cursor}`, { user: editor });
    const page2 = GetSavedItinerariesResponse.parse(second.body);
    expect(page2.saved_itineraries.map((trip) => [trip.id, trip.role])).toEqual([[own, "owner"]]);
    expect(page2.next_cursor).toBeNull();

    const all = GetSavedItinerariesResponse.parse((await api("GET", "/get-saved-itineraries", { user: editor })).body);
    expect(all.saved_itineraries.map((trip) => trip.id)).toEqual([id, own]);
    // The owner's own list shows the trip once, as theirs.
    const owners = GetSavedItinerariesResponse.parse(
      (await api("GET", "/get-saved-itineraries", { user: owner })).body,
    );
    expect(owners.saved_itineraries.map((trip) => [trip.id, trip.role])).toEqual([[id, "owner"]]);
  });

  it("removes members: the owner removes anyone, a member only themself, and a removed member finds nothing", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();

    const notTheirs = await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: viewer });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.detail).toBe("Only the trip's owner can remove other companions.");
    expect(await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: stranger })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });

    // The viewer leaves; the owner removes the editor.
    const left = await api("DELETE", `/remove-trip-member/${id}/${viewer.uid}`, { user: viewer });
    expect(left).toMatchObject({ status: 200, body: { itinerary_id: id, uid: viewer.uid, removed: true } });
    expect((await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: owner })).status).toBe(200);
    const again = await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: owner });
    expect(again).toMatchObject({ status: 404, body: { detail: "This traveller is not a companion on the trip." } });

    for (const removed of [editor, viewer]) {
      expect(await api("GET", `/get-itinerary/${id}`, { user: removed })).toMatchObject({
        status: 404,
        body: PLAN_NOT_FOUND,
      });
      const put = await api("PUT", `/update-itinerary/${id}`, { user: removed, body: savedPlan("Kyoto", "Late.") });
      expect(put.status).toBe(404);
      expect((await api("GET", `/get-trip-members/${id}`, { user: removed })).status).toBe(404);
      const list = GetSavedItinerariesResponse.parse(
        (await api("GET", "/get-saved-itineraries", { user: removed })).body,
      );
      expect(list.saved_itineraries).toEqual([]);
      expect((await db.doc(`users/${removed.uid}/memberships/${id}`).get()).exists).toBe(false);
    }
    const members = GetTripMembersResponse.parse((await api("GET", `/get-trip-members/${id}`, { user: owner })).body);
    expect(members.members.map((member) => member.uid)).toEqual([owner.uid]);

    // A malformed member id is the caller's mistake, said plainly.
    const malformed = await api("DELETE", `/remove-trip-member/${id}/not%2Fa%2Fuid`, { user: owner });
    expect(malformed.status).toBe(400);
  });

  it("refuses expired, revoked and unknown links alike, and never downgrades a member who joins again", async () => {
    const [owner, companion] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
    const id = await saveTrip(owner);
    const editorLink = await invite(owner, id, "editor");
    const viewerLink = await invite(owner, id, "viewer");

    // The owner opening their own link stays the owner, with nothing written.
    expect(await join(owner, viewerLink.token)).toEqual({ itinerary_id: id, role: "owner" });
    expect((await db.collection(`users/${owner.uid}/itineraries/${id}/members`).get()).size).toBe(0);

    expect(await join(companion, editorLink.token)).toEqual({ itinerary_id: id, role: "editor" });
    expect(await join(companion, viewerLink.token)).toEqual({ itinerary_id: id, role: "editor" });

    // Revoked: only the owner may, and then the link opens nothing.
    const foreignRevoke = await api("DELETE", `/create-trip-invite/${viewerLink.token}`, { user: companion });
    expect(foreignRevoke).toMatchObject({ status: 404, body: INVITE_NOT_FOUND });
    const revoked = await api("DELETE", `/create-trip-invite/${viewerLink.token}`, { user: owner });
    expect(revoked).toMatchObject({ status: 200, body: { token: viewerLink.token, revoked: true } });
    const late = await signUpWithProfile();
    for (const token of [viewerLink.token, "A".repeat(43), "short"]) {
      expect(await api("POST", `/accept-trip-invite/${token}`, { user: late, body: {} })).toMatchObject({
        status: 404,
        body: INVITE_NOT_FOUND,
      });
    }

    // Expired: the same answer, and no membership.
    await db.doc(`tripInvites/${editorLink.token}`).update({ expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await api("POST", `/accept-trip-invite/${editorLink.token}`, { user: late, body: {} })).toMatchObject({
      status: 404,
      body: INVITE_NOT_FOUND,
    });
    expect((await api("GET", `/get-itinerary/${id}`, { user: late })).status).toBe(404);

    // Signed out, a link is not accepted.
    expect((await api("POST", `/accept-trip-invite/${editorLink.token}`, { body: {} })).status).toBe(401);
  });

  it(`holds at most ${TRIP_MEMBERS_MAX} companions`, async () => {
    const [owner, late] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
    const id = await saveTrip(owner);
    const batch = db.batch();
    for (let n = 0; n < TRIP_MEMBERS_MAX; n++) {
      batch.set(db.doc(`users/${owner.uid}/itineraries/${id}/members/member-${n}`), {
        role: "viewer",
        display_name: `Member ${n}`,
        joined_at: Timestamp.now(),
      });
    }
    await batch.commit();
    const full = await api("POST", `/accept-trip-invite/${(await invite(owner, id, "viewer")).token}`, {
      user: late,
      body: {},
    });
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe(`This trip already has ${TRIP_MEMBERS_MAX} companions, the most a trip can have.`);
    expect((await db.doc(`users/${late.uid}/memberships/${id}`).get()).exists).toBe(false);
  });

  it("deleting a trip removes its members, their entries and its invites; deleting an account takes it off every trip", async () => {
    const { owner, editor, viewer, id } = await tripWithCompanions();
    const pending = await invite(owner, id, "editor");
    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect((await db.collection(`users/${owner.uid}/itineraries/${id}/members`).get()).size).toBe(0);
    for (const member of [editor, viewer]) {
      expect((await db.doc(`users/${member.uid}/memberships/${id}`).get()).exists).toBe(false);
      expect((await api("GET", `/get-itinerary/${id}`, { user: member })).status).toBe(404);
    }
    expect((await db.doc(`tripInvites/${pending.token}`).get()).exists).toBe(false);

    // An account that joined a trip and owns one with a companion and an open invite.
    const other = await tripWithCompanions();
    const theirs = await saveTrip(other.editor, "Lisbon");
    const companion = await signUpWithProfile();
    await join(companion, (await invite(other.editor, theirs, "viewer")).token);
    const open = await invite(other.editor, theirs, "editor");
    expect((await api("DELETE", "/account", { user: other.editor })).status).toBe(200);

    const members = GetTripMembersResponse.parse(
      (await api("GET", `/get-trip-members/${other.id}`, { user: other.owner })).body,
    );
    expect(members.members.map((member) => member.uid)).toEqual([other.owner.uid, other.viewer.uid]);
    expect((await db.doc(`users/${companion.uid}/memberships/${theirs}`).get()).exists).toBe(false);
    expect((await db.doc(`tripInvites/${open.token}`).get()).exists).toBe(false);
    const list = GetSavedItinerariesResponse.parse(
      (await api("GET", "/get-saved-itineraries", { user: companion })).body,
    );
    expect(list.saved_itineraries).toEqual([]);
  });
});
