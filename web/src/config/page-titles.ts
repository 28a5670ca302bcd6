/** Tab titles of the pages served prerendered too (web/src/app/prerender.tsx), so both carry the same one. */
export const PAGE_TITLES = {
  itinerary: "Plan a trip",
  saved: "Saved itineraries",
  plan: "Your trip",
  shared: "Shared trip",
} as const;
