// A bigger fuzz run than the test suite's (FUZZ_RUNS, default 2000) over every API path through the
// emulator suite: prints requests, bodies tried and 5xx seen (must be 0). See test/fuzz/api-fuzz.ts.
const { APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } = process.env;
if (!APP_URL || !FIREBASE_AUTH_EMULATOR_HOST || !FIRESTORE_EMULATOR_HOST) {
  console.log("skipped: needs the emulator suite (APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)");
  process.exit(0);
}

const fc = (await import("fast-check")).default;
const { emptyStats, fuzzRequest, ledgeredBalance, sendAndCheck, TARGETS, warmUp } =
  await import("../test/fuzz/api-fuzz.ts");
const { db, signUpWithProfile } = await import("../test/support.ts");

const runs = Number(process.env.FUZZ_RUNS ?? 2000);
const user = await signUpWithProfile();
await db.doc(`users/${user.uid}`).update({ tokens: 50_000 });
await db
  .doc(`users/${user.uid}/ledger/fuzz-top-up`)
  .set({ delta: 49_970, reason: "purchase", balanceAfter: 50_000, ref: "fuzz" });
await warmUp();
const stats = emptyStats();
const started = performance.now();
// Every request runs, a failing one included: the bench reports, it does not shrink.
await fc.check(
  fc.asyncProperty(fuzzRequest(), async (request) => (await sendAndCheck(request, user, stats), true)),
  { numRuns: runs },
);
const final = await ledgeredBalance(user.uid);
console.log(
  `api fuzz: ${stats.requests} requests over ${TARGETS.length} paths in ${((performance.now() - started) / 1000).toFixed(1)} s, ${stats.bodies} bodies tried, ` +
    `5xx seen: ${stats.serverErrors.length}, balance changes without a ledger entry or on a 4xx: ${stats.unrecordedChanges.length}, ` +
    `balance ${final.tokens} = ledger ${final.sum}: ${final.tokens === final.sum ? "yes" : "NO"}; statuses ${JSON.stringify(stats.statuses)}`,
);
for (const line of [...stats.serverErrors, ...stats.unrecordedChanges].slice(0, 20)) console.log(`  ${line}`);
process.exit(0);
