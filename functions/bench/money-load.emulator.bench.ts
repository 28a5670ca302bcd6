// The money under full load through the emulator suite: 10 travellers firing 50 parallel generate
// requests while each one's pack purchase is delivered and replayed through the real webhook
// handler. Prints requests, overspends, double credits and ledger mismatches (each must be 0).
// Needs the suite's APP_URL, FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST.
const { APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } = process.env;
if (!APP_URL || !FIREBASE_AUTH_EMULATOR_HOST || !FIRESTORE_EMULATOR_HOST) {
  console.log("skipped: needs the emulator suite (APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)");
  process.exit(0);
}

const { describeFigures, runMoneyLoad } = await import("../test/load/money-load.ts");
const figures = await runMoneyLoad({ users: 10, generatesPerUser: 5, replays: 5, startBalance: 20 });
console.log(`money load: ${describeFigures(figures)}`);
for (const problem of figures.problems) console.log(`  ${problem}`);
const clean = figures.overspends === 0 && figures.doubleCredits === 0 && figures.ledgerMismatches === 0;
console.log(
  `money load: ${clean ? "no overspend, no double credit, every ledger adds up" : "MISSED: see the problems above"}`,
);
process.exit(0);
