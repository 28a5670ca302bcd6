import "./functions-firestore.ts";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_WELCOME_GRANT_SECRET, resetConfig } from "../src/config.ts";
import { migrateLegacyWelcomeGrants, WELCOME_GRANT_MIGRATION } from "../src/tokens/welcome-migration.ts";
import { identityKey, legacyIdentityKey } from "../src/tokens/welcome.ts";
import { stripeWebhook } from "../src/endpoints/stripe-webhook.ts";
import { mount } from "./mount.ts";
import { sessionEvent } from "./stripe-events.ts";
import { getAuth } from "firebase-admin/auth";
import { api, db, signInWithGoogle, signUp, verifyEmail, type TestUser } from "./support.ts";

const createProfile = (user: TestUser) => api("POST", "/create-user-profile", { user, body: {} });
const ledgerOf = async (uid: string) =>
  (await db.collection(`users/${uid}/ledger`).get()).docs.map((doc) => doc.data());
const balanceOf = async (uid: string) => (await db.doc(`users/${uid}`).get()).data()?.tokens;

describe("the welcome grant, once per verified identity", () => {
  it("waits for an email account to verify its address, then grants once", async () => {
    const user = await signUp();
    const first = await createProfile(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: true, tokens: 0, welcome: "awaiting_verification" });
    expect(await ledgerOf(user.uid)).toEqual([]);

    const verified = await verifyEmail(user);
    const after = await Promise.all(Array.from({ length: 4 }, () => createProfile(verified)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(after.filter((r) => r.body.welcome === "granted")).toHaveLength(1);
    expect(after.every((r) => r.body.tokens === 30)).toBe(true);
    expect(await ledgerOf(user.uid)).toEqual([
      expect.objectContaining({ delta: 30, reason: "welcome", balanceAfter: 30 }),
    ]);
    expect((await createProfile(verified)).body).toEqual({ created: false, tokens: 30, welcome: "already_granted" });
  });

  it("grants a Google sign-in at once", async () => {
    const user = await signInWithGoogle();
    const response = await createProfile(user);
    expect(response.body).toEqual({ created: true, tokens: 30, welcome: "granted" });
  });

  it("gives a second account on the same inbox (a +tag or new case) nothing", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await verifyEmail(await signUp(`farmer-${tag}@example.com`));
    expect((await createProfile(first)).body.welcome).toBe("granted");
    const second = await verifyEmail(await signUp(`Farmer-${tag}+again@Example.com`));
    const response = await createProfile(second);
    expect(response.body).toEqual({ created: true, tokens: 0, welcome: "identity_used" });
    expect(await ledgerOf(second.uid)).toEqual([]);
  });
});

describe("the welcome-grant record", () => {
  it("is keyed by an HMAC of the canonical address under the server secret, and names no account", async () => {
    const email = `Record.Keeper+${randomUUID().slice(0, 8)}@Example.com`;
    const user = await signInWithGoogle(email);
    expect((await createProfile(user)).body.welcome).toBe("granted");

    const record = await db.doc(`welcomeGrants/${identityKey(user.uid, email, LOCAL_WELCOME_GRANT_SECRET)}`).get();
    expect(record.exists).toBe(true);
    expect(Object.keys(record.data()!)).toEqual(["grantedAt"]);
    // Hashing the guessed address, as anyone could with the old key, finds nothing.
    expect((await db.doc(`welcomeGrants/${legacyIdentityKey(user.uid, email)}`).get()).exists).toBe(false);
  });

  it("moves records made before the HMAC once: a live account's to its new key without the uid, a deleted one's away", async () => {
    await db.doc(`migrations/${WELCOME_GRANT_MIGRATION}`).delete();
    const tag = randomUUID().slice(0, 8);
    const live = await signInWithGoogle(`early-${tag}@example.com`);
    const gone = await signInWithGoogle(`gone-${tag}@example.com`);
    await getAuth().deleteUser(gone.uid);
    // The records as the earlier code wrote them.
    const old = [live, gone].map((user) => db.doc(`welcomeGrants/${legacyIdentityKey(user.uid, user.email)}`));
    await old[0]!.set({ uid: live.uid, grantedAt: new Date("2026-10-01T00:00:00Z") });
    await old[1]!.set({ uid: gone.uid, grantedAt: new Date("2026-10-02T00:00:00Z") });

    const first = await migrateLegacyWelcomeGrants(LOCAL_WELCOME_GRANT_SECRET);
    expect(first.ran).toBe(true);
    expect(first.rekeyed).toBeGreaterThanOrEqual(1);
    for (const ref of old) expect((await ref.get()).exists).toBe(false);
    const moved = (
      await db.doc(`welcomeGrants/${identityKey(live.uid, live.email, LOCAL_WELCOME_GRANT_SECRET)}`).get()
    ).data();
    expect(moved?.uid).toBeUndefined();
    expect(moved?.grantedAt.toDate().toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect((await db.collection("welcomeGrants").where("uid", "!=", "").get()).size).toBe(0);

    // Once is once: a later run reads nothing and changes nothing.
    await old[0]!.set({ uid: live.uid, grantedAt: new Date() });
    expect(await migrateLegacyWelcomeGrants(LOCAL_WELCOME_GRANT_SECRET)).toEqual({
      rekeyed: 0,
      dropped: 0,
      ran: false,
    });
    expect((await old[0]!.get()).exists).toBe(true);
    await old[0]!.delete();

    // The migrated record still stops a second account on that inbox.
    const second = await verifyEmail(await signUp(`early-${tag}+2@example.com`));
    expect((await createProfile(second)).body).toEqual({ created: true, tokens: 0, welcome: "identity_used" });
  });
});

describe("a purchase that lands before the profile exists", () => {
  const SECRET = "whsec_welcome_test_secret";
  let app: ReturnType<typeof mount>;
  beforeAll(() => {
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    resetConfig();
    app = mount(stripeWebhook);
  });

  it("keeps both the pack and the welcome grant", async () => {
    const user = await verifyEmail(await signUp());
    const payload = JSON.stringify(sessionEvent(user.uid, { pack: "starter" }));
    const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const delivered = await request(app)
      .post("/")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signature)
      .send(payload);
    expect(delivered.status).toBe(200);
    expect(await balanceOf(user.uid)).toBe(50);

    const response = await createProfile(user);
    expect(response.body).toEqual({ created: false, tokens: 80, welcome: "granted" });
    const reasons = (await ledgerOf(user.uid)).map((entry) => [entry.reason, entry.delta]).sort();
    expect(reasons).toEqual([
      ["purchase", 50],
      ["welcome", 30],
    ]);
  });
});
