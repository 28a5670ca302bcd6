import type {
  AddTripExpenseRequest,
  DeleteTripExpenseResponse,
  SetTripBudgetRequest,
  TripBudget,
  TripExpense,
} from "@itinerary/contract/trip-costs";

/** A trip's shared costs: each call loads the API client and the contract's schemas when first used. */
async function client() {
  const [{ apiCall, apiBlob }, contract] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract/trip-costs"),
  ]);
  return { apiCall, apiBlob, contract };
}

/** PUT /set-trip-budget/{id} (owner and editors). */
export async function setTripBudget(itineraryId: string, body: SetTripBudgetRequest): Promise<TripBudget> {
  const { apiCall, contract } = await client();
  return apiCall("setTripBudget", contract.TripBudget, { id: itineraryId, body, expireSessionOn401: true });
}

/** POST /add-trip-expense/{id} (any member). */
export async function addTripExpense(itineraryId: string, body: AddTripExpenseRequest): Promise<TripExpense> {
  const { apiCall, contract } = await client();
  return apiCall("addTripExpense", contract.TripExpense, { id: itineraryId, body, expireSessionOn401: true });
}

/** DELETE /delete-trip-expense/{id}/{expenseId}. */
export async function deleteTripExpense(itineraryId: string, expenseId: string): Promise<DeleteTripExpenseResponse> {
  const { apiCall, contract } = await client();
  return apiCall("deleteTripExpense", contract.DeleteTripExpenseResponse, {
    parentId: itineraryId,
    id: expenseId,
    expireSessionOn401: true,
  });
}

/** GET /export-trip-expenses/{id}: the expenses as a CSV file. */
export async function exportTripExpenses(itineraryId: string): Promise<Blob> {
  const { apiBlob } = await client();
  return apiBlob("exportTripExpenses", { id: itineraryId, expireSessionOn401: true });
}
