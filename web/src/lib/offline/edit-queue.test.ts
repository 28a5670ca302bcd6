import "fake-indexeddb/auto";
import type { SaveItineraryRequest } from "@itinerary/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../api-error";
import { createSavedItinerary } from "../../testing/data-generators";
import { forgetOfflineTrips, queuedEdits, readTrip, rememberTrip } from "./offline-store";
import { queueTripComment, queueTripExpense, queueTripSave, replayQueuedEdits, type EditSender } from "./edit-queue";

const UID = "traveller-1";
const TRIP = createSavedItinerary({ id: "lisbon-1", destination: "Lisbon", savedAt: "2026-11-01T12:00:00.000Z" });

function saveOf(cost: string, base = "2026-11-01T12:00:00.000Z"): SaveItineraryRequest {
  const [first, ...rest] = TRIP.itinerary;
  return {
    preferences: TRIP.preferences,
    itinerary: [{ ...first!, estimated_daily_cost: cost }, ...rest],
    summary_text: TRIP.summary_text,
    base_saved_at: base,
  };
}

function sender(overrides: Partial<EditSender> = {}): EditSender & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    update: vi.fn(async (id, body) => {
      calls.push(`update ${id} ${body.itinerary[0]!.estimated_daily_cost}`);
      return {};
    }),
    comment: vi.fn(async (id, body) => void calls.push(`comment ${id} ${body.text}`)),
    expense: vi.fn(async (id, body) => void calls.push(`expense ${id} ${body.amount}`)),
    ...overrides,
  };
}

beforeEach(() => vi.stubGlobal("navigator", { onLine: true }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetOfflineTrips();
});

