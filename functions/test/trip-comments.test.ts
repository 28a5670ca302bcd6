import "./functions-firestore.ts";
import { AcceptTripInviteResponse, CreateTripInviteResponse, stopKey } from "@itinerary/contract";
import {
  TRIP_COMMENT_MAX,
  TRIP_COMMENTS_MAX,
  TripComment,
  VoteTripStopResponse,
} from "@itinerary/contract/trip-comments";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DELETED_DETAIL } from "../src/store/deletions.ts";
import { addComment, deleteComment, resolveComment, voteOnStop } from "../src/store/trip-comments.ts";
import { tripAccess } from "../src/store/trip-members.ts";
import { savedPlan } from "./saved-plan.ts";
import { KYOTO } from "./kyoto-stops.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Comments and votes through the hosting emulator: a stranger, a viewer, an editor, the owner and a
 * removed member against each of the four paths, and every bad field a 400 that names it and changes nothing.
 */

const PLAN_NOT_FOUND = { detail: "Could not find the requested plan." };
const COMMENT_NOT_FOUND = { detail: "This comment does not exist on the trip; it may have been deleted." };
// The saved Kyoto plan: Kinkaku-ji and Nijo Castle on day 1, Fushimi Inari and Gion on day 2 (no Places ids).
const NIJO = stopKey({ name: KYOTO.nijo.name });
const GION = stopKey({ name: KYOTO.gion.name });

async function join(owner: TestUser, user: TestUser, id: string, role: "editor" | "viewer"): Promise<void> {
  const made = await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role } });
  const { token } = CreateTripInviteResponse.parse(made.body);
  const joined = await api("POST", `/accept-trip-invite/${token}`, { user, body: {} });
  expect(AcceptTripInviteResponse.parse(joined.body).role).toBe(role);
}

/** A saved trip with an editor, a viewer, a member who was removed, and a stranger. */
async function trip() {
  const [owner, editor, viewer, removed, stranger] = await Promise.all(
    Array.from({ length: 5 }, () => signUpWithProfile()),
  );
  const saved = await api("POST", "/save-itinerary", { user: owner!, body: savedPlan() });
  const id: string = saved.body.id;
  await join(owner!, editor!, id, "editor");
  await join(owner!, viewer!, id, "viewer");
  await join(owner!, removed!, id, "editor");
  expect((await api("DELETE", `/remove-trip-member/${id}/${removed!.uid}`, { user: owner })).status).toBe(200);
  return { owner: owner!, editor: editor!, viewer: viewer!, removed: removed!, stranger: stranger!, id };
}

const comments = (owner: TestUser, id: string) => db.collection(`users/${owner.uid}/itineraries/${id}/comments`);
const votes = (owner: TestUser, id: string) => db.collection(`users/${owner.uid}/itineraries/${id}/votes`);
const localPart = (user: TestUser) => user.email.split("@")[0];

