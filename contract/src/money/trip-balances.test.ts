import { toSnapshot } from "dinero.js/bigint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tableRate, rateFor, RATES_AS_OF } from "./exchange-rates.ts";
import { parseMajorUnits, minorToDecimal } from "./currencies.ts";
import {
  EXACT_SETTLE_LIMIT,
  type ExpenseToSplit,
  inTripCurrency,
  settleUp,
  splitExpense,
  type Transfer,
  tripBalances,
} from "./trip-balances.ts";

const PEOPLE = ["ana", "ben", "cleo", "dev", "eli", "fay"];
const expense = (overrides: Partial<ExpenseToSplit>): ExpenseToSplit => ({
  amount: 1000,
  currency: "EUR",
  paid_by: "ana",
  split: { mode: "equal", members: ["ana", "ben"] },
  rate: null,
  ...overrides,
});
const balancesOf = (expenses: ExpenseToSplit[], trip: string) =>
  tripBalances(
    expenses.map((item) => splitExpense(item, trip)),
    trip,
  );
const converted = (e: ExpenseToSplit, trip: string) => toSnapshot(inTripCurrency(e, trip)).amount;

/** Balances after everyone made their transfers. */
function afterTransfers(balances: { uid: string; balance: bigint }[], transfers: Transfer[]): Map<string, bigint> {
  const left = new Map(balances.map((entry) => [entry.uid, entry.balance]));
  for (const transfer of transfers) {
    left.set(transfer.from, (left.get(transfer.from) ?? 0n) + transfer.amount);
    left.set(transfer.to, (left.get(transfer.to) ?? 0n) - transfer.amount);
  }
  return left;
}

/**
 * The fewest transfers by brute force, a different way than settleUp's: try every zero-sum group the
 * first person can be in, recursively; a group of k settles in k - 1 transfers.
 */
function fewestByBruteForce(values: readonly bigint[]): number {
  const open = values.filter((value) => value !== 0n);
  if (open.length === 0) return 0;
  const [first, ...rest] = open;
  let best = Infinity;
  for (let mask = 0; mask < 1 << rest.length; mask++) {
    const inGroup = rest.filter((_, index) => mask & (1 << index));
    if (inGroup.reduce((sum, value) => sum + value, first!) !== 0n) continue;
    const others = rest.filter((_, index) => !(mask & (1 << index)));
    best = Math.min(best, inGroup.length + fewestByBruteForce(others));
  }
  return best;
}

const currencyPair = fc.constantFrom(
  ["EUR", "EUR", null],
  ["JPY", "EUR", "0.0061"],
  ["EUR", "JPY", "163.5"],
  ["GBP", "EUR", "1.19047619"],
  ["KWD", "USD", "3.25"],
  ["USD", "KWD", "0.307"],
) as fc.Arbitrary<[string, string, string | null]>;

const someExpense = (trip: fc.Arbitrary<[string, string, string | null]>) =>
  fc
    .record({
      pair: trip,
      payer: fc.constantFrom(...PEOPLE),
      people: fc.uniqueArray(fc.constantFrom(...PEOPLE), { minLength: 1, maxLength: PEOPLE.length }),
      mode: fc.constantFrom("equal", "shares", "exact"),
      amount: fc.integer({ min: 1, max: 1_000_000_000 }),
      weights: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: PEOPLE.length, maxLength: PEOPLE.length }),
    })
    .filter(({ amount, people }) => amount >= people.length)
    .map(({ pair: [currency, trip, rate], payer, people, mode, amount, weights }) => {
      let split: ExpenseToSplit["split"];
      if (mode === "equal") split = { mode, members: people };
      else if (mode === "shares") split = { mode, shares: people.map((uid, i) => ({ uid, shares: weights[i]! })) };
      else {
        // Exact amounts that add up: one minor unit each, the rest cut by the weights, the last takes what is left.
        const spare = amount - people.length;
        const weightTotal = people.reduce((sum, _, i) => sum + weights[i]!, 0);
        const cuts = people.map((_, i) => 1 + Math.floor((spare * weights[i]!) / weightTotal));
        cuts[cuts.length - 1]! += amount - cuts.reduce((sum, value) => sum + value, 0);
        split = { mode, amounts: people.map((uid, i) => ({ uid, amount: cuts[i]! })) };
      }
      return {
        trip,
        expense: expense({ amount, currency, paid_by: payer, split, rate: rate ? { value: rate } : null }),
      };
    });

