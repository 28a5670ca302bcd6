import { add, allocate, convert, dinero, halfEven, subtract, toSnapshot, transformScale } from "dinero.js/bigint";
import type { Dinero } from "dinero.js/bigint";
import { currencyOf } from "./currencies.ts";
import { type ExpenseRate, scaledRate } from "./exchange-rates.ts";

/**
 * Who owes whom on a trip: each expense converted to the trip's currency, split between its people,
 * and the fewest transfers that settle everyone. Pure, with Dinero.js (bigint amounts) doing every sum,
 * so no float ever holds money and every split adds up to its expense to the last minor unit.
 */

/** How an expense is shared: equally, by whole-number shares, or by exact amounts of its currency. */
export type SplitOf =
  | { mode: "equal"; members: readonly string[] }
  | { mode: "shares"; shares: readonly { uid: string; shares: number }[] }
  | { mode: "exact"; amounts: readonly { uid: string; amount: number }[] };

export interface ExpenseToSplit {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  paid_by: string;
  split: SplitOf;
  /** Set when `currency` is not the trip's. */
  rate: Pick<ExpenseRate, "value"> | null;
}

type Money = Dinero<bigint>;

const money = (amount: bigint, code: string): Money => dinero({ amount, currency: currencyOf(code) });
const amountOf = (value: Money): bigint => toSnapshot(value).amount;

/** The expense's amount in the trip's currency, rounded half to even to the trip currency's minor unit. */
export function inTripCurrency(expense: Pick<ExpenseToSplit, "amount" | "currency" | "rate">, trip: string): Money {
  const original = money(BigInt(expense.amount), expense.currency);
  if (expense.currency === trip) return original;
  if (!expense.rate) throw new Error(`an expense in ${expense.currency} needs a rate to ${trip}`);
  const target = currencyOf(trip);
  const converted = convert(original, target, { [trip]: scaledRate(expense.rate.value) });
  return transformScale(converted, target.exponent, halfEven);
}

/** inTripCurrency's amount, in minor units of the trip's currency. */
export function tripAmountOf(expense: Pick<ExpenseToSplit, "amount" | "currency" | "rate">, trip: string): bigint {
  return amountOf(inTripCurrency(expense, trip));
}

/** An expense as split when it was logged: its amount and each person's part, in the trip's currency. */
export interface SplitExpense {
  paid_by: string;
  /** Minor units of the trip's currency. */
  trip_amount: number;
  /** Each person's part, in uid order; they add up to trip_amount. */
  parts: { uid: string; amount: number }[];
}

/**
 * The expense in the trip's currency and each person's part of it, in uid order. The parts always add
 * up to the converted amount: Dinero's allocate hands the minor units left over after the proportional
 * cut to the largest ratios first, and sorting people by uid first makes that choice the same every
 * time. Done once, when the expense is logged; balances then only add the parts up.
 */
export function splitExpense(expense: ExpenseToSplit, trip: string): SplitExpense {
  const total = inTripCurrency(expense, trip);
  const ratios = ratiosOf(expense.split).sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  const parts = allocate(
    total,
    ratios.map((entry) => entry.ratio),
  );
  return {
    paid_by: expense.paid_by,
    trip_amount: Number(amountOf(total)),
    parts: ratios.map((entry, index) => ({ uid: entry.uid, amount: Number(amountOf(parts[index]!)) })),
  };
}

function ratiosOf(split: SplitOf): { uid: string; ratio: bigint }[] {
  switch (split.mode) {
    case "equal":
      return split.members.map((uid) => ({ uid, ratio: 1n }));
    case "shares":
      return split.shares.map((entry) => ({ uid: entry.uid, ratio: BigInt(entry.shares) }));
    case "exact":
      // Exact amounts in the expense's currency are the ratios of the converted total: in the trip's
      // own currency they come back unchanged, and in another they still add up.
      return split.amounts.map((entry) => ({ uid: entry.uid, ratio: BigInt(entry.amount) }));
  }
}

export interface Balance {
  uid: string;
  /** What they paid for the group, in minor units of the trip's currency. */
  paid: bigint;
  /** Their part of everything. */
  share: bigint;
  /** paid - share: above zero they are owed, below zero they owe. */
  balance: bigint;
}

/**
 * Everyone who paid or shared, in uid order; the balances always add up to zero. The parts are whole
 * minor units that Dinero cut when each expense was logged (splitExpense), summed here as bigints.
 */
