/** The Firestore layout of the whole product, in one place (no handler builds a path by hand). */
export const paths = {
  user: (uid: string) => `users/${uid}`,
  itineraries: (uid: string) => `users/${uid}/itineraries`,
  itinerary: (uid: string, id: string) => `users/${uid}/itineraries/${id}`,
  ledger: (uid: string) => `users/${uid}/ledger`,
  ledgerEntry: (uid: string, entryId: string) => `users/${uid}/ledger/${entryId}`,
  payments: () => "payments",
  payment: (checkoutSessionId: string) => `payments/${checkoutSessionId}`,
  share: (token: string) => `shares/${token}`,
  /** One counter per UTC day ("2026-11-23") of the Places photo fetches all travellers caused. */
  photoBudgetDay: (utcDay: string) => `placesPhotoBudget/${utcDay}`,
};

/** What a path segment may be: uids and the ids we create (no slashes, dots or anything to escape). */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
