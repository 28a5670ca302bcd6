import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyStats, fuzzRequest, ledgeredBalance, sendAndCheck, TARGETS, warmUp } from "./fuzz/api-fuzz.ts";
import { db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * Generated requests at every endpoint (see fuzz/api-fuzz.ts for the properties). FUZZ_RUNS sets the
 * run size (default 200, about 30 s here); FUZZ_SEED replays a run. `npm run bench` runs a bigger one.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe("fuzzing every endpoint", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpWithProfile();
    // Enough tokens that accepted generations keep reaching the charging code; recorded in the
    // ledger like any other change, so the balance still equals the ledger's sum.
    await db.doc(`users/${user.uid}`).update({ tokens: 5000 });
    await db
      .doc(`users/${user.uid}/ledger/fuzz-top-up`)
      .set({ delta: 4970, reason: "purchase", balanceAfter: 5000, ref: "fuzz" });
    await warmUp();
  }, 600_000);

  it(`never answers 5xx and never changes a balance for a rejected request (${RUNS} requests)`, async () => {
    const stats = emptyStats();
    try {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(), (request) => sendAndCheck(request, user, stats)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    } finally {
      const final = await ledgeredBalance(user.uid);
      console.log(
        `[fuzz] ${stats.requests} requests over ${TARGETS.length} paths, ${stats.bodies} bodies tried, 5xx seen: ${stats.serverErrors.length}, ` +
          `unrecorded balance changes: ${stats.unrecordedChanges.length}; statuses ${JSON.stringify(stats.statuses)}; balance ${final.tokens}, ledger sum ${final.sum}`,
      );
      for (const line of [...stats.serverErrors, ...stats.unrecordedChanges]) console.log(`[fuzz] ${line}`);
    }
    const final = await ledgeredBalance(user.uid);
    expect(stats.serverErrors).toEqual([]);
    expect(stats.unrecordedChanges).toEqual([]);
    expect(final.tokens).toBe(final.sum);
  }, 600_000);
});