async function comment(user: TestUser, id: string, body: object): Promise<TripComment> {
  const response = await api("POST", `/add-trip-comment/${id}`, { user, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return TripComment.parse(response.body);
}

describe("comments on a trip", () => {
  it("lets every member comment on the trip or on one stop, and nobody else", async () => {
    const { owner, editor, viewer, removed, stranger, id } = await trip();
    const before = Date.now();
    const onTrip = await comment(owner, id, { text: "  Shall we go in April?  " });
    expect(onTrip).toMatchObject({
      text: "Shall we go in April?",
      day: null,
      stop_key: null,
      stop_name: null,
      author_uid: owner.uid,
      author_name: localPart(owner),
      resolved: false,
      resolved_by: null,
    });
    expect(onTrip.created_at_ms).toBeGreaterThanOrEqual(before - 5000);
    const onStop = await comment(viewer, id, { text: "Nijo needs two hours", day: 1, stop_key: NIJO });
    expect(onStop).toMatchObject({ day: 1, stop_key: NIJO, stop_name: "Nijo Castle", author_uid: viewer.uid });
    await comment(editor, id, { text: "<script>alert(1)</script> & more", day: 2, stop_key: GION });

    // Stored as written: the text is plain, escaped wherever it is shown.
    const stored = await comments(owner, id).orderBy("created_at_ms").get();
    expect(stored.docs.map((doc) => doc.get("text"))).toEqual([
      "Shall we go in April?",
      "Nijo needs two hours",
      "<script>alert(1)</script> & more",
    ]);
    const { id: commentId, ...fields } = onStop;
    expect(stored.docs[1]!.id).toBe(commentId);
    expect(stored.docs[1]!.data()).toEqual(fields);

    for (const outsider of [stranger, removed]) {
      const refused = await api("POST", `/add-trip-comment/${id}`, { user: outsider, body: { text: "Hello" } });
      expect(refused).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });
    }
    expect((await api("POST", `/add-trip-comment/${id}`, { body: { text: "Hello" } })).status).toBe(401);
    expect((await comments(owner, id).get()).size).toBe(3);
  });

  it("refuses bad input with a 400 that names the field and why, and stores nothing", async () => {
    const { owner, viewer, id } = await trip();
    const cases: [object, RegExp][] = [
      [{ text: "x".repeat(TRIP_COMMENT_MAX + 1) }, /^text: must be at most 2,000 characters$/],
      [{ text: "   " }, /^text: must not be empty$/],
      [{}, /^text: must be text$/],
      [{ text: 42 }, /^text: must be text$/],
      [{ text: "bell\u0007" }, /^text: must be plain text/],
      [{ text: "Hi", day: 0, stop_key: NIJO }, /^day: must be a whole number from 1 to 14$/],
      [{ text: "Hi", day: 1.5, stop_key: NIJO }, /^day: must be a whole number from 1 to 14$/],
      [{ text: "Hi", day: 1 }, /^stop_key: a comment on a stop needs both/],
      [{ text: "Hi", stop_key: NIJO }, /^stop_key: a comment on a stop needs both/],
      [{ text: "Hi", day: 2, stop_key: NIJO }, /^stop_key: is not a stop on day 2 of this trip as saved$/],
      [{ text: "Hi", day: 1, stop_key: "the moon" }, /^stop_key: is not a stop on day 1 of this trip as saved$/],
      [{ text: "Hi", day: 1, stop_key: "" }, /^stop_key: must not be empty$/],
      [{ text: "Hi", author_uid: owner.uid }, /Unrecognized key: "author_uid"/],
    ];
    for (const [body, detail] of cases) {
      const refused = await api("POST", `/add-trip-comment/${id}`, { user: viewer, body });
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.detail).toMatch(detail);
    }
    // Exactly 2,000 characters is a comment.
    expect((await comment(viewer, id, { text: "y".repeat(TRIP_COMMENT_MAX) })).text).toHaveLength(TRIP_COMMENT_MAX);
    expect((await comments(owner, id).get()).size).toBe(1);
  });

  it(`holds at most ${TRIP_COMMENTS_MAX.toLocaleString("en")} comments`, async () => {
    const { owner, viewer, id } = await trip();
    const writer = db.bulkWriter();
    for (let n = 0; n < TRIP_COMMENTS_MAX; n++) void writer.set(comments(owner, id).doc(), { text: `c${n}` });
    await writer.close();
    const full = await api("POST", `/add-trip-comment/${id}`, { user: viewer, body: { text: "One more" } });
    expect(full.status).toBe(409);
    expect(full.body.detail).toMatch(/already has 1,000 comments/);
    expect((await comments(owner, id).count().get()).data().count).toBe(TRIP_COMMENTS_MAX);
  });

  it("lets the owner and editors resolve and reopen; a viewer is told why not; outsiders find nothing", async () => {
    const { owner, editor, viewer, removed, stranger, id } = await trip();
    const made = await comment(viewer, id, { text: "Too early for Fushimi?" });

    const resolved = await api("POST", `/resolve-trip-comment/${id}/${made.id}`, {
      user: editor,
      body: { resolved: true },
    });
    expect(resolved.status).toBe(200);
    expect(TripComment.parse(resolved.body)).toMatchObject({
      id: made.id,
      text: made.text,
      resolved: true,
      resolved_by: editor.uid,
      resolved_by_name: localPart(editor),
    });
    const reopened = await api("POST", `/resolve-trip-comment/${id}/${made.id}`, {
      user: owner,
      body: { resolved: false },
    });
    expect(reopened.body).toMatchObject({ resolved: false, resolved_by: null, resolved_by_name: null });

    const refused = await api("POST", `/resolve-trip-comment/${id}/${made.id}`, {
      user: viewer,
      body: { resolved: true },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: "Only the trip's owner and editors can resolve comments." },
    });
    for (const outsider of [stranger, removed]) {
      const hidden = await api("POST", `/resolve-trip-comment/${id}/${made.id}`, {
        user: outsider,
        body: { resolved: true },
      });
      expect(hidden).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });
    }
    expect(
      await api("POST", `/resolve-trip-comment/${id}/nope`, { user: owner, body: { resolved: true } }),
    ).toMatchObject({ status: 404, body: COMMENT_NOT_FOUND });

    for (const [body, detail] of [
      [{ resolved: "yes" }, /^resolved: must be true or false$/],
      [{}, /^resolved: must be true or false$/],
      [{ resolved: true, text: "rewritten" }, /Unrecognized key: "text"/],
    ] as const) {
      const bad = await api("POST", `/resolve-trip-comment/${id}/${made.id}`, { user: owner, body });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toMatch(detail);
    }
    expect((await comments(owner, id).doc(made.id).get()).data()).toMatchObject({
      text: made.text,
      resolved: false,
      resolved_by: null,
    });
  });

  it("lets only a comment's author delete it, whatever their role", async () => {
    const { owner, editor, viewer, removed, stranger, id } = await trip();
    const byViewer = await comment(viewer, id, { text: "Mine" });
    const byOwner = await comment(owner, id, { text: "The owner's" });

    for (const other of [owner, editor]) {
      const refused = await api("DELETE", `/delete-trip-comment/${id}/${byViewer.id}`, { user: other });
      expect(refused).toMatchObject({
        status: 403,
        body: { detail: "Only the comment's author can delete it; the owner and editors can resolve it instead." },
      });
    }
    expect((await api("DELETE", `/delete-trip-comment/${id}/${byOwner.id}`, { user: viewer })).status).toBe(403);
    for (const outsider of [stranger, removed]) {
      const hidden = await api("DELETE", `/delete-trip-comment/${id}/${byViewer.id}`, { user: outsider });
      expect(hidden).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });
    }
    expect((await comments(owner, id).get()).size).toBe(2);

    const deleted = await api("DELETE", `/delete-trip-comment/${id}/${byViewer.id}`, { user: viewer });
    expect(deleted).toMatchObject({ status: 200, body: { id: byViewer.id, deleted: true } });
    expect((await api("DELETE", `/delete-trip-comment/${id}/${byOwner.id}`, { user: owner })).status).toBe(200);
    expect(await api("DELETE", `/delete-trip-comment/${id}/${byOwner.id}`, { user: owner })).toMatchObject({
      status: 404,
      body: COMMENT_NOT_FOUND,
    });
    expect((await comments(owner, id).get()).size).toBe(0);
    expect((await api("DELETE", `/delete-trip-comment/${id}/not%2Fan%2Fid`, { user: owner })).status).toBe(400);
  });
});

