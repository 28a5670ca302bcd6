/**
 * The public API (SPEC section 7), served under one prefix on the app's own origin. Each path is its
 * own Cloud Function; firebase.json rewrites `${API_PREFIX}${path}` to `functionId` (a test keeps
 * them in step).
 */
export const API_PREFIX = "/api";

type Method = "GET" | "POST" | "PUT" | "DELETE";
interface Endpoint {
  readonly method: Method;
  readonly path: string;
  readonly functionId: string;
  /** The path ends in /{id}. */
  readonly hasId?: boolean;
}

export const ENDPOINTS = {
  createUserProfile: { method: "POST", path: "/create-user-profile", functionId: "createUserProfile" },
  getUserProfile: { method: "GET", path: "/get-user-profile", functionId: "getUserProfile" },
  createCheckoutSession: { method: "POST", path: "/create-checkout-session", functionId: "createCheckoutSession" },
  getTokenPacks: { method: "GET", path: "/token-packs", functionId: "getTokenPacks" },
  generateItinerary: { method: "POST", path: "/generate-itinerary", functionId: "generateItinerary" },
  regenerateItinerary: { method: "POST", path: "/regenerate-itinerary", functionId: "regenerateItinerary" },
  generateFinalPlan: { method: "POST", path: "/generate-final-plan", functionId: "generateFinalPlan" },
  saveItinerary: { method: "POST", path: "/save-itinerary", functionId: "saveItinerary" },
  updateItinerary: { method: "PUT", path: "/update-itinerary", functionId: "updateItinerary", hasId: true },
  getSavedItineraries: { method: "GET", path: "/get-saved-itineraries", functionId: "getSavedItineraries" },
  getItinerary: { method: "GET", path: "/get-itinerary", functionId: "getItinerary", hasId: true },
  deleteItinerary: { method: "DELETE", path: "/delete-itinerary", functionId: "deleteItinerary", hasId: true },
  // Two methods on one path: one function serves both (Hosting rewrites a path to one function).
  shareItinerary: { method: "POST", path: "/share-itinerary", functionId: "shareItinerary", hasId: true },
  revokeShare: { method: "DELETE", path: "/share-itinerary", functionId: "shareItinerary", hasId: true },
  /** Public: the id is the share token. */
  getSharedItinerary: { method: "GET", path: "/shared-itinerary", functionId: "getSharedItinerary", hasId: true },
  generatePdf: { method: "POST", path: "/generate-pdf", functionId: "generatePdf" },
  /** Beyond SPEC section 7: the final plan as an iCalendar file. */
  exportCalendar: { method: "POST", path: "/export-calendar", functionId: "exportCalendar" },
  /** Public, beyond SPEC section 7: a shared plan's PDF and calendar file; the id is the share token. */
  getSharedItineraryPdf: {
    method: "GET",
    path: "/shared-itinerary-pdf",
    functionId: "getSharedItineraryPdf",
    hasId: true,
  },
  getSharedItineraryCalendar: {
    method: "GET",
    path: "/shared-itinerary-calendar",
    functionId: "getSharedItineraryCalendar",
    hasId: true,
  },
  /** Beyond SPEC section 7: a saved trip's stops and days as a GPX file, for its owner and members. */
  exportGpx: { method: "GET", path: "/export-gpx", functionId: "exportGpx", hasId: true },
  /** Public: the same through a share link; the id is the share token. */
  getSharedItineraryGpx: {
    method: "GET",
    path: "/shared-itinerary-gpx",
    functionId: "getSharedItineraryGpx",
    hasId: true,
  },
  /** Beyond SPEC section 7: travelling together (api/trip-members.ts). */
  createTripInvite: { method: "POST", path: "/create-trip-invite", functionId: "createTripInvite", hasId: true },
  revokeTripInvite: { method: "DELETE", path: "/create-trip-invite", functionId: "createTripInvite", hasId: true },
  acceptTripInvite: { method: "POST", path: "/accept-trip-invite", functionId: "acceptTripInvite", hasId: true },
  getTripMembers: { method: "GET", path: "/get-trip-members", functionId: "getTripMembers", hasId: true },
  /** The path ends in /{itineraryId}/{uid}. */
  removeTripMember: { method: "DELETE", path: "/remove-trip-member", functionId: "removeTripMember", hasId: true },
  tripPresence: { method: "POST", path: "/trip-presence", functionId: "tripPresence", hasId: true },
  /** Beyond SPEC section 7: a trip's shared costs (api/trip-costs.ts). */
  setTripBudget: { method: "PUT", path: "/set-trip-budget", functionId: "setTripBudget", hasId: true },
  addTripExpense: { method: "POST", path: "/add-trip-expense", functionId: "addTripExpense", hasId: true },
  /** The path ends in /{itineraryId}/{expenseId}. */
  deleteTripExpense: { method: "DELETE", path: "/delete-trip-expense", functionId: "deleteTripExpense", hasId: true },
  /** A CSV file. */
  exportTripExpenses: { method: "GET", path: "/export-trip-expenses", functionId: "exportTripExpenses", hasId: true },
  /** Beyond SPEC section 7: comments and votes on a trip (api/trip-comments.ts). */
  addTripComment: { method: "POST", path: "/add-trip-comment", functionId: "addTripComment", hasId: true },
  /** The path ends in /{itineraryId}/{commentId}. */
  resolveTripComment: {
    method: "POST",
    path: "/resolve-trip-comment",
    functionId: "resolveTripComment",
    hasId: true,
  },
  /** The path ends in /{itineraryId}/{commentId}. */
  deleteTripComment: { method: "DELETE", path: "/delete-trip-comment", functionId: "deleteTripComment", hasId: true },
  voteTripStop: { method: "POST", path: "/vote-trip-stop", functionId: "voteTripStop", hasId: true },
  searchCities: { method: "GET", path: "/search-cities", functionId: "searchCities" },
  /** Beyond SPEC section 7: the guide's places of a city, for adding one to a day (api/search-places.ts). */
  searchPlaces: { method: "GET", path: "/search-places", functionId: "searchPlaces" },
  /** Beyond SPEC section 7: the weather on each day of a trip (api/trip-weather.ts). */
  tripWeather: { method: "POST", path: "/trip-weather", functionId: "tripWeather" },
  /** Beyond SPEC section 7: generation as a job that outlives one request (see api/plan-jobs.ts). */
  createPlanJob: { method: "POST", path: "/plan-jobs", functionId: "createPlanJob" },
  getPlanJob: { method: "GET", path: "/plan-jobs", functionId: "getPlanJob", hasId: true },
  /** Beyond SPEC section 7: the caller's data as a JSON download, and deleting the account. */
  exportAccount: { method: "GET", path: "/account/export", functionId: "exportAccount" },
  deleteAccount: { method: "DELETE", path: "/account", functionId: "deleteAccount" },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Paths that are not called by the SPA's API client but are part of the deployment. */
export const SERVICE_PATHS = {
  stripeWebhook: { path: "/stripe-webhook", functionId: "stripeWebhook" },
  localCheckout: { path: "/local-checkout", functionId: "localCheckout", hasId: true },
  placePhoto: { path: "/place-photo", functionId: "placePhoto", hasId: true },
} as const;
