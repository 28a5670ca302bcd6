import { randomUUID } from "node:crypto";
import {
  AcceptTripInviteResponse,
  CreateTripInviteResponse,
  SavedItinerary,
  SaveItineraryResponse,
  TripLiveState,
  tripLivePath,
} from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { balanceOf, lisbon, waitForJob } from "./plan-job-support.ts";
import { api, db, setTokens, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * AI actions on a shared trip (issue 24): a companion's regenerate and finalize are charged to the
 * companion, from their own balance, and their save puts their name on what was run. The save names
 * only work its saver's own ledger confirms.
 */

async function runJob(user: TestUser, kind: "generate" | "regenerate" | "finalize", request: object) {
  const id = randomUUID();
  const accepted = await api("POST", "/plan-jobs", { user, body: { id, kind, request } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  const job = await waitForJob(user.uid, id);
  expect(job.status).toBe("done");
  return { id, result: job.result };
}

async function open(user: TestUser, id: string): Promise<SavedItinerary> {
  const response = await api("GET", `/get-itinerary/${id}`, { user });
  expect(response.status).toBe(200);
  return SavedItinerary.parse(response.body);
}

async function save(user: TestUser, id: string, body: object) {
  const response = await api("PUT", `/update-itinerary/${id}`, { user, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return SaveItineraryResponse.parse(response.body);
}

const liveOf = async (owner: TestUser, id: string) =>
  TripLiveState.parse((await db.doc(tripLivePath(owner.uid, id)).get()).data());

describe("paid plan actions on a shared trip", () => {
  it("charges the companion who runs them and names them on that companion's save", { timeout: 150_000 }, async () => {
    const [owner, editor] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
    await Promise.all([setTokens(owner.uid, 50), setTokens(editor.uid, 30)]);

    // The owner plans and saves a trip, and makes the companion an editor.
    const draft = await runJob(owner, "generate", { ...lisbon, suggestion: "" });
    const final = await runJob(owner, "finalize", { currentItinerary: draft.result.itinerary, preferences: lisbon });
    const created = await api("POST", "/save-itinerary", {
      user: owner,
      body: { preferences: lisbon, itinerary: final.result.structured_plan, summary_text: final.result.summary_text },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const invite = CreateTripInviteResponse.parse(
      (await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role: "editor" } })).body,
    );
    const joined = await api("POST", `/accept-trip-invite/${invite.token}`, { user: editor, body: {} });
    expect(AcceptTripInviteResponse.parse(joined.body).role).toBe("editor");
    const ownerBalance = await balanceOf(owner.uid);

    // The editor opens it, asks for changes and finalizes again: their tokens, not the owner's.
    const opened = await open(editor, id);
    const revised = await runJob(editor, "regenerate", {
      currentItinerary: draft.result.itinerary,
      suggestion: "more food please",
      preferences: opened.preferences,
    });
    const refinal = await runJob(editor, "finalize", {
      currentItinerary: revised.result.itinerary,
      preferences: opened.preferences,
    });
    expect(await balanceOf(editor.uid)).toBe(20);
    expect(await balanceOf(owner.uid)).toBe(ownerBalance);

    // Their save names both, with a job of the owner's (not theirs to name) and a made-up one dropped.
    const saved = await save(editor, id, {
      preferences: opened.preferences,
      itinerary: refinal.result.structured_plan,
      summary_text: refinal.result.summary_text,
      base_saved_at: opened.saved_at,
      ai_jobs: [revised.id, final.id, refinal.id, randomUUID()],
    });
    const live = await liveOf(owner, id);
    expect(live.saved_by_uid).toBe(editor.uid);
    expect(live.ai_actions).toEqual(["regenerate", "finalize"]);
    const version = await db
      .doc(`users/${owner.uid}/itineraries/${id}/versions/${String(live.saved_at_ms).padStart(15, "0")}`)
      .get();
    expect(version.get("ai_actions")).toEqual(["regenerate", "finalize"]);

    // The same jobs named again on a later save are old news: that save names nothing.
    await save(editor, id, {
      preferences: opened.preferences,
      itinerary: refinal.result.structured_plan,
      summary_text: "Now with more food.",
      base_saved_at: saved.saved_at,
      ai_jobs: [revised.id, refinal.id],
    });
    expect((await liveOf(owner, id)).ai_actions).toBeUndefined();
  });

  it(
    "names neither a generate nor a refunded job, and refuses a list that is not job ids",
    { timeout: 150_000 },
    async () => {
      const [owner, editor] = await Promise.all([signUpWithProfile(), signUpWithProfile()]);
      const draft = await runJob(editor, "generate", { ...lisbon, suggestion: "" });
      const refunded = await runJob(editor, "regenerate", {
        currentItinerary: draft.result.itinerary,
        suggestion: "more relaxed on day 1",
        preferences: lisbon,
      });
      // The job's refund, as a failed run writes it: refunded work is not the saver's to name.
      await db.doc(`users/${editor.uid}/ledger/plan-job-${refunded.id}-refund`).set({
        delta: 5,
        reason: "refund",
        balanceAfter: 0,
        ref: `plan-job-${refunded.id}`,
      });
      const final = await runJob(owner, "finalize", { currentItinerary: draft.result.itinerary, preferences: lisbon });
      const body = { preferences: lisbon, itinerary: final.result.structured_plan, summary_text: "" };
      const created = await api("POST", "/save-itinerary", { user: owner, body });
      expect(created.status).toBe(200);
      const id = created.body.id as string;
      const invite = CreateTripInviteResponse.parse(
        (await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role: "editor" } })).body,
      );
      await api("POST", `/accept-trip-invite/${invite.token}`, { user: editor, body: {} });
      const opened = await open(editor, id);

      const bad = await api("PUT", `/update-itinerary/${id}`, {
        user: editor,
        body: { ...body, base_saved_at: opened.saved_at, ai_jobs: ["../../users/x"] },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain("ai_jobs");
      expect((await open(owner, id)).saved_at).toBe(opened.saved_at);

      await save(editor, id, { ...body, base_saved_at: opened.saved_at, ai_jobs: [draft.id, refunded.id] });
      const live = await liveOf(owner, id);
      expect(live.saved_by_uid).toBe(editor.uid);
      expect(live.ai_actions).toBeUndefined();
    },
  );
});
