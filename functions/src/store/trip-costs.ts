import { stopKey, type StructuredPlan } from "@itinerary/contract";
import {
  type AddTripExpenseRequest,
  rateFor,
  type SetTripBudgetRequest,
  splitExpense,
  splitMembers,
  TRIP_EXPENSES_MAX,
  type TripBudget,
  type TripExpense,
} from "@itinerary/contract/trip-costs";
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Transaction } from "firebase-admin/firestore";
import { badRequest, conflict, forbidden } from "../errors.ts";
import { againIfClosed, firestore } from "./db.ts";
import { accountDeleted, deletionRef } from "./deletions.ts";
import { itineraryRef } from "./itineraries.ts";
import { paths } from "./paths.ts";
import type { TripHandle } from "./trip-members.ts";

/**
 * A trip's shared costs, under the trip: expenses/{expenseId} (one per expense, as TripExpense) and
 * costs/budget (the trip's currency and budget, as TripBudget). Members read both live through the
 * rules; every write is here, in a transaction that also reads who is on the trip.
 */
const expensesOf = (trip: TripHandle) => firestore().collection(paths.tripExpenses(trip.ownerUid, trip.id));
const budgetRef = (trip: TripHandle) => firestore().doc(paths.tripBudget(trip.ownerUid, trip.id));

export const TOO_MANY_EXPENSES = `This trip already has ${TRIP_EXPENSES_MAX} expenses, the most a trip can hold.`;
export const CURRENCY_FIXED = (currency: string) =>
  `currency: the trip's expenses are kept in ${currency}; it cannot change once expenses are logged.`;
export const VIEWER_CANNOT_SET_BUDGET =
  "You can view this trip but not set its budget: ask its owner to make you an editor.";
export const NOT_YOURS_TO_DELETE =
  "Only the traveller who logged this expense, the trip's owner or an editor can delete it.";
/** An expense sent again (logged offline, replayed) under an id the trip already holds for something else. */
export const EXPENSE_ID_OF_ANOTHER =
  "client_id: an expense another traveller logged on this trip already has this id; send yours with a new one.";
export const EXPENSE_ID_REUSED =
  "client_id: an expense you logged on this trip with this id has another amount, split or note; send a new expense with a new id.";

/** The expense a replay names is the one the caller logged, as they sent it. */
function sameExpense(stored: TripExpense, body: AddTripExpenseRequest): boolean {
  const entered = stored.rate?.source === "entered" ? stored.rate.value : undefined;
  return (
    stored.amount === body.amount &&
    stored.currency === body.currency &&
    stored.paid_by === body.paid_by &&
    isDeepStrictEqual(stored.split, body.split) &&
    stored.day === (body.day ?? null) &&
    stored.stop_key === (body.stop_key ?? null) &&
    stored.note === (body.note ?? "") &&
    entered === body.rate
  );
}

/** The trip's people as the transaction sees them: uid -> display name, the owner included. */
async function peopleOn(tx: Transaction, trip: TripHandle, ownerName: string): Promise<Map<string, string>> {
  const members = await tx.get(firestore().collection(paths.tripMembers(trip.ownerUid, trip.id)));
  return new Map([
    [trip.ownerUid, ownerName],
    ...members.docs.map((doc) => [doc.id, String(doc.get("display_name") ?? "")] as [string, string]),
  ]);
}

/** Sets the trip's budget (and so its currency); null when the trip is gone. */
export async function setBudget(
  trip: TripHandle,
  body: SetTripBudgetRequest,
  now = Date.now(),
): Promise<TripBudget | null> {
  return firestore().runTransaction(async (tx) => {
    const [tombstone, stored, current] = await tx.getAll(
      deletionRef(trip.ownerUid),
      itineraryRef(trip.ownerUid, trip.id),
      budgetRef(trip),
    );
    if (tombstone!.exists) throw accountDeleted();
    if (!stored!.exists) return null;
    const was = current!.data() as TripBudget | undefined;
    if (was && was.currency !== body.currency) {
      const any = await tx.get(expensesOf(trip).limit(1));
      if (!any.empty) throw badRequest(CURRENCY_FIXED(was.currency));
    }
    const budget: TripBudget = { currency: body.currency, amount: body.amount, updated_at_ms: now };
    tx.set(budgetRef(trip), budget);
    return budget;
  });
}

/**
 * Logs an expense: everyone it names must be on the trip now, and it is converted and split once,
 * here. The first expense of a trip without a budget makes its currency the trip's. Null when the
 * trip is gone. With `client_id` (chosen on a device that was offline) it is the expense's id, and the
 * same expense sent again is answered as stored, with nothing written; 409 when the id is taken by another.
 */
