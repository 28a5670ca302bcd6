import { z } from "zod";
import { MAX_DAYS } from "../limits.ts";
import { isCurrencyCode } from "../money/currencies.ts";
import { RATE_PATTERN } from "../money/exchange-rates.ts";
import { multiLineText, singleLineText } from "../text.ts";
import { TRIP_MEMBERS_MAX } from "./trip-members.ts";

/**
 * Shared costs of a trip (travelling together): a budget in the trip's currency and the expenses any
 * member logs. Amounts are whole numbers of a currency's minor unit (cents, or yen), never floats; the
 * money arithmetic is in ../money/.
 */

/** A trip holds at most this many expenses. */
export const TRIP_EXPENSES_MAX = 1000;
export const EXPENSE_NOTE_MAX = 500;
/** The largest amount an expense or a budget may have, in minor units (ten million euros in cents). */
export const MONEY_AMOUNT_MAX = 1_000_000_000;

export const CurrencyCode = z
  .string({ error: 'must be an ISO 4217 currency code, such as "EUR"' })
  .refine(isCurrencyCode, 'must be an ISO 4217 currency code, such as "EUR"');

const MINOR_UNITS = "must be a whole number above zero, in the currency's smallest unit (cents for EUR)";
export const MinorAmount = z
  .number({ error: MINOR_UNITS })
  .int(MINOR_UNITS)
  .positive(MINOR_UNITS)
  .max(MONEY_AMOUNT_MAX, `must be at most ${MONEY_AMOUNT_MAX} in the currency's smallest unit`);

const uid = z
  .string({ error: "must name a traveller on the trip" })
  .min(1, "must name a traveller on the trip")
  .max(128);
const PEOPLE_MAX = TRIP_MEMBERS_MAX + 1;
const people = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, { error: "must be a list of travellers on the trip" })
    .min(1, "must name at least one traveller")
    .max(PEOPLE_MAX, `must name at most ${PEOPLE_MAX} travellers`);

const SHARES = "must be a whole number of shares above zero";
const EXACT = "must be a whole number above zero, in the currency's smallest unit";

/** Who shares an expense, and how. */
export const ExpenseSplit = z.discriminatedUnion(
  "mode",
  [
    z.object({ mode: z.literal("equal"), members: people(uid) }).strict(),
    z
      .object({
        mode: z.literal("shares"),
        shares: people(
          z.object({ uid, shares: z.number({ error: SHARES }).int(SHARES).positive(SHARES).max(1000) }).strict(),
        ),
      })
      .strict(),
    z
      .object({
        mode: z.literal("exact"),
        amounts: people(
          z
            .object({ uid, amount: z.number({ error: EXACT }).int(EXACT).positive(EXACT).max(MONEY_AMOUNT_MAX) })
            .strict(),
        ),
      })
      .strict(),
  ],
  { error: 'must say how it is shared: mode "equal", "shares" or "exact"' },
);
export type ExpenseSplit = z.infer<typeof ExpenseSplit>;

/** The uids an expense's split names, in the order given. */
export function splitMembers(split: ExpenseSplit): string[] {
  if (split.mode === "equal") return [...split.members];
  if (split.mode === "shares") return split.shares.map((entry) => entry.uid);
  return split.amounts.map((entry) => entry.uid);
}

const RATE_MESSAGE =
  "must be a number above zero, such as 1.17: what one unit of the expense's currency is worth in the trip's";
export const ExchangeRateText = z
  .string({ error: RATE_MESSAGE })
  .refine((value) => RATE_PATTERN.test(value) && /[1-9]/.test(value), RATE_MESSAGE);

