import { AccountExport } from "@itinerary/contract";
import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

async function travellerWithData(): Promise<{ user: TestUser; planId: string; shareToken: string; sessionId: string }> {
  const user = await signUpWithProfile();
  const saved = await api("POST", "/save-itinerary", { user, body: savedPlan("Kyoto <b>&</b>") });
  expect(saved.status).toBe(200);
  const shared = await api("POST", `/share-itinerary/${saved.body.id}`, { user });
  expect(shared.status).toBe(200);
  const shareToken = (await db.doc(`users/${user.uid}/itineraries/${saved.body.id}`).get()).get(
    "share_token",
  ) as string;
  const sessionId = `cs_test_${randomUUID().replaceAll("-", "")}`;
  await db.doc(`payments/${sessionId}`).set({
    uid: user.uid,
    pack: "starter",
    tokens: 50,
    amountTotal: 500,
    currency: "usd",
    status: "paid",
    local: true,
  });
  await db.doc(`users/${user.uid}/planJobs/job-1`).set({ status: "running" });
  return { user, planId: saved.body.id, shareToken, sessionId };
}

describe("GET /account/export", () => {
  it("downloads the profile, saved plans, ledger and payments of the caller only", async () => {
    const { user, planId, sessionId } = await travellerWithData();
    await travellerWithData(); // someone else's data must not appear

    const response = await api("GET", "/account/export", { user });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="itinerary-planner-my-data.json"');
    const data = AccountExport.parse(response.body);
    expect(data.account).toEqual({ uid: user.uid, email: user.email.toLowerCase() });
    expect(data.profile).toMatchObject({ tokens: 30, departureCity: "" });
    expect(data.savedItineraries.map((plan) => [plan.id, plan.preferences.destinationCity])).toEqual([
      [planId, "Kyoto <b>&</b>"],
    ]);
    expect(data.ledger).toEqual([
      expect.objectContaining({ id: "welcome", delta: 30, reason: "welcome", balanceAfter: 30 }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ id: sessionId, pack: "starter", tokens: 50, status: "paid" }),
    ]);
  });

  it("needs a signed-in caller", async () => {
    expect((await api("GET", "/account/export")).status).toBe(401);
  });
});

describe("DELETE /account", () => {
  it("deletes the auth user, profile, plans, share links and jobs; keeps payments and an archived ledger without the email", async () => {
    const { user, planId, shareToken, sessionId } = await travellerWithData();
    const other = await travellerWithData();

    const response = await api("DELETE", "/account", { user });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true });

    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    for (const sub of ["itineraries", "ledger", "planJobs"])
      expect((await db.collection(`users/${user.uid}/${sub}`).get()).size, sub).toBe(0);
    expect((await db.doc(`shares/${shareToken}`).get()).exists).toBe(false);
    expect((await api("GET", `/shared-itinerary/${shareToken}`)).status).toBe(404);
    await expect(getAuth().getUser(user.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });

    const payment = (await db.doc(`payments/${sessionId}`).get()).data();
    expect(payment).toMatchObject({ uid: user.uid, status: "paid", tokens: 50 });
    const archive = await db.doc(`ledgerArchive/${user.uid}`).get();
    expect(archive.data()).toMatchObject({ uid: user.uid, balanceAtDeletion: 30, entries: 1 });
    const archived = (await db.collection(`ledgerArchive/${user.uid}/entries`).get()).docs.map((doc) => doc.data());
    expect(archived).toEqual([expect.objectContaining({ delta: 30, reason: "welcome", balanceAfter: 30 })]);
    const kept = JSON.stringify([payment, archive.data(), archived]);
    expect(kept).not.toContain(user.email.toLowerCase());
    expect(kept.toLowerCase()).not.toContain("@example.com");

    // The deleted account's still-unexpired ID token can neither recreate the profile nor read anything.
    expect((await api("POST", "/create-user-profile", { user, body: {} })).status).toBe(401);
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect((await api("DELETE", "/account", { user })).status).toBe(401);

    // Someone else's account is untouched.
    expect((await api("GET", `/get-itinerary/${planId}`, { user: other.user })).status).toBe(404);
    expect((await db.doc(`users/${other.user.uid}`).get()).get("tokens")).toBe(30);
    expect((await db.doc(`shares/${other.shareToken}`).get()).exists).toBe(true);
    expect((await db.collection(`users/${other.user.uid}/planJobs`).get()).size).toBe(1);
  });

  it("answers only DELETE, and only to a signed-in caller", async () => {
    expect((await api("DELETE", "/account")).status).toBe(401);
    const user = await signUpWithProfile();
    expect((await api("POST", "/account", { user, body: {} })).status).toBe(405);
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(true);
  });
});
