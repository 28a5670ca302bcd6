/**
 * firestore.rules for a trip's shared costs against the real Firestore emulator: the owner and the
 * trip's members read its expenses and budget live; nobody else does, a removed member loses them at
 * once, and no client writes them.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment } from "./rules-environment.ts";

// A project of its own, apart from the other rules tests and the suite's project.
const PROJECT_ID = "demo-itinerary-rules-costs";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await env?.cleanup();
});

const EXPENSE = "users/alice/itineraries/trip-1/expenses/expense-1";
const BUDGET = "users/alice/itineraries/trip-1/costs/budget";

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc("users/alice/itineraries/trip-1").set({ summary_text: "Alice's trip" });
    await db.doc("users/alice/itineraries/trip-2").set({ summary_text: "Alice's other trip" });
    // Bob is a viewer on trip-1 and nothing on trip-2; Carol is a stranger.
    await db.doc("users/alice/itineraries/trip-1/members/bob").set({ role: "viewer", display_name: "Bob" });
    await db.doc(EXPENSE).set({ id: "expense-1", amount: 1250, currency: "EUR", paid_by: "alice" });
    await db.doc(BUDGET).set({ currency: "EUR", amount: 100000, updated_at_ms: 1 });
    await db.doc("users/alice/itineraries/trip-2/expenses/expense-2").set({ id: "expense-2", amount: 1 });
    await db.doc("users/alice/itineraries/trip-2/costs/budget").set({ currency: "EUR", amount: 1 });
  });
});

const as = (uid: string) => env.authenticatedContext(uid).firestore();

describe("users/{uid}/itineraries/{id}/expenses and costs", () => {
  it("are read by the owner and the trip's members, one by one and as a list", async () => {
    for (const uid of ["alice", "bob"]) {
      await assertSucceeds(as(uid).doc(EXPENSE).get());
      await assertSucceeds(as(uid).collection("users/alice/itineraries/trip-1/expenses").get());
      await assertSucceeds(as(uid).doc(BUDGET).get());
    }
  });

  it("are hidden from strangers, signed-out visitors and members of another of the owner's trips", async () => {
    await assertFails(as("carol").doc(EXPENSE).get());
    await assertFails(as("carol").collection("users/alice/itineraries/trip-1/expenses").get());
    await assertFails(as("carol").doc(BUDGET).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(EXPENSE).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(BUDGET).get());
    await assertFails(as("bob").doc("users/alice/itineraries/trip-2/expenses/expense-2").get());
    await assertFails(as("bob").doc("users/alice/itineraries/trip-2/costs/budget").get());
  });

  it("are closed to a removed member at once", async () => {
    await assertSucceeds(as("bob").doc(EXPENSE).get());
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("users/alice/itineraries/trip-1/members/bob").delete();
    });
    await assertFails(as("bob").doc(EXPENSE).get());
    await assertFails(as("bob").collection("users/alice/itineraries/trip-1/expenses").get());
    await assertFails(as("bob").doc(BUDGET).get());
  });

  it("are written through the API only: no client logs, changes or deletes an expense or sets the budget, the owner included", async () => {
    for (const uid of ["alice", "bob", "carol"]) {
      const db = as(uid);
      await assertFails(db.doc("users/alice/itineraries/trip-1/expenses/forged").set({ amount: 1, paid_by: uid }));
      await assertFails(db.doc(EXPENSE).update({ amount: 1 }));
      await assertFails(db.doc(EXPENSE).delete());
      await assertFails(db.doc(BUDGET).set({ currency: "USD", amount: 1 }));
      await assertFails(db.doc(BUDGET).delete());
    }
  });
});
