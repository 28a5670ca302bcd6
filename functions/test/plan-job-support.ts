import { expect } from "vitest";
import { createTrip, daysFromToday } from "./data-generators.ts";
import { db } from "./support.ts";

/** Shared by the plan-job tests: a short Lisbon trip the offline planner covers, and ways to read the outcome. */

export const lisbon = createTrip({
  startDate: daysFromToday(20),
  numberOfDays: 3,
  totalBudget: 2000,
  departureCity: "London",
  travelType: "Couple",
  interests: ["Culture", "Food", "Historical"],
});

export async function balanceOf(uid: string): Promise<number> {
  return (await db.doc(`users/${uid}`).get()).get("tokens");
}

export interface LedgerRow {
  delta: number;
  reason: string;
  balanceAfter: number;
  ref?: string;
}

export async function ledgerOf(uid: string): Promise<LedgerRow[]> {
  const snapshot = await db.collection(`users/${uid}/ledger`).get();
  return snapshot.docs.map((doc) => doc.data() as LedgerRow);
}

export const ledgerSum = (entries: { delta: number }[]) => entries.reduce((sum, entry) => sum + entry.delta, 0);

/** The job document once it is done or failed (the trigger runs it in the functions emulator). */
export async function waitForJob(uid: string, id: string, collection = "planJobs", timeoutMs = 45_000): Promise<any> {
  const started = Date.now();
  for (;;) {
    const data = (await db.doc(`users/${uid}/${collection}/${id}`).get()).data();
    if (data && (data.status === "done" || data.status === "failed")) return data;
    if (Date.now() - started > timeoutMs)
      throw new Error(`job ${id} still ${data?.status ?? "missing"} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Switches the functions emulator's Firestore triggers (the emulator hub's switch): tests that run
 * jobs in their own process turn them off, so the emulator's trigger does not race them for the jobs.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run through scripts/test.mjs");
  const response = await fetch(`http://${hub}/functions/${enabled ? "enable" : "disable"}BackgroundTriggers`, {
    method: "PUT",
  });
  if (!response.ok) throw new Error(`could not switch triggers: ${response.status}`);
}

/** A job document as stored (planJobs for browser jobs, planRequests for the SPEC endpoints' runs). */
export const jobDoc = async (uid: string, id: string, collection = "planJobs") =>
  (await db.doc(`users/${uid}/${collection}/${id}`).get()).data()!;

/** One generate charge and one refund in the ledger, and the welcome balance back. */
export async function expectRefundedOnce(uid: string) {
  const ledger = await ledgerOf(uid);
  expect(ledger.filter((e) => e.reason === "generate")).toHaveLength(1);
  expect(ledger.filter((e) => e.reason === "refund")).toHaveLength(1);
  expect(await balanceOf(uid)).toBe(30);
  expect(ledgerSum(ledger)).toBe(30);
}
