import {
  AcceptTripInviteResponse,
  CreateTripInviteResponse,
  SavedItinerary,
  SaveItineraryResponse,
  TripLiveState,
  stopKey,
  tripLivePath,
} from "@itinerary/contract";
import { TripComment } from "@itinerary/contract/trip-comments";
import { TripBudget, TripExpense } from "@itinerary/contract/trip-costs";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { KYOTO } from "./kyoto-stops.ts";
import { savedPlan } from "./saved-plan.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Edits made offline and sent again when the connection returns (issue 25), through the hosting
 * emulator: a save, a comment and an expense sent twice, or several times at once, are applied once;
 * an offline edit older than a companion's save keeps the companion's newer change.
 */

const NIJO = stopKey({ name: KYOTO.nijo.name });

/** A saved Kyoto trip with two editors. */
async function sharedTrip() {
  const [owner, ana, ben] = await Promise.all([signUpWithProfile(), signUpWithProfile(), signUpWithProfile()]);
  const saved = await api("POST", "/save-itinerary", { user: owner, body: savedPlan() });
  expect(saved.status).toBe(200);
  const id = saved.body.id as string;
  for (const user of [ana, ben]) {
    const link = CreateTripInviteResponse.parse(
      (await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role: "editor" } })).body,
    );
    const joined = await api("POST", `/accept-trip-invite/${link.token}`, { user, body: {} });
    expect(AcceptTripInviteResponse.parse(joined.body).role).toBe("editor");
  }
  return { owner, ana, ben, id };
}

async function open(user: TestUser, id: string): Promise<SavedItinerary> {
  const response = await api("GET", `/get-itinerary/${id}`, { user });
  expect(response.status).toBe(200);
  return SavedItinerary.parse(response.body);
}

/** The body a device sends for an edit it queued offline. */
const offlineEdit = (plan: SavedItinerary, editKey: string, editedAt: Date) => ({
  preferences: plan.preferences,
  itinerary: plan.itinerary,
  summary_text: plan.summary_text,
  base_saved_at: plan.saved_at,
  edit_key: editKey,
  edited_at: editedAt.toISOString(),
});

