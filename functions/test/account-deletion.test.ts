import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { LOCAL_WELCOME_GRANT_SECRET, resetConfig } from "../src/config.ts";
import { documentEndpoints } from "../src/endpoints/documents.ts";
import { ApiError } from "../src/errors.ts";
import type { PdfRenderer } from "../src/pdf/renderer.ts";
import { sampleRequest } from "../src/pdf/sample-plan.ts";
import { deleteAccountData } from "../src/store/account.ts";
import { ACCOUNT_DELETED_DETAIL } from "../src/store/deletions.ts";
import { createItinerary, ensureShareToken, replaceItinerary } from "../src/store/itineraries.ts";
import { clearPdfMemory, pdfCacheKey } from "../src/store/pdf-cache.ts";
import { ensureProfile } from "../src/store/users.ts";
import { reserveTokens } from "../src/tokens/balance.ts";
import { welcomeDecision } from "../src/tokens/welcome.ts";
import { lisbon } from "./plan-job-support.ts";
import { savedPlan } from "./saved-plan.ts";
import { mount } from "./mount.ts";
import { api, db, signInWithGoogle, signUpWithProfile, type TestUser } from "./support.ts";

resetConfig();

async function savedAndShared(user: TestUser): Promise<{ planId: string }> {
  const saved = await api("POST", "/save-itinerary", { user, body: savedPlan() });
  expect(saved.status).toBe(200);
  expect((await api("POST", `/share-itinerary/${saved.body.id}`, { user })).status).toBe(200);
  return { planId: saved.body.id };
}

const docsUnder = async (uid: string) => {
  const counts: Record<string, number> = {};
  for (const sub of ["itineraries", "ledger", "planJobs", "planRequests"])
    counts[sub] = (await db.collection(`users/${uid}/${sub}`).get()).size;
  return counts;
};