export function tripBalances(expenses: readonly SplitExpense[], trip: string): Balance[] {
  const paid = new Map<string, bigint>();
  const share = new Map<string, bigint>();
  for (const expense of expenses) {
    paid.set(expense.paid_by, (paid.get(expense.paid_by) ?? 0n) + BigInt(expense.trip_amount));
    for (const { uid, amount } of expense.parts) share.set(uid, (share.get(uid) ?? 0n) + BigInt(amount));
  }
  const people = [...new Set([...paid.keys(), ...share.keys()])].sort();
  return people.map((uid) => {
    const p = paid.get(uid) ?? 0n;
    const s = share.get(uid) ?? 0n;
    return { uid, paid: p, share: s, balance: amountOf(subtract(money(p, trip), money(s, trip))) };
  });
}

export interface Transfer {
  from: string;
  to: string;
  /** Minor units of the trip's currency. */
  amount: bigint;
}

/** Up to this many people owing or owed, the settle-up is proven the fewest transfers (see settleUp). */
export const EXACT_SETTLE_LIMIT = 22;

/** Past this many sets adding up to zero, the settle-up finds its groups by the search over every subset. */
const ZERO_SUM_SETS_MAX = 4096;

/**
 * The fewest transfers that bring every balance to zero. A group whose balances add up to zero can
 * settle among itself in one transfer fewer than its size, so the fewest transfers is the number of
 * people minus the most groups they can be cut into that each add up to zero. After pairing off anyone
 * owed exactly what another owes (some fewest settle-up always does), that cut is found exactly for up
 * to EXACT_SETTLE_LIMIT people (zeroSumGroups); each group then settles largest debtor to largest
 * creditor, which takes one transfer fewer than its size. Beyond the limit (a trip whose removed
 * companions still have balances), the largest-to-largest rule runs on everyone at once: never more
 * than one transfer fewer than the people, but not always the fewest.
 */
export function settleUp(
  balances: readonly Pick<Balance, "uid" | "balance">[],
  trip: string,
  /** Past this many sets adding up to zero, zeroSumGroups searches every subset instead (tests set it to 0). */
  zeroSumSetsMax = ZERO_SUM_SETS_MAX,
): Transfer[] {
  const open = balances.filter((entry) => entry.balance !== 0n).map((entry) => ({ ...entry }));
  const transfers: Transfer[] = [];
  // Pairs that cancel exactly settle in one transfer each, and some fewest settle-up always has them.
  const unpaired: typeof open = [];
  const waiting = new Map<bigint, (typeof open)[number][]>();
  for (const entry of [...open].sort((a, b) => (a.uid < b.uid ? -1 : 1))) {
    const partners = waiting.get(-entry.balance);
    const partner = partners?.shift();
    if (partner) {
      const [debtor, creditor] = entry.balance < 0n ? [entry, partner] : [partner, entry];
      transfers.push({ from: debtor.uid, to: creditor.uid, amount: creditor.balance });
    } else {
      waiting.set(entry.balance, [...(waiting.get(entry.balance) ?? []), entry]);
    }
  }
  for (const list of waiting.values()) unpaired.push(...list);
  unpaired.sort((a, b) => (a.uid < b.uid ? -1 : 1));
  const groups = unpaired.length <= EXACT_SETTLE_LIMIT ? zeroSumGroups(unpaired, zeroSumSetsMax) : [unpaired];
  for (const group of groups) transfers.push(...largestToLargest(group, trip));
  return transfers;
}

/** Largest debtor pays largest creditor the smaller of the two, until everyone is at zero. */
function largestToLargest(group: readonly Pick<Balance, "uid" | "balance">[], trip: string): Transfer[] {
  const left = new Map(group.map((entry) => [entry.uid, money(entry.balance, trip)]));
  const transfers: Transfer[] = [];
  for (;;) {
    let debtor: string | null = null;
    let creditor: string | null = null;
    for (const [uid, value] of left) {
      const amount = amountOf(value);
      if (amount < 0n && (debtor === null || amount < amountOf(left.get(debtor)!))) debtor = uid;
      if (amount > 0n && (creditor === null || amount > amountOf(left.get(creditor)!))) creditor = uid;
    }
    if (debtor === null || creditor === null) return transfers;
    const owes = -amountOf(left.get(debtor)!);
    const owed = amountOf(left.get(creditor)!);
    const paid = money(owes < owed ? owes : owed, trip);
    transfers.push({ from: debtor, to: creditor, amount: amountOf(paid) });
    left.set(debtor, add(left.get(debtor)!, paid));
    left.set(creditor, subtract(left.get(creditor)!, paid));
    if (amountOf(left.get(debtor)!) === 0n) left.delete(debtor);
    if (amountOf(left.get(creditor)!) === 0n) left.delete(creditor);
  }
}