describe("votes on a trip's stops", () => {
  async function vote(user: TestUser, id: string, body: object): Promise<VoteTripStopResponse> {
    const response = await api("POST", `/vote-trip-stop/${id}`, { user, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return VoteTripStopResponse.parse(response.body);
  }

  it("counts one vote per member per stop; the same vote again or 0 takes it back", async () => {
    const { owner, editor, viewer, removed, stranger, id } = await trip();
    expect(await vote(viewer, id, { stop_key: NIJO, vote: 1 })).toEqual({ stop_key: NIJO, score: 1, my_vote: 1 });
    expect(await vote(editor, id, { stop_key: NIJO, vote: 1 })).toMatchObject({ score: 2, my_vote: 1 });
    expect(await vote(owner, id, { stop_key: NIJO, vote: -1 })).toMatchObject({ score: 1, my_vote: -1 });
    // Changing one's mind replaces the vote; it never counts twice.
    expect(await vote(viewer, id, { stop_key: NIJO, vote: -1 })).toMatchObject({ score: -1, my_vote: -1 });
    expect(await vote(viewer, id, { stop_key: NIJO, vote: -1 })).toMatchObject({ score: 0, my_vote: 0 });
    expect(await vote(editor, id, { stop_key: NIJO, vote: 0 })).toMatchObject({ score: -1, my_vote: 0 });
    expect(await vote(editor, id, { stop_key: NIJO, vote: 0 })).toMatchObject({ score: -1, my_vote: 0 });

    const stored = await votes(owner, id).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([{ stop_key: NIJO, votes: { [owner.uid]: -1 } }]);
    expect(stored.docs[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    // The last vote taken back leaves no record.
    await vote(owner, id, { stop_key: NIJO, vote: 0 });
    expect((await votes(owner, id).get()).size).toBe(0);

    for (const outsider of [stranger, removed]) {
      const hidden = await api("POST", `/vote-trip-stop/${id}`, { user: outsider, body: { stop_key: GION, vote: 1 } });
      expect(hidden).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });
    }
    expect((await votes(owner, id).get()).size).toBe(0);
  });

  it("counts concurrent votes of several members exactly", async () => {
    const { owner, editor, viewer, id } = await trip();
    const answers = await Promise.all(
      [owner, editor, viewer].map((user) =>
        api("POST", `/vote-trip-stop/${id}`, { user, body: { stop_key: GION, vote: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const stored = await votes(owner, id).get();
    expect(Object.keys(stored.docs[0]!.get("votes")).sort()).toEqual([owner.uid, editor.uid, viewer.uid].sort());
  });

  it("refuses bad votes with a 400 that names the field, and counts nothing", async () => {
    const { owner, viewer, id } = await trip();
    for (const [body, detail] of [
      [{ stop_key: NIJO, vote: 2 }, /^vote: must be 1, -1 or 0$/],
      [{ stop_key: NIJO, vote: "up" }, /^vote: must be 1, -1 or 0$/],
      [{ stop_key: NIJO }, /^vote: must be 1, -1 or 0$/],
      [{ vote: 1 }, /^stop_key: must be text$/],
      [{ stop_key: "the moon", vote: 1 }, /^stop_key: is not a stop of this trip as saved$/],
      [{ stop_key: "x".repeat(301), vote: 1 }, /^stop_key: must be at most 300 characters$/],
      [{ stop_key: NIJO, vote: 1, uid: owner.uid }, /Unrecognized key: "uid"/],
    ] as const) {
      const bad = await api("POST", `/vote-trip-stop/${id}`, { user: viewer, body });
      expect(bad.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.body.detail).toMatch(detail);
    }
    expect((await votes(owner, id).get()).size).toBe(0);
  });
});

describe("deleting", () => {
  it("a trip takes its comments and votes along", async () => {
    const { owner, viewer, id } = await trip();
    await comment(viewer, id, { text: "Bye", day: 1, stop_key: NIJO });
    expect(
      (await api("POST", `/vote-trip-stop/${id}`, { user: viewer, body: { stop_key: NIJO, vote: 1 } })).status,
    ).toBe(200);
    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect((await comments(owner, id).get()).size).toBe(0);
    expect((await votes(owner, id).get()).size).toBe(0);
    expect((await api("POST", `/add-trip-comment/${id}`, { user: viewer, body: { text: "Late" } })).status).toBe(404);
  });
});

describe("leaving", () => {
  it("a member taken off the trip takes their votes along, and their comments stay", async () => {
    const { owner, editor, viewer, id } = await trip();
    await comment(viewer, id, { text: "Worth it", day: 1, stop_key: NIJO });
    for (const user of [viewer, editor]) {
      const voted = await api("POST", `/vote-trip-stop/${id}`, { user, body: { stop_key: NIJO, vote: 1 } });
      expect(voted.status).toBe(200);
    }
    await api("POST", `/vote-trip-stop/${id}`, { user: viewer, body: { stop_key: GION, vote: -1 } });
    expect((await api("DELETE", `/remove-trip-member/${id}/${viewer.uid}`, { user: viewer })).status).toBe(200);

    const stored = await votes(owner, id).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([{ stop_key: NIJO, votes: { [editor.uid]: 1 } }]);
    expect((await comments(owner, id).get()).docs.map((doc) => doc.get("author_uid"))).toEqual([viewer.uid]);
  });

  it("deleting an account takes its comments and votes off the trips it joined", async () => {
    const { owner, editor, viewer, id } = await trip();
    await comment(viewer, id, { text: "Mine" });
    await comment(editor, id, { text: "The editor's" });
    for (const user of [viewer, editor]) {
      await api("POST", `/vote-trip-stop/${id}`, { user, body: { stop_key: GION, vote: 1 } });
    }
    expect((await api("DELETE", "/account", { user: viewer })).status).toBe(200);
    expect((await comments(owner, id).get()).docs.map((doc) => doc.get("text"))).toEqual(["The editor's"]);
    expect((await votes(owner, id).get()).docs.map((doc) => doc.get("votes"))).toEqual([{ [editor.uid]: 1 }]);
  });
});

describe("an account whose deletion began", () => {
  it("writes no comment or vote, even on a call that passed the guard just before", async () => {
    const { owner, viewer, id } = await trip();
    const handle = (await tripAccess(viewer.uid, id))!;
    const made = await comment(viewer, id, { text: "Before" });
    await db.doc(`deletedAccounts/${viewer.uid}`).set({ uid: viewer.uid });
    const refused = expect.objectContaining({ status: 401, detail: ACCOUNT_DELETED_DETAIL });
    await expect(addComment(handle, "Viewer", { text: "After" })).rejects.toEqual(refused);
    await expect(voteOnStop(handle, NIJO, 1)).rejects.toEqual(refused);
    await expect(resolveComment(handle, made.id, true, "Viewer")).rejects.toEqual(refused);
    await expect(deleteComment(handle, made.id)).rejects.toEqual(refused);
    expect((await comments(owner, id).get()).docs.map((doc) => doc.get("text"))).toEqual(["Before"]);
    expect((await votes(owner, id).get()).size).toBe(0);
  });
});