/** POST /add-trip-expense/{itineraryId} (any member). */
export const AddTripExpenseRequest = z
  .object({
    amount: MinorAmount,
    currency: CurrencyCode,
    paid_by: uid,
    split: ExpenseSplit,
    /** The trip's day it belongs to, when it belongs to one. */
    day: z
      .number({ error: `must be a day of the trip, 1 to ${MAX_DAYS}` })
      .int(`must be a day of the trip, 1 to ${MAX_DAYS}`)
      .min(1, `must be a day of the trip, 1 to ${MAX_DAYS}`)
      .max(MAX_DAYS, `must be a day of the trip, 1 to ${MAX_DAYS}`)
      .optional(),
    /** The stop it was spent at (stopKey of the stop). */
    stop_key: singleLineText(300).min(1, "must name a stop of the trip").optional(),
    note: multiLineText(EXPENSE_NOTE_MAX).optional(),
    /** For an expense in another currency: one unit of it in the trip's; else the app's dated table's rate. */
    rate: ExchangeRateText.optional(),
    /** The expense's id chosen on the device (one logged offline): sent again, it is added once. */
    client_id: z.uuid({ error: "must be a UUID naming this one expense" }).optional(),
  })
  .strict()
  .superRefine((expense, ctx) => {
    const members = splitMembers(expense.split);
    const field = expense.split.mode === "equal" ? "members" : expense.split.mode;
    if (new Set(members).size !== members.length) {
      ctx.addIssue({ code: "custom", path: ["split", field], message: "names a traveller more than once" });
    }
    if (expense.split.mode === "exact") {
      const sum = expense.split.amounts.reduce((total, entry) => total + entry.amount, 0);
      if (sum !== expense.amount) {
        ctx.addIssue({
          code: "custom",
          path: ["split", "amounts"],
          message: `must add up to the amount (${expense.amount}), not ${sum}`,
        });
      }
    }
  });
export type AddTripExpenseRequest = z.infer<typeof AddTripExpenseRequest>;

export const ExpenseRateRecord = z.object({
  value: z.string(),
  source: z.enum(["entered", "table"]),
  /** The rate table's date, for a rate taken from it. */
  date: z.string().nullable(),
});

/**
 * One expense as stored at tripExpensePath and read live by the trip's members (and as
 * add-trip-expense answers).
 */
export const TripExpense = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_by: z.string(),
  split: ExpenseSplit,
  day: z.number().int().nullable(),
  stop_key: z.string().nullable(),
  note: z.string(),
  /** Set when the expense is not in the trip's currency: how it was converted. */
  rate: ExpenseRateRecord.nullable(),
  /** The trip's currency when it was logged. */
  trip_currency: z.string(),
  /** The amount in the trip's currency, and each person's part of it (splitExpense), in minor units. */
  trip_amount: z.number().int(),
  parts: z.array(z.object({ uid: z.string(), amount: z.number().int() })),
  /** Display names of paid_by and the split's travellers when it was logged (a companion may leave later). */
  names: z.record(z.string(), z.string()),
  created_by: z.string(),
  created_at_ms: z.number(),
});
export type TripExpense = z.infer<typeof TripExpense>;

/** PUT /set-trip-budget/{itineraryId} (owner and editors). The currency becomes the trip's. */
export const SetTripBudgetRequest = z.object({ amount: MinorAmount, currency: CurrencyCode }).strict();
export type SetTripBudgetRequest = z.infer<typeof SetTripBudgetRequest>;

/**
 * The trip's currency and budget, at tripBudgetPath. Written by the first expense (the trip's currency
 * becomes that expense's, with no budget) or by set-trip-budget.
 */
export const TripBudget = z.object({
  currency: z.string(),
  /** Minor units of the currency; null until someone sets a budget. */
  amount: z.number().int().nullable(),
  updated_at_ms: z.number(),
});
export type TripBudget = z.infer<typeof TripBudget>;

export const DeleteTripExpenseResponse = z.object({
  itinerary_id: z.string(),
  expense_id: z.string(),
  deleted: z.literal(true),
});
export type DeleteTripExpenseResponse = z.infer<typeof DeleteTripExpenseResponse>;

export const tripExpensesPath = (ownerUid: string, itineraryId: string) =>
  `users/${ownerUid}/itineraries/${itineraryId}/expenses`;
export const tripExpensePath = (ownerUid: string, itineraryId: string, expenseId: string) =>
  `${tripExpensesPath(ownerUid, itineraryId)}/${expenseId}`;
export const tripBudgetPath = (ownerUid: string, itineraryId: string) =>
  `users/${ownerUid}/itineraries/${itineraryId}/costs/budget`;
