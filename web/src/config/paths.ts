/** Every route of the SPA (SPEC section 2), in one typed table. */
export const paths = {
  home: "/",
  login: "/login",
  itinerary: "/itinerary",
  saved: "/saved",
  account: "/account",
  plan: (itineraryId: string) => `/plan/${encodeURIComponent(itineraryId)}`,
  planPattern: "/plan/:itineraryId",
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
  sharedPattern: "/shared/:token",
  /** An invite to travel together (beyond the SPEC's routes): joins the trip, then opens it. */
  join: (token: string) => `/join/${encodeURIComponent(token)}`,
  joinPattern: "/join/:token",
  termsOfService: "/terms-of-service",
  privacyPolicy: "/privacy-policy",
  refundPolicy: "/refund-policy",
  attributions: "/attributions",
} as const;
