import {
  AddTripExpenseRequest,
  type DeleteTripExpenseResponse,
  SetTripBudgetRequest,
  type TripBudget,
  type TripExpense,
} from "@itinerary/contract/trip-costs";
import { expensesCsv } from "../costs/expenses-csv.ts";
import { forbidden, notFound } from "../errors.ts";
import { displayNameOf } from "../http/display-name.ts";
import { endpoint, RawResponse } from "../http/guard.ts";
import { addExpense, deleteExpense, listExpenses, setBudget, VIEWER_CANNOT_SET_BUDGET } from "../store/trip-costs.ts";
import { ownerNameOf, tripAccess } from "../store/trip-members.ts";
import { ITINERARY_NOT_FOUND } from "./saved-itineraries.ts";

/**
 * A trip's shared costs. Any member logs expenses and downloads them; the owner and editors set the
 * budget; an expense is deleted by whoever logged it, the owner or an editor. A stranger, or a member
 * who was removed, finds no trip.
 */
export const EXPENSE_NOT_FOUND = "This expense does not exist on the trip, or was deleted.";

export const setTripBudget = endpoint(
  { name: "setTripBudget", method: "PUT", body: SetTripBudgetRequest, hasId: true },
  async ({ uid, id, body }): Promise<TripBudget> => {
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    if (trip.access === "viewer") throw forbidden(VIEWER_CANNOT_SET_BUDGET);
    const budget = await setBudget(trip, body);
    if (!budget) throw notFound(ITINERARY_NOT_FOUND);
    return budget;
  },
);

export const addTripExpense = endpoint(
  { name: "addTripExpense", method: "POST", body: AddTripExpenseRequest, hasId: true },
  async ({ uid, identity, id, body }) => {
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    const expense: TripExpense | null = await addExpense(trip, body, await ownerNameOf(trip, displayNameOf(identity)));
    if (!expense) throw notFound(ITINERARY_NOT_FOUND);
    return new RawResponse((res) => res.status(201).json(expense));
  },
);

/** DELETE /delete-trip-expense/{itineraryId}/{expenseId}. */
export const deleteTripExpense = endpoint(
  { name: "deleteTripExpense", method: "DELETE", hasId: true, hasParentId: true },
  async ({ uid, parentId, id }): Promise<DeleteTripExpenseResponse> => {
    const trip = await tripAccess(uid, parentId!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    if (!(await deleteExpense(trip, id!))) throw notFound(EXPENSE_NOT_FOUND);
    return { itinerary_id: parentId!, expense_id: id!, deleted: true };
  },
);

/** GET /export-trip-expenses/{itineraryId}: the expenses as a CSV file (any member). */
export const exportTripExpenses = endpoint(
  { name: "exportTripExpenses", method: "GET", hasId: true },
  async ({ uid, id }) => {
    const trip = await tripAccess(uid, id!);
    if (!trip) throw notFound(ITINERARY_NOT_FOUND);
    const { expenses, budget } = await listExpenses(trip);
    const body = Buffer.from(expensesCsv(expenses, budget), "utf8");
    return new RawResponse((res) => {
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="trip-expenses-${id!}.csv"`);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.status(200).end(body);
    });
  },
);