describe("the offline edit queue", () => {
  it("keeps a save with its key and time, and the trip's copy opens with the change", async () => {
    await rememberTrip(UID, TRIP, 1_000);
    expect(await queueTripSave(UID, TRIP.id, saveOf("$777"))).toBe(true);
    const [edit] = await queuedEdits(UID);
    expect(edit!.kind).toBe("update");
    expect(edit!.body.edit_key).toBe(edit!.key);
    expect(edit!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(edit!.body.edited_at as string)).not.toBeNaN();
    const copy = await readTrip(UID, TRIP.id);
    expect(copy!.value.itinerary[0]!.estimated_daily_cost).toBe("$777");
    // Still the time the server last answered: the change is the device's, not synced.
    expect(copy!.syncedAt).toBe(1_000);
  });

  it("makes saves of one trip waiting together one, from the first base and edit time, under a new key", async () => {
    await queueTripSave(UID, TRIP.id, { ...saveOf("$100"), ai_jobs: ["1b4e28ba-2fa1-11d2-883f-0016d3cca427"] });
    const [first] = await queuedEdits(UID);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await queueTripSave(UID, TRIP.id, saveOf("$200", "2026-11-02T12:00:00.000Z"));
    const edits = await queuedEdits(UID);
    expect(edits).toHaveLength(1);
    expect(edits[0]!.body.base_saved_at).toBe("2026-11-01T12:00:00.000Z");
    expect(edits[0]!.body.edited_at).toBe(first!.body.edited_at);
    expect(edits[0]!.key).not.toBe(first!.key);
    expect(edits[0]!.body.ai_jobs).toEqual(["1b4e28ba-2fa1-11d2-883f-0016d3cca427"]);
    expect((edits[0]!.body.itinerary as SaveItineraryRequest["itinerary"])[0]!.estimated_daily_cost).toBe("$200");
  });

  it("sends every waiting edit in the order made, each once, and empties the queue", async () => {
    await queueTripComment(UID, TRIP.id, { text: "Meet at the tram stop" });
    await queueTripSave(UID, TRIP.id, saveOf("$777"));
    await queueTripExpense(UID, TRIP.id, {
      amount: 1250,
      currency: "EUR",
      paid_by: UID,
      split: { mode: "equal", members: [UID] },
    });
    const [comment] = await queuedEdits(UID);
    expect(comment!.body.client_id).toBe(comment!.key);
    const api = sender();
    const report = await replayQueuedEdits(UID, api);
    expect(api.calls).toEqual([
      "comment lisbon-1 Meet at the tram stop",
      "update lisbon-1 $777",
      "expense lisbon-1 1250",
    ]);
    expect(report).toMatchObject({ applied: 3, trips: ["lisbon-1"], waiting: 0, refused: [] });
    expect(await queuedEdits(UID)).toEqual([]);
    // A second replay has nothing to send.
    expect((await replayQueuedEdits(UID, api)).applied).toBe(0);
    expect(api.calls).toHaveLength(3);
  });

  it("stops at the first edit the connection fails, keeping it and the rest in order for next time", async () => {
    await queueTripComment(UID, TRIP.id, { text: "first" });
    await queueTripComment(UID, TRIP.id, { text: "second" });
    await queueTripComment(UID, TRIP.id, { text: "third" });
    let calls = 0;
    const api = sender({
      comment: vi.fn(async () => {
        calls++;
        if (calls === 2) throw new TypeError("Failed to fetch");
      }),
    });
    const report = await replayQueuedEdits(UID, api);
    expect(report).toMatchObject({ applied: 1, waiting: 2 });
    expect((await queuedEdits(UID)).map((edit) => edit.body.text)).toEqual(["second", "third"]);
  });

  it("keeps an edit the server could not answer (5xx), drops one it refused (4xx) and says why", async () => {
    await rememberTrip(UID, TRIP);
    await queueTripSave(UID, TRIP.id, saveOf("$777"));
    const busy = sender({ update: vi.fn().mockRejectedValue(new ApiRequestError(503, null)) });
    expect((await replayQueuedEdits(UID, busy)).waiting).toBe(1);
    const gone = sender({
      update: vi.fn().mockRejectedValue(new ApiRequestError(404, "Could not find the requested plan.")),
    });
    const report = await replayQueuedEdits(UID, gone);
    expect(report).toMatchObject({ applied: 0, refused: ["Could not find the requested plan."], waiting: 0 });
    expect(await queuedEdits(UID)).toEqual([]);
    // The device's copy held a change the server will not have: the trip is read afresh next time.
    expect(await readTrip(UID, TRIP.id)).toBeNull();
  });

  it("keeps a save folded into the one on its way, so the later edit is still sent", async () => {
    await queueTripSave(UID, TRIP.id, saveOf("$100"));
    const api = sender({
      update: vi.fn(async (_id, body) => {
        api.calls.push(`update ${body.itinerary[0]!.estimated_daily_cost}`);
        // The connection wavers: a save made now is folded into the one being sent.
        if (api.calls.length === 1) await queueTripSave(UID, TRIP.id, saveOf("$200"));
        return {};
      }),
    });
    await replayQueuedEdits(UID, api);
    const waiting = await queuedEdits(UID);
    expect(waiting).toHaveLength(1);
    expect((waiting[0]!.body.itinerary as SaveItineraryRequest["itinerary"])[0]!.estimated_daily_cost).toBe("$200");
    await replayQueuedEdits(UID, api);
    expect(api.calls).toEqual(["update $100", "update $200"]);
    expect(await queuedEdits(UID)).toEqual([]);
  });

  it("passes on the companions' newer changes the server kept over the offline ones", async () => {
    await queueTripSave(UID, TRIP.id, saveOf("$777"));
    const api = sender({
      update: vi.fn(async () => ({ merged: { newer_kept: ["Day 1: Estimated Cost"] } })),
    });
    expect((await replayQueuedEdits(UID, api)).newerKept).toEqual(["Day 1: Estimated Cost"]);
  });

  it("never sends one traveller's edits for another", async () => {
    await queueTripComment("someone-else", TRIP.id, { text: "not yours" });
    const api = sender();
    expect((await replayQueuedEdits(UID, api)).applied).toBe(0);
    expect(api.calls).toEqual([]);
  });
});
