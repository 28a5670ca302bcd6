import type { DeleteAccountResponse } from "@itinerary/contract";

/** GET /account/export: everything the app keeps about the traveller, as a JSON file. */
export async function exportAccount(): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("exportAccount");
}

/** DELETE /account: the account and its data; payment and ledger records stay without the email. */
export async function deleteAccount(): Promise<DeleteAccountResponse> {
  const [{ apiCall }, { DeleteAccountResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("deleteAccount", DeleteAccountResponse);
}
