// Shared costs at the scale: a trip's balances and settle-up for 20 companions and its owner
// with 1,000 expenses (equal, shares and exact splits; a fifth in other currencies), aim under 50 ms.
// Each expense is converted and split once, when it is logged (splitExpense, on the server); the page
// adds the parts up and settles (tripBalances + settleUp) on every change. Both are timed.
import { type ExpenseToSplit, settleUp, splitExpense, tripBalances } from "@itinerary/contract/trip-costs";
import { measure, report } from "./harness.ts";

let seed = 2024;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const people = Array.from({ length: 21 }, (_, i) => `traveller-${String(i).padStart(2, "0")}`);
const others = [
  { currency: "GBP", rate: "1.19047619" },
  { currency: "JPY", rate: "0.0061" },
  { currency: "USD", rate: "0.92592593" },
];

function someExpense(): ExpenseToSplit {
  const sharing = people.filter(() => random() < 0.6);
  const members = sharing.length ? sharing : [pick(people)];
  const foreign = random() < 0.2 ? pick(others) : null;
  const amount = 100 + Math.floor(random() * 200_000);
  const mode = pick(["equal", "equal", "shares", "exact"] as const);
  let split: ExpenseToSplit["split"];
  if (mode === "equal") split = { mode, members };
  else if (mode === "shares")
    split = { mode, shares: members.map((uid) => ({ uid, shares: 1 + Math.floor(random() * 4) })) };
  else {
    const each = Math.floor(amount / members.length);
    split = {
      mode,
      amounts: members.map((uid, i) => ({ uid, amount: i === 0 ? amount - each * (members.length - 1) : each })),
    };
  }
  return {
    amount,
    currency: foreign?.currency ?? "EUR",
    paid_by: pick(people),
    split,
    rate: foreign ? { value: foreign.rate } : null,
  };
}

const expenses = Array.from({ length: 1000 }, someExpense);
const logged = expenses.map((expense) => splitExpense(expense, "EUR"));
const transfers = settleUp(tripBalances(logged, "EUR"), "EUR");
console.log(`${people.length} travellers, ${expenses.length} expenses: ${transfers.length} transfers settle the trip`);
report(
  await measure(
    "balances + settle-up, 21 travellers, 1,000 expenses",
    () => settleUp(tripBalances(logged, "EUR"), "EUR"),
    100,
    10,
  ),
  50,
);
report(
  await measure(
    "the same, splitting all 1,000 expenses again first",
    () =>
      settleUp(
        tripBalances(
          expenses.map((expense) => splitExpense(expense, "EUR")),
          "EUR",
        ),
        "EUR",
      ),
    30,
    5,
  ),
);

// The settle-up's hardest case: 21 balances that split into many groups adding up to zero, so the
// exact search over every subset runs (usually a quick look at subset sums rules it out).
const grouped = Array.from({ length: 7 }, (_, g) => [300 + g, 500 + 2 * g, -(800 + 3 * g)])
  .flat()
  .map((value, i) => ({ uid: `traveller-${String(i).padStart(2, "0")}`, balance: BigInt(value) }));
report(await measure("settle-up alone, 21 balances in 7 zero-sum groups", () => settleUp(grouped, "EUR"), 20, 3), 50);
