import { z } from "zod";
import { SavedItinerary } from "./saved-itineraries.ts";

/**
 * GET /account/export: everything the app keeps about the caller, as a JSON file download
 * (Content-Disposition: attachment). Timestamps are ISO 8601 strings.
 */
export const AccountExport = z.object({
  format: z.literal("itinerary-planner-export/1"),
  exportedAt: z.string(),
  account: z.object({ uid: z.string(), email: z.string().nullable() }),
  profile: z
    .object({ tokens: z.number().int(), departureCity: z.string(), createdAt: z.string().nullable() })
    .nullable(),
  savedItineraries: z.array(SavedItinerary),
  ledger: z.array(
    z.object({
      id: z.string(),
      delta: z.number(),
      reason: z.string(),
      balanceAfter: z.number(),
      ref: z.string().optional(),
      detail: z.string().optional(),
      createdAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      pack: z.string(),
      tokens: z.number(),
      amountTotal: z.number().nullable(),
      currency: z.string().nullable(),
      status: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;

export const ACCOUNT_EXPORT_FILENAME = "itinerary-planner-my-data.json";

/** DELETE /account: the account and its data are gone; payment and ledger records stay, without the email. */
export const DeleteAccountResponse = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;