describe("splitting an expense", () => {
  it("hands the cents left over to the same people whatever order they were named in", () => {
    const a = splitExpense(expense({ amount: 100, split: { mode: "equal", members: ["cleo", "ana", "ben"] } }), "EUR");
    const b = splitExpense(expense({ amount: 100, split: { mode: "equal", members: ["ben", "cleo", "ana"] } }), "EUR");
    expect(a).toEqual(b);
    expect(a.parts).toEqual([
      { uid: "ana", amount: 34 },
      { uid: "ben", amount: 33 },
      { uid: "cleo", amount: 33 },
    ]);
  });

  it("gives exact amounts back unchanged in the trip's currency, and by shares in proportion", () => {
    const exact = splitExpense(
      expense({
        amount: 1001,
        split: {
          mode: "exact",
          amounts: [
            { uid: "ben", amount: 1 },
            { uid: "ana", amount: 1000 },
          ],
        },
      }),
      "EUR",
    );
    expect(exact.parts).toEqual([
      { uid: "ana", amount: 1000 },
      { uid: "ben", amount: 1 },
    ]);
    const shares = splitExpense(
      expense({
        amount: 1000,
        split: {
          mode: "shares",
          shares: [
            { uid: "ana", shares: 3 },
            { uid: "ben", shares: 1 },
          ],
        },
      }),
      "EUR",
    );
    expect(shares.parts.map((part) => part.amount)).toEqual([750, 250]);
  });

  it("converts at the rate to the trip currency's minor unit, half to even, across exponents", () => {
    // 1,000 yen at 0.0061 euro: 6.10 euros.
    expect(converted(expense({ amount: 1000, currency: "JPY", rate: { value: "0.0061" } }), "EUR")).toBe(610n);
    // 12.34 euros at 163.5 yen: 2,017.59 yen, 2,018 whole yen.
    expect(converted(expense({ amount: 1234, currency: "EUR", rate: { value: "163.5" } }), "JPY")).toBe(2018n);
    // 1 fils (0.001 KWD) at 3.25 dollars: 0.00325 dollars, no cent; 5 fils: 0.01625, 2 cents.
    expect(converted(expense({ amount: 1, currency: "KWD", rate: { value: "3.25" } }), "USD")).toBe(0n);
    expect(converted(expense({ amount: 5, currency: "KWD", rate: { value: "3.25" } }), "USD")).toBe(2n);
    // Half to even: 0.5 cent goes to 0, 1.5 cents to 2.
    expect(converted(expense({ amount: 1, currency: "GBP", rate: { value: "0.5" } }), "EUR")).toBe(0n);
    expect(converted(expense({ amount: 3, currency: "GBP", rate: { value: "0.5" } }), "EUR")).toBe(2n);
  });

  it("always adds up to the converted amount (property)", () => {
    fc.assert(
      fc.property(someExpense(currencyPair), ({ trip, expense }) => {
        const { trip_amount, parts } = splitExpense(expense, trip);
        expect(BigInt(trip_amount)).toBe(converted(expense, trip));
        expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(trip_amount);
        expect(parts.every((part) => Number.isSafeInteger(part.amount) && part.amount >= 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("balances and the settle-up", () => {
  it("tells who is owed what on a small trip, and settles it in the fewest transfers", () => {
    const balances = balancesOf(
      [
        expense({ amount: 3000, paid_by: "ana", split: { mode: "equal", members: ["ana", "ben", "cleo"] } }),
        expense({ amount: 1500, paid_by: "ben", split: { mode: "equal", members: ["ben", "cleo"] } }),
        expense({
          amount: 1000,
          currency: "GBP",
          paid_by: "cleo",
          rate: { value: "1.2" },
          split: { mode: "equal", members: ["ana"] },
        }),
      ],
      "EUR",
    );
    expect(balances).toEqual([
      { uid: "ana", paid: 3000n, share: 2200n, balance: 800n },
      { uid: "ben", paid: 1500n, share: 1750n, balance: -250n },
      { uid: "cleo", paid: 1200n, share: 1750n, balance: -550n },
    ]);
    const transfers = settleUp(balances, "EUR");
    expect(transfers).toEqual([
      { from: "cleo", to: "ana", amount: 550n },
      { from: "ben", to: "ana", amount: 250n },
    ]);
  });

  it("pays off people who cancel out exactly in one transfer, and keeps groups that add up to zero apart", () => {
    // Two separate groups (ana, ben, cleo: +7 -4 -3; dev, eli, fay: +6 -2 -4) take 2 + 2 transfers.
    const values = { ana: 700n, ben: -400n, cleo: -300n, dev: 600n, eli: -200n, fay: -400n };
    const balances = Object.entries(values).map(([uid, balance]) => ({ uid, balance }));
    const transfers = settleUp(balances, "EUR");
    expect(transfers).toHaveLength(4);
    expect([...afterTransfers(balances, transfers).values()].every((value) => value === 0n)).toBe(true);
  });

  it("balances add up to zero, and settling leaves everyone at zero (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          someExpense(
            fc.constantFrom(["EUR", "EUR", null], ["GBP", "EUR", "1.17"], ["JPY", "EUR", "0.0061"]) as fc.Arbitrary<
              [string, string, string | null]
            >,
          ),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (items) => {
          const balances = balancesOf(
            items.map((item) => item.expense),
            "EUR",
          );
          expect(balances.reduce((sum, entry) => sum + entry.balance, 0n)).toBe(0n);
          const transfers = settleUp(balances, "EUR");
          expect(transfers.every((transfer) => transfer.amount > 0n && transfer.from !== transfer.to)).toBe(true);
          expect([...afterTransfers(balances, transfers).values()].every((value) => value === 0n)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  /** Balances that add up to zero, often made of smaller groups that do too (the hard case for fewest transfers). */
  const zeroSumBalances = (maxPeople: number) =>
    fc
      .array(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 4 }), {
        minLength: 1,
        maxLength: maxPeople,
      })
      .map((groups) => groups.flatMap((group) => [...group, -group.reduce((sum, value) => sum + value, 0)]))
      .filter((values) => values.length <= maxPeople)
      .chain((values) => fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length }))
      .map((values) =>
        values.map((value, index) => ({ uid: `p${String(index).padStart(2, "0")}`, balance: BigInt(value) })),
      );

  it("takes the fewest transfers there are, checked by brute force on every trip of up to 9 people, both ways it searches (property)", () => {
    fc.assert(
      fc.property(zeroSumBalances(9), fc.constantFrom(undefined, 0), (balances, setsMax) => {
        const transfers = settleUp(balances, "EUR", setsMax);
        expect(transfers).toHaveLength(fewestByBruteForce(balances.map((entry) => entry.balance)));
        expect([...afterTransfers(balances, transfers).values()].every((value) => value === 0n)).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it("finds the fewest when thousands of sets add up to zero (nearly alike balances)", () => {
    // Four owed 3 and twelve owe 1 each: 7,305 sets add up to zero; four groups of four, 12 transfers.
    const values = [...Array<bigint>(4).fill(300n), ...Array<bigint>(12).fill(-100n)];
    const balances = values.map((balance, i) => ({ uid: `p${String(i).padStart(2, "0")}`, balance }));
    const transfers = settleUp(balances, "EUR");
    expect(transfers).toHaveLength(12);
    expect([...afterTransfers(balances, transfers).values()].every((value) => value === 0n)).toBe(true);
  });

  it("still settles everyone beyond the size it proves fewest for", () => {
    const values = Array.from({ length: EXACT_SETTLE_LIMIT + 5 }, (_, i) => BigInt(i % 2 ? 100 + i : -(100 + i)));
    values.push(-values.reduce((sum, value) => sum + value, 0n));
    const balances = values.map((balance, i) => ({ uid: `p${String(i).padStart(2, "0")}`, balance }));
    const transfers = settleUp(balances, "EUR");
    expect(transfers.length).toBeLessThan(balances.length);
    expect([...afterTransfers(balances, transfers).values()].every((value) => value === 0n)).toBe(true);
  });
});

describe("rates and typed amounts", () => {
  it("derives a cross rate from the dated table, and asks for none in the trip's own currency", () => {
    expect(tableRate("EUR", "USD")).toBe("1.17");
    expect(tableRate("USD", "EUR")).toBe("0.85470085");
    expect(tableRate("EUR", "XCD")).toBeNull();
    expect(rateFor("EUR", "EUR", undefined)).toEqual({ rate: null });
    expect(rateFor("GBP", "EUR", "1.2")).toEqual({ rate: { value: "1.2", source: "entered", date: null } });
    expect(rateFor("USD", "EUR", undefined)).toEqual({
      rate: { value: "0.85470085", source: "table", date: RATES_AS_OF },
    });
    expect(rateFor("XCD", "EUR", undefined)).toBeNull();
  });

  it("reads what a traveller types in major units exactly, by the currency's exponent", () => {
    expect(parseMajorUnits("12.5", "EUR")).toBe(1250);
    expect(parseMajorUnits("12,50", "EUR")).toBe(1250);
    expect(parseMajorUnits("0.1", "EUR")).toBe(10);
    expect(parseMajorUnits("19.99", "EUR")).toBe(1999);
    expect(parseMajorUnits("1200", "JPY")).toBe(1200);
    expect(parseMajorUnits("12.5", "JPY")).toBeNull();
    expect(parseMajorUnits("1.234", "KWD")).toBe(1234);
    for (const bad of ["", "-3", "1e3", "12.345", "abc", "1.2.3"]) expect(parseMajorUnits(bad, "EUR")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom("EUR", "JPY", "KWD"), (value, code) => {
        expect(parseMajorUnits(minorToDecimal(value, code), code)).toBe(value);
      }),
    );
  });
});