async function save(user: TestUser, id: string, body: unknown) {
  const response = await api("PUT", `/update-itinerary/${id}`, { user, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return SaveItineraryResponse.parse(response.body);
}

const tripPath = (owner: TestUser, id: string) => `users/${owner.uid}/itineraries/${id}`;
const countOf = async (path: string) => (await db.collection(path).count().get()).data().count;

describe("an edit made offline and sent again", () => {
  it("is applied once however many times it is sent, five at once included, and each answer is the first's", async () => {
    const { owner, ana, ben, id } = await sharedTrip();
    const opened = await open(ana, id);
    opened.summary_text = "Temples at dawn, gardens after lunch.";
    opened.itinerary[0]!.activities[1]!.highlight = "The nightingale floors sing underfoot.";
    const key = randomUUID();
    const body = offlineEdit(opened, key, new Date());
    expect(await countOf(`${tripPath(owner, id)}/versions`)).toBe(1);

    const answers = await Promise.all(Array.from({ length: 5 }, () => save(ana, id, body)));
    const first = answers[0]!;
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await countOf(`${tripPath(owner, id)}/versions`)).toBe(2);
    const again = await save(ana, id, body);
    expect(again).toEqual(first);
    expect(await countOf(`${tripPath(owner, id)}/versions`)).toBe(2);

    const now = await open(owner, id);
    expect(now.saved_at).toBe(first.saved_at);
    expect(now.summary_text).toBe("Temples at dawn, gardens after lunch.");
    expect(now.itinerary[0]!.activities[1]!.highlight).toBe("The nightingale floors sing underfoot.");
    // The key and the edit's time are the request's, never the trip's or its versions'.
    const stored = (await db.doc(tripPath(owner, id)).get()).data()!;
    const versions = await db.collection(`${tripPath(owner, id)}/versions`).get();
    for (const data of [stored, ...versions.docs.map((doc) => doc.data())]) {
      expect(data).not.toHaveProperty("edit_key");
      expect(data).not.toHaveProperty("edited_at");
    }
    // The key's record goes by itself after thirty days (a TTL policy on expires_at).
    const record = (await db.doc(`${tripPath(owner, id)}/editKeys/${key}`).get()).data()!;
    expect(record.expires_at.toMillis() - Date.parse(first.saved_at)).toBe(30 * 24 * 60 * 60 * 1000);

    // Another companion's save with the same key is refused, and writes nothing.
    const taken = await api("PUT", `/update-itinerary/${id}`, { user: ben, body: { ...body, summary_text: "Ben's" } });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toMatch(/^edit_key: another traveller's change/);
    expect((await open(owner, id)).summary_text).toBe("Temples at dawn, gardens after lunch.");

    // A second edit, with its own key, is applied again.
    const later = await open(ana, id);
    later.summary_text = "Slower: one temple a day.";
    const second = await save(ana, id, offlineEdit(later, randomUUID(), new Date()));
    expect(Date.parse(second.saved_at)).toBeGreaterThan(Date.parse(first.saved_at));
    expect((await open(owner, id)).summary_text).toBe("Slower: one temple a day.");
    expect(await countOf(`${tripPath(owner, id)}/versions`)).toBe(3);
    const live = TripLiveState.parse((await db.doc(tripLivePath(owner.uid, id)).get()).data());
    expect(live.saved_at_ms).toBe(Date.parse(second.saved_at));

    // Deleting the trip takes its edit keys along.
    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect(await countOf(`${tripPath(owner, id)}/editKeys`)).toBe(0);
  });

  it("keeps a companion's change made after it on a field both changed, tells the saver, and applies the rest", async () => {
    const { owner, ana, ben, id } = await sharedTrip();
    const anaView = await open(ana, id);
    const benView = await open(ben, id);
    const fushimi = benView.itinerary[1]!.activities[0]!.name;

    // Ana edits offline; Ben, online, saves the same highlight after her edit was made.
    const editedAt = new Date(Date.now() - 60_000);
    anaView.itinerary[1]!.activities[0]!.highlight = "Ana: the lower gates only.";
    anaView.itinerary[0]!.accommodation_suggestion = "A machiya in Higashiyama";
    benView.itinerary[1]!.activities[0]!.highlight = "Ben: climb to the summit.";
    const bens = await save(ben, id, { ...offlineEdit(benView, randomUUID(), new Date()) });
    expect(bens.merged).toBeUndefined();

    const body = offlineEdit(anaView, randomUUID(), editedAt);
    const replayed = await save(ana, id, body);
    expect(replayed.merged).toEqual({ overwritten: [], kept: [], newer_kept: [`${fushimi}, day 2: Highlight`] });
    const now = await open(owner, id);
    expect(now.itinerary[1]!.activities[0]!.highlight).toBe("Ben: climb to the summit.");
    expect(now.itinerary[0]!.accommodation_suggestion).toBe("A machiya in Higashiyama");
    // Ben's change was kept: he is not told it was written over.
    const live = TripLiveState.parse((await db.doc(tripLivePath(owner.uid, id)).get()).data());
    expect(live.saved_by_uid).toBe(ana.uid);
    expect(live.overwrote).toBeUndefined();
    // Sent again, it is answered alike.
    expect(await save(ana, id, body)).toEqual(replayed);

    // An edit made after the companion's save is the later write, as before: it wins and he is told.
    const anaAgain = await open(ana, id);
    const ownerView = await open(owner, id);
    ownerView.itinerary[0]!.activities[0]!.transport = "Owner: bus 205";
    await save(owner, id, offlineEdit(ownerView, randomUUID(), new Date()));
    anaAgain.itinerary[0]!.activities[0]!.transport = "Ana: taxi";
    const laterEdit = await save(ana, id, offlineEdit(anaAgain, randomUUID(), new Date()));
    const kinkakuji = anaAgain.itinerary[0]!.activities[0]!.name;
    expect(laterEdit.merged).toEqual({ overwritten: [`${kinkakuji}, day 1: Transport`], kept: [] });
    expect((await open(owner, id)).itinerary[0]!.activities[0]!.transport).toBe("Ana: taxi");
  });

  it("refuses a key or a time that is not one with a 400 naming the field, and saves nothing", async () => {
    const { owner, ana, id } = await sharedTrip();
    const opened = await open(ana, id);
    const cases: [object, RegExp][] = [
      [{ edit_key: "not-a-uuid" }, /^edit_key: must be a UUID/],
      [{ edit_key: 7 }, /^edit_key: must be a UUID/],
      [{ edited_at: "this morning" }, /^edited_at: must be when the edit was made/],
    ];
    for (const [extra, detail] of cases) {
      const body = { ...offlineEdit(opened, randomUUID(), new Date()), summary_text: "Never saved", ...extra };
      const refused = await api("PUT", `/update-itinerary/${id}`, { user: ana, body });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body.detail).toMatch(detail);
    }
    expect((await open(owner, id)).summary_text).toBe(opened.summary_text);
    expect(await countOf(`${tripPath(owner, id)}/editKeys`)).toBe(0);
  });
});

describe("a comment written offline and sent again", () => {
  it("is added once under its own id, five at once included; another's or a different comment with its id is a 409", async () => {
    const { owner, ana, ben, id } = await sharedTrip();
    const clientId = randomUUID();
    const body = { text: "Nijo before the tour buses?", day: 1, stop_key: NIJO, client_id: clientId };
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => api("POST", `/add-trip-comment/${id}`, { user: ana, body })),
    );
    for (const response of sent) expect(response.status, JSON.stringify(response.body)).toBe(201);
    const comment = TripComment.parse(sent[0]!.body);
    expect(comment).toMatchObject({ id: clientId, text: body.text, stop_name: "Nijo Castle", author_uid: ana.uid });
    for (const response of sent) expect(response.body).toEqual(sent[0]!.body);
    const again = await api("POST", `/add-trip-comment/${id}`, { user: ana, body });
    expect(again).toMatchObject({ status: 201, body: sent[0]!.body });

    const comments = await db.collection(`${tripPath(owner, id)}/comments`).get();
    expect(comments.docs.map((doc) => doc.id)).toEqual([clientId]);
    expect(comments.docs[0]!.data()).not.toHaveProperty("client_id");

    const byBen = await api("POST", `/add-trip-comment/${id}`, { user: ben, body });
    expect(byBen.status).toBe(409);
    expect(byBen.body.detail).toMatch(/^client_id: another traveller's comment/);
    const reworded = await api("POST", `/add-trip-comment/${id}`, { user: ana, body: { ...body, text: "Nijo later" } });
    expect(reworded.status).toBe(409);
    expect(reworded.body.detail).toMatch(/^client_id: your comment on this trip with this id says something else/);
    const onTrip = await api("POST", `/add-trip-comment/${id}`, {
      user: ana,
      body: { text: body.text, client_id: clientId },
    });
    expect(onTrip.status).toBe(409);
    const stored = await db.doc(`${tripPath(owner, id)}/comments/${clientId}`).get();
    expect(stored.data()).toMatchObject({ text: body.text, author_uid: ana.uid, day: 1 });
    expect(await countOf(`${tripPath(owner, id)}/comments`)).toBe(1);

    const bad = await api("POST", `/add-trip-comment/${id}`, { user: ana, body: { text: "Hi", client_id: "c-1" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^client_id: must be a UUID/);
    expect(await countOf(`${tripPath(owner, id)}/comments`)).toBe(1);
  });
});

describe("an expense logged offline and sent again", () => {
  it("is logged once under its own id, five at once included; another's or a different expense with its id is a 409", async () => {
    const { owner, ana, ben, id } = await sharedTrip();
    const clientId = randomUUID();
    const body = {
      amount: 4200,
      currency: "EUR",
      paid_by: ana.uid,
      split: { mode: "equal", members: [owner.uid, ana.uid, ben.uid] },
      day: 1,
      note: "Matcha at Kinkaku-ji",
      client_id: clientId,
    };
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => api("POST", `/add-trip-expense/${id}`, { user: ana, body })),
    );
    for (const response of sent) expect(response.status, JSON.stringify(response.body)).toBe(201);
    const expense = TripExpense.parse(sent[0]!.body);
    expect(expense).toMatchObject({ id: clientId, amount: 4200, trip_currency: "EUR", created_by: ana.uid });
    for (const response of sent) expect(response.body).toEqual(sent[0]!.body);
    const budgetPath = `${tripPath(owner, id)}/costs/budget`;
    const budget = TripBudget.parse((await db.doc(budgetPath).get()).data());
    const budgetWrite = (await db.doc(budgetPath).get()).updateTime;

    const again = await api("POST", `/add-trip-expense/${id}`, { user: ana, body });
    expect(again).toMatchObject({ status: 201, body: sent[0]!.body });
    const expenses = await db.collection(`${tripPath(owner, id)}/expenses`).get();
    expect(expenses.docs.map((doc) => doc.id)).toEqual([clientId]);
    expect(expenses.docs[0]!.data()).not.toHaveProperty("client_id");
    // The first expense made the trip's currency once; a replay writes nothing more.
    const budgetNow = await db.doc(budgetPath).get();
    expect(TripBudget.parse(budgetNow.data())).toEqual(budget);
    expect(budgetNow.updateTime?.isEqual(budgetWrite!)).toBe(true);

    const byBen = await api("POST", `/add-trip-expense/${id}`, { user: ben, body: { ...body, paid_by: ben.uid } });
    expect(byBen.status).toBe(409);
    expect(byBen.body.detail).toMatch(/^client_id: an expense another traveller logged/);
    for (const changed of [{ amount: 4300 }, { note: "Lunch" }, { split: { mode: "equal", members: [ana.uid] } }]) {
      const refused = await api("POST", `/add-trip-expense/${id}`, { user: ana, body: { ...body, ...changed } });
      expect(refused.status, JSON.stringify(changed)).toBe(409);
      expect(refused.body.detail).toMatch(/^client_id: an expense you logged on this trip with this id/);
    }
    expect(TripExpense.parse((await db.doc(`${tripPath(owner, id)}/expenses/${clientId}`).get()).data())).toEqual(
      expense,
    );
    expect(await countOf(`${tripPath(owner, id)}/expenses`)).toBe(1);

    const bad = await api("POST", `/add-trip-expense/${id}`, { user: ana, body: { ...body, client_id: "e 1" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^client_id: must be a UUID/);
    expect(await countOf(`${tripPath(owner, id)}/expenses`)).toBe(1);
  });
});