describe("an account whose deletion began (tombstone written, Auth user not yet deleted)", () => {
  it("can do nothing with its still-valid ID token: every write answers 401 and writes nothing", async () => {
    const user = await signInWithGoogle();
    expect((await api("POST", "/create-user-profile", { user, body: {} })).body).toMatchObject({
      welcome: "granted",
      tokens: 30,
    });
    const { planId } = await savedAndShared(user);

    // The data is gone, the Auth user (and so the token) still there: the window a failed or slow
    // Auth deletion leaves open.
    await deleteAccountData(user.uid);
    expect((await getAuth().getUser(user.uid)).uid).toBe(user.uid);

    const calls: [string, string, unknown][] = [
      ["POST", "/create-user-profile", {}],
      ["POST", "/save-itinerary", savedPlan("Nara")],
      ["PUT", `/update-itinerary/${planId}`, savedPlan("Nara")],
      ["POST", `/share-itinerary/${planId}`, undefined],
      ["POST", "/plan-jobs", { id: randomUUID(), kind: "generate", request: lisbon }],
      ["POST", "/generate-itinerary", lisbon],
      ["POST", "/create-checkout-session", { price_id: "price_starter" }],
      ["GET", "/get-saved-itineraries", undefined],
      ["GET", "/account/export", undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(method, path, { user, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body, `${method} ${path}`).toEqual({ detail: ACCOUNT_DELETED_DETAIL });
    }
    // Above all, no profile came back, so no welcome tokens a second time.
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect(await docsUnder(user.uid)).toEqual({ itineraries: 0, ledger: 0, planJobs: 0, planRequests: 0 });
    expect((await db.collection("shares").where("uid", "==", user.uid).get()).size).toBe(0);

    // The deletion itself may still be retried, and finishes.
    expect((await api("DELETE", "/account", { user })).status).toBe(200);
    await expect(getAuth().getUser(user.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await db.doc(`deletedAccounts/${user.uid}`).get()).data()).toMatchObject({
      uid: user.uid,
      completedAt: expect.anything(),
    });
    // Ten functions, most of them starting cold on a shared machine.
  }, 180_000);

  it("is refused inside each write's own transaction too, for a call that passed the guard just before the deletion began", async () => {
    const user = await signInWithGoogle();
    expect((await api("POST", "/create-user-profile", { user, body: {} })).status).toBe(200);
    const { planId } = await savedAndShared(user);
    await db.doc(`deletedAccounts/${user.uid}`).set({ uid: user.uid });

    const refused = expect.objectContaining({ status: 401, detail: ACCOUNT_DELETED_DETAIL });
    await expect(createItinerary(user.uid, savedPlan("Nara"), null)).rejects.toEqual(refused);
    await expect(replaceItinerary(user.uid, planId, savedPlan("Nara"), null)).rejects.toEqual(refused);
    await expect(ensureShareToken(user.uid, planId)).rejects.toEqual(refused);
    await expect(reserveTokens(user.uid, 5, "generate")).rejects.toEqual(refused);
    const decision = welcomeDecision(
      user.uid,
      { email: user.email, emailVerified: true, provider: "google.com" },
      LOCAL_WELCOME_GRANT_SECRET,
    );
    await expect(ensureProfile(user.uid, 30, decision)).rejects.toBeInstanceOf(ApiError);
    expect((await db.doc(`users/${user.uid}`).get()).get("tokens")).toBe(30);
    expect((await db.collection(`users/${user.uid}/itineraries`).get()).size).toBe(1);
  });
});

describe("a retried deletion", () => {
  it("keeps the archived ledger and the balance at deletion of the first one", async () => {
    const user = await signUpWithProfile();
    const first = await deleteAccountData(user.uid);
    expect(first.archivedEntries).toBe(1);
    const archive = (await db.doc(`ledgerArchive/${user.uid}`).get()).data();
    expect(archive).toMatchObject({ balanceAtDeletion: 30, entries: 1 });

    // Everything under users/ is gone now: a second run would have read a balance of 0 and no entries.
    const again = await deleteAccountData(user.uid);
    expect(again.archivedEntries).toBe(1);
    expect((await db.doc(`ledgerArchive/${user.uid}`).get()).data()).toEqual(archive);
    const entries = (await db.collection(`ledgerArchive/${user.uid}/entries`).get()).docs.map((doc) => doc.data());
    expect(entries).toEqual([expect.objectContaining({ delta: 30, reason: "welcome", balanceAfter: 30 })]);
  });
});

describe("a deletion", () => {
  it("also removes the PDFs kept for the account and for its share links, and its limit counters", async () => {
    const user = await signUpWithProfile();
    const saved = await api("POST", "/save-itinerary", { user, body: savedPlan() });
    const shared = await api("POST", `/share-itinerary/${saved.body.id}`, { user });
    const token = /\/shared\/([A-Za-z0-9_-]+)$/.exec(shared.body.url)![1]!;
    // A stand-in printer (what is tested is what the cache keeps), noting what it printed.
    const printed: string[] = [];
    const printer = { render: async (html: string) => (printed.push(html), Buffer.from("%PDF-1.7 stand-in")) };
    const { generatePdf, getSharedItineraryPdf } = documentEndpoints(() => printer as unknown as PdfRenderer);
    clearPdfMemory();
    const own = await request(mount(generatePdf))
      .post("/")
      .set("Authorization", `Bearer ${user.idToken}`)
      .send(sampleRequest());
    expect(own.status).toBe(200);
    expect((await request(mount(getSharedItineraryPdf)).get(`/${token}`)).status).toBe(200);
    expect(printed).toHaveLength(2);
    const kept = [pdfCacheKey({ uid: user.uid }, printed[0]!), pdfCacheKey({ shareToken: token }, printed[1]!)];
    const exists = async (path: string) => (await db.doc(path).get()).exists;
    for (const key of kept) expect(await exists(`pdfCache/${key}`), key).toBe(true);
    expect(await exists(`rateLimits/pdf-user:${user.uid}`)).toBe(true);
    await db.doc(`rateLimits/ai:${user.uid}`).set({ windows: {}, running: {} });

    await deleteAccountData(user.uid);
    // The plan printed as a PDF is the plan: it goes with the account, not a week later.
    for (const key of kept) expect(await exists(`pdfCache/${key}`), key).toBe(false);
    expect(await exists(`rateLimits/pdf-user:${user.uid}`)).toBe(false);
    expect(await exists(`rateLimits/ai:${user.uid}`)).toBe(false);
  });
});