/**
 * The most groups adding up to zero that the people can be cut into. Cutting them into groups is the
 * same as a chain of ever larger sets that each add up to zero (each group adds the next set), so the
 * most groups is the longest such chain. The sets that add up to zero are found by meeting in the
 * middle (the subset sums of each half, 2^(n/2) each side); on real trips they are few and the chain is
 * found among them at once. When there are very many (balances that are nearly all alike), a search
 * over every subset finds the same answer more slowly.
 */
function zeroSumGroups<T extends Pick<Balance, "uid" | "balance">>(people: readonly T[], setsMax: number): T[][] {
  const n = people.length;
  if (n === 0) return [];
  const values = people.map((entry) => Number(entry.balance));
  const masks = zeroSumMasks(values, setsMax);
  const cuts = masks ? longestChain(masks, (1 << n) - 1) : chainBySubsetSearch(values);
  const groups: T[][] = [];
  let inside = 0;
  for (const mask of cuts) {
    const group = mask & ~inside;
    groups.push(people.filter((_, index) => group & (1 << index)));
    inside = mask;
  }
  return groups;
}

/** Every set of people (as a bit mask, nobody excluded) whose balances add up to zero; null past `max`. */
function zeroSumMasks(values: readonly number[], max: number): number[] | null {
  const half = values.length >> 1;
  const leftSums = subsetSums(values.slice(0, half));
  const rightSums = subsetSums(values.slice(half));
  const bySum = new Map<number, number[]>();
  leftSums.forEach((sum, mask) => {
    const masks = bySum.get(sum);
    if (masks) masks.push(mask);
    else bySum.set(sum, [mask]);
  });
  const found: number[] = [];
  for (let right = 0; right < rightSums.length; right++) {
    for (const left of bySum.get(-rightSums[right]!) ?? []) {
      const mask = left | (right << half);
      if (mask === 0) continue;
      if (found.length === max) return null;
      found.push(mask);
    }
  }
  return found;
}

function subsetSums(values: readonly number[]): Float64Array {
  const sums = new Float64Array(1 << values.length);
  for (let mask = 1; mask < sums.length; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + values[31 - Math.clz32(low)]!;
  }
  return sums;
}

const bitCount = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
};

/** The longest chain of zero-sum sets ending with everyone, smallest first. */
function longestChain(masks: readonly number[], everyone: number): number[] {
  const sorted = [...masks].sort((a, b) => bitCount(a) - bitCount(b) || a - b);
  const length = new Int32Array(sorted.length);
  const previous = new Int32Array(sorted.length).fill(-1);
  for (let i = 0; i < sorted.length; i++) {
    length[i] = 1;
    for (let j = 0; j < i; j++) {
      if ((sorted[j]! & ~sorted[i]!) === 0 && sorted[j] !== sorted[i] && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  }
  const chain: number[] = [];
  for (let i = sorted.indexOf(everyone); i !== -1; i = previous[i]!) chain.unshift(sorted[i]!);
  return chain;
}

/**
 * The same chain by a search over every subset: best[mask] is the most zero-sum sets in a chain that
 * ends with mask, taking people out one at a time. Sums are compared as numbers: a trip's balances stay
 * far below 2^53 minor units.
 */
function chainBySubsetSearch(values: readonly number[]): number[] {
  const size = 1 << values.length;
  const sum = subsetSums(values);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    let most = 0;
    for (let rest = mask; rest; rest &= rest - 1) {
      const candidate = best[mask ^ (rest & -rest)]!;
      if (candidate > most) most = candidate;
    }
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }
  const chain: number[] = [];
  for (let mask = size - 1; mask;) {
    if (sum[mask] === 0) chain.unshift(mask);
    const here = best[mask]! - (sum[mask] === 0 ? 1 : 0);
    let next = 0;
    for (let rest = mask; rest; rest &= rest - 1) {
      const candidate = mask ^ (rest & -rest);
      if (best[candidate] === here) {
        next = candidate;
        break;
      }
    }
    mask = next;
  }
  return chain;
}
