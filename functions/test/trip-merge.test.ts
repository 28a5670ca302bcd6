import {
  AcceptTripInviteResponse,
  CreateTripInviteResponse,
  SavedItinerary,
  SaveItineraryResponse,
  TripLiveState,
  tripLivePath,
} from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Two companions saving one trip at once, through the hosting emulator: a save made from an older
 * version is merged field by field into the newer one, and whoever is written over is told.
 */

async function sharedTrip() {
  const [owner, editor] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
  const saved = await api("POST", "/save-itinerary", { user: owner, body: savedPlan() });
  expect(saved.status).toBe(200);
  const id = saved.body.id as string;
  const link = CreateTripInviteResponse.parse(
    (await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role: "editor" } })).body,
  );
  const joined = await api("POST", `/accept-trip-invite/${link.token}`, { user: editor, body: {} });
  expect(AcceptTripInviteResponse.parse(joined.body).role).toBe("editor");
  return { owner, editor, id };
}

async function open(user: TestUser, id: string): Promise<SavedItinerary> {
  const response = await api("GET", `/get-itinerary/${id}`, { user });
  expect(response.status).toBe(200);
  return SavedItinerary.parse(response.body);
}

/** The body a planner page saves: the plan as it now is, and the version it was opened at. */
const bodyOf = (plan: SavedItinerary, base: string | null = plan.saved_at) => ({
  preferences: plan.preferences,
  itinerary: plan.itinerary,
  summary_text: plan.summary_text,
  ...(base ? { base_saved_at: base } : {}),
});

async function save(user: TestUser, id: string, body: unknown) {
  const response = await api("PUT", `/update-itinerary/${id}`, { user, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return SaveItineraryResponse.parse(response.body);
}

describe("saving a trip two companions edit at once", () => {
  it("keeps both changes when they changed different fields, and tells the later saver what was kept", async () => {
    const { owner, editor, id } = await sharedTrip();
    const ownerView = await open(owner, id);
    const editorView = await open(editor, id);

    ownerView.itinerary[0]!.activities[0]!.highlight = "Go at opening: the pond is still.";
    const first = await save(owner, id, bodyOf(ownerView));
    expect(first.merged).toBeUndefined();

    // The editor saves from the version both opened, having changed another stop and a day's stay.
    editorView.itinerary[1]!.activities[1]!.transport = "Keihan line to Gion-Shijo";
    editorView.itinerary[0]!.accommodation_suggestion = "A machiya in Higashiyama";
    const second = await save(editor, id, bodyOf(editorView));
    expect(second.merged).toEqual({
      overwritten: [],
      kept: [`${ownerView.itinerary[0]!.activities[0]!.name}, day 1: Highlight`],
    });

    const now = await open(owner, id);
    expect(now.itinerary[0]!.activities[0]!.highlight).toBe("Go at opening: the pond is still.");
    expect(now.itinerary[1]!.activities[1]!.transport).toBe("Keihan line to Gion-Shijo");
    expect(now.itinerary[0]!.accommodation_suggestion).toBe("A machiya in Higashiyama");
    expect(now.saved_at).toBe(second.saved_at);
    // The trip's live record carries the merged trip, so open pages show it from their listener.
    const live = TripLiveState.parse((await db.doc(tripLivePath(owner.uid, id)).get()).data());
    expect(live.plan?.itinerary).toEqual(
      now.itinerary.map((day) => ({ ...day, activities: day.activities.map(({ image_urls: _, ...stop }) => stop) })),
    );
    expect(live.saved_at_ms).toBe(Date.parse(second.saved_at));
  });

  it("lets the later write win a field both changed, and tells the companion it wrote over", async () => {
    const { owner, editor, id } = await sharedTrip();
    const ownerView = await open(owner, id);
    const editorView = await open(editor, id);
    const name = ownerView.itinerary[1]!.activities[0]!.name;

    ownerView.itinerary[1]!.activities[0]!.highlight = "Start at dawn, before the crowds.";
    await save(owner, id, bodyOf(ownerView));
    editorView.itinerary[1]!.activities[0]!.highlight = "Climb to the Yotsutsuji crossing.";
    const second = await save(editor, id, bodyOf(editorView));
    expect(second.merged?.overwritten).toEqual([`${name}, day 2: Highlight`]);

    expect((await open(owner, id)).itinerary[1]!.activities[0]!.highlight).toBe("Climb to the Yotsutsuji crossing.");
    const live = TripLiveState.parse((await db.doc(tripLivePath(owner.uid, id)).get()).data());
    expect(live.saved_by_uid).toBe(editor.uid);
    expect(live.overwrote).toEqual({ uid: owner.uid, changes: [`${name}, day 2: Highlight`] });

    // A later save that writes over nobody clears the line, so nobody is told twice.
    const again = await open(editor, id);
    again.summary_text = "Temples, gardens and a dawn climb.";
    await save(editor, id, bodyOf(again));
    const after = TripLiveState.parse((await db.doc(tripLivePath(owner.uid, id)).get()).data());
    expect(after.overwrote).toBeUndefined();
  });

  it("replaces the trip as before without a base, and keeps only the last ten versions", async () => {
    const { owner, editor, id } = await sharedTrip();
    const editorView = await open(editor, id);
    const ownerView = await open(owner, id);
    ownerView.summary_text = "The owner's summary.";
    await save(owner, id, bodyOf(ownerView));
    // An older client sends no base: its plan replaces the trip, the owner's summary with it.
    editorView.itinerary[0]!.estimated_daily_cost = "$150";
    const replaced = await save(editor, id, bodyOf(editorView, null));
    expect(replaced.merged).toBeUndefined();
    const now = await open(owner, id);
    expect(now.summary_text).toBe(editorView.summary_text);
    expect(now.itinerary[0]!.estimated_daily_cost).toBe("$150");

    for (let k = 0; k < 11; k++) {
      const latest = await open(owner, id);
      latest.summary_text = `Version ${k}`;
      await save(owner, id, bodyOf(latest));
    }
    const versions = await db.collection(`users/${owner.uid}/itineraries/${id}/versions`).get();
    expect(versions.size).toBe(10);

    // A base that is not a time is a 400 that names the field and changes nothing.
    const before = await open(owner, id);
    const bad = await api("PUT", `/update-itinerary/${id}`, {
      user: owner,
      body: { ...bodyOf(before), summary_text: "Never saved", base_saved_at: "yesterday" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/base_saved_at/);
    expect((await open(owner, id)).summary_text).toBe(before.summary_text);

    // Deleting the trip takes its versions along.
    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect((await db.collection(`users/${owner.uid}/itineraries/${id}/versions`).get()).size).toBe(0);
  });
});
