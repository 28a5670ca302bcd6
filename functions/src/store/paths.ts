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
  /** Plan jobs the browser follows (contract's planJobPath); a trigger runs each one. */
  planJobs: "planJobs",
  planJob: (uid: string, id: string) => `users/${uid}/planJobs/${id}`,
  /** The SPEC planning endpoints' own runs (idempotency records); the request itself runs them. */
  planRequests: "planRequests",
  planRequest: (uid: string, id: string) => `users/${uid}/planRequests/${id}`,
};

/** What a path segment may be: uids and the ids we create (no slashes, dots or anything to escape). */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
