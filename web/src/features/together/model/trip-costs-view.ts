import { type StructuredPlan } from "@itinerary/contract";
import {
  minorToDecimal,
  RATES_AS_OF,
  settleUp,
  tableRate,
  tripAmountOf,
  type TripBudget,
  type TripExpense,
  tripBalances,
} from "@itinerary/contract/trip-costs";
import { numberFormat } from "../../../lib/intl-formats";

/**
 * What the Costs panel shows, worked out from the live expenses and budget: pure, so it is tested
 * without a browser. Every amount stays whole minor units until formatMoney writes it for a person.
 */

/** Minor units written in the traveller's locale ("€12.50", "12,50 €", "¥1,200"). */
export function formatMoney(minor: bigint | number, currency: string, locale?: string): string {
  const decimal = minorToDecimal(minor, currency);
  // Intl formats a decimal string exactly (no float in between).
  return numberFormat(locale, { style: "currency", currency }).format(decimal as Intl.StringNumericLiteral);
}

export interface PersonBalance {
  uid: string;
  name: string;
  paid: bigint;
  share: bigint;
  /** Above zero they are owed, below zero they owe. */
  balance: bigint;
}

export interface NamedTransfer {
  from: string;
  to: string;
  amount: bigint;
}

export interface DayCosts {
  day: number;
  /** The plan's estimate for the day, in the trip's currency when it can be converted, else as written. */
  estimate: { minor: bigint } | { text: string } | null;
  spent: bigint;
}

export interface CostsView {
  currency: string;
  budget: number | null;
  spent: bigint;
  people: PersonBalance[];
  transfers: NamedTransfer[];
  days: DayCosts[];
  /** The rate table's date when a plan estimate was converted with it. */
  estimatesRateDate: string | null;
}

/** A name for every uid an expense names: the trip's people now, else the name the expense kept. */
export function namesOf(expenses: readonly TripExpense[], members: readonly { uid: string; display_name: string }[]) {
  const names = new Map<string, string>();
  for (const expense of expenses) for (const [uid, name] of Object.entries(expense.names)) names.set(uid, name);
  for (const member of members) names.set(member.uid, member.display_name);
  return (uid: string) => names.get(uid) ?? "A former companion";
}

export function costsView(input: {
  expenses: readonly TripExpense[];
  budget: TripBudget | null;
  members: readonly { uid: string; display_name: string }[];
  plan: StructuredPlan;
}): CostsView {
  const currency = input.budget?.currency ?? input.expenses[0]?.trip_currency ?? "EUR";
  const expenses = input.expenses.filter((expense) => expense.trip_currency === currency);
  const name = namesOf(expenses, input.members);
  const balances = tripBalances(expenses, currency);
  const spentByDay = new Map<number, bigint>();
  let spent = 0n;
  for (const expense of expenses) {
    spent += BigInt(expense.trip_amount);
    if (expense.day !== null)
      spentByDay.set(expense.day, (spentByDay.get(expense.day) ?? 0n) + BigInt(expense.trip_amount));
  }
  const usdRate = currency === "USD" ? null : tableRate("USD", currency);
  let estimatesRateDate: string | null = null;
  const days = input.plan.map((day): DayCosts => {
    let estimate: DayCosts["estimate"] = null;
    const usd = day.estimated_daily_cost_usd;
    if (usd !== undefined && (currency === "USD" || usdRate)) {
      // An estimate in whole cents: it is a guess, not money anyone owes.
      const cents = Math.round(usd * 100);
      const rate = usdRate ? { value: usdRate } : null;
      if (usdRate) estimatesRateDate = RATES_AS_OF;
      estimate = { minor: tripAmountOf({ amount: cents, currency: "USD", rate }, currency) };
    } else if (day.estimated_daily_cost.trim()) {
      estimate = { text: day.estimated_daily_cost.trim() };
    }
    return { day: day.day, estimate, spent: spentByDay.get(day.day) ?? 0n };
  });
  return {
    currency,
    budget: input.budget?.amount ?? null,
    spent,
    people: balances.map((entry) => ({ ...entry, name: name(entry.uid) })),
    transfers: settleUp(balances, currency),
    days,
    estimatesRateDate,
  };
}
