/** User-facing validation messages, spelled exactly as SPEC section 5 has them. */
export const VALIDATION = {
  destinationRequired: "Destination is required.",
  accommodationRequired: "Select at least one accommodation type.",
  startDateRequired: "Start date is required.",
  startDateInPast: "Start date cannot be in the past.",
  // Not in the SPEC: a bound on how far ahead a trip may start (no one plans the year 10000).
  startDateTooFar: "Start date must be within the next two years.",
  daysPositive: "Number of days must be a positive number.",
  daysTooMany: "Apologies! For the pilot version, itineraries are limited to a maximum of 14 days.",
  suggestionRequired: "Please enter a suggestion.",
  finalizeNeedsDraft: "Please generate and review your itinerary before finalizing.",
  productUnavailable: "This product is not available.",
} as const;
