/**
 * firestore.rules against the real Firestore emulator: every allow and every deny. The server
 * (firebase-admin) bypasses rules, so these only bound what a browser could do with the client SDK.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment } from "./rules-environment.ts";

// Its own project: rules and data stay apart from the suite's project that other tests use.
const PROJECT_ID = "demo-itinerary-rules";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const uid of ["alice", "bob"]) {
      await db.doc(`users/${uid}`).set({ tokens: 30, departureCity: "Lisbon" });
      await db.doc(`users/${uid}/itineraries/trip-1`).set({ summary_text: `${uid}'s trip` });
      await db.doc(`users/${uid}/ledger/entry-1`).set({ delta: 30, reason: "welcome", balanceAfter: 30 });
      await db.doc(`users/${uid}/planJobs/job-1`).set({ id: "job-1", status: "running", days: [] });
      await db.doc(`users/${uid}/planRequests/run-1`).set({ id: "run-1", status: "done" });
    }
    await db.doc("payments/cs_test_1").set({ uid: "alice", tokens: 300, status: "paid" });
    await db.doc("users/alice/itineraries/trip-1").update({ share_token: "tok-alice" });
    await db.doc("shares/tok-alice").set({ uid: "alice", itinerary_id: "trip-1" });
    await db.doc("announcements/hello").set({ text: "hi" });
    // Bob is Alice's companion on trip-1: the trip's side, his side, and an open invite link.
    await db.doc("users/alice/itineraries/trip-1/members/bob").set({ role: "editor", display_name: "Bob" });
    await db.doc("users/bob/memberships/trip-1").set({ owner_uid: "alice", role: "editor" });
    await db.doc("tripInvites/tok-invite").set({ owner_uid: "alice", itinerary_id: "trip-1", role: "editor" });
    await db.doc("users/alice/itineraries/trip-1/live/state").set({ saved_at_ms: 1, saved_by_uid: "alice" });
    await db.doc("users/alice/itineraries/trip-1/versions/000000000000001").set({ summary_text: "v1" });
    await db.doc("users/alice/itineraries/trip-1/editKeys/key-1").set({ saved_by_uid: "bob", merged: null });
    await db.doc("users/alice/itineraries/trip-1/presence/bob").set({ uid: "bob", display_name: "Bob", day: 2 });
  });
});

const alice = () => env.authenticatedContext("alice").firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

describe("users/{uid}", () => {
  it("lets a signed-in user read their own profile", async () => {
    await assertSucceeds(alice().doc("users/alice").get());
  });

  it("denies reading another user's profile, listing users, and reading while signed out", async () => {
    await assertFails(alice().doc("users/bob").get());
    await assertFails(alice().collection("users").get());
    await assertFails(anonymous().doc("users/alice").get());
  });

  it("denies every client write to a profile, own included: the balance is server-owned", async () => {
    await assertFails(alice().doc("users/alice").update({ tokens: 1_000_000 }));
    await assertFails(alice().doc("users/alice").update({ departureCity: "Porto" }));
    await assertFails(alice().doc("users/alice").set({ tokens: 5 }));
    await assertFails(alice().doc("users/alice").delete());
    await assertFails(
      env.authenticatedContext("carol").firestore().doc("users/carol").set({ tokens: 30, departureCity: "" }),
    );
    await assertFails(alice().doc("users/bob").update({ tokens: 0 }));
  });
});

describe("users/{uid}/itineraries", () => {
  it("lets a signed-in user read their own itineraries, one or all", async () => {
    await assertSucceeds(alice().doc("users/alice/itineraries/trip-1").get());
    await assertSucceeds(alice().collection("users/alice/itineraries").get());
  });

  it("denies reading another user's itineraries and reading while signed out", async () => {
    await assertFails(alice().doc("users/bob/itineraries/trip-1").get());
    await assertFails(alice().collection("users/bob/itineraries").get());
    await assertFails(alice().collectionGroup("itineraries").get());
    await assertFails(anonymous().doc("users/alice/itineraries/trip-1").get());
  });

  it("denies client writes: itineraries are saved through the API", async () => {
    await assertFails(alice().doc("users/alice/itineraries/trip-2").set({ summary_text: "mine" }));
    await assertFails(alice().doc("users/alice/itineraries/trip-1").update({ summary_text: "edited" }));
    await assertFails(alice().doc("users/alice/itineraries/trip-1").delete());
    await assertFails(alice().collection("users/bob/itineraries").add({ summary_text: "spam" }));
  });
});

describe("users/{uid}/ledger", () => {
  it("denies reads and writes, even of one's own ledger", async () => {
    await assertFails(alice().doc("users/alice/ledger/entry-1").get());
    await assertFails(alice().collection("users/alice/ledger").get());
    await assertFails(alice().collection("users/alice/ledger").add({ delta: 500, reason: "gift" }));
    await assertFails(alice().doc("users/alice/ledger/entry-1").delete());
  });
});

describe("payments/{checkoutSessionId}", () => {
  it("denies reads and writes to everyone, the paying user included", async () => {
    await assertFails(alice().doc("payments/cs_test_1").get());
    await assertFails(alice().collection("payments").get());
    await assertFails(alice().doc("payments/cs_test_2").set({ uid: "alice", tokens: 300, status: "paid" }));
    await assertFails(alice().doc("payments/cs_test_1").update({ status: "refunded" }));
    await assertFails(anonymous().doc("payments/cs_test_1").get());
  });
});

describe("shares/{token}", () => {
  it("denies reads and writes to everyone, the plan's owner and signed-out visitors included", async () => {
    // A share names its owner's uid: the public plan is served by the API, which leaves the owner out.
    await assertFails(anonymous().doc("shares/tok-alice").get());
    await assertFails(alice().doc("shares/tok-alice").get());
    await assertFails(alice().collection("shares").get());
    await assertFails(alice().collection("shares").where("uid", "==", "alice").get());
    await assertFails(alice().doc("shares/tok-new").set({ uid: "alice", itinerary_id: "trip-1" }));
    await assertFails(alice().doc("shares/tok-alice").delete());
    await assertFails(
      env.authenticatedContext("bob").firestore().doc("shares/tok-bob").set({ uid: "alice", itinerary_id: "trip-1" }),
    );
  });

  it("denies a client setting or clearing the share token on its own plan", async () => {
    await assertFails(alice().doc("users/alice/itineraries/trip-1").update({ share_token: "guessable" }));
  });
});

describe("travelling together: members, memberships and invite links", () => {
  it("are written by the API only: no client adds itself to a trip, raises its role or forges an invite", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    await assertFails(bob.doc("users/alice/itineraries/trip-1/members/bob").update({ role: "owner" }));
    await assertFails(bob.doc("users/alice/itineraries/trip-2/members/bob").set({ role: "editor" }));
    await assertFails(bob.doc("users/bob/memberships/trip-9").set({ owner_uid: "alice", role: "editor" }));
    await assertFails(bob.doc("users/alice/itineraries/trip-1").update({ summary_text: "mine now" }));
    await assertFails(alice().doc("tripInvites/tok-new").set({ owner_uid: "alice", itinerary_id: "trip-1" }));
    await assertFails(alice().doc("users/alice/itineraries/trip-1/members/bob").delete());
  });

  it("are read through the API only: an invite's token, and who is on whose trip, stay on the server", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    await assertFails(anonymous().doc("tripInvites/tok-invite").get());
    await assertFails(alice().doc("tripInvites/tok-invite").get());
    await assertFails(alice().collection("tripInvites").where("owner_uid", "==", "alice").get());
    await assertFails(bob.doc("users/bob/memberships/trip-1").get());
    await assertFails(alice().collection("users/alice/itineraries/trip-1/members").get());
    await assertFails(bob.doc("users/alice/itineraries/trip-1").get());
  });
});

describe("users/{uid}/itineraries/{id}/live/state", () => {
  it("is read by the owner and the trip's members only, and a removed member loses it at once", async () => {
    const bob = () => env.authenticatedContext("bob").firestore();
    const carol = env.authenticatedContext("carol").firestore();
    await assertSucceeds(alice().doc("users/alice/itineraries/trip-1/live/state").get());
    await assertSucceeds(bob().doc("users/alice/itineraries/trip-1/live/state").get());
    await assertFails(carol.doc("users/alice/itineraries/trip-1/live/state").get());
    await assertFails(anonymous().doc("users/alice/itineraries/trip-1/live/state").get());
    // Membership of one trip opens nothing of another.
    await assertFails(bob().doc("users/alice/itineraries/trip-2/live/state").get());
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("users/alice/itineraries/trip-1/members/bob").delete();
    });
    await assertFails(bob().doc("users/alice/itineraries/trip-1/live/state").get());
  });

  it("is written by the server only, the owner included", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    await assertFails(alice().doc("users/alice/itineraries/trip-1/live/state").set({ saved_at_ms: 2 }));
    await assertFails(bob.doc("users/alice/itineraries/trip-1/live/state").set({ saved_at_ms: 2 }));
  });
});

describe("users/{uid}/itineraries/{id}/presence", () => {
  it("is read by the owner and the trip's members only, written by nobody, and closed to a removed member at once", async () => {
    const bob = () => env.authenticatedContext("bob").firestore();
    const carol = env.authenticatedContext("carol").firestore();
    const collection = "users/alice/itineraries/trip-1/presence";
    await assertSucceeds(alice().collection(collection).get());
    await assertSucceeds(bob().collection(collection).get());
    await assertFails(carol.collection(collection).get());
    await assertFails(anonymous().collection(collection).get());
    for (const client of [alice(), bob(), carol]) await assertFails(client.doc(`${collection}/bob`).set({ day: 5 }));
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("users/alice/itineraries/trip-1/members/bob").delete();
    });
    await assertFails(bob().collection(collection).get());
  });
});

describe("users/{uid}/itineraries/{id}/versions", () => {
  it("are the server's to merge companions' saves: nobody reads or writes them, the owner and members included", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    const version = "users/alice/itineraries/trip-1/versions/000000000000001";
    for (const client of [alice(), bob, anonymous()]) {
      await assertFails(client.doc(version).get());
      await assertFails(client.collection("users/alice/itineraries/trip-1/versions").get());
      await assertFails(client.doc(version).set({ summary_text: "forged" }));
    }
  });
});

describe("users/{uid}/itineraries/{id}/editKeys", () => {
  it("are the server's record of replayed edits: nobody reads or writes them, the owner and members included", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    const key = "users/alice/itineraries/trip-1/editKeys/key-1";
    for (const client of [alice(), bob, anonymous()]) {
      await assertFails(client.doc(key).get());
      await assertFails(client.collection("users/alice/itineraries/trip-1/editKeys").get());
      await assertFails(client.doc(key).set({ saved_by_uid: "bob", merged: null }));
      await assertFails(client.doc(key).delete());
    }
  });
});

describe("welcomeGrants and ledgerArchive", () => {
  it("deny reads and writes to everyone, the account they name included", async () => {
    await assertFails(alice().doc("welcomeGrants/0123abcd").get());
    await assertFails(alice().doc("welcomeGrants/0123abcd").delete());
    await assertFails(alice().doc("welcomeGrants/new").set({ uid: "alice" }));
    await assertFails(alice().doc("ledgerArchive/alice").get());
    await assertFails(alice().collection("ledgerArchive/alice/entries").get());
    await assertFails(alice().doc("ledgerArchive/alice/entries/welcome").set({ delta: 1000 }));
  });
});

describe("anything else", () => {
  it("denies reads and writes to unknown collections and sub-collections", async () => {
    await assertFails(alice().doc("announcements/hello").get());
    await assertFails(alice().doc("announcements/new").set({ text: "x" }));
    await assertFails(anonymous().doc("announcements/hello").get());
    await assertFails(alice().doc("users/alice/secrets/s1").get());
    await assertFails(alice().doc("users/alice/secrets/s1").set({ x: 1 }));
  });

  it("denies everyone the Places photo budget: a client must not read it, reset it or spend it", async () => {
    await assertFails(alice().doc("placesPhotoBudget/2026-11-23").get());
    await assertFails(alice().doc("placesPhotoBudget/2026-11-23").set({ count: 0 }));
    await assertFails(anonymous().doc("placesPhotoBudget/2026-11-23").set({ count: 0 }));
    await assertFails(alice().doc("placesPhotoBudget/2026-11-23/shards/0").set({ count: 0 }));
  });

  it("denies everyone the limits, the PDF cache, the photo misses and the grounded places: a client must not reset, read or forge them", async () => {
    await assertFails(alice().doc("rateLimits/ai:alice").get());
    await assertFails(alice().doc("rateLimits/ai:alice").set({ windows: {}, running: {} }));
    await assertFails(alice().doc("pdfCache/abc").get());
    await assertFails(anonymous().doc("pdfCache/abc").set({ pdf: "x" }));
    await assertFails(alice().doc("placesPhotoMisses/ChIJx-0").delete());
    await assertFails(alice().doc("groundedPlaces/ChIJchosen").set({ grounded_at: new Date() }));
  });

  it("denies everyone the weather cache: only the API reads Open-Meteo's answers, and nobody may plant a forecast", async () => {
    await assertFails(alice().doc("weatherCache/forecast_38.71_-9.14_2026-11-27").get());
    await assertFails(anonymous().collection("weatherCache").get());
    await assertFails(alice().doc("weatherCache/typical_38.71_-9.14").set({ kind: "typical", months: [] }));
  });
});

describe("users/{uid}/planJobs/{id}", () => {
  it("lets the owner read and list their own plan jobs (the planner follows one)", async () => {
    await assertSucceeds(alice().doc("users/alice/planJobs/job-1").get());
    await assertSucceeds(alice().collection("users/alice/planJobs").get());
  });

  it("denies other users and signed-out readers", async () => {
    await assertFails(alice().doc("users/bob/planJobs/job-1").get());
    await assertFails(alice().collection("users/bob/planJobs").get());
    await assertFails(alice().collectionGroup("planJobs").get());
    await assertFails(anonymous().doc("users/alice/planJobs/job-1").get());
  });

  it("denies every client write, the owner's included: jobs are created by the API and written by the worker", async () => {
    await assertFails(alice().doc("users/alice/planJobs/job-1").update({ status: "done" }));
    await assertFails(alice().doc("users/alice/planJobs/job-2").set({ id: "job-2", status: "queued" }));
    await assertFails(alice().doc("users/alice/planJobs/job-1").delete());
    await assertFails(alice().doc("users/bob/planJobs/job-1").update({ status: "failed" }));
  });
});

describe("users/{uid}/planRequests/{id}", () => {
  it("is server-only: the SPEC endpoints' idempotency records are not readable or writable by anyone", async () => {
    await assertFails(alice().doc("users/alice/planRequests/run-1").get());
    await assertFails(alice().collection("users/alice/planRequests").get());
    await assertFails(alice().doc("users/alice/planRequests/run-2").set({ status: "done" }));
  });
});

describe("users/{uid}/itineraries/{id}/comments and votes", () => {
  const COMMENT = "users/alice/itineraries/trip-1/comments/c1";
  const VOTES = "users/alice/itineraries/trip-1/votes/h1";
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(COMMENT).set({ text: "Too early?", author_uid: "bob", resolved: false });
      await db.doc(VOTES).set({ stop_key: "nijo castle", votes: { bob: 1 } });
      await db.doc("users/alice/itineraries/trip-2/comments/c9").set({ text: "Other trip", author_uid: "alice" });
    });
  });

  it("are read by the owner and the trip's members only, one or all, and a removed member loses them at once", async () => {
    const bob = () => env.authenticatedContext("bob").firestore();
    const carol = env.authenticatedContext("carol").firestore();
    for (const reader of [alice(), bob()]) {
      await assertSucceeds(reader.doc(COMMENT).get());
      await assertSucceeds(reader.collection("users/alice/itineraries/trip-1/comments").get());
      await assertSucceeds(reader.doc(VOTES).get());
      await assertSucceeds(reader.collection("users/alice/itineraries/trip-1/votes").get());
    }
    for (const stranger of [carol, anonymous()]) {
      await assertFails(stranger.doc(COMMENT).get());
      await assertFails(stranger.collection("users/alice/itineraries/trip-1/comments").get());
      await assertFails(stranger.doc(VOTES).get());
      await assertFails(stranger.collection("users/alice/itineraries/trip-1/votes").get());
    }
    // Membership of one trip opens nothing of another, nor every trip's comments at once.
    await assertFails(bob().doc("users/alice/itineraries/trip-2/comments/c9").get());
    await assertFails(bob().collectionGroup("comments").get());
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("users/alice/itineraries/trip-1/members/bob").delete();
    });
    await assertFails(bob().doc(COMMENT).get());
    await assertFails(bob().collection("users/alice/itineraries/trip-1/comments").get());
    await assertFails(bob().doc(VOTES).get());
  });

  it("are written by the server only: no client comments, resolves, deletes or votes, the owner included", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    const carol = env.authenticatedContext("carol").firestore();
    for (const writer of [alice(), bob, carol]) {
      await assertFails(writer.collection("users/alice/itineraries/trip-1/comments").add({ text: "hi" }));
      await assertFails(writer.doc(COMMENT).update({ resolved: true }));
      await assertFails(writer.doc(COMMENT).delete());
      await assertFails(writer.doc(VOTES).set({ stop_key: "nijo castle", votes: { bob: 1, alice: 1, carol: 1 } }));
      await assertFails(writer.doc(VOTES).delete());
      await assertFails(writer.doc("users/alice/itineraries/trip-1/votes/h2").set({ stop_key: "x", votes: {} }));
    }
  });
});
