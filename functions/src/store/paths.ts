/** The Firestore layout of the whole product, in one place (no handler builds a path by hand). */
export const paths = {
  users: () => "users",
  user: (uid: string) => `users/${uid}`,
  /** Every traveller's saved plans, as one collection group (store/itineraries.ts finds plans whose Places facts are due). */
  itinerariesGroup: "itineraries",
  itineraries: (uid: string) => `users/${uid}/itineraries`,
  itinerary: (uid: string, id: string) => `users/${uid}/itineraries/${id}`,
  /** A trip's companions (travelling together): one per member, the owner not among them. */
  tripMembers: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/members`,
  tripMember: (ownerUid: string, id: string, uid: string) => `users/${ownerUid}/itineraries/${id}/members/${uid}`,
  /** Who saved the trip last and when: the one record of a trip its members may read themselves. */
  tripLive: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/live/state`,
  /**
   * The trip as it was at its last saves (id: saved_at in milliseconds, zero-padded so ids sort by
   * time): what a companion's save made from an older version is merged against.
   */
  tripVersions: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/versions`,
  tripVersion: (ownerUid: string, id: string, savedAtMs: number) =>
    `users/${ownerUid}/itineraries/${id}/versions/${String(savedAtMs).padStart(15, "0")}`,
  /**
   * Edits replayed from a device that was offline (store/itineraries.ts): one per edit key applied to the
   * trip, with what its save answered, so the same key sent again is answered alike and applied once.
   */
  tripEditKeys: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/editKeys`,
  tripEditKey: (ownerUid: string, id: string, editKey: string) =>
    `users/${ownerUid}/itineraries/${id}/editKeys/${editKey}`,
  /** Who has the trip open, and on which day: one per open page's traveller, written on each beat. */
  tripPresence: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/presence`,
  tripPresenceOf: (ownerUid: string, id: string, uid: string) => `users/${ownerUid}/itineraries/${id}/presence/${uid}`,
  /** A trip's shared costs: its expenses, and its currency and budget (contract api/trip-costs.ts). */
  tripExpenses: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/expenses`,
  tripExpense: (ownerUid: string, id: string, expenseId: string) =>
    `users/${ownerUid}/itineraries/${id}/expenses/${expenseId}`,
  tripCosts: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/costs`,
  tripBudget: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/costs/budget`,
  /** A trip's comments and its stops' votes (store/trip-comments.ts): written by the API, read live by members. */
  tripComments: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/comments`,
  tripComment: (ownerUid: string, id: string, commentId: string) =>
    `users/${ownerUid}/itineraries/${id}/comments/${commentId}`,
  tripVotes: (ownerUid: string, id: string) => `users/${ownerUid}/itineraries/${id}/votes`,
  tripStopVotes: (ownerUid: string, id: string, stopKeyHash: string) =>
    `users/${ownerUid}/itineraries/${id}/votes/${stopKeyHash}`,
  /** The trips others shared with a traveller: one per trip, naming its owner (how a member finds it). */
  memberships: (uid: string) => `users/${uid}/memberships`,
  membership: (uid: string, id: string) => `users/${uid}/memberships/${id}`,
  /** An invite link's record (store/trip-members.ts); deleting it revokes the link. */
  tripInvites: () => "tripInvites",
  tripInvite: (token: string) => `tripInvites/${token}`,
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
  /** Emulator only: settings a running test may change (see store/emulator-settings.ts). */
  emulatorSettings: "emulator/settings",
  shares: () => "shares",
  /** One per verified identity that received the welcome grant (tokens/welcome.ts); outlives the account. */
  welcomeGrant: (identityKey: string) => `welcomeGrants/${identityKey}`,
  /** One-off data migrations that are done (tokens/welcome-migration.ts). */
  migration: (name: string) => `migrations/${name}`,
  /** A deletion's tombstone (store/deletions.ts): written first, outlives the account, names only the uid. */
  accountDeletion: (uid: string) => `deletedAccounts/${uid}`,
  /** A deleted account's ledger, kept for accounting without anything that names the person. */
  ledgerArchive: (uid: string) => `ledgerArchive/${uid}`,
  ledgerArchiveEntry: (uid: string, entryId: string) => `ledgerArchive/${uid}/entries/${entryId}`,
  /** One counter per UTC day ("2026-11-23") of the Places photo fetches all travellers caused. */
  photoBudgetDay: (utcDay: string) => `placesPhotoBudget/${utcDay}`,
  /** One shard of that day's counter (store/photo-budget.ts): each has its own share of the budget. */
  photoBudgetShard: (utcDay: string, shard: number) => `placesPhotoBudget/${utcDay}/shards/${shard}`,
  /** A photo that could not be fetched ("{placeId}-{index}"), not asked for again until `until` (store/photo-misses.ts). */
  photoMiss: (key: string) => `placesPhotoMisses/${key}`,
  /** The counters and running slots of one rate-limited key (limits/rate-limits.ts): "ai:{uid}", "pdf-share:{token}". */
  rateLimit: (scope: string, key: string) => `rateLimits/${scope}:${key}`,
  /** A rendered PDF kept for repeats, under a hash of who asked and exactly what was printed (store/pdf-cache.ts). */
  /** Open-Meteo answers kept for every instance (store/weather-cache.ts); server-only. */
  weatherCacheEntry: (key: string) => `weatherCache/${key}`,
  pdfCache: () => "pdfCache",
  pdfCacheEntry: (hash: string) => `pdfCache/${hash}`,
  /** A place id the server itself grounded (photos/grounded-places.ts): only these get signed photo links. */
  groundedPlace: (placeId: string) => `groundedPlaces/${placeId}`,
};

/**
 * What a path segment may be: uids and the ids we create (no slashes, dots or anything to escape),
 * and never one Firestore reserves (__name__ and the like, which it refuses with an error).
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