export async function addExpense(
  trip: TripHandle,
  body: AddTripExpenseRequest,
  ownerName: string,
  now = Date.now(),
): Promise<TripExpense | null> {
  const ref = expensesOf(trip).doc(body.client_id ?? randomUUID());
  return againIfClosed(() =>
    firestore().runTransaction(async (tx) => {
      const [tombstone, stored, current, first] = await tx.getAll(
        deletionRef(trip.ownerUid),
        itineraryRef(trip.ownerUid, trip.id),
        budgetRef(trip),
        ...(body.client_id ? [ref] : []),
      );
      if (tombstone!.exists) throw accountDeleted();
      if (!stored!.exists) return null;
      if (first?.exists) {
        // Answered as it was logged, even when the trip or its people changed since: it is already counted.
        const logged = first.data() as TripExpense;
        if (logged.created_by !== trip.callerUid) throw conflict(EXPENSE_ID_OF_ANOTHER);
        if (!sameExpense(logged, body)) throw conflict(EXPENSE_ID_REUSED);
        return logged;
      }
      checkDayAndStop(body, (stored!.get("itinerary") ?? []) as StructuredPlan);
      const people = await peopleOn(tx, trip, ownerName);
      if (!people.has(body.paid_by)) throw badRequest("paid_by: is not a traveller on this trip.");
      const field = body.split.mode === "equal" ? "members" : body.split.mode;
      const strangers = splitMembers(body.split).filter((uid) => !people.has(uid));
      if (strangers.length) {
        throw badRequest(
          `split.${field}: ${strangers.join(", ")} ${strangers.length > 1 ? "are" : "is"} not on this trip.`,
        );
      }
      const count = (await tx.get(expensesOf(trip).count())).data().count;
      if (count >= TRIP_EXPENSES_MAX) throw conflict(TOO_MANY_EXPENSES);

      const budget = current!.data() as TripBudget | undefined;
      const tripCurrency = budget?.currency ?? body.currency;
      if (body.rate !== undefined && body.currency === tripCurrency) {
        throw badRequest(`rate: only an expense in another currency than the trip's (${tripCurrency}) takes a rate.`);
      }
      const conversion = rateFor(body.currency, tripCurrency, body.rate);
      if (!conversion) {
        throw badRequest(
          `rate: there is no stored rate from ${body.currency} to ${tripCurrency}; enter what 1 ${body.currency} is worth in ${tripCurrency}.`,
        );
      }
      const split = splitExpense({ ...body, rate: conversion.rate }, tripCurrency);
      const named = [trip.callerUid, body.paid_by, ...splitMembers(body.split)];
      const expense: TripExpense = {
        id: ref.id,
        amount: body.amount,
        currency: body.currency,
        paid_by: body.paid_by,
        split: body.split,
        day: body.day ?? null,
        stop_key: body.stop_key ?? null,
        note: body.note ?? "",
        rate: conversion.rate,
        trip_currency: tripCurrency,
        trip_amount: split.trip_amount,
        parts: split.parts,
        names: Object.fromEntries(named.map((uid) => [uid, people.get(uid) || "A traveller"])),
        created_by: trip.callerUid,
        created_at_ms: now,
      };
      if (!budget) tx.create(budgetRef(trip), { currency: tripCurrency, amount: null, updated_at_ms: now });
      tx.create(ref, expense);
      return expense;
    }),
  );
}

/** The expense's day must be one of the trip's, and its stop one of that day's (or of the trip's). */
function checkDayAndStop(body: AddTripExpenseRequest, plan: StructuredPlan): void {
  if (body.day !== undefined && !plan.some((day) => day.day === body.day)) {
    throw badRequest(`day: the trip has no day ${body.day}; it has ${plan.length}.`);
  }
  if (body.stop_key === undefined) return;
  const days = body.day === undefined ? plan : plan.filter((day) => day.day === body.day);
  if (!days.some((day) => day.activities.some((activity) => stopKey(activity) === body.stop_key))) {
    throw badRequest(
      body.day === undefined ? "stop_key: is not a stop of this trip." : `stop_key: is not a stop of day ${body.day}.`,
    );
  }
}

/**
 * Deletes an expense: its author, the owner or an editor may. False when the trip has no such expense.
 */
export async function deleteExpense(trip: TripHandle, expenseId: string): Promise<boolean> {
  return firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(expensesOf(trip).doc(expenseId));
    if (!snapshot.exists) return false;
    if (trip.access === "viewer" && snapshot.get("created_by") !== trip.callerUid) throw forbidden(NOT_YOURS_TO_DELETE);
    tx.delete(snapshot.ref);
    return true;
  });
}

/** The trip's expenses in the order they were logged, and its budget. */
export async function listExpenses(trip: TripHandle): Promise<{ expenses: TripExpense[]; budget: TripBudget | null }> {
  const [expenses, budget] = await Promise.all([
    expensesOf(trip).orderBy("created_at_ms").get(),
    budgetRef(trip).get(),
  ]);
  return {
    expenses: expenses.docs.map((doc) => doc.data() as TripExpense),
    budget: (budget.data() as TripBudget | undefined) ?? null,
  };
}
